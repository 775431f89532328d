import type { Executor } from '../db/transaction';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it, for the log and tests. */
  template: string;
}

/** Queues a mail inside the caller's transaction; the worker sends it after commit. */
export function enqueueMail(db: Executor, mail: OutgoingMail) {
  return db
    .insertInto('email_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      template: mail.template,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
