import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/** DELETE wtc-area/holiday-plans/employees/{id} (edit, in progress): the employee leaves the plan with their entries. */
export async function removePlanEmployee(ctx: HolidayPlanContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const member = await plansRepository.findPlanEmployee(trx, ctx.companyCode, id);
    if (!member) throw new DomainError(ErrorCode.recordNotFound);
    await lockPlanFor(ctx, trx, member.holiday_plan_id, 'edit', { editable: true });
    await plansRepository.removePlanEmployee(trx, member.id);
  });
}
