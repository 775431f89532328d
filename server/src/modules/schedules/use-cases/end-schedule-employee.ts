import { type EndScheduleEmployeeInput, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { lockMembershipFor, refuseOverlaps } from './membership-rules';

/** Ends a membership on a day, its last valid one (edit on its schedule): not before it starts. */
export async function endScheduleEmployee(ctx: ScheduleContext, input: EndScheduleEmployeeInput): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const { membership } = await lockMembershipFor(ctx, trx, input.id);
    if (input.validTo < membership.valid_from) throw DomainError.forField('validTo', ErrorCode.endEarlierThanStart);
    // Moving an end later may reach the employee's next membership.
    await refuseOverlaps(trx, {
      scheduleId: membership.schedule_id,
      employeeNos: [membership.employee_no],
      validFrom: membership.valid_from,
      validTo: input.validTo,
      exceptId: membership.id,
    });
    await schedulesRepository.endMembership(trx, membership.id, input.validTo);
  });
}
