import { ErrorCode, type HolidayPlan, type UpdateHolidayPlanInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';
import { getHolidayPlan } from './get-holiday-plan';
import { checkPlanValues, codeTakenOnConflict } from './plan-values';

/**
 * PUT wtc-area/holiday-plans/{id} (edit, in progress): its definition. A new department adds its
 * employees (tracking type 1); the period may not leave out an existing entry.
 */
export async function updateHolidayPlan(
  ctx: HolidayPlanContext,
  input: z.output<typeof UpdateHolidayPlanInputSchema>,
): Promise<HolidayPlan> {
  return withTransaction(ctx.db, async (trx) => {
    const plan = await lockPlanFor(ctx, trx, input.id, 'edit', { editable: true });
    await checkPlanValues(trx, ctx.companyCode, input, plan.id);
    const outside = await plansRepository.listEntries(trx, plan.id);
    if (outside.some((row) => row.date_from < input.startDate || row.date_to > input.endDate)) {
      throw DomainError.forField('startDate', ErrorCode.holidayPlanEntryOutsidePlan);
    }
    await plansRepository.updatePlan(trx, plan.id, input).catch(codeTakenOnConflict);
    if (input.departmentCode !== null && input.departmentCode !== plan.department_code) {
      await plansRepository.addDepartmentEmployees(trx, {
        id: plan.id,
        companyCode: ctx.companyCode,
        departmentCode: input.departmentCode,
        startDate: input.startDate,
        endDate: input.endDate,
      });
    }
    return getHolidayPlan(ctx, plan.id, trx);
  });
}
