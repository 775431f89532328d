import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DbClient } from '../db/database';
import { readEnv } from '../env';

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

/** Signs in over REST and returns the bearer token. */
export async function signInToken(app: FastifyInstance, username: string, password = 'Demo1234'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sessions/username-auth', payload: { username, password } });
  const body = response.json();
  if (body.status !== 'success') throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return body.data.token as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
