import { Trans } from '@lingui/react/macro';
import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SchedulePeriodLocks } from './schedule-period-locks';

/**
 * Period locks (spec 2 §2 manual-locks): the schedules' and the timesheets' months, locked and unlocked
 * by hand; each tab is a list of its own (the timesheets' tab composed in by the routes).
 */
export function ManualLocksPage({ timesheetLocks }: { timesheetLocks?: ReactNode }) {
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Period locks</Trans>} />
      <Tabs defaultValue="schedules" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="schedules">
            <Trans>Schedules</Trans>
          </Tabs.Tab>
          {timesheetLocks ? (
            <Tabs.Tab value="timesheets">
              <Trans>Timesheets</Trans>
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="schedules" pt="md">
          <SchedulePeriodLocks />
        </Tabs.Panel>
        {timesheetLocks ? (
          <Tabs.Panel value="timesheets" pt="md">
            {timesheetLocks}
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
