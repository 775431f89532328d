import { type ChangeOwnPasswordInput, ErrorCode, LoginResult, type SignInResult } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { hashPassword, verifyPassword } from '../../../security/passwords';
import { businessToday } from '../../../trpc/business-date';
import type { AppDeps, RequestMeta } from '../../../trpc/context';
import { assertAcceptablePassword, passwordExpirationDate } from '../../users/password-rules';
import * as usersRepository from '../../users/users.repository';
import { admitPasswordAttempt } from '../password-attempts';
import type { AuthenticatedSession } from '../session-tokens';
import * as sessionsRepository from '../sessions.repository';
import { startSession } from './start-session';

/**
 * Changes one's own password. The current password is checked under the sign-in throttle (a stolen
 * session must not become a way to guess it) and its failures count toward sign-in's limits. Every
 * session of the user ends, the current one included, and a fresh session is returned so the person
 * stays signed in on this device only.
 */
export async function changePassword(
  deps: AppDeps,
  request: RequestMeta,
  session: AuthenticatedSession,
  input: ChangeOwnPasswordInput,
): Promise<SignInResult> {
  const now = deps.now();
  const current = await usersRepository.findById(deps.db, session.user.id);
  if (!current) throw new DomainError(ErrorCode.sessionExpired);
  if (current.type !== 'internal') throw new DomainError(ErrorCode.permissionDenied);

  const attempt = await admitPasswordAttempt(deps, request, current.username);
  if (!(await verifyPassword(current.password_hash, input.password))) {
    await attempt.settle({ userId: current.id, state: LoginResult.badCredentials });
    throw DomainError.forField('password', ErrorCode.currentPasswordIncorrect);
  }

  let user: usersRepository.UserRow | undefined;
  try {
    user = await withTransaction(deps.db, async (trx) => {
      const locked = await usersRepository.lockById(trx, current.id);
      // A change in between (another device) makes the checked password stale: ask again.
      if (!locked || locked.password_hash !== current.password_hash)
        throw DomainError.forField('password', ErrorCode.currentPasswordIncorrect);
      await assertAcceptablePassword(trx, locked, input.newPassword);
      await usersRepository.updatePassword(trx, locked.id, {
        passwordHash: await hashPassword(input.newPassword),
        now,
        expirationDate: await passwordExpirationDate(trx, businessToday(deps)),
      });
      await sessionsRepository.revokeAllOfUser(trx, locked.id, 'password_changed', now);
      return usersRepository.findById(trx, locked.id);
    });
  } catch (error) {
    // The current password was right: the attempt is no failure, whatever the new one's fault.
    await attempt.settle({ userId: current.id, state: LoginResult.success });
    throw error;
  }
  if (!user) throw new DomainError(ErrorCode.sessionExpired);
  return startSession(deps, request, user, { rememberMe: session.rememberMe, appMode: session.appMode, attempt });
}
