import type { IsoDate } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { hashToken } from '../../../security/tokens';
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
 * calendar date, against which password expiry dates are read. Every request comes through here:
 * the session, its user and the settings come in one statement (issue #11), plus at most one
 * last-seen update a minute.
 */
export async function authenticateSession(db: Executor, token: string, now: Date, today: IsoDate): Promise<AuthenticationOutcome> {
  const session = await sessionsRepository.findForAuthentication(db, hashToken(token));
  if (!session) return { failure: 'unknown' };
  const idleLimitMs = session.remember_me ? session.remember_me_days * 86_400_000 : session.session_idle_minutes * 60_000;
  const isExpired =
    session.status !== 'active' ||
    session.revoked_at !== null ||
    session.expires_at.getTime() <= now.getTime() ||
    session.last_seen_at.getTime() + idleLimitMs <= now.getTime();
  if (isExpired) return { failure: 'expired' };

  if (now.getTime() - session.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await sessionsRepository.updateLastSeen(db, session.id, now);
  }
  return {
    siteClosed: session.site_closed,
    session: {
      sessionId: session.id,
      rememberMe: session.remember_me,
      currentCompanyCode: session.current_company_code,
      appMode: session.app_mode === 'beta' ? 'beta' : 'stable',
      passwordChangeRequired: isPasswordChangeRequired(session, today),
      user: {
        id: session.user_id,
        username: session.username,
        adminAccess: session.admin_access,
        personnelNo: session.personnel_no,
        type: session.type as SessionUser['type'],
        workTimeAccessCompanies: session.work_time_companies,
      },
    },
  };
}
