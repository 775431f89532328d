import type { AppMode } from '@portal/shared';
import type { Executor } from '../../db/transaction';

export function insert(
  db: Executor,
  session: {
    tokenHash: string;
    userId: number;
    now: Date;
    expiresAt: Date;
    rememberMe: boolean;
    ipAddress: string;
    userAgent: string;
    companyCode: string | null;
    appMode: AppMode;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      remember_me: session.rememberMe,
      ip_address: session.ipAddress,
      user_agent: session.userAgent.slice(0, 500),
      current_company_code: session.companyCode,
      app_mode: session.appMode,
    })
    .execute();
}

/**
 * The session behind a token hash with all that authenticating it needs, in one statement (every
 * request begins with it, issue #11): its user (a session ends with its user: cascade), the user's
 * work-time companies and the site settings of sessions. It reads the users' and the site
 * settings' tables for that one statement only; their modules own them.
 */
export function findForAuthentication(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('site_settings', (join) => join.on('site_settings.id', '=', 1))
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'sessions.revoked_at',
      'sessions.remember_me',
      'sessions.current_company_code',
      'sessions.app_mode',
      'users.username',
      'users.status',
      'users.type',
      'users.admin_access',
      'users.personnel_no',
      'users.force_password_change',
      'users.password_expiration_date',
      (eb) =>
        eb
          .fn<string[]>('array', [
            eb
              .selectFrom('user_work_time_companies')
              .select('user_work_time_companies.company_code')
              .whereRef('user_work_time_companies.user_id', '=', 'sessions.user_id')
              .orderBy('user_work_time_companies.company_code'),
          ])
          .as('work_time_companies'),
      'site_settings.site_closed',
      'site_settings.remember_me_days',
      'site_settings.session_idle_minutes',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function updateLastSeen(db: Executor, sessionId: number, now: Date) {
  return db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** Ends every live session of a user: on sign-out, password change or reset. */
export function revokeAllOfUser(db: Executor, userId: number, reason: string, now: Date) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function updateCompany(db: Executor, sessionId: number, companyCode: string) {
  return db.updateTable('sessions').set({ current_company_code: companyCode }).where('id', '=', sessionId).execute();
}
