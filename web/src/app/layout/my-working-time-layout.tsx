import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { LinkTabs } from '../../components/link-tabs';

/**
 * My working time's own tab row, opening at the schedule (spec 1 §2). The timesheet and the holiday
 * plan come with their own issues. On a phone the row scrolls sideways rather than wrapping.
 */
export function MyWorkingTimeLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const tabs = [
    { to: '/my-working-time/schedule', label: t`My schedule` },
    { to: '/my-working-time/timesheet', label: t`My timesheet` },
    { to: '/my-working-time/plan', label: t`Absence plan` },
    { to: '/my-working-time/history', label: t`Absence history` },
    { to: '/my-working-time/calendar', label: t`Absence calendar` },
    { to: '/my-working-time/substitutions', label: t`Substitutions` },
  ].map((tab) => ({ ...tab, isCurrent: pathname === tab.to || pathname.startsWith(`${tab.to}/`) }));
  return (
    <>
      <Box mb="md">
        <LinkTabs label={t`My working time`} tabs={tabs} />
      </Box>
      <Outlet />
    </>
  );
}
