import { AppMode, ErrorCode } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { JobAttempt, JobPayload } from '../../jobs/job-queue';
import type { AppDeps } from '../../trpc/context';
import type { ScheduleContext } from '../schedules/schedule-access';
import * as jobsRepository from './work-jobs.repository';

// How a work job runs (issue #14 "The job queue"). startWorkJob (use-cases/start-work-job.ts) inserts
// the row and queues one pg-boss job for it in one transaction; a worker then calls runWorkJob with
// the row's id. The row, not the queue, says whether the work is done: every run first takes the row
// (only a running one), and the handler's results are written in the transaction that ends it
// (complete), so a run that dies before that commit leaves nothing and the retry starts afresh, while
// a run that dies after it finds the job completed and does nothing. Work too long for one transaction
// is written in idempotent chunks (a month's generation, a week at a time), so a retry redoes them
// harmlessly. After the last attempt the job ends as an error; the sweep (failOrphans) ends a job
// whose queue entry is gone.

/** A result file kept on the job, downloaded from GET wtc-area/jobs/{id}/download. */
export interface WorkJobFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface WorkJobOutcome {
  file?: WorkJobFile;
  summary?: Record<string, unknown>;
}

/** What a handler gets: its input, the starter's context for the use cases, progress, cancellation and the end. */
export interface WorkJobRun<TInput> {
  jobId: number;
  input: TInput;
  /** The user who started the job, in the job's company: the use cases check their grants as in a request. */
  actor: ScheduleContext;
  attempt: JobAttempt;
  /**
   * Reports progress (written at most every PROGRESS_INTERVAL_MS, and at the last row). Never call it
   * inside a transaction of the run: on PGlite the one connection is the transaction's.
   */
  progress(rowsDone: number, rowsTotal: number | null): Promise<void>;
  /** Throws (the job ends cancelled) when someone asked to cancel it. */
  throwIfCancelled(): Promise<void>;
  /**
   * Ends the job completed: `apply` writes the results in the transaction that marks it so (nothing
   * of it stays if the job was cancelled meanwhile, or a run before this one completed it).
   */
  complete(apply?: (trx: Transaction<Database>) => Promise<WorkJobOutcome | undefined>): Promise<void>;
}

/** One kind of job: its input, what makes two of them the same, who may start it, and the work. */
export interface WorkJobKindDefinition<TSchema extends z.ZodType = z.ZodType> {
  inputSchema: TSchema;
  /** Two jobs with the same key (kind and target) never run at once. */
  dedupeKey(input: z.output<TSchema>): string;
  /** Refuses the start as the use case would (the target not found, no grant) before anything is queued. */
  authorize(actor: ScheduleContext, input: z.output<TSchema>): Promise<void>;
  run(job: WorkJobRun<z.output<TSchema>>): Promise<void>;
}

export type WorkJobKinds = Record<string, WorkJobKindDefinition>;

export const PROGRESS_INTERVAL_MS = 250;

/** Thrown by throwIfCancelled; the runner ends the job cancelled. */
export class WorkJobCancelled extends Error {
  constructor() {
    super('work job cancelled');
    this.name = 'WorkJobCancelled';
  }
}

/** The context of the user who started a job, for the use cases its handler calls (no request behind it). */
export function actorContext(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, userId: number, companyCode: string): ScheduleContext {
  return {
    db: deps.db,
    env: deps.env,
    now: deps.now,
    companyCode,
    auth: {
      sessionId: 0,
      user: { id: userId, username: '', adminAccess: 0, personnelNo: null, type: 'internal', workTimeAccessCompanies: [companyCode] },
      currentCompanyCode: companyCode,
      appMode: AppMode.stable,
      rememberMe: false,
      passwordChangeRequired: false,
    },
  };
}

/** The queue's handler of JobName.workJob: runs the job of row `payload.workJobId`. */
export async function runWorkJob(
  deps: Pick<AppDeps, 'db' | 'env' | 'now' | 'log'>,
  kinds: WorkJobKinds,
  payload: JobPayload,
  attempt: JobAttempt,
): Promise<void> {
  const jobId = payload.workJobId;
  if (typeof jobId !== 'number') {
    deps.log.error({ payload }, 'work job without an id'); // retrying would not help
    return;
  }
  const row = await jobsRepository.beginAttempt(deps.db, jobId, deps.now());
  if (!row) return; // ended already: completed by an earlier run, cancelled, or failed
  const end = (fields: Omit<jobsRepository.FinishFields, 'now'>) => jobsRepository.finish(deps.db, jobId, { ...fields, now: deps.now() });
  if (row.cancel_requested) {
    await end({ status: 'cancelled' });
    return;
  }
  const kind = kinds[row.kind];
  const parsed = kind?.inputSchema.safeParse(row.input);
  if (!kind || !parsed?.success || row.started_by === null) {
    deps.log.error({ jobId, kind: row.kind }, 'work job of an unknown kind, with a bad input or without its user');
    await end({ status: 'error', errorKey: ErrorCode.criticalServerError });
    return;
  }

  let lastWrite = 0;
  let completed = false;
  const run: WorkJobRun<unknown> = {
    jobId,
    input: parsed.data,
    actor: actorContext(deps, row.started_by, row.company_code),
    attempt,
    async progress(rowsDone, rowsTotal) {
      const now = Date.now();
      const last = rowsTotal !== null && rowsDone >= rowsTotal;
      if (!last && now - lastWrite < PROGRESS_INTERVAL_MS) return;
      lastWrite = now;
      const percent = rowsTotal ? Math.min(100, Math.floor((rowsDone * 100) / rowsTotal)) : 0;
      await jobsRepository.writeProgress(deps.db, jobId, { percent, rowsDone, rowsTotal });
    },
    async throwIfCancelled() {
      if (await jobsRepository.isCancelRequested(deps.db, jobId)) throw new WorkJobCancelled();
    },
    async complete(apply) {
      completed = true;
      await withTransaction(deps.db, async (trx) => {
        const locked = await jobsRepository.lockForFinish(trx, jobId);
        if (locked?.status !== 'running') return;
        if (locked.cancel_requested) {
          await jobsRepository.finish(trx, jobId, { status: 'cancelled', now: deps.now() });
          return;
        }
        const outcome = apply ? await apply(trx) : undefined;
        await jobsRepository.finish(trx, jobId, {
          status: 'completed',
          now: deps.now(),
          resultFile: outcome?.file,
          resultSummary: outcome?.summary,
        });
      });
    },
  };

  try {
    await kind.run(run);
    if (!completed) await run.complete();
  } catch (error) {
    if (error instanceof WorkJobCancelled) {
      await end({ status: 'cancelled' });
      return;
    }
    if (error instanceof DomainError) {
      // A refusal (the month locked meanwhile, the grant taken away): trying again would be refused again.
      await end({ status: 'error', errorKey: error.code, errorParams: error.params });
      return;
    }
    if (attempt.isLast) {
      deps.log.error({ err: error, jobId }, 'work job failed on its last attempt');
      await end({ status: 'error', errorKey: ErrorCode.criticalServerError });
      return;
    }
    throw error; // the queue runs it again
  }
}
