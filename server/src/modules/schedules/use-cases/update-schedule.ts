import { ErrorCode, type Schedule, type UpdateScheduleInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { getSchedule } from './get-schedule';
import { checkCodeFree, checkShiftGroup, codeTakenOnConflict } from './schedule-rules';

/** Changes a schedule's definition (edit). Its shift group changes only while nothing of the schedule uses the old one's shifts. */
export async function updateSchedule(ctx: ScheduleContext, input: UpdateScheduleInput): Promise<Schedule> {
  const { id, ...values } = input;
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await lockScheduleFor(ctx, trx, id, 'edit');
    if (values.shiftGroupId !== schedule.shift_group_id) {
      await checkShiftGroup(trx, ctx.companyCode, values.shiftGroupId);
      if (await schedulesRepository.usesItsShiftGroup(trx, id))
        throw DomainError.forField('shiftGroupId', ErrorCode.scheduleShiftGroupInUse);
    }
    await checkCodeFree(trx, ctx.companyCode, values.code, id);
    await schedulesRepository.updateSchedule(trx, id, values).catch(codeTakenOnConflict);
    return getSchedule(ctx, id, trx);
  });
}
