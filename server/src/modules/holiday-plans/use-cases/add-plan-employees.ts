import { type AddHolidayPlanEmployeesInputSchema, ErrorCode, type HolidayPlanEmployee } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';
import { listPlanEmployees } from './list-plan-employees';

/** POST wtc-area/holiday-plans/{id}/employees (edit, in progress): employees of the company added by hand (tracking type 0). */
export async function addPlanEmployees(
  ctx: HolidayPlanContext,
  input: z.output<typeof AddHolidayPlanEmployeesInputSchema>,
): Promise<HolidayPlanEmployee[]> {
  await withTransaction(ctx.db, async (trx) => {
    const plan = await lockPlanFor(ctx, trx, input.holidayPlanId, 'edit', { editable: true });
    const employeeNos = [...new Set(input.employeeNos)];
    if ((await plansRepository.countKnownEmployees(trx, ctx.companyCode, employeeNos)) !== employeeNos.length) {
      throw DomainError.forField('employeeNos', ErrorCode.invalidValue);
    }
    await plansRepository.addEmployees(trx, { id: plan.id, companyCode: ctx.companyCode }, employeeNos);
  });
  return listPlanEmployees(ctx, input.holidayPlanId);
}
