import { type AssignDepartmentInputSchema, type AssignDepartmentResult, ErrorCode, TrackingType } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { businessToday } from '../../../trpc/business-date';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { checkFormula, checkGroup } from './membership-rules';

/**
 * Adds a department's current employees, tracked by department (tracking type 1). Those who already
 * have a membership overlapping the validity are left as they are and named in the answer.
 */
export async function assignDepartment(
  ctx: ScheduleContext,
  input: z.output<typeof AssignDepartmentInputSchema>,
): Promise<AssignDepartmentResult> {
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await lockScheduleFor(ctx, trx, input.scheduleId, 'edit');
    if (!(await schedulesRepository.departmentExists(trx, ctx.companyCode, input.departmentCode))) {
      throw DomainError.forField('departmentCode', ErrorCode.invalidValue);
    }
    await checkFormula(trx, { companyCode: ctx.companyCode, shiftGroupId: schedule.shift_group_id, formulaId: input.scheduleFormulaId });
    await checkGroup(trx, schedule.id, input.groupId);
    const members = await schedulesRepository.departmentEmployeeNos(trx, ctx.companyCode, input.departmentCode, businessToday(ctx));
    const overlapping = new Set(
      await schedulesRepository.employeesWithOverlap(trx, {
        scheduleId: schedule.id,
        employeeNos: members,
        validFrom: input.validFrom,
        validTo: input.validTo,
      }),
    );
    const added = members.filter((employeeNo) => !overlapping.has(employeeNo));
    await schedulesRepository.insertMemberships(trx, {
      scheduleId: schedule.id,
      companyCode: ctx.companyCode,
      employeeNos: added,
      trackingType: TrackingType.department,
      values: input,
    });
    return { added: added.length, skippedEmployeeNos: [...overlapping] };
  });
}
