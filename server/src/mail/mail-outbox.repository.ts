import { sql } from 'kysely';
import type { Executor } from '../db/transaction';

// email_outbox: one row per mail, written in the transaction that causes it. The job queue decides
// when a delivery is tried (mail/mail-delivery.ts); the row says what became of it: pending, sent,
// logged (no SMTP configured) or failed (its last attempt failed), with the attempts and last error.

/** Longer than an SMTP or ERP call may take, shorter than the job queue's 15 minutes before it retries a silent run. */
const CLAIM_LEASE_MINUTES = 10;

export const MailStatus = { pending: 'pending', sent: 'sent', logged: 'logged', failed: 'failed' } as const;
export type MailStatus = (typeof MailStatus)[keyof typeof MailStatus];

export interface NewMailRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string;
}

export function insert(db: Executor, mail: NewMailRow) {
  return db
    .insertInto('email_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, template: mail.template })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findById(db: Executor, id: number) {
  return db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the next attempt of a pending mail: counts it and leases the row until the attempt is over
 * (or CLAIM_LEASE_MINUTES have passed: the run died), so that of two runs at once one goes ahead.
 * The database's clock, not the business clock: a lease is about real time.
 */
export function claimAttempt(db: Executor, id: number) {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql<Date>`now() + ${sql.lit(CLAIM_LEASE_MINUTES)} * interval '1 minute'`,
    }))
    .where('id', '=', id)
    .where('status', '=', MailStatus.pending)
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Records the outcome of attempt `attempt` (the row's count after claiming it) and ends its lease. */
export async function recordOutcome(
  db: Executor,
  id: number,
  attempt: number,
  outcome: { status: MailStatus; sentAt?: Date; lastError?: string },
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      status: outcome.status,
      next_attempt_at: sql<Date>`now()`,
      ...(outcome.sentAt ? { sent_at: outcome.sentAt } : {}),
      ...(outcome.lastError === undefined ? {} : { last_error: outcome.lastError.slice(0, 1000) }),
    })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .execute();
}

export async function deleteAfter(db: Executor, afterId: number): Promise<void> {
  await db.deleteFrom('email_outbox').where('id', '>', afterId).execute();
}

export async function lastId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}
