import { adminGuardRedirect } from '@portal/shared/navigation/startup-redirect';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-session';

/** The admin area needs adminAccess above 0 (spec 2 §2); the server refuses its calls anyway. */
export function AdminAreaGuard() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const redirect = adminGuardRedirect(pathname, user.adminAccess);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

/** The admin area's earlier address (/admin-area/…) under /admin. */
export function movedAdminAddress(pathname: string): string {
  return pathname.replace(/^\/admin-area(?=\/|$)/, '/admin');
}

/** The area's earlier addresses open the same screen under /admin, query kept. */
export function AdminAreaRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${movedAdminAddress(pathname)}${search}${hash}`} replace />;
}
