import type { UpdateScheduleEmployeeInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import type { ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { checkFormula, checkGroup, lockMembershipFor, refuseOverlaps } from './membership-rules';

/** Changes a membership's group, formula, offset and validity (edit on its schedule). */
export async function updateScheduleEmployee(
  ctx: ScheduleContext,
  input: z.output<typeof UpdateScheduleEmployeeInputSchema>,
): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const { schedule, membership } = await lockMembershipFor(ctx, trx, input.id);
    await checkFormula(trx, {
      companyCode: ctx.companyCode,
      shiftGroupId: schedule.shift_group_id,
      formulaId: input.scheduleFormulaId,
      currentFormulaId: membership.schedule_formula_id,
    });
    await checkGroup(trx, schedule.id, input.groupId);
    await refuseOverlaps(trx, {
      scheduleId: schedule.id,
      employeeNos: [membership.employee_no],
      validFrom: input.validFrom,
      validTo: input.validTo,
      exceptId: membership.id,
    });
    await schedulesRepository.updateMembership(trx, membership.id, input);
  });
}
