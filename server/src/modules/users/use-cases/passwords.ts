import {
  addDays,
  type IsoDate,
  type AppMode,
  type ChangeOwnPasswordInput,
  checkPasswordPolicy,
  ErrorCode,
  type RecoverPasswordInput,
  type SignInResult,
} from '@portal/shared';
import { publicUrl } from '../../../env';
import { withTransaction, type Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { enqueueMail } from '../../../mail/outbox';
import { hashPassword, verifyPassword } from '../../../security/passwords';
import { generateToken, hashToken } from '../../../security/tokens';
import { businessToday } from '../../../trpc/business-date';
import type { AppDeps, RequestMeta } from '../../../trpc/context';
import { type AuthenticatedSession, revokeAllSessions } from '../../sessions/session-tokens';
import { startSession } from '../../sessions/use-cases/sign-in';
import * as usersRepository from '../users.repository';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
/** Reset mails one user may be sent per hour; further requests answer alike but send nothing. */
export const RESET_REQUESTS_PER_HOUR = 3;
/** Reset mails requested from one address per hour, across all users: no mail-bombing a whole company. */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 20;

async function companyNames(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('companies').select('name').execute();
  return rows.map((row) => row.name);
}

/** Checks the policy and that the new password differs from the current one; throws field errors. */
async function assertAcceptablePassword(db: Executor, user: usersRepository.UserRow, newPassword: string) {
  const isSameAsOld = await verifyPassword(user.password_hash, newPassword);
  const problems = checkPasswordPolicy(newPassword, { username: user.username, companyNames: await companyNames(db), isSameAsOld });
  if (problems.length > 0) throw new DomainError(problems[0]!, { fieldErrors: { newPassword: problems } });
}

async function expirationDateFrom(db: Executor, today: IsoDate): Promise<string | null> {
  const { password_validity_days: days } = await db.selectFrom('site_settings').select('password_validity_days').executeTakeFirstOrThrow();
  return days > 0 ? addDays(today, days) : null;
}

/**
 * Sends a single-use reset link. The answer never tells whether the username exists (no enumeration);
 * the mail goes to the user's alternative e-mail, else their own, else their employee company e-mail.
 */
export async function requestPasswordReset(deps: AppDeps, request: RequestMeta, username: string, language: 'lt' | 'en'): Promise<void> {
  const now = deps.now();
  await withTransaction(deps.db, async (trx) => {
    const found = await usersRepository.findByUsername(trx, username);
    if (!found || found.type !== 'internal' || found.status === 'banned' || found.status === 'terminated') return;
    const user = await usersRepository.lockById(trx, found.id);
    if (!user) return;
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await trx
      .selectFrom('password_reset_tokens')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('user_id', '=', user.id).as('for_user'),
        eb.fn.countAll<number>().filterWhere('requested_ip', '=', request.ipAddress).as('from_ip'),
      ])
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(recent.for_user) >= RESET_REQUESTS_PER_HOUR || Number(recent.from_ip) >= RESET_REQUESTS_PER_IP_PER_HOUR) return;
    // No NUL placeholder for a missing personnel number: PostgreSQL refuses it in text.
    const employee = user.personnel_no
      ? await trx
          .selectFrom('employees')
          .select(['company_email', 'email'])
          .where('personnel_no', '=', user.personnel_no)
          .orderBy('company_code')
          .executeTakeFirst()
      : undefined;
    const address = user.alternative_email ?? user.email ?? employee?.company_email ?? employee?.email;
    if (!address) {
      deps.log.warn({ userId: user.id }, 'password reset requested for a user without an e-mail address');
      return;
    }
    const token = generateToken();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
        requested_ip: request.ipAddress,
      })
      .execute();
    const link = `${publicUrl(deps.env)}/password-recover?token=${encodeURIComponent(token)}`;
    const wording = resetMailWording[user.default_language === 'en' ? 'en' : language];
    await enqueueMail(trx, {
      to: address,
      subject: wording.subject,
      text: wording.text(user.username, link),
      template: 'password-reset',
    });
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

/** Sets a new password with a reset token (single use, even under parallel attempts) and signs in. */
export async function recoverPassword(
  deps: AppDeps,
  request: RequestMeta,
  input: RecoverPasswordInput,
  appMode: AppMode,
): Promise<SignInResult> {
  const now = deps.now();
  const user = await withTransaction(deps.db, async (trx) => {
    // Claiming the token is one conditional UPDATE: of parallel attempts exactly one gets the row.
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) throw DomainError.forField('token', ErrorCode.noSuchToken);
    const locked = await usersRepository.lockById(trx, claimed.user_id);
    if (!locked || locked.status === 'banned' || locked.status === 'terminated') throw DomainError.forField('token', ErrorCode.noSuchToken);
    await assertAcceptablePassword(trx, locked, input.newPassword);
    await usersRepository.updatePassword(trx, locked.id, {
      passwordHash: await hashPassword(input.newPassword),
      now,
      expirationDate: await expirationDateFrom(trx, businessToday(deps)),
    });
    // A reset proves control of the mailbox: it lifts a block caused by failed sign-ins.
    if (locked.status === 'blocked') await usersRepository.setStatus(trx, locked.id, 'active', now);
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', locked.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllSessions(trx, locked.id, 'password_reset', now);
    return usersRepository.findById(trx, locked.id);
  });
  if (!user) throw new DomainError(ErrorCode.noSuchToken);
  return startSession(deps, request, user, { rememberMe: false, appMode });
}

/**
 * Changes one's own password. Every session of the user ends, the current one included, and a
 * fresh session is returned so the person stays signed in on this device only.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  request: RequestMeta,
  session: AuthenticatedSession,
  input: ChangeOwnPasswordInput,
): Promise<SignInResult> {
  const now = deps.now();
  const user = await withTransaction(deps.db, async (trx) => {
    const locked = await usersRepository.lockById(trx, session.user.id);
    if (!locked) throw new DomainError(ErrorCode.sessionExpired);
    if (locked.type !== 'internal') throw new DomainError(ErrorCode.permissionDenied);
    if (!(await verifyPassword(locked.password_hash, input.password))) {
      throw DomainError.forField('password', ErrorCode.currentPasswordIncorrect);
    }
    await assertAcceptablePassword(trx, locked, input.newPassword);
    await usersRepository.updatePassword(trx, locked.id, {
      passwordHash: await hashPassword(input.newPassword),
      now,
      expirationDate: await expirationDateFrom(trx, businessToday(deps)),
    });
    await revokeAllSessions(trx, locked.id, 'password_changed', now);
    return usersRepository.findById(trx, locked.id);
  });
  if (!user) throw new DomainError(ErrorCode.sessionExpired);
  return startSession(deps, request, user, { rememberMe: session.rememberMe, appMode: session.appMode });
}
