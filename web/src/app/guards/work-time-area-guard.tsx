import { workTimeGuardRedirect } from '@portal/shared/navigation/startup-redirect';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasWorkTimeAccess, useCurrentUser } from '../../lib/current-session';

/** The work-time area is for planners of the current company. */
export function WorkTimeAreaGuard() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const redirect = workTimeGuardRedirect(pathname, hasWorkTimeAccess(user));
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
