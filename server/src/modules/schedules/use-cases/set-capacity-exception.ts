import { type CapacityException, ErrorCode, type SetCapacityExceptionInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/**
 * POST schedules/set-capacity-exception (edit): the least and most people a shift of the schedule's
 * shift group needs on a day; both empty removes the exception. Answers the exception, or null once removed.
 */
export async function setCapacityException(
  ctx: ScheduleContext,
  input: z.output<typeof SetCapacityExceptionInputSchema>,
): Promise<CapacityException | null> {
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await lockScheduleFor(ctx, trx, input.scheduleId, 'edit');
    if (!(await schedulesRepository.isShiftOfGroup(trx, schedule.shift_group_id, input.shiftId))) {
      throw DomainError.forField('shiftId', ErrorCode.invalidValue);
    }
    if (input.minCapacity === null && input.maxCapacity === null) {
      await schedulesRepository.deleteCapacityException(trx, input);
      return null;
    }
    await schedulesRepository.upsertCapacityException(trx, input);
    return { shiftId: input.shiftId, date: input.date, minCapacity: input.minCapacity, maxCapacity: input.maxCapacity };
  });
}
