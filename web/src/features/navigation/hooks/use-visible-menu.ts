import { type HasScreen, type MenuSection, parseEmployeeMenu, routedMenu, visibleMenu } from '@portal/shared';
import { useMemo } from 'react';
import { hasWorkTimeAccess, useCurrentUser, useSiteSettings } from '../../../lib/current-session';

/**
 * The menu sections this user may see in the current company (spec 1 §6), with only the entries whose
 * screen exists (`hasScreen` comes from the app's route table).
 */
export function useVisibleMenu(hasScreen: HasScreen): MenuSection[] {
  const user = useCurrentUser();
  const { employeeMenu } = useSiteSettings();
  return useMemo(
    () =>
      routedMenu(
        visibleMenu(parseEmployeeMenu(employeeMenu), {
          adminAccess: user.adminAccess,
          hasWorkTimeAccess: hasWorkTimeAccess(user),
          allowMyTeam: user.allowMyTeam,
        }),
        hasScreen,
      ),
    [employeeMenu, user, hasScreen],
  );
}
