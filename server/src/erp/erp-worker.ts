import { sql } from 'kysely';
import type { DbClient } from '../db/database';
import type { Json } from '../db/schema';
import type { AppDeps } from '../trpc/context';
import type { ErpApplyResult, ErpGateway } from './erp-gateway';

/** After this many failed attempts a change is dead: an administrator looks at the integration log. */
export const ERP_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/** A claimed row is not handed out again for this long; a worker that dies mid-apply is retried after it. */
const CLAIM_LEASE_MS = 5 * 60_000;

export interface ErpWorkerDeps extends Pick<AppDeps, 'db' | 'log' | 'now'> {
  gateway: ErpGateway;
}

/** Wait before attempt `attempts + 1`: 1, 2, 4 … minutes, at most an hour. */
export function erpRetryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** attempts);
}

interface ClaimedChange {
  id: number;
  company_code: string;
  kind: string;
  idempotency_key: string;
  payload: Json;
  /** Attempts including this one. */
  attempts: number;
}

/**
 * Claims due rows (FOR UPDATE SKIP LOCKED: several server processes share the outbox) and leases them.
 * A reversal waits while the record it reverses is still pending, so the two reach the ERP in order.
 */
async function claimDueChanges(db: DbClient, now: Date): Promise<ClaimedChange[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('erp_outbox')
      .select(['id', 'company_code', 'kind', 'idempotency_key', 'payload', 'attempts'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('erp_outbox as record')
              .select(sql`1`.as('one'))
              .whereRef('record.idempotency_key', '=', sql<string>`erp_outbox.payload ->> 'reverses'`)
              .where('record.status', '=', 'pending'),
          ),
        ),
      )
      .orderBy('id')
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable('erp_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

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

/** The outbox row's next state after an attempt. */
function outcome(result: ErpApplyResult, attempts: number, now: Date) {
  if (result.ok) return { status: 'sent', processed_at: now, last_error: null } as const;
  const message = result.message.slice(0, 1000);
  if (!result.retryable) return { status: 'failed', processed_at: now, last_error: message } as const;
  if (attempts >= ERP_MAX_ATTEMPTS) return { status: 'dead', processed_at: now, last_error: message } as const;
  return { status: 'pending', last_error: message, next_attempt_at: new Date(now.getTime() + erpRetryDelayMs(attempts)) } as const;
}

/**
 * Applies due ERP changes through the gateway, one at a time in queue order. Each attempt, ok or not,
 * goes to the integration log in the same transaction as the row's new state. Returns how many were tried.
 */
export async function processPendingErpChanges(deps: ErpWorkerDeps): Promise<number> {
  const { db, gateway, log } = deps;
  const claimed = await claimDueChanges(db, deps.now());
  for (const change of claimed) {
    const startedAt = Date.now();
    const result = await applySafely(gateway, change);
    const now = deps.now();
    const next = outcome(result, change.attempts, now);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('integration_log')
        .values({
          company_code: change.company_code,
          direction: 'to_erp',
          kind: change.kind,
          idempotency_key: change.idempotency_key,
          outbox_id: change.id,
          attempt: change.attempts,
          status: result.ok ? 'ok' : 'error',
          message: `${gateway.name}: ${result.message}`.slice(0, 2000),
          payload: JSON.stringify(change.payload),
          duration_ms: Date.now() - startedAt,
          created_at: now,
        })
        .execute();
      // Only while the lease is ours: a worker whose lease ran out (and whose row was claimed again) must not overwrite the newer outcome.
      await trx.updateTable('erp_outbox').set(next).where('id', '=', change.id).where('attempts', '=', change.attempts).execute();
    });
    if (result.ok) log.info({ outboxId: change.id, kind: change.kind }, 'erp change applied');
    else
      log.warn(
        { outboxId: change.id, kind: change.kind, attempts: change.attempts, status: next.status, error: result.message },
        'erp change failed',
      );
  }
  return claimed.length;
}

/** Polls the ERP outbox until stopped. */
export function startErpWorker(deps: ErpWorkerDeps, intervalMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    processPendingErpChanges(deps)
      .catch((error) => deps.log.error({ err: error }, 'erp worker failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
