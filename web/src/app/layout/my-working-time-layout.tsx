import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';

/**
 * My working time's own tab row, opening at the schedule (spec 1 §2). The timesheet and the holiday
 * plan come with their own issues.
 */
export function MyWorkingTimeLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const tabs = [
    { to: '/my-working-time/schedule', label: t`My schedule` },
    { to: '/my-working-time/history', label: t`Absence history` },
    { to: '/my-working-time/calendar', label: t`Absence calendar` },
    { to: '/my-working-time/substitutions', label: t`Substitutions` },
  ];
  return (
    <>
      <Group component="nav" aria-label={t`My working time`} gap="xs" mb="md">
        {tabs.map((tab) => {
          const isCurrent = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
          return (
            <Button
              key={tab.to}
              component={Link}
              to={tab.to}
              variant={isCurrent ? 'light' : 'subtle'}
              size="sm"
              aria-current={isCurrent ? 'page' : undefined}
            >
              {tab.label}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </>
  );
}
