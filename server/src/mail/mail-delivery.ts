import nodemailer from 'nodemailer';
import type { Env } from '../env';
import { type JobAttempt, type JobHandler, JobName } from '../jobs/job-queue';
import type { AppDeps } from '../trpc/context';
import * as mailOutboxRepository from './mail-outbox.repository';
import { MailStatus } from './mail-outbox.repository';

/** What sends a mail: nodemailer's SMTP transport, or a test's. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export interface MailDeliveryDeps extends AppDeps {
  /** null while SMTP_URL is unset: mail is logged instead of sent. */
  transport: MailTransport | null;
}

export type MailDeliveryResult = MailStatus | 'alreadyDelivered' | 'missing';

export function mailTransportFromEnv(env: Env): MailTransport | null {
  return env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
}

/**
 * One delivery attempt of an outbox mail, run by the job queue after the mail's transaction committed.
 * Idempotent: a mail no longer pending (sent, logged, failed) is left alone, and one under way in
 * another run (leased) is not sent again, so running a delivery twice sends once. A failed send is
 * written on the row and thrown, and the queue retries it with backoff; the last attempt marks the
 * row failed instead of throwing.
 */
export async function deliverMail(deps: MailDeliveryDeps, outboxId: number, attempt: JobAttempt): Promise<MailDeliveryResult> {
  const { db, env, log, transport } = deps;
  const mail = await mailOutboxRepository.claimAttempt(db, outboxId);
  if (!mail) {
    const row = await mailOutboxRepository.findById(db, outboxId);
    if (!row) return 'missing';
    if (row.status !== MailStatus.pending) return 'alreadyDelivered';
    // Another run holds the lease: retried later, this run ends without sending.
    throw new Error('another delivery of this mail is under way');
  }

  if (!transport) {
    // Outside production the text helps a developer follow a link; production logs only the id.
    const details = env.NODE_ENV === 'production' ? {} : { subject: mail.subject, text: mail.text_body };
    log.info({ outboxId: mail.id, template: mail.template, ...details }, 'mail logged (no SMTP configured)');
    await mailOutboxRepository.recordOutcome(db, mail.id, mail.attempts, { status: MailStatus.logged, sentAt: deps.now() });
    return MailStatus.logged;
  }
  try {
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      ...(mail.html_body ? { html: mail.html_body } : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const status = attempt.isLast ? MailStatus.failed : MailStatus.pending;
    await mailOutboxRepository.recordOutcome(db, mail.id, mail.attempts, { status, lastError: message });
    if (!attempt.isLast) throw error;
    log.error({ outboxId: mail.id, template: mail.template, attempts: mail.attempts, err: error }, 'mail delivery failed for good');
    return MailStatus.failed;
  }
  await mailOutboxRepository.recordOutcome(db, mail.id, mail.attempts, { status: MailStatus.sent, sentAt: deps.now() });
  return MailStatus.sent;
}

/** The job queue's handler for mail (main.ts); the transport comes from SMTP_URL unless given. */
export function mailJobHandlers(
  deps: AppDeps,
  transport: MailTransport | null = mailTransportFromEnv(deps.env),
): Record<typeof JobName.mailDelivery, JobHandler> {
  return {
    [JobName.mailDelivery]: async ({ outboxId }, attempt) => {
      if (typeof outboxId !== 'number') {
        deps.log.error({ outboxId }, 'mail delivery job without an outbox id'); // retrying would not help
        return;
      }
      await deliverMail({ ...deps, transport }, outboxId, attempt);
    },
  };
}
