import { type AppMode, ErrorCode, type RecoverPasswordInput, type SignInResult } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { hashPassword } from '../../../security/passwords';
import { hashToken } from '../../../security/tokens';
import { businessToday } from '../../../trpc/business-date';
import type { AppDeps, RequestMeta } from '../../../trpc/context';
import { assertAcceptablePassword, passwordExpirationDate } from '../../users/password-rules';
import * as usersRepository from '../../users/users.repository';
import * as resetTokens from '../password-reset-tokens.repository';
import * as sessionsRepository from '../sessions.repository';
import { startSession } from './start-session';

/** Sets a new password with a reset token (single use, even under parallel attempts) and signs in. */
export async function resetPassword(
  deps: AppDeps,
  request: RequestMeta,
  input: RecoverPasswordInput,
  appMode: AppMode,
): Promise<SignInResult> {
  const now = deps.now();
  const user = await withTransaction(deps.db, async (trx) => {
    const claimed = await resetTokens.claim(trx, hashToken(input.token), now);
    if (!claimed) throw DomainError.forField('token', ErrorCode.noSuchToken);
    const locked = await usersRepository.lockById(trx, claimed.user_id);
    if (!locked || locked.status === 'banned' || locked.status === 'terminated') throw DomainError.forField('token', ErrorCode.noSuchToken);
    await assertAcceptablePassword(trx, locked, input.newPassword);
    await usersRepository.updatePassword(trx, locked.id, {
      passwordHash: await hashPassword(input.newPassword),
      now,
      expirationDate: await passwordExpirationDate(trx, businessToday(deps)),
    });
    // A reset proves control of the mailbox: it lifts a block.
    if (locked.status === 'blocked') await usersRepository.setStatus(trx, locked.id, 'active', now);
    await resetTokens.spendAllOfUser(trx, locked.id, now);
    await sessionsRepository.revokeAllOfUser(trx, locked.id, 'password_reset', now);
    return usersRepository.findById(trx, locked.id);
  });
  if (!user) throw new DomainError(ErrorCode.noSuchToken);
  return startSession(deps, request, user, { rememberMe: false, appMode });
}
