import { HOME_ROUTE, reachableDefaultRoute } from '@portal/shared/navigation/menu-routes';
import { startupRedirect } from '@portal/shared/navigation/startup-redirect';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { BootErrorScreen } from '../components/boot-error-screen';
import { LoadingScreen } from '../components/loading-screen';
import { isSiteClosed, isUnauthorized } from '../lib/api-errors';
import { useHasSession } from '../lib/session';
import { useTRPC } from '../lib/trpc';
import { hasScreen } from './screen-routes';
import { WordingOverrides } from './wording-overrides';

const FORCED_PASSWORD_CHANGE = '/forced-password-change';
const SIGN_OUT = '/sign-out';

/**
 * The startup rule of spec 1 §2, applied on every navigation: loads the pre-sign-in settings (and, with
 * a session, the user and the site settings) behind the logo, then sends the visitor where the shared
 * `startupRedirect` says. A boot failure is logged and stops here.
 */
export function StartupGate() {
  const trpc = useTRPC();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hasSession = useHasSession();
  const preAuth = useQuery(trpc.sessions.preAuthSettings.queryOptions());
  const user = useQuery({ ...trpc.users.me.queryOptions(), enabled: hasSession });
  const site = useQuery({ ...trpc.sessions.siteSettings.queryOptions(), enabled: hasSession });

  const sessionError = hasSession ? (user.error ?? site.error) : null;
  // A 401 or a site closed meanwhile is not a boot failure: the central handler is already signing out.
  const bootError = preAuth.error ?? (sessionError && !isUnauthorized(sessionError) && !isSiteClosed(sessionError) ? sessionError : null);
  useEffect(() => {
    if (bootError) console.error('Portal startup failed', bootError);
  }, [bootError]);

  // Signing out must work whatever state the session is in.
  if (location.pathname === SIGN_OUT) return <Outlet />;
  if (bootError) return <BootErrorScreen />;
  if (!preAuth.data || (hasSession && (!user.data || !site.data))) return <LoadingScreen />;

  const defaultRoute = reachableDefaultRoute(site.data?.employeeMenu.defaultRoute ?? HOME_ROUTE, hasScreen);
  const redirect = startupRedirect({ pathname: location.pathname, recoverToken: searchParams.get('token') }, hasSession, defaultRoute);
  if (redirect) return <Navigate to={redirect} replace />;
  if (user.data?.forcePasswordChange && hasSession && location.pathname !== FORCED_PASSWORD_CHANGE) {
    return <Navigate to={FORCED_PASSWORD_CHANGE} replace />;
  }
  return (
    <>
      <WordingOverrides />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
