import { type HolidayPlanEntry, isHolidayPlanEditable } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { allows, permittedActions } from '../../work-time-access/work-time-access';
import { reservesOfPlan, toEntry, warningOf } from '../entry-mapping';
import { actorOf, type HolidayPlanContext, planFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/** The plan's entries (of one employee when named) with their reserve warnings, as the caller may change them. */
export async function readPlanEntries(
  ctx: HolidayPlanContext,
  db: Executor,
  plan: { id: number; status: number; start_date: string },
  employeeNo?: string,
): Promise<HolidayPlanEntry[]> {
  const [rows, members, held] = await Promise.all([
    plansRepository.listEntries(db, plan.id, employeeNo === undefined ? {} : { employeeNo }),
    plansRepository.listPlanEmployees(db, plan.id),
    permittedActions(db, actorOf(ctx), { objectType: 'holiday_plan', objectId: plan.id }),
  ]);
  const reserves = await reservesOfPlan(
    db,
    { id: plan.id, companyCode: ctx.companyCode, startDate: plan.start_date },
    members.map((member) => ({ employeeNo: member.employee_no, dayType: member.holiday_day_type })),
    rows,
  );
  const canModify = isHolidayPlanEditable(plan.status) && allows(held, 'edit');
  return rows.map((row) => toEntry(row, { canModify, warning: warningOf(reserves, row) }));
}

/** GET wtc-area/holiday-plans/{id}/entries (view). */
export async function listPlanEntries(ctx: HolidayPlanContext, input: { holidayPlanId: number; employeeNo?: string | undefined }) {
  const plan = await planFor(ctx, ctx.db, input.holidayPlanId, 'view');
  return readPlanEntries(ctx, ctx.db, plan, input.employeeNo);
}
