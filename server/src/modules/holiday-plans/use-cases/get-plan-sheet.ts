import {
  type HolidayPlanDay,
  type HolidayPlanSheet,
  type HolidayPlanSheetInputSchema,
  type HolidayPlanStatus,
  isoWeekday,
  isHolidayPlanEditable,
  lithuanianCalendar,
} from '@portal/shared';
import type { z } from 'zod';
import type { Executor } from '../../../db/transaction';
import { allows, permittedActions } from '../../work-time-access/work-time-access';
import { reservesOfPlan, toEntry, warningOf } from '../entry-mapping';
import { actorOf, type HolidayPlanContext, planFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/** The days of a range with their type on the business calendar (weekend, public holiday, weekday). */
export function sheetDays(from: string, to: string): HolidayPlanDay[] {
  return lithuanianCalendar.days(from, to).map((day) => ({
    date: day.date,
    year: Number(day.date.slice(0, 4)),
    month: Number(day.date.slice(5, 7)),
    day: Number(day.date.slice(8, 10)),
    dayOfWeek: isoWeekday(day.date),
    type: day.isHoliday ? 'holiday' : day.isWeekend ? 'weekend' : 'weekday',
  }));
}

/** The sheet of a plan over a range: days, and a line per employee with the entries reaching into it and the reserve at the plan's start and end. */
export async function readPlanSheet(
  ctx: HolidayPlanContext,
  db: Executor,
  planId: number,
  range: { from: string; to: string } | null,
): Promise<HolidayPlanSheet> {
  const plan = await planFor(ctx, db, planId, 'view');
  const from = range?.from ?? plan.start_date;
  const to = range?.to ?? plan.end_date;
  const [members, rows, held] = await Promise.all([
    plansRepository.listPlanEmployees(db, plan.id),
    plansRepository.listEntries(db, plan.id),
    permittedActions(db, actorOf(ctx), { objectType: 'holiday_plan', objectId: plan.id }),
  ]);
  const reserves = await reservesOfPlan(
    db,
    { id: plan.id, companyCode: ctx.companyCode, startDate: plan.start_date },
    members.map((member) => ({ employeeNo: member.employee_no, dayType: member.holiday_day_type })),
    rows,
  );
  const canModify = isHolidayPlanEditable(plan.status) && allows(held, 'edit');
  return {
    holidayPlanId: plan.id,
    code: plan.code,
    name: plan.name,
    status: plan.status as HolidayPlanStatus,
    startDate: plan.start_date,
    endDate: plan.end_date,
    from,
    to,
    days: sheetDays(from, to),
    lines: members.map((member) => {
      const reserve = reserves.get(member.employee_no);
      return {
        employeeNo: member.employee_no,
        fullName: member.full_name,
        jobTitle: member.job_title ?? '',
        reserveStart: reserve?.reserveStart ?? 0,
        reserveEnd: reserve?.reserveEnd ?? 0,
        plannedDays: reserve?.plannedDays ?? 0,
        entries: rows
          .filter((row) => row.employee_no === member.employee_no && row.date_to >= from && row.date_from <= to)
          .map((row) => toEntry(row, { canModify, warning: warningOf(reserves, row) })),
      };
    }),
  };
}

/** GET wtc-area/holiday-plans/{id}/sheet/{from}/{to} (view). */
export async function getPlanSheet(
  ctx: HolidayPlanContext,
  input: z.output<typeof HolidayPlanSheetInputSchema>,
): Promise<HolidayPlanSheet> {
  return readPlanSheet(ctx, ctx.db, input.holidayPlanId, { from: input.from, to: input.to });
}
