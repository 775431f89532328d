import { type AppMode, ErrorCode, type Language, LoginResult, type SignInResult } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { generateToken, hashToken } from '../../../security/tokens';
import { businessToday } from '../../../trpc/business-date';
import type { AppDeps, RequestMeta } from '../../../trpc/context';
import * as companiesRepository from '../../companies/companies.repository';
import * as siteSettingsRepository from '../../site-settings/site-settings.repository';
import { loadCurrentUser } from '../../users/current-user';
import * as usersRepository from '../../users/users.repository';
import * as loginEntries from '../login-entries.repository';
import type { PasswordAttempt } from '../password-attempts';
import { ABSOLUTE_SESSION_HOURS } from '../session-tokens';
import * as sessionsRepository from '../sessions.repository';
import { authenticateSession } from './authenticate-session';

/**
 * Opens a session for a verified user and answers what the client needs to continue; the bearer
 * token exists in clear only in this answer. The sign-in is logged on the attempt's login entry when
 * there was one (a password check), else on a new entry.
 */
export async function startSession(
  deps: AppDeps,
  request: RequestMeta,
  user: usersRepository.UserRow,
  options: { rememberMe: boolean; appMode: AppMode; language?: Language; attempt?: PasswordAttempt },
): Promise<SignInResult> {
  const now = deps.now();
  const companies = await companiesRepository.listAvailableTo(deps.db, {
    id: user.id,
    personnelNo: user.personnel_no,
    adminAccess: user.admin_access,
  });
  const companyCode = companies.find((company) => company.code === user.default_company_code)?.code ?? companies[0]?.code ?? null;
  const token = generateToken();
  const expiresAt = await withTransaction(deps.db, async (trx) => {
    const settings = await siteSettingsRepository.get(trx);
    const lifetimeMs = options.rememberMe ? settings.remember_me_days * 86_400_000 : ABSOLUTE_SESSION_HOURS * 3_600_000;
    const sessionExpiresAt = new Date(now.getTime() + lifetimeMs);
    await usersRepository.resetFailures(trx, user.id);
    // The language picked on the sign-in page becomes the profile's, so the answer below and the
    // next sign-in on another browser speak it.
    if (options.language && options.language !== user.default_language) {
      await usersRepository.updateLanguage(trx, user.id, options.language, now);
    }
    await sessionsRepository.insert(trx, {
      tokenHash: hashToken(token),
      userId: user.id,
      now,
      expiresAt: sessionExpiresAt,
      rememberMe: options.rememberMe,
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      companyCode,
      appMode: options.appMode,
    });
    return sessionExpiresAt;
  });
  const outcome = await authenticateSession(deps.db, token, now, businessToday(deps));
  if (!('session' in outcome)) throw new DomainError(ErrorCode.criticalServerError);
  const passwordChangeRequired = outcome.session.passwordChangeRequired;
  const state = passwordChangeRequired ? LoginResult.passwordExpired : LoginResult.success;
  if (options.attempt) {
    await options.attempt.settle({ userId: user.id, state });
  } else {
    await loginEntries.insert(deps.db, {
      userId: user.id,
      username: user.username,
      ipAddress: request.ipAddress,
      browser: request.userAgent,
      state,
      now,
    });
  }
  return { token, expiresAt, user: await loadCurrentUser(deps.db, outcome.session), passwordChangeRequired };
}
