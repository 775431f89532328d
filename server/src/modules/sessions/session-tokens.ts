// Rules about sessions that need no database. Opening, checking and ending sessions are the use
// cases in ./use-cases.

/** Sessions without remember-me end this long after sign-in, however active. */
export const ABSOLUTE_SESSION_HOURS = 12;

// The session as procedures see it is part of their context (trpc/context.ts); named here as well
// because the modules know it by this path.
export type { AuthenticatedSession, SessionUser } from '../../trpc/context';

export function isPasswordChangeRequired(
  user: { type: string; force_password_change: boolean; password_expiration_date: string | null },
  today: string,
): boolean {
  if (user.type !== 'internal') return false;
  return user.force_password_change || (user.password_expiration_date !== null && user.password_expiration_date < today);
}
