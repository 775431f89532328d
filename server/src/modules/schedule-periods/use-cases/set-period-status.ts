import type { PeriodState, SetPeriodStatusInput } from '@portal/shared';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { changePeriod } from './change-period';

/**
 * POST schedules/set-status (change_status): InProgress, Prepared or Approved (spec 2 §4), in any
 * direction. An edit session with uncommitted changes does not stand in the way: its commit is refused
 * afterwards unless the month is back in progress.
 */
export function setPeriodStatus(ctx: ScheduleContext, input: SetPeriodStatusInput): Promise<PeriodState> {
  return changePeriod(ctx, input, (period) => (period.status === input.status ? null : { status: input.status }));
}
