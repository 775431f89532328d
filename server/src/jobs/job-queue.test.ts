import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import type { DbClient } from '../db/database';
import { readEnv } from '../env';
import { startJobWorkers } from '../testing/job-workers';
import { createTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';
import { createJobQueue, type JobPayload, JobName, type JobQueue, scheduleJob } from './job-queue';

const driver = testDatabaseUrl() ? 'PostgreSQL' : 'PGlite';

/** The jobs of one test carry its own marker in the payload. */
async function storedJobs(db: DbClient, marker: string) {
  const { rows } = await sql<{ state: string; singleton_key: string | null }>`
    select state, singleton_key from pgboss.job where data->>'marker' = ${marker} order by created_on`.execute(db);
  return rows;
}

/** When the queue lets a job run (its first run, or its pending retry) and how often it was retried. */
async function scheduleOf(db: DbClient, marker: string) {
  const { rows } = await sql<{ start_after: Date; retry_count: number }>`
    select start_after, retry_count from pgboss.job where data->>'marker' = ${marker}`.execute(db);
  if (rows.length !== 1) throw new Error(`expected one job marked ${marker}, found ${rows.length}`);
  return rows[0]!;
}

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1_000);
}

// Each test's jobs carry its own marker, so the tests share the queue (two workers) and run at the same time: the
// file waits for its slowest test's poll or retry delay, not for the sum of them.
describe.concurrent(`the job queue on ${driver}`, () => {
  let testDb: TestDb;
  let queue: JobQueue;
  const log = pino({ level: 'silent' });
  const warn = vi.spyOn(log, 'warn');
  const runs: { payload: JobPayload; at: number }[] = [];
  const runsOf = (marker: string) => runs.filter((run) => run.payload.marker === marker).map((run) => run.payload);
  const runTimesOf = (marker: string) => runs.filter((run) => run.payload.marker === marker).map((run) => run.at);

  beforeAll(async () => {
    testDb = await createTestDb();
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '500' });
    queue = await startJobWorkers(
      2,
      { db: testDb.db, env, log, now: () => new Date() },
      {
        [JobName.activityDeadline]: async (payload) => {
          runs.push({ payload, at: Date.now() });
          // A payload asking to fail does so until it has run `failures` times.
          if (runsOf(String(payload.marker)).length <= Number(payload.failures ?? 0)) throw new Error('the ERP is down');
        },
      },
      // The smallest backoff pg-boss has: the first retry comes 1–2 s after the failure (1 s doubled per
      // retry, with jitter), which keeps the test short.
      { retry: { retryLimit: 3, retryDelay: 1, retryBackoff: true } },
    );
  });

  afterAll(async () => {
    await queue?.stop();
    await testDb?.destroy();
  });

  it('runs a job scheduled in a committed transaction once it is due', async ({ expect }) => {
    await testDb.db
      .transaction()
      .execute((trx) => scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker: 'committed' }, runAt: secondsFromNow(-60) }));
    await vi.waitFor(() => expect(runsOf('committed')).toEqual([{ marker: 'committed' }]), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect(await storedJobs(testDb.db, 'committed')).toMatchObject([{ state: 'completed' }]), {
      timeout: 5_000,
      interval: 100,
    });
  });

  it('never runs a job scheduled in a transaction that rolled back', async ({ expect }) => {
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

  it('does not run a job before its time', async ({ expect }) => {
    const runAt = secondsFromNow(1);
    await testDb.db
      .transaction()
      .execute((trx) => scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker: 'later' }, runAt }));
    expect((await scheduleOf(testDb.db, 'later')).start_after).toEqual(runAt);
    expect(runsOf('later')).toEqual([]);
    await vi.waitFor(() => expect(runsOf('later')).toHaveLength(1), { timeout: 10_000, interval: 50 });
    // The queue polled every half second meanwhile; it ran the job only once it was due.
    expect(runTimesOf('later')[0]).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('keeps one pending job per singletonKey, and any number without one', async ({ expect }) => {
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

  it('retries a failing job with backoff and logs the failure', async ({ expect }) => {
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
    // The failure scheduled the retry a backoff (at least the 1 s retryDelay) later, and the retry
    // waited for it: the job keeps the retry's start_after once completed.
    const [failedAt, retriedAt] = runTimesOf('flaky');
    const retry = await scheduleOf(testDb.db, 'flaky');
    expect(retry.retry_count).toBe(1);
    expect(retry.start_after.getTime()).toBeGreaterThanOrEqual(failedAt! + 1_000);
    expect(retriedAt).toBeGreaterThanOrEqual(retry.start_after.getTime());
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: JobName.activityDeadline, retryCount: 0, err: expect.any(Error) }),
      'job failed, to be retried',
    );
  });
});

describe(`a burst of jobs on ${driver}`, () => {
  let testDb: TestDb;
  let queue: JobQueue | undefined;

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await queue?.stop();
    await testDb?.destroy();
  });

  it('runs several due jobs of one queue at once instead of one a poll', async ({ expect }) => {
    await testDb.db.transaction().execute(async (trx) => {
      for (const marker of ['burst 1', 'burst 2', 'burst 3', 'burst 4']) {
        await scheduleJob(trx, { name: JobName.activityDeadline, payload: { marker }, runAt: secondsFromNow(-60) });
      }
    });
    const ran: string[] = [];
    // A poll every 30 s: one worker would run one job now and the next only half a minute later.
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '30000' });
    queue = createJobQueue(
      { db: testDb.db, env, log: pino({ level: 'silent' }), now: () => new Date() },
      {
        [JobName.activityDeadline]: async (payload) => {
          ran.push(String(payload.marker));
        },
      },
    );
    await queue.start();
    await vi.waitFor(() => expect(ran.sort()).toEqual(['burst 1', 'burst 2', 'burst 3', 'burst 4']), { timeout: 10_000, interval: 100 });
  });
});
