import { Navigate } from 'react-router';
import { useSiteSettings } from '../../lib/current-session';

const HOME = '/home';

/** '/' opens the default route of the employee menu setting, else home (spec 1 §2). */
export function DefaultRouteRedirect() {
  const { employeeMenu } = useSiteSettings();
  // A default route of '/' itself would redirect forever.
  const target = employeeMenu.defaultRoute === '/' ? HOME : employeeMenu.defaultRoute;
  return <Navigate to={target} replace />;
}
