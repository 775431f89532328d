import type { HolidayPlan, HolidayPlanInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { requireWorkTimeAction } from '../../work-time-access/work-time-access';
import { insertGrants } from '../../work-time-access/work-time-access.repository';
import { actorOf, type HolidayPlanContext } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';
import { getHolidayPlan } from './get-holiday-plan';
import { checkPlanValues, codeTakenOnConflict } from './plan-values';

/**
 * POST wtc-area/holiday-plans (company-wide create): a plan in progress; with a department, its
 * employees employed during the period join it (tracking type 1). Its creator administers it.
 */
export async function createHolidayPlan(ctx: HolidayPlanContext, input: z.output<typeof HolidayPlanInputSchema>): Promise<HolidayPlan> {
  return withTransaction(ctx.db, async (trx) => {
    await requireWorkTimeAction(trx, actorOf(ctx), { objectType: 'holiday_plan', objectId: null }, 'create');
    await checkPlanValues(trx, ctx.companyCode, input);
    const userId = ctx.auth.user.id;
    const id = await plansRepository.insertPlan(trx, ctx.companyCode, input, userId).catch(codeTakenOnConflict);
    if (input.departmentCode !== null) {
      await plansRepository.addDepartmentEmployees(trx, {
        id,
        companyCode: ctx.companyCode,
        departmentCode: input.departmentCode,
        startDate: input.startDate,
        endDate: input.endDate,
      });
    }
    await insertGrants(trx, [
      { companyCode: ctx.companyCode, objectType: 'holiday_plan', objectId: id, userId, action: 'administer', grantedBy: userId },
    ]);
    return getHolidayPlan(ctx, id, trx);
  });
}
