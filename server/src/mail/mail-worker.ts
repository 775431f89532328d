import nodemailer from 'nodemailer';
import type { AppDeps } from '../trpc/context';

const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/**
 * Sends pending outbox mail. With SMTP_URL unset the mail stays in the outbox as `logged` and goes
 * to the log, so the flows work on a developer's machine. Failures retry with exponential backoff.
 */
export async function deliverPendingMail(deps: AppDeps): Promise<number> {
  const { db, env, log } = deps;
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('email_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', deps.now())
      .orderBy('id')
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length > 0) {
      await trx
        .updateTable('email_outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(deps.now().getTime() + 60_000) }))
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    return rows;
  });

  for (const mail of claimed) {
    if (!transport) {
      // Outside production the text helps a developer follow a link; production logs only the id.
      const details = env.NODE_ENV === 'production' ? {} : { subject: mail.subject, text: mail.text_body };
      log.info({ outboxId: mail.id, template: mail.template, ...details }, 'mail logged (no SMTP configured)');
      await db.updateTable('email_outbox').set({ status: 'logged', sent_at: deps.now() }).where('id', '=', mail.id).execute();
      continue;
    }
    try {
      await transport.sendMail({
        from: env.MAIL_FROM,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
      });
      await db.updateTable('email_outbox').set({ status: 'sent', sent_at: deps.now() }).where('id', '=', mail.id).execute();
    } catch (error) {
      const attempts = mail.attempts + 1;
      const backoffMs = Math.min(3_600_000, 30_000 * 2 ** attempts);
      log.warn({ outboxId: mail.id, attempts, err: error }, 'mail delivery failed');
      await db
        .updateTable('email_outbox')
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
          next_attempt_at: new Date(deps.now().getTime() + backoffMs),
        })
        .where('id', '=', mail.id)
        .execute();
    }
  }
  return claimed.length;
}

/** Polls the outbox until stopped. */
export function startMailWorker(deps: AppDeps, intervalMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverPendingMail(deps)
      .catch((error) => deps.log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
