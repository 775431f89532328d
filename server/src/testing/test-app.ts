import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../app';
import type { DbClient, StatementObserver } from '../db/database';
import { readEnv } from '../env';
// Sessions open through the same use case sign-in ends with, after its password check.
import { startSession } from '../modules/sessions/use-cases/start-session';
import * as usersRepository from '../modules/users/users.repository';
import type { AppDeps } from '../trpc/context';
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
export async function startTestApp(options: { seeded?: boolean; onStatement?: StatementObserver } = {}): Promise<TestHarness> {
  const testDb = await createTestDb({
    seeded: options.seeded ?? true,
    ...(options.onStatement ? { onStatement: options.onStatement } : {}),
  });
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

export const TEST_REQUEST = { ipAddress: '127.0.0.1', userAgent: 'vitest' } as const;

/**
 * Opens a live session for a user without a password check (sign-in's own last step, startSession:
 * the user's default company when available, else the first) and answers its bearer token.
 */
export async function openSession(harness: TestHarness, username: string, options: { rememberMe?: boolean } = {}): Promise<string> {
  const user = await usersRepository.findByUsername(harness.db, username);
  if (!user) throw new Error(`no user named ${username}`);
  const { token } = await startSession(depsOf(harness), { requestId: randomUUID(), ...TEST_REQUEST, bearerToken: null }, user, {
    rememberMe: options.rememberMe ?? false,
    appMode: 'stable',
  });
  return token;
}

export function depsOf(harness: TestHarness): AppDeps {
  return { db: harness.db, env: testEnv(), log: harness.app.log, now: harness.clock.now };
}
