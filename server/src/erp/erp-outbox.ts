import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { Json } from '../db/schema';
import { type Executor, withTransaction } from '../db/transaction';
import { discardWaitingJobs, JobName, scheduleJob, scheduleJobs } from '../jobs/job-queue';
import * as erpOutboxRepository from './erp-outbox.repository';

export interface ErpChange {
  companyCode: string;
  /** What the ERP must do, e.g. 'work_implement.status'. */
  kind: string;
  /** The same change always has the same key: queueing it twice keeps one row. */
  idempotencyKey: string;
  payload: Json;
}

/**
 * Changes reach the ERP in order per key: a reversal (its payload names the record it reverses in
 * `reverses`) is queued under its record's key, so it waits while the record is still being tried.
 */
export function erpOrderingKey(change: Pick<ErpChange, 'idempotencyKey' | 'payload'>): string {
  const { payload } = change;
  const reverses = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload.reverses : undefined;
  return `erp:${typeof reverses === 'string' ? reverses : change.idempotencyKey}`;
}

/**
 * Queues a change for the ERP inside the caller's transaction (ARCHITECTURE rule 8): its outbox row
 * and its job commit with the caller's change, and the job queue applies it after commit
 * (erp/erp-delivery.ts), so a rolled-back decision never reaches the ERP.
 */
export async function enqueueErpChange(db: Executor, change: ErpChange, now: Date): Promise<void> {
  await withTransaction(db, async (trx) => {
    const outboxId = await erpOutboxRepository.insertUnlessQueued(trx, { ...change, createdAt: now });
    if (outboxId === undefined) return; // queued before, with its job
    await scheduleJob(trx, { name: JobName.erpChange, payload: { outboxId }, singletonKey: erpOrderingKey(change) });
  });
}

/** Rows per statement: five parameters a row stay well under PostgreSQL's 65,535. */
const ENQUEUE_CHUNK = 1_000;

/**
 * Queues many changes at once (a schedule's month, one per employee) as enqueueErpChange queues each:
 * in the caller's transaction, a change queued before kept as it was. Set-based: a statement for the
 * rows and one for their jobs per thousand changes. Answers how many were new.
 */
export async function enqueueErpChanges(db: Executor, changes: readonly ErpChange[], now: Date): Promise<number> {
  if (changes.length === 0) return 0;
  return withTransaction(db, async (trx) => {
    const byKey = new Map(changes.map((change) => [change.idempotencyKey, change]));
    let queued = 0;
    for (let start = 0; start < changes.length; start += ENQUEUE_CHUNK) {
      const chunk = changes.slice(start, start + ENQUEUE_CHUNK).map((change) => ({ ...change, createdAt: now }));
      const inserted = await erpOutboxRepository.insertManyUnlessQueued(trx, chunk);
      await scheduleJobs(
        trx,
        JobName.erpChange,
        inserted.map((row) => ({ payload: { outboxId: row.id }, singletonKey: erpOrderingKey(byKey.get(row.idempotency_key)!) })),
      );
      queued += inserted.length;
    }
    return queued;
  });
}

/** The newest outbox change's id (0 when none): what `discardErpChangesQueuedAfter` keeps. */
export function lastQueuedErpChangeId(db: Executor): Promise<number> {
  return erpOutboxRepository.lastId(db);
}

/** Takes back, with their jobs, the ERP changes queued after `afterId` in this transaction (the demo seed's past). */
export async function discardErpChangesQueuedAfter(trx: Transaction<Database>, afterId: number): Promise<void> {
  await erpOutboxRepository.deleteAfter(trx, afterId);
  await discardWaitingJobs(trx, JobName.erpChange, ({ outboxId }) => typeof outboxId === 'number' && outboxId > afterId);
}
