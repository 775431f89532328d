import { monthRange, type ScheduleEmployee, type ScheduleMonthEmployeesInput } from '@portal/shared';
import { businessToday } from '../../../trpc/business-date';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import { toScheduleEmployee } from '../schedule-dtos';
import * as schedulesRepository from '../schedules.repository';

/**
 * GET schedules/{id}/employees?year&month (view): the memberships valid some day of the month, in the
 * shape and order of schedule-employees/assigned (the same read, limited to the month), for choosing
 * whom to generate.
 */
export async function listMonthEmployees(ctx: ScheduleContext, input: ScheduleMonthEmployeesInput): Promise<ScheduleEmployee[]> {
  await scheduleFor(ctx, ctx.db, input.scheduleId, 'view');
  const today = businessToday(ctx);
  const rows = await schedulesRepository.listAssigned(ctx.db, ctx.companyCode, input.scheduleId, monthRange(input.year, input.month));
  return rows.map((row) => toScheduleEmployee(row, today));
}
