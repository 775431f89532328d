import { pageOffset, paginationOf, type WorkTimeEmployeeListInputSchema, type WorkTimeEmployeeRow } from '@portal/shared';
import type { z } from 'zod';
import { requireAnyScheduleAccess, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/** GET employees/employee-list-with-department-info: the company's employees as planners see them (spec 2 §3), a page at a time. */
export async function listWorkTimeEmployees(ctx: ScheduleContext, input: z.output<typeof WorkTimeEmployeeListInputSchema>) {
  await requireAnyScheduleAccess(ctx);
  const filter = { companyCode: ctx.companyCode, search: input.search, departmentCode: input.departmentCode || undefined };
  const [rows, total] = await Promise.all([
    schedulesRepository.listWorkTimeEmployees(ctx.db, {
      ...filter,
      sort: input.sort,
      sortDirection: input.sortDirection,
      offset: pageOffset(input),
      limit: input.rowsPerPage,
    }),
    schedulesRepository.countWorkTimeEmployees(ctx.db, filter),
  ]);
  const items: WorkTimeEmployeeRow[] = rows.map((row) => ({
    personnelNo: row.personnel_no,
    employeeNo: row.employee_no,
    firstName: row.first_name,
    lastName: row.last_name,
    department: row.department_name,
    departmentCode: row.department_code,
    phoneNo: row.phone_no,
    mobilePhoneNo: row.mobile_phone_no,
    email: row.email,
    companyEmail: row.company_email,
    employmentDate: row.employment_date,
  }));
  return { items, pagination: paginationOf(input, total) };
}
