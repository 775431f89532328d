import { type HolidayPlanAvailableEmployeesInputSchema, pageOffset, paginationOf } from '@portal/shared';
import type { z } from 'zod';
import { type HolidayPlanContext, planFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/** GET wtc-area/holiday-plans/{id}/available-employees (edit, paged): the company's employees not in the plan. */
export async function listAvailableEmployees(ctx: HolidayPlanContext, input: z.output<typeof HolidayPlanAvailableEmployeesInputSchema>) {
  const plan = await planFor(ctx, ctx.db, input.holidayPlanId, 'edit');
  const filter = { companyCode: ctx.companyCode, planId: plan.id, search: input.search };
  const [rows, total] = await Promise.all([
    plansRepository.listAvailableEmployees(ctx.db, { ...filter, offset: pageOffset(input), limit: input.rowsPerPage }),
    plansRepository.countAvailableEmployees(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      employeeNo: row.employee_no,
      fullName: row.full_name,
      jobTitle: row.job_title ?? '',
      departmentCode: row.department_code,
      departmentName: row.department_name,
    })),
    pagination: paginationOf(input, total),
  };
}
