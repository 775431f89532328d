import type { Schedule, ScheduleInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { insertGrants } from '../../work-time-access/work-time-access.repository';
import { requireWorkTimeAction } from '../../work-time-access/work-time-access';
import { actorOf, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { getSchedule } from './get-schedule';
import { checkCodeFree, checkShiftGroup, codeTakenOnConflict } from './schedule-rules';

/** Creates a schedule (company-wide create grant); its creator administers it from then on. */
export async function createSchedule(ctx: ScheduleContext, input: ScheduleInput): Promise<Schedule> {
  return withTransaction(ctx.db, async (trx) => {
    await requireWorkTimeAction(trx, actorOf(ctx), { objectType: 'schedule', objectId: null }, 'create');
    await checkShiftGroup(trx, ctx.companyCode, input.shiftGroupId);
    await checkCodeFree(trx, ctx.companyCode, input.code);
    const id = await schedulesRepository.insertSchedule(trx, ctx.companyCode, input, ctx.auth.user.id).catch(codeTakenOnConflict);
    const userId = ctx.auth.user.id;
    await insertGrants(trx, [
      { companyCode: ctx.companyCode, objectType: 'schedule', objectId: id, userId, action: 'administer', grantedBy: userId },
    ]);
    return getSchedule(ctx, id, trx);
  });
}
