import {
  type CreateMyHolidayPlanEntryInputSchema,
  ErrorCode,
  type HolidayPlanEntry,
  isHolidayPlanEditable,
  PlannedHolidayStatus,
  type UpdateMyHolidayPlanEntryInputSchema,
} from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { reservesOfPlan, toEntry, warningOf } from '../entry-mapping';
import * as plansRepository from '../holiday-plans.repository';
import { isSystemAdmin, type MyPlanContext, ownRecord, targetEmployee } from './my-holiday-plan';
import { writePlanEntries } from './write-plan-entries';

type Result = { entry: HolidayPlanEntry; warnings: Array<{ employeeNo: string; entryId: number; code: string }> };

/** The entry as the employee's calendar shows it, with its reserve warning. */
async function answer(
  ctx: MyPlanContext,
  trx: Parameters<typeof plansRepository.findEntry>[0],
  companyCode: string,
  id: number,
  plan: { id: number; start_date: string },
): Promise<Result> {
  const row = await plansRepository.findEntry(trx, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const own = await plansRepository.listEntries(trx, plan.id, { employeeNo: row.employee_no });
  const member = (await plansRepository.listPlanEmployees(trx, plan.id)).find((item) => item.employee_no === row.employee_no);
  const reserves = await reservesOfPlan(
    trx,
    { id: plan.id, companyCode, startDate: plan.start_date },
    [{ employeeNo: row.employee_no, dayType: member?.holiday_day_type ?? 0 }],
    own,
  );
  const warning = warningOf(reserves, row);
  return {
    entry: toEntry(row, { canModify: true, warning }),
    warnings: warning ? [{ employeeNo: row.employee_no, entryId: row.id, code: warning }] : [],
  };
}

/** POST holiday-plans: a planned absence in the employee's plan holding its dates, while the plan is in progress. */
export async function createMyPlanEntry(ctx: MyPlanContext, input: z.output<typeof CreateMyHolidayPlanEntryInputSchema>): Promise<Result> {
  const target = targetEmployee(ctx, await ownRecord(ctx), input.employeeNo);
  return withTransaction(ctx.db, async (trx) => {
    const plan = await plansRepository.lockPlanOfEmployeeFor(trx, target.companyCode, target.employeeNo, input.dateFrom, input.dateTo);
    if (!plan) throw DomainError.forField('dateFrom', ErrorCode.holidayPlanNotFoundForDates);
    if (!isHolidayPlanEditable(plan.status) && !isSystemAdmin(ctx)) throw new DomainError(ErrorCode.holidayPlanNotEditable);
    const { insertedIds } = await writePlanEntries(
      trx,
      { id: plan.id, companyCode: target.companyCode, startDate: plan.start_date, endDate: plan.end_date },
      {
        changes: [
          {
            employeeNo: target.employeeNo,
            formId: input.formId,
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            holidayStatus: PlannedHolidayStatus.waiting,
          },
        ],
        deletedIds: [],
      },
      { source: 'employee', userId: ctx.auth.user.id, fieldOf: (_index, field) => field },
    );
    return answer(ctx, trx, target.companyCode, insertedIds[0]!, plan);
  });
}

/** The entry the caller may change: their own (or anyone's for the system administrator), its plan locked and in progress unless the caller is the system administrator. */
async function lockOwnEntry(
  ctx: MyPlanContext,
  trx: Parameters<typeof plansRepository.findEntry>[0],
  id: number,
  own: Awaited<ReturnType<typeof ownRecord>>,
) {
  const companyCode = ctx.auth.currentCompanyCode;
  if (!companyCode) throw new DomainError(ErrorCode.recordNotFound);
  const entry = await plansRepository.findEntry(trx, companyCode, id);
  if (!entry) throw new DomainError(ErrorCode.recordNotFound);
  const target = targetEmployee(ctx, own, entry.employee_no);
  const plan = await plansRepository.lockPlan(trx, companyCode, entry.holiday_plan_id);
  if (!plan) throw new DomainError(ErrorCode.recordNotFound);
  if (!isHolidayPlanEditable(plan.status) && !isSystemAdmin(ctx)) throw new DomainError(ErrorCode.holidayPlanNotEditable);
  return { entry, plan, target };
}

/** PUT holiday-plans/{id}: its dates and holiday type; its status only by the system administrator. */
export async function updateMyPlanEntry(ctx: MyPlanContext, input: z.output<typeof UpdateMyHolidayPlanEntryInputSchema>): Promise<Result> {
  const own = await ownRecord(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const { entry, plan, target } = await lockOwnEntry(ctx, trx, input.id, own);
    if (input.holidayStatus !== undefined && input.holidayStatus !== entry.holiday_status && !isSystemAdmin(ctx)) {
      throw new DomainError(ErrorCode.permissionDenied);
    }
    await writePlanEntries(
      trx,
      { id: plan.id, companyCode: target.companyCode, startDate: plan.start_date, endDate: plan.end_date },
      {
        changes: [
          {
            id: entry.id,
            employeeNo: entry.employee_no,
            formId: input.formId,
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            holidayStatus: input.holidayStatus ?? entry.holiday_status,
          },
        ],
        deletedIds: [],
      },
      { source: 'employee', userId: ctx.auth.user.id, fieldOf: (_index, field) => field },
    );
    return answer(ctx, trx, target.companyCode, entry.id, plan);
  });
}

/** DELETE holiday-plans/{id}: the caller's own entry while the plan is in progress. */
export async function deleteMyPlanEntry(ctx: MyPlanContext, id: number): Promise<void> {
  const own = await ownRecord(ctx);
  await withTransaction(ctx.db, async (trx) => {
    const { entry, plan } = await lockOwnEntry(ctx, trx, id, own);
    await plansRepository.deleteEntries(trx, plan.id, [entry.id]);
  });
}
