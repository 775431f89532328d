import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DbClient } from '../db/database';
import { readEnv } from '../env';
import { createTestDb } from './test-db';

export interface TestClock {
  now: () => Date;
  advance(milliseconds: number): void;
  set(date: Date): void;
}

/** A clock tests move by hand, so throttling and expiry need no waiting. */
export function createTestClock(start = new Date('2026-11-20T08:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export function testEnv() {
  return readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://portal.test' });
}

export async function buildTestApp(db: DbClient, clock: TestClock = createTestClock()): Promise<FastifyInstance> {
  const app = await buildApp({ db, env: testEnv(), now: clock.now, serveWeb: false });
  await app.ready();
  return app;
}

export interface SignInOptions {
  rememberMe?: boolean;
  remoteAddress?: string;
  userAgent?: string;
}

/** Posts a password sign-in over REST and returns the raw response. */
export function postSignIn(app: FastifyInstance, username: string, password: string, options: SignInOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/sessions/username-auth',
    payload: { username, password, ...(options.rememberMe === undefined ? {} : { rememberMe: options.rememberMe }) },
    headers: { 'user-agent': options.userAgent ?? 'vitest' },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Signs in over REST and returns the bearer token. */
export async function signInToken(
  app: FastifyInstance,
  username: string,
  password = 'Demo1234',
  options: SignInOptions = {},
): Promise<string> {
  const response = await postSignIn(app, username, password, options);
  const body = response.json();
  if (body.status !== 'success') throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return body.data.token as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export interface TestHarness {
  db: DbClient;
  app: FastifyInstance;
  clock: TestClock;
  close(): Promise<void>;
}

/** One database (seeded by default) and one app over it with a manual clock: share it across a file. */
export async function startTestApp(options: { seeded?: boolean } = {}): Promise<TestHarness> {
  const testDb = await createTestDb({ seeded: options.seeded ?? true });
  const clock = createTestClock();
  const app = await buildTestApp(testDb.db, clock);
  return {
    db: testDb.db,
    app,
    clock,
    close: async () => {
      await app.close();
      await testDb.destroy();
    },
  };
}
