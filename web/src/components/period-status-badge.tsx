import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
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
