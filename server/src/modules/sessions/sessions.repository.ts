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

export function findByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at', 'last_seen_at', 'revoked_at', 'remember_me', 'current_company_code', 'app_mode'])
    .where('token_hash', '=', tokenHash)
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
