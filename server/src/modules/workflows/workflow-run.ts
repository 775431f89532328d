import { ErrorCode, type IsoDate } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { type Executor, withTransaction } from '../../db/transaction';
import type { Env } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { businessToday } from '../../trpc/business-date';
import type { AppDeps } from '../../trpc/context';
import { findCurrentEmployee, isAdministrator, sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as submissionsRepository from '../submissions/submissions.repository';
import type { SubmissionWithForm } from '../submissions/submissions.repository';
import { documentOwnersOf } from './document-owners';

// What every workflow transition shares: the signed-in caller, and one transaction that first locks
// the submission row, so two people acting at once are serialised and the second sees the first's
// result (spec 1 §4, ARCHITECTURE.md rule 6).

export interface WorkflowContext {
  db: Executor;
  auth: AuthenticatedSession;
  env: Env;
  now: () => Date;
}

/** What a transition needs inside its transaction, whether a person or the deadline job acts. */
export interface Run {
  trx: Transaction<Database>;
  env: Env;
  now: Date;
  today: IsoDate;
  /** Locked for the rest of the transaction. */
  submission: SubmissionWithForm;
  /** The users the document belongs to (filer, initiator, its employee): never deciders of it. */
  owners: ReadonlySet<number>;
}

export interface Caller {
  userId: number;
  employeeNo: string | null;
  isAdmin: boolean;
  companyCode: string;
}

/** The effects' view of a run: its clock and settings. */
export function effectDeps(run: Run) {
  return { env: run.env, now: () => run.now };
}

async function callerOf(ctx: WorkflowContext, db: Executor): Promise<Caller> {
  const own = await findCurrentEmployee({ db, auth: ctx.auth });
  return {
    userId: ctx.auth.user.id,
    employeeNo: own?.employeeNo ?? null,
    isAdmin: isAdministrator(ctx.auth),
    companyCode: sessionCompany(ctx.auth),
  };
}

/**
 * Opens the run on the submission, locked; a submission of another company does not exist. The
 * company is the session's; null only for the deadline job, which has no session and acts on the
 * submission's own company.
 */
export async function lockRun(
  deps: Pick<AppDeps, 'env' | 'now'>,
  trx: Transaction<Database>,
  submissionId: number,
  companyCode: string | null,
): Promise<Run> {
  const submission = await submissionsRepository.findWithForm(trx, submissionId, {
    ...(companyCode === null ? {} : { companyCode }),
    forUpdate: true,
  });
  if (!submission) throw new DomainError(ErrorCode.documentNotFound);
  const now = deps.now();
  return {
    trx,
    env: deps.env,
    now,
    today: businessToday({ env: deps.env, now: () => now }),
    submission,
    owners: await documentOwnersOf(trx, submission),
  };
}

/** Runs `work` in a transaction (the caller's, when one is open) on the locked submission. */
export async function onLockedSubmission<T>(
  ctx: WorkflowContext,
  submissionId: number,
  work: (run: Run, caller: Caller) => Promise<T>,
): Promise<T> {
  return withTransaction(ctx.db, async (trx) => {
    const caller = await callerOf(ctx, trx);
    const run = await lockRun(ctx, trx, submissionId, caller.companyCode);
    return work(run, caller);
  });
}

/** The initiator (filer) or an administrator may set, start and cancel the document's workflows. */
export function managesDocument(caller: Caller, submission: SubmissionWithForm): boolean {
  return caller.isAdmin || submission.submitted_by === caller.userId || submission.initiated_by === caller.userId;
}

/** Re-reads the owners after the initiator changed (a run started by someone other than the filer). */
export async function withInitiator(run: Run, initiatedBy: number): Promise<Run> {
  const submission = { ...run.submission, initiated_by: initiatedBy };
  return { ...run, submission, owners: await documentOwnersOf(run.trx, submission) };
}
