import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readEnv } from '../env';
import { createTestDb, type TestDb } from '../testing/test-db';
import { SLOW_REQUEST_MS } from './request-logging';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  statusCode?: number;
  responseTime?: number;
}

const levels = { debug: 20, info: 30, warn: 40, error: 50 };

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.destroy();
});

/** An app whose log lines land in `lines`, with a route that fails and one that is slow. */
async function appLoggingTo(lines: LogLine[], nodeEnv: 'development' | 'production'): Promise<FastifyInstance> {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const env = readEnv({ NODE_ENV: nodeEnv, LOG_LEVEL: 'info', PUBLIC_URL: 'http://portal.test' });
  const app = await buildApp({ db: testDb.db, env, serveWeb: false, logDestination: destination });
  app.get('/api/test-failure', () => {
    throw new Error('a bug');
  });
  app.get('/api/test-slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { done: true };
  });
  await app.ready();
  return app;
}

describe('request logging', () => {
  it('writes one line per request, with method, path without its query, status and time', async () => {
    const lines: LogLine[] = [];
    const app = await appLoggingTo(lines, 'development');
    try {
      await app.inject({ method: 'GET', url: '/api/no-such-row?search=Jonaitis' });
      expect(lines).toEqual([
        expect.objectContaining({ level: levels.info, msg: 'request', method: 'GET', path: '/api/no-such-row', statusCode: 404 }),
      ]);
      expect(lines[0]!.responseTime).toEqual(expect.any(Number));
      expect(JSON.stringify(lines)).not.toContain('Jonaitis');
    } finally {
      await app.close();
    }
  });

  it('in production logs nothing for a quick answer, the cause of a 5xx, and a slow request as a warning', async () => {
    const lines: LogLine[] = [];
    const app = await appLoggingTo(lines, 'production');
    try {
      await app.inject({ method: 'GET', url: '/api/no-such-row' });
      expect(lines).toEqual([]);

      expect((await app.inject({ method: 'GET', url: '/api/test-failure' })).statusCode).toBe(500);
      expect(lines).toEqual([expect.objectContaining({ level: levels.error, msg: 'request failed' })]);

      lines.length = 0;
      await app.inject({ method: 'GET', url: '/api/test-slow' });
      expect(lines).toEqual([expect.objectContaining({ level: levels.warn, msg: 'request', path: '/api/test-slow', statusCode: 200 })]);
    } finally {
      await app.close();
    }
  });
});
