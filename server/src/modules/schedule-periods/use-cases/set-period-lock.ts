import type { PeriodState, ScheduleMonthInput } from '@portal/shared';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { changePeriod } from './change-period';

/**
 * POST schedules/{id}/{year}/{month}/lock and unlock (change_status): the manual lock stops editing
 * whatever the status (spec 2 §4). Locking records who locked; locking a locked month keeps its locker,
 * and unlocking forgets them.
 */
export function setPeriodLock(ctx: ScheduleContext, input: ScheduleMonthInput, isLocked: boolean): Promise<PeriodState> {
  return changePeriod(ctx, input, (period) => {
    if (period.manual_lock === isLocked) return null;
    return isLocked ? { manual_lock: true, locked_by: ctx.auth.user.id } : { manual_lock: false, locked_by: null };
  });
}
