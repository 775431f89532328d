import { adminGuardRedirect } from '@portal/shared/navigation/startup-redirect';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-session';

/** The admin area needs adminAccess above 0 (spec 1 §8); the server refuses its calls anyway. */
export function AdminAreaGuard() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const redirect = adminGuardRedirect(pathname, user.adminAccess);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
