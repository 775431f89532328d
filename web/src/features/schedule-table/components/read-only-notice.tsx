import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { PeriodStatus, type ScheduleTable } from '@portal/shared';
import { IconLock } from '@tabler/icons-react';

/** Why the month's cells cannot be changed (spec 2 §4): no edit grant, a manual lock, or the status. */
export function ReadOnlyNotice({ table }: { table: ScheduleTable }) {
  if (table.isEditable) return null;
  const { period, permissions } = table;
  const lockedBy = period.lockedByName ?? '';
  const reason = !permissions.edit ? (
    <Trans>You may view this schedule but not change it.</Trans>
  ) : period.manualLock ? (
    lockedBy ? (
      <Trans>This month is locked by {lockedBy}. It must be unlocked before anything can be changed.</Trans>
    ) : (
      <Trans>This month is locked. It must be unlocked before anything can be changed.</Trans>
    )
  ) : period.status === PeriodStatus.prepared ? (
    <Trans>This month is prepared. Set it in progress to change it.</Trans>
  ) : period.status === PeriodStatus.approved ? (
    <Trans>This month is approved. Set it in progress to change it.</Trans>
  ) : (
    <Trans>This month cannot be changed now.</Trans>
  );
  return (
    <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />} title={<Trans>Read only</Trans>}>
      {reason}
    </Alert>
  );
}
