import type { AppMode, IsoDate } from '@portal/shared';

import type { Executor } from '../../db/transaction';
import { generateToken, hashToken } from '../../security/tokens';
import * as usersRepository from '../users/users.repository';

/** Sessions without remember-me end this long after sign-in, however active. */
export const ABSOLUTE_SESSION_HOURS = 12;
/** Last-seen is written at most this often, so a busy client does not write on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionUser {
  id: number;
  username: string;
  adminAccess: number;
  personnelNo: string | null;
  type: 'internal' | 'active_directory' | 'azure_ad';
  workTimeAccessCompanies: string[];
}

export interface AuthenticatedSession {
  sessionId: number;
  user: SessionUser;
  currentCompanyCode: string | null;
  appMode: AppMode;
  rememberMe: boolean;
  passwordChangeRequired: boolean;
}

export function isPasswordChangeRequired(
  user: { type: string; force_password_change: boolean; password_expiration_date: string | null },
  today: string,
): boolean {
  if (user.type !== 'internal') return false;
  return user.force_password_change || (user.password_expiration_date !== null && user.password_expiration_date < today);
}

export interface CreateSessionInput {
  userId: number;
  rememberMe: boolean;
  ipAddress: string;
  userAgent: string;
  companyCode: string | null;
  appMode: AppMode;
  now: Date;
}

/** Opens a session and returns the bearer token (the only time it exists in clear). */
export async function createSession(db: Executor, input: CreateSessionInput): Promise<{ token: string; expiresAt: Date }> {
  const settings = await db.selectFrom('site_settings').select(['remember_me_days']).where('id', '=', 1).executeTakeFirstOrThrow();
  const lifetimeMs = input.rememberMe ? settings.remember_me_days * 86_400_000 : ABSOLUTE_SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(input.now.getTime() + lifetimeMs);
  const token = generateToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: expiresAt,
      remember_me: input.rememberMe,
      ip_address: input.ipAddress,
      user_agent: input.userAgent.slice(0, 500),
      current_company_code: input.companyCode,
      app_mode: input.appMode,
    })
    .execute();
  return { token, expiresAt };
}

export type AuthenticationOutcome = { session: AuthenticatedSession } | { failure: 'expired' | 'unknown' };

/**
 * The session behind a bearer token. Expired (idle or absolute), revoked sessions and users who are
 * no longer active all fail; a valid session's last-seen time moves on. `today` is the business
 * calendar date, against which password expiry dates are read.
 */
export async function authenticate(db: Executor, token: string, now: Date, today: IsoDate): Promise<AuthenticationOutcome> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .crossJoin('site_settings')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'sessions.revoked_at',
      'sessions.remember_me',
      'sessions.current_company_code',
      'sessions.app_mode',
      'users.id as user_id',
      'users.username',
      'users.admin_access',
      'users.personnel_no',
      'users.type',
      'users.status',
      'users.force_password_change',
      'users.password_expiration_date',
      'site_settings.session_idle_minutes',
      'site_settings.remember_me_days',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { failure: 'unknown' };
  const idleLimitMs = row.remember_me ? row.remember_me_days * 86_400_000 : row.session_idle_minutes * 60_000;
  const isExpired =
    row.revoked_at !== null ||
    row.expires_at.getTime() <= now.getTime() ||
    row.last_seen_at.getTime() + idleLimitMs <= now.getTime() ||
    row.status !== 'active';
  if (isExpired) return { failure: 'expired' };

  if (now.getTime() - row.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.session_id).execute();
  }
  return {
    session: {
      sessionId: row.session_id,
      rememberMe: row.remember_me,
      currentCompanyCode: row.current_company_code,
      appMode: row.app_mode === 'beta' ? 'beta' : 'stable',
      passwordChangeRequired: isPasswordChangeRequired(row, today),
      user: {
        id: row.user_id,
        username: row.username,
        adminAccess: row.admin_access,
        personnelNo: row.personnel_no,
        type: row.type as SessionUser['type'],
        workTimeAccessCompanies: await usersRepository.workTimeCompanies(db, row.user_id),
      },
    },
  };
}

export function revokeSession(db: Executor, sessionId: number, reason: string, now: Date) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a user: on password change or reset and on block. */
export function revokeAllSessions(db: Executor, userId: number, reason: string, now: Date) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function updateSessionCompany(db: Executor, sessionId: number, companyCode: string) {
  return db.updateTable('sessions').set({ current_company_code: companyCode }).where('id', '=', sessionId).execute();
}
