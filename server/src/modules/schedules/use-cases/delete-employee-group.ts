import { withTransaction } from '../../../db/transaction';
import type { ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { lockGroupFor } from './employee-group-rules';

/** Deletes a group; its employees stay in the schedule, in no group. */
export async function deleteEmployeeGroup(ctx: ScheduleContext, groupId: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    await lockGroupFor(ctx, trx, groupId);
    await schedulesRepository.deleteGroup(trx, groupId);
  });
}
