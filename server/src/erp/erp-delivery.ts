import { type JobAttempt, type JobHandler, JobName, RetryLaterError } from '../jobs/job-queue';
import type { AppDeps } from '../trpc/context';
import type { ErpApplyResult, ErpGateway } from './erp-gateway';
import * as erpOutboxRepository from './erp-outbox.repository';
import { ErpChangeStatus } from './erp-outbox.repository';

export interface ErpDeliveryDeps extends Pick<AppDeps, 'db' | 'log' | 'now'> {
  gateway: ErpGateway;
}

export type ErpDeliveryResult = ErpChangeStatus | 'alreadyApplied' | 'missing';

type ClaimedChange = NonNullable<Awaited<ReturnType<typeof erpOutboxRepository.claimAttempt>>>;

async function applySafely(gateway: ErpGateway, change: ClaimedChange): Promise<ErpApplyResult> {
  try {
    return await gateway.apply({
      outboxId: change.id,
      companyCode: change.company_code,
      kind: change.kind,
      idempotencyKey: change.idempotency_key,
      payload: change.payload,
    });
  } catch (error) {
    return { ok: false, retryable: true, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The outbox row's state after an attempt: still pending only while a retry follows. */
function statusAfter(result: ErpApplyResult, attempt: JobAttempt): ErpChangeStatus {
  if (result.ok) return ErpChangeStatus.sent;
  if (!result.retryable) return ErpChangeStatus.failed;
  return attempt.isLast ? ErpChangeStatus.dead : ErpChangeStatus.pending;
}

/**
 * One attempt to apply an ERP outbox change through the gateway, run by the job queue after the
 * change's transaction committed. The attempt, ok or not, goes to the integration log in the same
 * transaction as the row's new state. Idempotent: a change no longer pending is left alone, and one
 * under way in another run (leased) is not applied again. A retryable failure is thrown so the queue retries it with backoff
 * (no sooner than the ERP's Retry-After); a refused change fails at once; the last attempt marks the
 * row dead and completes, so a reversal queued behind it goes ahead.
 */
export async function applyErpChange(deps: ErpDeliveryDeps, outboxId: number, attempt: JobAttempt): Promise<ErpDeliveryResult> {
  const { db, gateway, log } = deps;
  const change = await erpOutboxRepository.claimAttempt(db, outboxId);
  if (!change) {
    const row = await erpOutboxRepository.findById(db, outboxId);
    if (!row) return 'missing';
    if (row.status !== ErpChangeStatus.pending) return 'alreadyApplied';
    // Another run holds the lease: retried later, this run ends without applying.
    throw new Error('another attempt at this change is under way');
  }

  const startedAt = Date.now();
  const result = await applySafely(gateway, change);
  const now = deps.now();
  const status = statusAfter(result, attempt);
  await db.transaction().execute(async (trx) => {
    await erpOutboxRepository.insertAttemptLog(trx, {
      companyCode: change.company_code,
      kind: change.kind,
      idempotencyKey: change.idempotency_key,
      outboxId: change.id,
      attempt: change.attempts,
      isOk: result.ok,
      message: `${gateway.name}: ${result.message}`,
      payload: change.payload,
      durationMs: Date.now() - startedAt,
      at: now,
    });
    await erpOutboxRepository.recordOutcome(trx, change.id, change.attempts, {
      status,
      processedAt: status === ErpChangeStatus.pending ? null : now,
      lastError: result.ok ? null : result.message,
    });
  });

  if (result.ok) {
    log.info({ outboxId: change.id, kind: change.kind }, 'erp change applied');
    return status;
  }
  const failure = { outboxId: change.id, kind: change.kind, attempts: change.attempts, status, error: result.message };
  if (status !== ErpChangeStatus.pending) {
    log.error(failure, 'erp change failed for good');
    return status;
  }
  if (result.retryAfterSeconds !== undefined) throw new RetryLaterError(result.message, result.retryAfterSeconds);
  throw new Error(result.message);
}

/** The job queue's handler for ERP changes (main.ts). */
export function erpJobHandlers(deps: ErpDeliveryDeps): Record<typeof JobName.erpChange, JobHandler> {
  return {
    [JobName.erpChange]: async ({ outboxId }, attempt) => {
      if (typeof outboxId !== 'number') {
        deps.log.error({ outboxId }, 'erp change job without an outbox id'); // retrying would not help
        return;
      }
      await applyErpChange(deps, outboxId, attempt);
    },
  };
}
