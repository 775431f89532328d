import { type AppMode, ErrorCode, type Language, LoginResult, type SignInResult } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { spendPasswordCheckTime, verifyPassword } from '../../../security/passwords';
import type { AppDeps, RequestMeta } from '../../../trpc/context';
import * as siteSettingsRepository from '../../site-settings/site-settings.repository';
import * as usersRepository from '../../users/users.repository';
import { admitPasswordAttempt } from '../password-attempts';
import { startSession } from './start-session';

interface SignInInput {
  username: string;
  password: string;
  rememberMe: boolean;
  appMode: AppMode;
  /** Chosen on the sign-in page: saved as the user's language once the sign-in succeeds. */
  language?: Language;
}

const LOGIN_RESULT_OF_STATUS = {
  blocked: LoginResult.blocked,
  banned: LoginResult.banned,
  terminated: LoginResult.terminated,
} as const;

/**
 * Password sign-in. Unknown users, wrong passwords and accounts that may not sign in (blocked,
 * banned, terminated: whatever the password) answer alike; every attempt leaves a login entry, and
 * failures slow further attempts down (password-attempts.ts).
 */
export async function signIn(deps: AppDeps, request: RequestMeta, input: SignInInput): Promise<SignInResult> {
  const attempt = await admitPasswordAttempt(deps, request, input.username);

  const user = await usersRepository.findByUsername(deps.db, input.username);
  if (!user || user.type !== 'internal') {
    await spendPasswordCheckTime(input.password);
    await attempt.settle({ userId: user?.id ?? null, state: LoginResult.userNotFound });
    throw new DomainError(ErrorCode.usernameOrPasswordIncorrect);
  }

  if (!(await verifyPassword(user.password_hash, input.password))) {
    await usersRepository.countFailure(deps.db, user.id, deps.now());
    await attempt.settle({ userId: user.id, state: LoginResult.badCredentials });
    throw new DomainError(ErrorCode.usernameOrPasswordIncorrect);
  }

  if (user.status !== 'active') {
    // The right password must not tell a guesser anything a wrong one does not.
    await attempt.settle({
      userId: user.id,
      state: LOGIN_RESULT_OF_STATUS[user.status as keyof typeof LOGIN_RESULT_OF_STATUS] ?? LoginResult.blocked,
    });
    throw new DomainError(ErrorCode.usernameOrPasswordIncorrect);
  }

  const { site_closed: siteClosed } = await siteSettingsRepository.get(deps.db);
  if (siteClosed && user.admin_access <= 0) {
    await attempt.settle({ userId: user.id, state: LoginResult.siteClosed });
    throw new DomainError(ErrorCode.siteClosed);
  }

  return startSession(deps, request, user, { rememberMe: input.rememberMe, appMode: input.appMode, language: input.language, attempt });
}
