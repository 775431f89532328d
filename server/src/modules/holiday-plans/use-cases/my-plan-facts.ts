import { DEFAULT_FACT_COLOR, ErrorCode, type MyPlanFactsInputSchema, type PlanFact } from '@portal/shared';
import type { z } from 'zod';
import { DomainError } from '../../../errors/domain-error';
import { ownEmployee } from '../../employees/employee-access';
import * as siteSettingsRepository from '../../site-settings/site-settings.repository';
import * as plansRepository from '../holiday-plans.repository';
import type { MyPlanContext } from './my-holiday-plan';

/**
 * POST holiday-plans/employee-activities (spec 1 §2, §3 "Employee activity (fact)", §7): the actual
 * absences the ERP recorded for the employees asked, beside the plan. Only while the site's show-fact
 * setting is on, and only of the employees the caller sees in the absence plan (the members of their own
 * plans in the range): anyone else asked for is left out. A colleague's fact shows its code and colour,
 * not its description, which may say why.
 */
export async function getMyPlanFacts(ctx: MyPlanContext, input: z.output<typeof MyPlanFactsInputSchema>): Promise<PlanFact[]> {
  const settings = await siteSettingsRepository.get(ctx.db);
  if (!settings.working_time_plan_show_fact) throw new DomainError(ErrorCode.holidayPlanFactsNotShown);
  const own = await ownEmployee(ctx);
  if (!own) return [];
  const plans = await plansRepository.plansOfEmployee(ctx.db, own.companyCode, own.employeeNo, input.from, input.to);
  const visible = new Set(
    (
      await plansRepository.membersOfPlans(
        ctx.db,
        plans.map((plan) => plan.id),
      )
    ).map((member) => member.employee_no),
  );
  const asked = input.employees.filter((employeeNo) => visible.has(employeeNo));
  const rows = await plansRepository.listEmployeeActivities(ctx.db, own.companyCode, asked, input.from, input.to);
  return rows.map((row) => ({
    entryNo: row.entry_no,
    employeeNo: row.employee_no,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    activityType: row.activity_type,
    activityCode: row.activity_code,
    description: row.employee_no === own.employeeNo ? row.description : null,
    color: row.color ?? DEFAULT_FACT_COLOR,
  }));
}
