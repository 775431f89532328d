import { ErrorCode, type GenerateHolidayPlanInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/**
 * POST wtc-area/holiday-plans/{id}/generate (edit, in progress): the approved leave applications (the
 * ERP's absences of the codes taken from the holiday reserve) of the chosen employees (all of the
 * plan's when none) in the range, clipped to the plan's period, as accepted entries. The employees'
 * own entries stay: an absence sharing a day with one is skipped. Set-based and idempotent.
 */
export async function generatePlanEntries(
  ctx: HolidayPlanContext,
  input: z.output<typeof GenerateHolidayPlanInputSchema>,
): Promise<{ created: number; skipped: number }> {
  return withTransaction(ctx.db, async (trx) => {
    const plan = await lockPlanFor(ctx, trx, input.holidayPlanId, 'edit', { editable: true });
    const employeeNos = [...new Set(input.employeeGuidEntryIds)];
    if (employeeNos.length > 0) {
      const members = await plansRepository.memberEmployeeNos(trx, plan.id, employeeNos);
      if (members.size !== employeeNos.length) throw DomainError.forField('employeeGuidEntryIds', ErrorCode.invalidValue);
    }
    const from = input.startDate > plan.start_date ? input.startDate : plan.start_date;
    const to = input.endDate < plan.end_date ? input.endDate : plan.end_date;
    if (from > to) return { created: 0, skipped: 0 };
    const range = { planId: plan.id, companyCode: ctx.companyCode, employeeNos, from, to, userId: ctx.auth.user.id };
    const candidates = await plansRepository.countAbsencesToGenerate(trx, range);
    const created = await plansRepository.generateFromAbsences(trx, range);
    return { created, skipped: candidates - created };
  });
}
