import type { Language } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { JobName, scheduleJob } from '../../../jobs/job-queue';
import type { AppDeps, RequestMeta } from '../../../trpc/context';
import type { PasswordResetMailJob } from './send-password-reset-mail';

/**
 * Accepts a request for a reset link. It only queues the work (send-password-reset-mail.ts): the
 * answer is given before anyone looks the username up, so neither its content nor its timing tells
 * whether the user exists.
 */
export async function requestPasswordReset(deps: AppDeps, request: RequestMeta, username: string, language: Language): Promise<void> {
  const job: PasswordResetMailJob = { username, requestedIp: request.ipAddress, language };
  await withTransaction(deps.db, (trx) => scheduleJob(trx, { name: JobName.passwordResetMail, payload: { ...job }, runAt: deps.now() }));
}
