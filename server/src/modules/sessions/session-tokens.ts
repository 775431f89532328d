import type { AppMode } from '@portal/shared';

// The shape of a signed-in session as procedures see it (ctx.auth), and the rules read from it.
// Opening, checking and ending sessions are the use cases in ./use-cases.

/** Sessions without remember-me end this long after sign-in, however active. */
export const ABSOLUTE_SESSION_HOURS = 12;

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
