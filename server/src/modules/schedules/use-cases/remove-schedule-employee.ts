import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { lockMembershipFor } from './membership-rules';

/**
 * Removes a membership added by mistake (edit on its schedule). Once the employee has entries in the
 * schedule within its validity it is ended instead: refused with "cannot delete because valid entries exist".
 */
export async function removeScheduleEmployee(ctx: ScheduleContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const { membership } = await lockMembershipFor(ctx, trx, id);
    const hasEntries = await schedulesRepository.hasEntriesBetween(trx, {
      scheduleId: membership.schedule_id,
      employeeNo: membership.employee_no,
      from: membership.valid_from,
      to: membership.valid_to,
    });
    if (hasEntries) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await schedulesRepository.deleteMembership(trx, membership.id);
  });
}
