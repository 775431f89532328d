import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbClient } from '../db/database';
import { readEnv } from '../env';
import { createTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';
import { createJobQueue, type JobPayload, JobName, type JobQueue, scheduleJob } from './job-queue';

const driver = testDatabaseUrl() ? 'PostgreSQL' : 'PGlite';

/** The jobs of one test carry its own marker in the payload. */
async function storedJobs(db: DbClient, marker: string) {
  const { rows } = await sql<{ state: string; singleton_key: string | null }>`
    select state, singleton_key from pgboss.job where data->>'marker' = ${marker} order by created_on`.execute(db);
  return rows;
}

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1_000);
}

describe(`the job queue on ${driver}`, () => {
  let testDb: TestDb;
  let queue: JobQueue;
  const log = pino({ level: 'silent' });
  const warn = vi.spyOn(log, 'warn');
  const runs: JobPayload[] = [];
  const runsOf = (marker: string) => runs.filter((payload) => payload.marker === marker);

  beforeAll(async () => {
    testDb = await createTestDb();
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '500' });
    queue = createJobQueue(
      { db: testDb.db, env, log, now: () => new Date() },
      {
        [JobName.activityDeadline]: async (payload) => {
          runs.push(payload);
          // A payload asking to fail does so until it has run `failures` times.
          if (runsOf(String(payload.marker)).length <= Number(payload.failures ?? 0)) throw new Error('the ERP is down');
        },
      },
      // Retries within a second (pg-boss's jitter: 0.5–1 s) keep the test short.
      { retry: { retryLimit: 3, retryDelay: 1, retryBackoff: true } },
    );
    await queue.start();
  });

  afterAll(async () => {
    await queue?.stop();
    await testDb?.destroy();
  });

  it('runs a job scheduled in a committed transaction once it is due', async () => {
    await testDb.db
      .transaction()
      .execute((trx) => scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker: 'committed' }, runAt: secondsFromNow(-60) }));
    await vi.waitFor(() => expect(runsOf('committed')).toEqual([{ marker: 'committed' }]), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect(await storedJobs(testDb.db, 'committed')).toMatchObject([{ state: 'completed' }]), {
      timeout: 5_000,
      interval: 100,
    });
  });

  it('never runs a job scheduled in a transaction that rolled back', async () => {
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker: 'rolled back' }, runAt: secondsFromNow(-60) });
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    // A job scheduled after it runs: the queue has looked at least once since.
    await testDb.db
      .transaction()
      .execute((trx) =>
        scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker: 'after the rollback' }, runAt: secondsFromNow(-60) }),
      );
    await vi.waitFor(() => expect(runsOf('after the rollback')).toHaveLength(1), { timeout: 10_000, interval: 100 });
    expect(runsOf('rolled back')).toEqual([]);
    expect(await storedJobs(testDb.db, 'rolled back')).toEqual([]);
  });

  it('does not run a job before its time', async () => {
    const runAt = secondsFromNow(2.5);
    await testDb.db
      .transaction()
      .execute((trx) => scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker: 'later' }, runAt }));
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // three polls
    expect(runsOf('later')).toEqual([]);
    await vi.waitFor(() => expect(runsOf('later')).toHaveLength(1), { timeout: 10_000, interval: 100 });
    expect(Date.now()).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('keeps one pending job per singletonKey, and any number without one', async () => {
    const deadline = {
      name: JobName.activityDeadline,
      payload: { marker: 'singleton' },
      runAt: secondsFromNow(3_600),
      singletonKey: 'activity-deadline:1',
    };
    await testDb.db.transaction().execute((trx) => scheduleJob(trx, deadline));
    await testDb.db.transaction().execute(async (trx) => {
      await scheduleJob(trx, deadline);
      await scheduleJob(trx, { ...deadline, runAt: secondsFromNow(60) });
    });
    expect(await storedJobs(testDb.db, 'singleton')).toEqual([{ state: 'created', singleton_key: 'activity-deadline:1' }]);

    const keyless = { name: JobName.activityDeadline, payload: { marker: 'keyless' }, runAt: secondsFromNow(3_600) };
    await testDb.db.transaction().execute(async (trx) => {
      await scheduleJob(trx, keyless);
      await scheduleJob(trx, keyless);
    });
    expect(await storedJobs(testDb.db, 'keyless')).toHaveLength(2);
  });

  it('retries a failing job with backoff and logs the failure', async () => {
    await testDb.db
      .transaction()
      .execute((trx) =>
        scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker: 'flaky', failures: 1 }, runAt: secondsFromNow(-60) }),
      );
    await vi.waitFor(() => expect(runsOf('flaky')).toHaveLength(2), { timeout: 15_000, interval: 100 });
    await vi.waitFor(async () => expect(await storedJobs(testDb.db, 'flaky')).toMatchObject([{ state: 'completed' }]), {
      timeout: 5_000,
      interval: 100,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: JobName.activityDeadline, retryCount: 0, err: expect.any(Error) }),
      'job failed, to be retried',
    );
  });
});
