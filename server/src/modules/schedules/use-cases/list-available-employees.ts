import { pageOffset, paginationOf, type ScheduleAvailableEmployee, type ScheduleAvailableEmployeesInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { businessToday } from '../../../trpc/business-date';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/**
 * GET schedule-employees/available: the company's current employees who are not in the schedule today
 * or later (a past membership does not count), a page at a time, by name.
 */
export async function listAvailableEmployees(ctx: ScheduleContext, input: z.output<typeof ScheduleAvailableEmployeesInputSchema>) {
  await scheduleFor(ctx, ctx.db, input.scheduleId, 'view');
  const filter = {
    companyCode: ctx.companyCode,
    scheduleId: input.scheduleId,
    today: businessToday(ctx),
    search: input.search,
    departmentCode: input.departmentCode || undefined,
  };
  const [rows, total] = await Promise.all([
    schedulesRepository.listAvailable(ctx.db, { ...filter, offset: pageOffset(input), limit: input.rowsPerPage }),
    schedulesRepository.countAvailable(ctx.db, filter),
  ]);
  const items: ScheduleAvailableEmployee[] = rows.map((row) => ({
    employeeNo: row.employee_no,
    fullName: `${row.first_name} ${row.last_name}`,
    departmentCode: row.department_code,
    department: row.department_name,
    jobTitle: row.job_title,
  }));
  return { items, pagination: paginationOf(input, total) };
}
