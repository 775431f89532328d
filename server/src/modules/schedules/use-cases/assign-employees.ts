import { type AssignEmployeesInputSchema, ErrorCode, TrackingType } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { checkFormula, checkGroup, refuseOverlaps } from './membership-rules';

/**
 * Adds employees to a schedule by hand (tracking type 0), all with the same validity, formula, offset
 * and group; refused as a whole when any of them is not an employee of the company or already has an
 * overlapping membership.
 */
export async function assignEmployees(
  ctx: ScheduleContext,
  input: z.output<typeof AssignEmployeesInputSchema>,
): Promise<{ ids: number[] }> {
  const employeeNos = [...new Set(input.employeeNos)];
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await lockScheduleFor(ctx, trx, input.scheduleId, 'edit');
    const known = new Set(await schedulesRepository.existingEmployeeNos(trx, ctx.companyCode, employeeNos));
    if (employeeNos.some((employeeNo) => !known.has(employeeNo))) throw DomainError.forField('employeeNos', ErrorCode.invalidValue);
    await checkFormula(trx, { companyCode: ctx.companyCode, shiftGroupId: schedule.shift_group_id, formulaId: input.scheduleFormulaId });
    await checkGroup(trx, schedule.id, input.groupId);
    await refuseOverlaps(trx, { scheduleId: schedule.id, employeeNos, validFrom: input.validFrom, validTo: input.validTo });
    const ids = await schedulesRepository.insertMemberships(trx, {
      scheduleId: schedule.id,
      companyCode: ctx.companyCode,
      employeeNos,
      trackingType: TrackingType.manual,
      values: input,
    });
    return { ids };
  });
}
