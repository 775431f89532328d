import type { PeriodState, ScheduleMonthInput } from '@portal/shared';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { changePeriod } from './change-period';

/** POST schedules/set-bc-update-date/{year}/{month} (change_status): marks the month as sent to the ERP now. */
export function setBcUpdateDate(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<PeriodState> {
  return changePeriod(ctx, input, () => ({ bc_updated_at: ctx.now() }));
}
