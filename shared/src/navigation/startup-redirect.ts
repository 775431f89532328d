// The startup and guard rules of spec 1 §2, as pure functions so the router and its tests agree.

export const PUBLIC_ONLY_ROUTES = ['/sign-in'] as const;
/** Routes reachable without a session. */
export const ANONYMOUS_ROUTES = ['/sign-in', '/password-request', '/password-recover', '/sign-out'] as const;

export interface StartupLocation {
  pathname: string;
  /** The `token` query value, when present. */
  recoverToken: string | null;
}

/**
 * Where the app must go before showing `location`, or null to stay.
 * With a session: sign-in, and password-recover without a token, go to the default route.
 * Without a session: everything except password-request and password-recover (with a token) goes to sign-in.
 */
export function startupRedirect(location: StartupLocation, hasSession: boolean, defaultRoute = '/home'): string | null {
  const path = normalisePath(location.pathname);
  if (hasSession) {
    if (path === '/sign-in') return defaultRoute;
    if (path === '/password-recover' && !location.recoverToken) return defaultRoute;
    return null;
  }
  if (path === '/sign-in' || path === '/sign-out' || path === '/password-request') return null;
  if (path === '/password-recover') return location.recoverToken ? null : '/sign-in';
  return '/sign-in';
}

/** Admin-area guard (spec 2 §2: every route whose name starts with admin): adminAccess 0 goes to not-authorized. */
export function adminGuardRedirect(pathname: string, adminAccess: number): string | null {
  const path = normalisePath(pathname);
  const inAdminArea = path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin-area');
  return inAdminArea && adminAccess <= 0 ? '/not-authorized' : null;
}

/** Work-time guard: the current company must be one the user plans. */
export function workTimeGuardRedirect(pathname: string, hasWorkTimeAccess: boolean): string | null {
  return normalisePath(pathname).startsWith('/wtm-area') && !hasWorkTimeAccess ? '/not-authorized' : null;
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
