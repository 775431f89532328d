import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { getConstructionPlans, type JobWithMetadata, PgBoss, type QueueOptions, type QueuePolicy } from 'pg-boss';
import type { Database, DbClient } from '../db/database';
import type { AppDeps } from '../trpc/context';
import { bossConnection, postponeRetry, transactionDb } from './job-queue.repository';

/** Jobs the portal runs later, by name. */
export const JobName = {
  activityDeadline: 'workflow.activity-deadline',
  /** Sends one row of email_outbox (mail/mail-delivery.ts). */
  mailDelivery: 'mail.delivery',
  /** Applies one row of erp_outbox through the ERP gateway (erp/erp-delivery.ts). */
  erpChange: 'erp.change',
  /** Looks up a password-reset request and mails its link (sessions/use-cases/send-password-reset-mail.ts). */
  passwordResetMail: 'sessions.password-reset-mail',
  /** Runs one user-visible job of the work-time area, a row of work_jobs (modules/work-jobs/work-job-runner.ts). */
  workJob: 'work.job',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export type JobPayload = Record<string, unknown>;

/** Which run of a job this is: a handler records its final failure itself on the last one. */
export interface JobAttempt {
  /** 1 for the first run, 2 for the first retry … */
  number: number;
  /** No retry follows if this run fails. */
  isLast: boolean;
}

export type JobHandler = (payload: JobPayload, attempt: JobAttempt) => Promise<void>;

/**
 * Thrown by a handler that failed and knows when to try again (an ERP answering Retry-After): the job
 * is retried like any failure, but not before `retryAfterSeconds` have passed.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/** How a failed job is retried: pg-boss's queue options, exponential backoff with jitter. */
export type JobRetryOptions = Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>;

// About 4 hours of attempts (30 s doubling, at most an hour apart) before a job is left as failed.
/** Workers each portal process runs per queue. */
const WORKERS_PER_QUEUE = 4;

const defaultRetry: JobRetryOptions = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 };

interface QueueSettings {
  /** `exclusive`: one waiting or running job per singletonKey; a second one with the key is dropped. */
  policy: QueuePolicy;
  retry: JobRetryOptions;
}

const defaultQueueSettings: QueueSettings = { policy: 'exclusive', retry: defaultRetry };

// Queues that differ from the default. A mail or an ERP change gets eight attempts over about two hours.
const queueSettings: Partial<Record<JobName, Partial<QueueSettings>>> = {
  [JobName.mailDelivery]: { retry: { ...defaultRetry, retryLimit: 7 } },
  // In order per key: an ERP reversal is queued under its record's key, so it waits while the record
  // is still being tried (active or retrying) and never reaches the ERP before it.
  [JobName.erpChange]: { policy: 'key_strict_fifo', retry: { ...defaultRetry, retryLimit: 7 } },
  // A user waits for a work job: a run cut short (a restart) is retried soon, twice, then the job ends as an error.
  [JobName.workJob]: { retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 } },
};

function settingsOf(name: JobName): QueueSettings {
  return { ...defaultQueueSettings, ...queueSettings[name] };
}

// pg-boss keeps its tables in its own schema, out of the portal's migrations and db/schema.ts.
const QUEUE_SCHEMA = 'pgboss';

/**
 * Schedules a job inside the caller's transaction: it exists only if the transaction commits.
 * Without `runAt` it is due at once (after the commit). With a `singletonKey`, on an `exclusive`
 * queue a job with that key still waiting, retrying or running keeps its place and this one is
 * dropped; on the ERP queue (`key_strict_fifo`) it waits behind it.
 */
export async function scheduleJob(
  trx: Transaction<Database>,
  job: { name: JobName; payload: JobPayload; runAt?: Date; singletonKey?: string },
): Promise<void> {
  const sender = transactionSender(trx);
  try {
    // Under the exclusive policy keyless jobs would share the empty key: each gets a key of its own.
    await sender.send(job.name, job.payload, {
      ...(job.runAt ? { startAfter: job.runAt } : {}),
      singletonKey: job.singletonKey ?? randomUUID(),
    });
  } catch (error) {
    if (isQueueMissing(error))
      throw new Error(`The job queue is not installed in this database (installJobQueue): ${(error as Error).message}`, { cause: error });
    throw error;
  }
}

/**
 * Schedules many jobs of one queue inside the caller's transaction in one statement (a month's ERP
 * changes), each due at once and keyed as scheduleJob keys it.
 */
export async function scheduleJobs(
  trx: Transaction<Database>,
  name: JobName,
  jobs: ReadonlyArray<{ payload: JobPayload; singletonKey?: string }>,
): Promise<void> {
  if (jobs.length === 0) return;
  await transactionSender(trx).insert(
    name,
    jobs.map((job) => ({ data: job.payload, singletonKey: job.singletonKey ?? randomUUID() })),
  );
}

/**
 * Deletes, inside the caller's transaction, the waiting jobs of a queue whose payload `matches`: for
 * work undone in the transaction that queued it (the demo seed's mail and ERP changes of the past).
 */
export async function discardWaitingJobs(
  trx: Transaction<Database>,
  name: JobName,
  matches: (payload: JobPayload) => boolean,
): Promise<number> {
  const sender = transactionSender(trx);
  const waiting = await sender.findJobs<JobPayload>(name, { queued: true, limit: 100_000 });
  const ids = waiting.filter((job) => matches(job.data)).map((job) => job.id);
  if (ids.length > 0) await sender.deleteJob(name, ids);
  return ids.length;
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
 * with backoff (the queue's settings, or `options.retry` for every queue); its error goes to the
 * log, and the job keeps only the message.
 */
export function createJobQueue(
  deps: AppDeps,
  handlers: Partial<Record<JobName, JobHandler>>,
  options: { retry?: JobRetryOptions } = {},
): JobQueue {
  const { log } = deps;
  let boss: PgBoss | null = null;

  async function runJob(queue: PgBoss, name: JobName, handler: JobHandler, job: JobWithMetadata<JobPayload>): Promise<void> {
    try {
      await handler(job.data, { number: job.retryCount + 1, isLast: job.retryCount >= job.retryLimit });
    } catch (error) {
      log.warn({ err: error, job: name, jobId: job.id, retryCount: job.retryCount }, 'job failed, to be retried');
      // pg-boss stores what is thrown on the job row: the message is enough there.
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RetryLaterError) {
        await failNoSoonerThan(deps.db, queue, name, job, message, error.retryAfterSeconds);
        return;
      }
      const stored = new Error(message);
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
      await ensureQueues(started, options.retry);
      // With metadata: a handler learns whether its run is the last one (retryLimit). A worker runs one job
      // per poll, so each queue gets several: a burst of mail or ERP changes drains that many times faster
      // (the ERP's order per record is kept by the queue's key policy in the database, not by a lone worker).
      const workOptions = {
        pollingIntervalSeconds: deps.env.JOB_POLL_INTERVAL_MS / 1_000,
        batchSize: 1,
        localConcurrency: WORKERS_PER_QUEUE,
        includeMetadata: true,
      } as const;
      for (const [name, handler] of Object.entries(handlers) as [JobName, JobHandler | undefined][]) {
        if (!handler) continue;
        await started.work<JobPayload, void, typeof workOptions>(name, workOptions, async ([job]) => {
          if (job) await runJob(started, name, handler, job);
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
    await ensureQueues(boss);
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** Changes whenever installJobQueue would install something else: part of the test templates' name. */
export function jobQueueFingerprint(): string {
  const queues = Object.values(JobName).map((name) => ({ name, ...settingsOf(name) }));
  return JSON.stringify({ plans: getConstructionPlans(QUEUE_SCHEMA), queues });
}

async function ensureQueues(boss: PgBoss, retryOverride?: JobRetryOptions): Promise<void> {
  for (const name of Object.values(JobName)) {
    const { policy, retry } = settingsOf(name);
    await boss.createQueue(name, { policy, ...(retryOverride ?? retry) }); // a no-op when it exists
    await boss.updateQueue(name, retryOverride ?? retry); // the retry settings of the code win over the stored ones
  }
}

/**
 * Fails this run of the job as pg-boss would, then moves its retry to no sooner than
 * `retryAfterSeconds` from now when the backoff alone would come back earlier.
 */
async function failNoSoonerThan(
  db: DbClient,
  queue: PgBoss,
  name: JobName,
  job: JobWithMetadata<JobPayload>,
  message: string,
  retryAfterSeconds: number,
): Promise<void> {
  // One transaction: no worker can take the retry at the queue's own (shorter) delay before it is
  // pushed back. Fenced to this run: a run whose claim lapsed (expired, retried elsewhere) changes nothing.
  await db.transaction().execute(async (trx) => {
    await queue.fail(name, { id: job.id, retryCount: job.retryCount }, { message }, { db: transactionDb(trx) });
    await postponeRetry(trx, QUEUE_SCHEMA, name, job.id, retryAfterSeconds);
  });
}

/**
 * A throw-away pg-boss whose every statement, the queue lookup included, runs on the transaction:
 * never started, so it holds no connection or timer and needs no running queue in this process.
 */
function transactionSender(trx: Transaction<Database>): PgBoss {
  return new PgBoss({ db: transactionDb(trx), schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: false });
}

function isQueueMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'PGBOSS_QUEUE_NOT_FOUND' || code === '42P01' || code === '3F000';
}
