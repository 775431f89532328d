import type { ScheduleEmployeeGroup, UpdateEmployeeGroupInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import type { ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { groupsOf, lockGroupFor } from './employee-group-rules';

/** Renames a group or hides it (its lines stay in the schedule, out of the table's view). */
export async function updateEmployeeGroup(ctx: ScheduleContext, input: UpdateEmployeeGroupInput): Promise<ScheduleEmployeeGroup> {
  return withTransaction(ctx.db, async (trx) => {
    const group = await lockGroupFor(ctx, trx, input.id);
    await schedulesRepository.updateGroup(trx, input.id, input);
    return (await groupsOf(trx, group.schedule_id)).find((candidate) => candidate.id === input.id)!;
  });
}
