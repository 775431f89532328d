import { type AppMode, ErrorCode, LoginResult, type SignInResult } from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { spendPasswordCheckTime, verifyPassword } from '../../../security/passwords';
import { businessToday } from '../../../trpc/business-date';
import type { AppDeps, RequestMeta } from '../../../trpc/context';
import { loadCurrentUser } from '../../users/current-user';
import * as usersRepository from '../../users/users.repository';
import * as loginEntries from '../login-entries.repository';
import { authenticate, createSession, revokeAllSessions } from '../session-tokens';

/** Failures are counted over this window for throttling. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** From this many consecutive failures on one username, each further attempt must wait (progressive delay). */
export const PROGRESSIVE_DELAY_FROM = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failed attempts one address may make within the window (successes never count). */
export const IP_FAILURE_LIMIT = 100;

export function progressiveDelaySeconds(consecutiveFailures: number): number {
  if (consecutiveFailures < PROGRESSIVE_DELAY_FROM) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (consecutiveFailures - PROGRESSIVE_DELAY_FROM + 1));
}

interface SignInInput {
  username: string;
  password: string;
  rememberMe: boolean;
  appMode: AppMode;
}

/**
 * Password sign-in. Unknown users and wrong passwords answer alike; every attempt leaves a login
 * entry; repeated failures slow down, then block the account. The entry and counters are committed
 * even when the attempt is refused.
 */
export async function signIn(deps: AppDeps, request: RequestMeta, input: SignInInput): Promise<SignInResult> {
  const { db } = deps;
  const now = deps.now();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const record = (userId: number | null, state: LoginResult, executor: Executor = db) =>
    loginEntries.insert(executor, {
      userId,
      username: input.username,
      ipAddress: request.ipAddress,
      browser: request.userAgent,
      state,
      now,
    });

  if ((await loginEntries.countFailuresFromIp(db, request.ipAddress, windowStart)) >= IP_FAILURE_LIMIT) {
    await record(null, LoginResult.throttled);
    throw new DomainError(ErrorCode.tooManyAttempts);
  }
  const recent = await loginEntries.consecutiveFailuresForUsername(db, input.username, windowStart);
  const delaySeconds = progressiveDelaySeconds(recent.count);
  if (recent.lastFailureAt && now.getTime() < recent.lastFailureAt.getTime() + delaySeconds * 1000) {
    await record(null, LoginResult.throttled);
    throw new DomainError(ErrorCode.tooManyAttempts, { params: { seconds: delaySeconds } });
  }

  const user = await usersRepository.findByUsername(db, input.username);
  if (!user || user.type !== 'internal') {
    await spendPasswordCheckTime(input.password);
    await record(user?.id ?? null, LoginResult.userNotFound);
    throw new DomainError(ErrorCode.usernameOrPasswordIncorrect);
  }

  if (!(await verifyPassword(user.password_hash, input.password))) {
    await withTransaction(db, async (trx) => {
      const { failed_login_count: failures } = await usersRepository.countFailure(trx, user.id, now);
      const settings = await trx.selectFrom('site_settings').select('max_failed_logins').executeTakeFirstOrThrow();
      if (user.status === 'active' && failures >= settings.max_failed_logins) {
        await usersRepository.setStatus(trx, user.id, 'blocked', now);
        await revokeAllSessions(trx, user.id, 'blocked', now);
        await record(user.id, LoginResult.blocked, trx);
      } else {
        await record(user.id, LoginResult.badCredentials, trx);
      }
    });
    throw new DomainError(ErrorCode.usernameOrPasswordIncorrect);
  }

  if (user.status !== 'active') {
    const state =
      user.status === 'banned' ? LoginResult.banned : user.status === 'terminated' ? LoginResult.terminated : LoginResult.blocked;
    await record(user.id, state);
    throw new DomainError(ErrorCode.userLoginForbidden);
  }

  const settings = await db.selectFrom('site_settings').select('site_closed').executeTakeFirstOrThrow();
  if (settings.site_closed && user.admin_access <= 0) {
    await record(user.id, LoginResult.siteClosed);
    throw new DomainError(ErrorCode.siteClosed);
  }

  return startSession(deps, request, user, { rememberMe: input.rememberMe, appMode: input.appMode });
}

/** Opens a session for a verified user and answers what the client needs to continue. */
export async function startSession(
  deps: AppDeps,
  request: RequestMeta,
  user: usersRepository.UserRow,
  options: { rememberMe: boolean; appMode: AppMode },
): Promise<SignInResult> {
  const now = deps.now();
  const companies = await usersRepository.availableCompanies(deps.db, user);
  const companyCode = companies.find((company) => company.code === user.default_company_code)?.code ?? companies[0]?.code ?? null;
  const created = await withTransaction(deps.db, async (trx) => {
    await usersRepository.resetFailures(trx, user.id);
    const session = await createSession(trx, {
      userId: user.id,
      rememberMe: options.rememberMe,
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      companyCode,
      appMode: options.appMode,
      now,
    });
    return session;
  });
  const outcome = await authenticate(deps.db, created.token, now, businessToday(deps));
  if (!('session' in outcome)) throw new DomainError(ErrorCode.criticalServerError);
  const passwordChangeRequired = outcome.session.passwordChangeRequired;
  await loginEntries.insert(deps.db, {
    userId: user.id,
    username: user.username,
    ipAddress: request.ipAddress,
    browser: request.userAgent,
    state: passwordChangeRequired ? LoginResult.passwordExpired : LoginResult.success,
    now,
  });
  return {
    token: created.token,
    expiresAt: created.expiresAt,
    user: await loadCurrentUser(deps.db, outcome.session),
    passwordChangeRequired,
  };
}
