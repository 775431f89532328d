import type { HolidayPlan, SetHolidayPlanStatusInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';
import { getHolidayPlan } from './get-holiday-plan';

/** POST wtc-area/holiday-plans/{id}/set-status (change_status): InProgress, Prepared or Approved (spec 2 §4). */
export async function setHolidayPlanStatus(
  ctx: HolidayPlanContext,
  input: z.output<typeof SetHolidayPlanStatusInputSchema>,
): Promise<HolidayPlan> {
  return withTransaction(ctx.db, async (trx) => {
    const plan = await lockPlanFor(ctx, trx, input.holidayPlanId, 'change_status', { editable: false });
    if (plan.status !== input.status) await plansRepository.setPlanStatus(trx, plan.id, input.status);
    return getHolidayPlan(ctx, plan.id, trx);
  });
}
