import { Trans } from '@lingui/react/macro';
import { Stack, Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { SchedulePeriodLocks } from './schedule-period-locks';

/**
 * Period locks (spec 2 §2 manual-locks): the schedules' months, locked and unlocked by hand. Timesheet
 * periods join as a second tab when timesheets are built; each tab is a list of its own.
 */
export function ManualLocksPage() {
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Period locks</Trans>} />
      <Tabs defaultValue="schedules" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="schedules">
            <Trans>Schedules</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schedules" pt="md">
          <SchedulePeriodLocks />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
