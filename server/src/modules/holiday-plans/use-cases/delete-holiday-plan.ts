import { withTransaction } from '../../../db/transaction';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/** DELETE wtc-area/holiday-plans/{id} (delete, in progress): the plan with its employees and entries. */
export async function deleteHolidayPlan(ctx: HolidayPlanContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const plan = await lockPlanFor(ctx, trx, id, 'delete', { editable: true });
    await plansRepository.deletePlan(trx, plan.id);
  });
}
