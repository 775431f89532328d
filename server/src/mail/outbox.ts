import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { type Executor, withTransaction } from '../db/transaction';
import { discardWaitingJobs, JobName, scheduleJob } from '../jobs/job-queue';
import * as mailOutboxRepository from './mail-outbox.repository';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it, for the log and tests. */
  template: string;
}

/**
 * Queues a mail inside the caller's transaction: its outbox row and its delivery job commit (or roll
 * back) with the caller's change, and the job queue sends it after commit (mail/mail-delivery.ts).
 */
export function enqueueMail(db: Executor, mail: OutgoingMail): Promise<{ id: number }> {
  return withTransaction(db, async (trx) => {
    const row = await mailOutboxRepository.insert(trx, { ...mail, html: mail.html ?? null });
    await scheduleJob(trx, { name: JobName.mailDelivery, payload: { outboxId: row.id }, singletonKey: `mail:${row.id}` });
    return row;
  });
}

/** The newest outbox mail's id (0 when none): what `discardMailQueuedAfter` keeps. */
export function lastQueuedMailId(db: Executor): Promise<number> {
  return mailOutboxRepository.lastId(db);
}

/** Takes back, with their delivery jobs, the mail queued after `afterId` in this transaction (the demo seed's past). */
export async function discardMailQueuedAfter(trx: Transaction<Database>, afterId: number): Promise<void> {
  await mailOutboxRepository.deleteAfter(trx, afterId);
  await discardWaitingJobs(trx, JobName.mailDelivery, ({ outboxId }) => typeof outboxId === 'number' && outboxId > afterId);
}
