import { type CapacityException, type CapacityMonthInput, monthRange } from '@portal/shared';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/** A month's capacity exceptions of the schedule (view), by date and shift. */
export async function listCapacityExceptions(ctx: ScheduleContext, input: CapacityMonthInput): Promise<CapacityException[]> {
  await scheduleFor(ctx, ctx.db, input.scheduleId, 'view');
  const rows = await schedulesRepository.listCapacityExceptions(ctx.db, {
    scheduleId: input.scheduleId,
    ...monthRange(input.year, input.month),
  });
  return rows.map((row) => ({ shiftId: row.shift_id, date: row.date, minCapacity: row.min_capacity, maxCapacity: row.max_capacity }));
}
