import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { StateBadge } from './state-badge';
import { periodNotStartedLabel, periodStateOfCode } from './state-labels';

interface PeriodStatusBadgeProps {
  /** The month's period status code (0 InProgress, 1 Prepared, 2 Approved); null when it has no period yet. */
  status: number | null;
}

/** A schedule month's status; a month the planners have not opened yet is "not started". */
export function PeriodStatusBadge({ status }: PeriodStatusBadgeProps) {
  const { i18n } = useLingui();
  const state = status === null ? null : periodStateOfCode(status);
  if (state) return <StateBadge kind="period" state={state} size="sm" />;
  return (
    <Badge size="sm" color="gray" variant="outline" fw={600} data-state="NotStarted">
      {i18n._(periodNotStartedLabel)}
    </Badge>
  );
}

/** A month's manual lock (a schedule's or a timesheet's): "Locked" with who locked it, or "Not locked". */
export function PeriodLockState({ manualLock, lockedByName }: { manualLock: boolean; lockedByName: string | null }) {
  if (!manualLock) {
    return (
      <Text size="sm" c="dimmed">
        <Trans context="period">Not locked</Trans>
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" color="red" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
        <Trans context="period">Locked</Trans>
      </Badge>
      {lockedByName ? (
        <Text size="xs" c="dimmed">
          {lockedByName}
        </Text>
      ) : null}
    </Stack>
  );
}
