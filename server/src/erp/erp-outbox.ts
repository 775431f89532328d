import type { Json } from '../db/schema';
import type { Executor } from '../db/transaction';

export interface ErpChange {
  companyCode: string;
  /** What the ERP must do, e.g. 'work_implement.status'. */
  kind: string;
  /** The same change always has the same key: queueing it twice keeps one row. */
  idempotencyKey: string;
  payload: Json;
}

/**
 * Queues a change for the ERP inside the caller's transaction (ARCHITECTURE rule 8): it is sent by
 * the ERP worker after commit, so a rolled-back decision never reaches the ERP.
 */
export async function enqueueErpChange(trx: Executor, change: ErpChange, now: Date): Promise<void> {
  await trx
    .insertInto('erp_outbox')
    .values({
      company_code: change.companyCode,
      kind: change.kind,
      idempotency_key: change.idempotencyKey,
      payload: JSON.stringify(change.payload),
      created_at: now,
      next_attempt_at: now,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
}
