import { PeriodStatusBadge } from '../../../components/period-status-badge';

/** A holiday plan's status (0 InProgress, 1 Prepared, 2 Approved): the same states and look as a schedule month's. */
export function HolidayPlanStatusBadge({ status }: { status: number }) {
  return <PeriodStatusBadge status={status} />;
}
