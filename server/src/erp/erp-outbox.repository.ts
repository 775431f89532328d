import type { Json } from '../db/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/transaction';

// erp_outbox: one row per change towards the ERP, keyed so that queueing it twice keeps one row.
// The job queue decides when it is tried (erp/erp-delivery.ts); the row says what became of it:
// pending, sent, failed (the ERP refused it) or dead (out of attempts). Every attempt is also a row
// of integration_log.

/** Longer than an SMTP or ERP call may take, shorter than the job queue's 15 minutes before it retries a silent run. */
const CLAIM_LEASE_MINUTES = 10;

export const ErpChangeStatus = { pending: 'pending', sent: 'sent', failed: 'failed', dead: 'dead' } as const;
export type ErpChangeStatus = (typeof ErpChangeStatus)[keyof typeof ErpChangeStatus];

export interface NewErpChangeRow {
  companyCode: string;
  kind: string;
  idempotencyKey: string;
  payload: Json;
  createdAt: Date;
}

/** The new row's id, or undefined when a change with that key is queued already. */
export async function insertUnlessQueued(db: Executor, change: NewErpChangeRow): Promise<number | undefined> {
  const row = await db
    .insertInto('erp_outbox')
    .values({
      company_code: change.companyCode,
      kind: change.kind,
      idempotency_key: change.idempotencyKey,
      payload: JSON.stringify(change.payload),
      created_at: change.createdAt,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Inserts the changes not queued yet (up to a few thousand); the new rows' ids and keys. */
export function insertManyUnlessQueued(db: Executor, changes: readonly NewErpChangeRow[]) {
  return db
    .insertInto('erp_outbox')
    .values(
      changes.map((change) => ({
        company_code: change.companyCode,
        kind: change.kind,
        idempotency_key: change.idempotencyKey,
        payload: JSON.stringify(change.payload),
        created_at: change.createdAt,
      })),
    )
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning(['id', 'idempotency_key'])
    .execute();
}

export function findById(db: Executor, id: number) {
  return db.selectFrom('erp_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the next attempt of a pending change: counts it and leases the row until the attempt is over
 * (or CLAIM_LEASE_MINUTES have passed: the run died), so that of two runs at once one goes ahead.
 * The database's clock, not the business clock: a lease is about real time.
 */
export function claimAttempt(db: Executor, id: number) {
  return db
    .updateTable('erp_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql<Date>`now() + ${sql.lit(CLAIM_LEASE_MINUTES)} * interval '1 minute'`,
    }))
    .where('id', '=', id)
    .where('status', '=', ErpChangeStatus.pending)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .returning(['id', 'company_code', 'kind', 'idempotency_key', 'payload', 'attempts'])
    .executeTakeFirst();
}

export interface ErpAttemptLogEntry {
  companyCode: string;
  kind: string;
  idempotencyKey: string;
  outboxId: number;
  attempt: number;
  isOk: boolean;
  message: string;
  payload: Json;
  durationMs: number;
  at: Date;
}

export async function insertAttemptLog(db: Executor, entry: ErpAttemptLogEntry): Promise<void> {
  await db
    .insertInto('integration_log')
    .values({
      company_code: entry.companyCode,
      direction: 'to_erp',
      kind: entry.kind,
      idempotency_key: entry.idempotencyKey,
      outbox_id: entry.outboxId,
      attempt: entry.attempt,
      status: entry.isOk ? 'ok' : 'error',
      message: entry.message.slice(0, 2000),
      payload: JSON.stringify(entry.payload),
      duration_ms: entry.durationMs,
      created_at: entry.at,
    })
    .execute();
}

/** Records the outcome of attempt `attempt` (the row's count after claiming it) and ends its lease. */
export async function recordOutcome(
  db: Executor,
  id: number,
  attempt: number,
  outcome: { status: ErpChangeStatus; processedAt: Date | null; lastError: string | null },
): Promise<void> {
  await db
    .updateTable('erp_outbox')
    .set({
      status: outcome.status,
      next_attempt_at: sql<Date>`now()`,
      last_error: outcome.lastError?.slice(0, 1000) ?? null,
      ...(outcome.processedAt ? { processed_at: outcome.processedAt } : {}),
    })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .execute();
}

export async function deleteAfter(db: Executor, afterId: number): Promise<void> {
  await db.deleteFrom('erp_outbox').where('id', '>', afterId).execute();
}

export async function lastId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('erp_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * The changes of the given kinds queued under a key prefix ('schedule:7:2026-12:'), first queued first:
 * what the portal already handed over of a schedule's month. The prefix must carry no LIKE wildcards.
 */
export function listByKeyPrefix(db: Executor, prefix: string, kinds: readonly string[]) {
  return db
    .selectFrom('erp_outbox')
    .select(['id', 'kind', 'idempotency_key', 'payload', 'status'])
    .where('idempotency_key', 'like', `${prefix}%`)
    .where('kind', 'in', [...kinds])
    .orderBy('id')
    .execute();
}
