import {
  ErrorCode,
  type HolidayPlanStatus,
  isHolidayPlanEditable,
  type MyHolidayPlan,
  type MyHolidayPlanInputSchema,
  SYSTEM_ADMIN_ACCESS,
} from '@portal/shared';
import type { z } from 'zod';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { AuthenticatedSession } from '../../../trpc/context';
import type { Viewer } from '../../../trpc/viewer';
import { ownEmployee } from '../../employees/employee-access';
import { reservesOfPlan, toEntry, warningOf } from '../entry-mapping';
import * as plansRepository from '../holiday-plans.repository';
import { sheetDays } from './get-plan-sheet';

// The employee's absence plan (spec 1 §2 "Absence plan", §3, §5, §6; issue #14): the plans of their
// department they are in, with their colleagues' planned holidays in the holiday types' colours. An
// employee adds, changes and removes their own entries while the plan is in progress; once it is
// prepared or approved their entries are locked, and only the system administrator changes entries
// then — and anyone's, and their status.

export interface MyPlanContext {
  db: Executor;
  auth: AuthenticatedSession;
  viewer?: Viewer | null;
}

export function isSystemAdmin(ctx: MyPlanContext): boolean {
  return ctx.auth.user.adminAccess >= SYSTEM_ADMIN_ACCESS;
}

/** GET holiday-plans?from&to: the plans reaching into the range, their employees' entries, the days and the holiday types. */
export async function getMyHolidayPlan(ctx: MyPlanContext, input: z.output<typeof MyHolidayPlanInputSchema>): Promise<MyHolidayPlan> {
  const [own, holidayTypes] = await Promise.all([ownEmployee(ctx), plansRepository.listHolidayTypes(ctx.db, ctx.auth.currentCompanyCode)]);
  const admin = isSystemAdmin(ctx);
  const base = {
    employeeNo: own?.employeeNo ?? null,
    isSystemAdmin: admin,
    holidayTypes: holidayTypes.map((type) => ({ id: type.id, name: type.name, color: type.color })),
    days: sheetDays(input.from, input.to),
  };
  if (!own) return { ...base, plans: [], lines: [] };
  const plans = await plansRepository.plansOfEmployee(ctx.db, own.companyCode, own.employeeNo, input.from, input.to);
  const planIds = plans.map((plan) => plan.id);
  const [members, rows] = await Promise.all([
    plansRepository.membersOfPlans(ctx.db, planIds),
    plansRepository.listEntriesOfPlans(ctx.db, planIds, input.from, input.to),
  ]);
  // Warnings on the caller's own entries only: a colleague's holiday reserve is theirs.
  const ownWarnings = new Map<number, string | null>();
  for (const plan of plans) {
    const allOwn = await plansRepository.listEntries(ctx.db, plan.id, { employeeNo: own.employeeNo });
    const dayType = (await plansRepository.listPlanEmployees(ctx.db, plan.id)).find((member) => member.employee_no === own.employeeNo);
    const reserves = await reservesOfPlan(
      ctx.db,
      { id: plan.id, companyCode: own.companyCode, startDate: plan.start_date },
      [{ employeeNo: own.employeeNo, dayType: dayType?.holiday_day_type ?? 0 }],
      allOwn,
    );
    for (const row of allOwn) ownWarnings.set(row.id, warningOf(reserves, row));
  }
  const statusOf = new Map(plans.map((plan) => [plan.id, plan.status]));
  return {
    ...base,
    plans: plans.map((plan) => ({
      id: plan.id,
      code: plan.code,
      name: plan.name,
      startDate: plan.start_date,
      endDate: plan.end_date,
      status: plan.status as HolidayPlanStatus,
    })),
    lines: members.map((member) => {
      const isOwn = member.employee_no === own.employeeNo;
      return {
        employeeNo: member.employee_no,
        fullName: member.full_name,
        isOwn,
        entries: rows
          .filter((row) => row.employee_no === member.employee_no)
          .map((row) =>
            toEntry(row, {
              canModify: admin || (isOwn && isHolidayPlanEditable(statusOf.get(row.holiday_plan_id) ?? -1)),
              warning: ownWarnings.get(row.id) ?? null,
            }),
          ),
      };
    }),
  };
}

/** The caller's own employee record (read before a transaction opens: the request's viewer reads on the outer connection). */
export async function ownRecord(ctx: MyPlanContext) {
  return ownEmployee(ctx);
}

/** The employee whose entries the caller changes: their own, or anyone's in the company for the system administrator. */
export function targetEmployee(
  ctx: MyPlanContext,
  own: { companyCode: string; employeeNo: string } | null,
  employeeNo: string | undefined,
) {
  const companyCode = own?.companyCode ?? ctx.auth.currentCompanyCode;
  if (employeeNo !== undefined && employeeNo !== own?.employeeNo) {
    if (!isSystemAdmin(ctx) || !companyCode) throw new DomainError(ErrorCode.permissionDenied);
    return { companyCode, employeeNo };
  }
  if (!own) throw new DomainError(ErrorCode.permissionDenied);
  return { companyCode: own.companyCode, employeeNo: own.employeeNo };
}
