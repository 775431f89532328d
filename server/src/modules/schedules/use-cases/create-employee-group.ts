import type { CreateEmployeeGroupInput, ScheduleEmployeeGroup } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { groupsOf } from './employee-group-rules';

/** Adds a group after the last one. */
export async function createEmployeeGroup(ctx: ScheduleContext, input: CreateEmployeeGroupInput): Promise<ScheduleEmployeeGroup> {
  return withTransaction(ctx.db, async (trx) => {
    await lockScheduleFor(ctx, trx, input.scheduleId, 'edit');
    const id = await schedulesRepository.insertGroup(trx, input);
    return (await groupsOf(trx, input.scheduleId)).find((group) => group.id === id)!;
  });
}
