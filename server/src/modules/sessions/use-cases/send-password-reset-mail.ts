import { LanguageSchema } from '@portal/shared';
import { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { publicUrl } from '../../../env';
import { enqueueMail } from '../../../mail/outbox';
import { generateToken, hashToken } from '../../../security/tokens';
import type { AppDeps } from '../../../trpc/context';
import * as usersRepository from '../../users/users.repository';
import * as resetTokens from '../password-reset-tokens.repository';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
/** Reset mails one user may be sent per hour; further requests are accepted alike but send nothing. */
export const RESET_REQUESTS_PER_HOUR = 3;
/** Reset mails requested from one address per hour, across all users: no mail-bombing a whole company. */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 20;

/** The queued request (request-password-reset.ts). */
export const PasswordResetMailJobSchema = z.object({ username: z.string(), requestedIp: z.string(), language: LanguageSchema });
export type PasswordResetMailJob = z.infer<typeof PasswordResetMailJobSchema>;

/**
 * The job behind a reset request: a single-use link to the user's alternative e-mail, else their
 * own, else their employee company e-mail; nothing for unknown, non-internal, banned or terminated
 * users, or beyond the hourly limits. The token and the mail commit together.
 */
export async function sendPasswordResetMail(deps: AppDeps, payload: unknown): Promise<void> {
  const parsed = PasswordResetMailJobSchema.safeParse(payload);
  if (!parsed.success) {
    deps.log.error({ payload }, 'password reset job with a malformed payload'); // retrying would not help
    return;
  }
  const { username, requestedIp, language } = parsed.data;
  const now = deps.now();
  await withTransaction(deps.db, async (trx) => {
    const found = await usersRepository.findByUsername(trx, username);
    if (!found || found.type !== 'internal' || found.status === 'banned' || found.status === 'terminated') return;
    const user = await usersRepository.lockById(trx, found.id);
    if (!user) return;
    const recent = await resetTokens.countRecent(trx, { userId: user.id, requestedIp, since: new Date(now.getTime() - 3_600_000) });
    if (recent.forUser >= RESET_REQUESTS_PER_HOUR || recent.fromIp >= RESET_REQUESTS_PER_IP_PER_HOUR) return;
    const employee = (await usersRepository.listEmployeeRecordsOf(trx, user.personnel_no))[0];
    const address = user.alternative_email ?? user.email ?? employee?.company_email ?? employee?.email;
    if (!address) {
      deps.log.warn({ userId: user.id }, 'password reset requested for a user without an e-mail address');
      return;
    }
    const token = generateToken();
    await resetTokens.insert(trx, {
      userId: user.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      requestedIp,
    });
    const link = `${publicUrl(deps.env)}/password-recover?token=${encodeURIComponent(token)}`;
    const wording = resetMailWording[user.default_language === 'en' ? 'en' : language];
    await enqueueMail(trx, { to: address, subject: wording.subject, text: wording.text(user.username, link), template: 'password-reset' });
  });
}

// Built-in wording until the admin-edited message templates arrive; no user text enters a header.
const resetMailWording = {
  lt: {
    subject: 'Slaptažodžio atkūrimas',
    text: (username: string, link: string) =>
      `Gavome prašymą atkurti naudotojo ${username} slaptažodį.\n\nNaują slaptažodį nustatykite per valandą šia nuoroda:\n${link}\n\nJei to neprašėte, laišką ištrinkite.`,
  },
  en: {
    subject: 'Password recovery',
    text: (username: string, link: string) =>
      `We received a request to recover the password of user ${username}.\n\nSet a new password within an hour at:\n${link}\n\nIf you did not ask for this, delete this e-mail.`,
  },
} as const;
