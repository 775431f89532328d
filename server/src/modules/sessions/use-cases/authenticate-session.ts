import type { IsoDate } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { hashToken } from '../../../security/tokens';
import * as siteSettingsRepository from '../../site-settings/site-settings.repository';
import * as usersRepository from '../../users/users.repository';
import { type AuthenticatedSession, isPasswordChangeRequired, type SessionUser } from '../session-tokens';
import * as sessionsRepository from '../sessions.repository';

/** Last-seen is written at most this often, so a busy client does not write on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export type AuthenticationOutcome =
  | {
      session: AuthenticatedSession;
      /** site_settings.site_closed as of this request: the procedures then admit administrators only. */
      siteClosed: boolean;
    }
  | { failure: 'expired' | 'unknown' };

/**
 * The session behind a bearer token. Expired (idle or absolute), revoked sessions and users who are
 * no longer active all fail; a valid session's last-seen time moves on. `today` is the business
 * calendar date, against which password expiry dates are read.
 */
export async function authenticateSession(db: Executor, token: string, now: Date, today: IsoDate): Promise<AuthenticationOutcome> {
  const session = await sessionsRepository.findByTokenHash(db, hashToken(token));
  if (!session) return { failure: 'unknown' };
  const [user, workTimeAccessCompanies, settings] = await Promise.all([
    usersRepository.findById(db, session.user_id),
    usersRepository.workTimeCompanies(db, session.user_id),
    siteSettingsRepository.get(db),
  ]);
  const idleLimitMs = session.remember_me ? settings.remember_me_days * 86_400_000 : settings.session_idle_minutes * 60_000;
  const isExpired =
    !user ||
    user.status !== 'active' ||
    session.revoked_at !== null ||
    session.expires_at.getTime() <= now.getTime() ||
    session.last_seen_at.getTime() + idleLimitMs <= now.getTime();
  if (isExpired) return { failure: 'expired' };

  if (now.getTime() - session.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await sessionsRepository.updateLastSeen(db, session.id, now);
  }
  return {
    siteClosed: settings.site_closed,
    session: {
      sessionId: session.id,
      rememberMe: session.remember_me,
      currentCompanyCode: session.current_company_code,
      appMode: session.app_mode === 'beta' ? 'beta' : 'stable',
      passwordChangeRequired: isPasswordChangeRequired(user, today),
      user: {
        id: user.id,
        username: user.username,
        adminAccess: user.admin_access,
        personnelNo: user.personnel_no,
        type: user.type as SessionUser['type'],
        workTimeAccessCompanies,
      },
    },
  };
}
