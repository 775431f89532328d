import { reachableDefaultRoute } from '@portal/shared/navigation/menu-routes';
import { Navigate } from 'react-router';
import { useSiteSettings } from '../../lib/current-session';
import { hasScreen } from '../screen-routes';

/** '/' opens the default route of the employee menu setting when its screen exists, else home (spec 1 §2). */
export function DefaultRouteRedirect() {
  const { employeeMenu } = useSiteSettings();
  return <Navigate to={reachableDefaultRoute(employeeMenu.defaultRoute, hasScreen)} replace />;
}
