import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { type ConstructorOptions, type Db, fromPglite, getConstructionPlans, type Job, PgBoss, type QueueOptions } from 'pg-boss';
import { type Database, type DbClient, driverHandleOf } from '../db/database';
import type { AppDeps } from '../trpc/context';

/** Jobs the portal runs later, by name. */
export const JobName = { activityDeadline: 'workflow.activity-deadline', passwordResetMail: 'sessions.password-reset-mail' } as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export type JobPayload = Record<string, unknown>;
export type JobHandler = (payload: JobPayload) => Promise<void>;

/** How a failed job is retried: pg-boss's queue options, exponential backoff with jitter. */
export type JobRetryOptions = Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>;

// About 4 hours of attempts (30 s doubling, at most an hour apart) before a job is left as failed.
const defaultRetry: JobRetryOptions = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 };

// pg-boss keeps its tables in its own schema, out of the portal's migrations and db/schema.ts.
const QUEUE_SCHEMA = 'pgboss';

/**
 * Schedules a job inside the caller's transaction: it exists only if the transaction commits.
 * With a `singletonKey`, a job with that key still waiting, retrying or running keeps its place and
 * this one is dropped (the queues use pg-boss's `exclusive` policy).
 */
export async function scheduleJob(
  trx: Transaction<Database>,
  job: { name: JobName; payload: JobPayload; runAt: Date; singletonKey?: string },
): Promise<void> {
  // A throw-away sender whose every statement, the queue lookup included, runs on the transaction:
  // never started, so it holds no connection or timer and needs no running queue in this process.
  const sender = new PgBoss({ db: transactionDb(trx), schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: false });
  try {
    // Under the exclusive policy keyless jobs would share the empty key: each gets a key of its own.
    await sender.send(job.name, job.payload, { startAfter: job.runAt, singletonKey: job.singletonKey ?? randomUUID() });
  } catch (error) {
    if (isQueueMissing(error))
      throw new Error(`The job queue is not installed in this database (installJobQueue): ${(error as Error).message}`, { cause: error });
    throw error;
  }
}

export interface JobQueue {
  /** Installs or upgrades the queue's schema, then works the handlers' queues until stopped. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to 10 s) for the running ones. */
  stop(): Promise<void>;
}

/**
 * The durable job queue (pg-boss) on the portal's database: PostgreSQL, or the embedded PGlite.
 * Every queue is created at start; each handler works its own. A handler that throws is retried
 * with backoff (`options.retry`); its error goes to the log, and the job keeps only the message.
 */
export function createJobQueue(
  deps: AppDeps,
  handlers: Partial<Record<JobName, JobHandler>>,
  options: { retry?: JobRetryOptions } = {},
): JobQueue {
  const { log } = deps;
  const retry = options.retry ?? defaultRetry;
  let boss: PgBoss | null = null;

  async function runJob(name: JobName, handler: JobHandler, job: Job<JobPayload>): Promise<void> {
    try {
      await handler(job.data);
    } catch (error) {
      log.warn({ err: error, job: name, jobId: job.id, retryCount: job.retryCount }, 'job failed, to be retried');
      // pg-boss stores what is thrown on the job row: the message is enough there.
      const stored = new Error(error instanceof Error ? error.message : String(error));
      stored.stack = `${stored.name}: ${stored.message}`;
      throw stored;
    }
  }

  return {
    async start() {
      if (boss) return;
      const started = new PgBoss({
        ...bossConnection(deps.db),
        schema: QUEUE_SCHEMA,
        schedule: false,
        supervise: true,
        migrate: true,
        instanceName: 'portal',
      });
      started.on('error', (error) => log.error({ err: error }, 'job queue error'));
      started.on('warning', (warning) => log.warn({ warning: warning.data }, `job queue: ${warning.message}`));
      await started.start();
      boss = started;
      await ensureQueues(started, retry);
      const pollingIntervalSeconds = deps.env.JOB_POLL_INTERVAL_MS / 1_000;
      for (const [name, handler] of Object.entries(handlers) as [JobName, JobHandler | undefined][]) {
        if (!handler) continue;
        await started.work<JobPayload>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          if (job) await runJob(name, handler, job);
        });
      }
    },
    async stop() {
      const stopping = boss;
      boss = null;
      await stopping?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * Creates or upgrades pg-boss's schema and the portal's queues, without working any job: for a
 * database that jobs are scheduled on before a queue runs there (the test databases).
 */
export async function installJobQueue(db: DbClient): Promise<void> {
  const boss = new PgBoss({
    ...bossConnection(db),
    schema: QUEUE_SCHEMA,
    schedule: false,
    supervise: false,
    migrate: true,
    registerInstance: false,
  });
  await boss.start();
  try {
    await ensureQueues(boss, defaultRetry);
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** Changes whenever installJobQueue would install something else: part of the test templates' name. */
export function jobQueueFingerprint(): string {
  return JSON.stringify({ plans: getConstructionPlans(QUEUE_SCHEMA), queues: Object.values(JobName), defaultRetry });
}

async function ensureQueues(boss: PgBoss, retry: JobRetryOptions): Promise<void> {
  for (const name of Object.values(JobName)) {
    await boss.createQueue(name, { policy: 'exclusive', ...retry }); // a no-op when it exists
    await boss.updateQueue(name, retry); // the retry settings of the code win over the stored ones
  }
}

/** Where pg-boss itself runs: its own small pool on PostgreSQL; PGlite's one connection, shared. */
function bossConnection(db: DbClient): Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'> {
  const handle = driverHandleOf(db);
  if (handle.driver === 'pg') return { connectionString: handle.connectionString, max: 3 };
  return { db: serialisedPgliteDb(db, handle.pglite), backend: 'pglite' };
}

/**
 * pg-boss on PGlite. Its statements must wait their turn with Kysely's (the dialect serialises the one
 * connection with a mutex), so each runs while holding the db's connection. Inside, pg-boss's own
 * PGlite adapter sends them: multi-statement SQL without parameters (schema migrations, maintenance
 * in BEGIN … COMMIT) needs PGlite's exec(), which Kysely cannot send.
 */
function serialisedPgliteDb(db: DbClient, pglite: Parameters<typeof fromPglite>[0]): Db {
  const direct = fromPglite(pglite);
  return { executeSql: (text, values) => db.connection().execute(() => direct.executeSql(text, values)) };
}

/** pg-boss statements on the caller's transaction: single statements with parameters, as send() issues. */
function transactionDb(trx: Kysely<Database>): Db {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

function isQueueMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'PGBOSS_QUEUE_NOT_FOUND' || code === '42P01' || code === '3F000';
}
