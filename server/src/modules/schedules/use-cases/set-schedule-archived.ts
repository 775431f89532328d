import type { Schedule } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { getSchedule } from './get-schedule';

/** Archives a schedule or takes it back from the archive (edit): archived schedules leave the list unless asked for. */
export async function setScheduleArchived(ctx: ScheduleContext, id: number, archived: boolean): Promise<Schedule> {
  return withTransaction(ctx.db, async (trx) => {
    await lockScheduleFor(ctx, trx, id, 'edit');
    await schedulesRepository.setArchived(trx, id, archived);
    return getSchedule(ctx, id, trx);
  });
}
