import { type MenuSection, parseEmployeeMenu, visibleMenu } from '@portal/shared';
import { useMemo } from 'react';
import { hasWorkTimeAccess, useCurrentUser, useSiteSettings } from '../../../lib/current-session';

/** The menu sections this user may see in the current company (spec 1 §6). */
export function useVisibleMenu(): MenuSection[] {
  const user = useCurrentUser();
  const { employeeMenu } = useSiteSettings();
  return useMemo(
    () =>
      visibleMenu(parseEmployeeMenu(employeeMenu), {
        adminAccess: user.adminAccess,
        hasWorkTimeAccess: hasWorkTimeAccess(user),
        allowMyTeam: user.allowMyTeam,
      }),
    [employeeMenu, user],
  );
}
