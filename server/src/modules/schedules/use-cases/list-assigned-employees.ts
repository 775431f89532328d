import type { ScheduleEmployee } from '@portal/shared';
import { businessToday } from '../../../trpc/business-date';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import { toScheduleEmployee } from '../schedule-dtos';
import * as schedulesRepository from '../schedules.repository';

/** GET schedule-employees/assigned/{id}: every membership of the schedule, by group and line order (view). */
export async function listAssignedEmployees(ctx: ScheduleContext, scheduleId: number): Promise<ScheduleEmployee[]> {
  await scheduleFor(ctx, ctx.db, scheduleId, 'view');
  const today = businessToday(ctx);
  return (await schedulesRepository.listAssigned(ctx.db, ctx.companyCode, scheduleId)).map((row) => toScheduleEmployee(row, today));
}
