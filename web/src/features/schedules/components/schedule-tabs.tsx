import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

interface ScheduleTabsProps {
  scheduleId: number;
  /** The month table is its own screen (built apart): its tab shows once its route has one. */
  hasTableScreen: boolean;
}

/** A schedule's tabs (spec 2 §2): the general tab, resource planning and the month table. */
export function ScheduleTabs({ scheduleId, hasTableScreen }: ScheduleTabsProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const base = `/wtm-area/schedules/${scheduleId}`;
  const tabs = [
    { to: base, label: t`General` },
    { to: `${base}/resource-planning`, label: t`Resource planning` },
    ...(hasTableScreen ? [{ to: `${base}/table`, label: t`Table` }] : []),
  ];
  return (
    <Group component="nav" aria-label={t`Schedule`} gap="xs">
      {tabs.map((tab) => {
        const isCurrent = pathname === tab.to;
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
  );
}
