import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/** DELETE wtc-area/holiday-plans/entries/{id} (edit, in progress). */
export async function deletePlanEntry(ctx: HolidayPlanContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const entry = await plansRepository.findEntry(trx, ctx.companyCode, id);
    if (!entry) throw new DomainError(ErrorCode.recordNotFound);
    const plan = await lockPlanFor(ctx, trx, entry.holiday_plan_id, 'edit', { editable: true });
    await plansRepository.deleteEntries(trx, plan.id, [entry.id]);
  });
}
