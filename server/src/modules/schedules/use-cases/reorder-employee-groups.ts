import { ErrorCode, type ReorderEmployeeGroupsInput, type ScheduleEmployeeGroup } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';
import { groupsOf } from './employee-group-rules';

/** Puts the schedule's groups in the order given: every group once, no other. */
export async function reorderEmployeeGroups(ctx: ScheduleContext, input: ReorderEmployeeGroupsInput): Promise<ScheduleEmployeeGroup[]> {
  return withTransaction(ctx.db, async (trx) => {
    await lockScheduleFor(ctx, trx, input.scheduleId, 'edit');
    const current = (await schedulesRepository.listGroups(trx, input.scheduleId)).map((group) => group.id);
    const given = new Set(input.groupIds);
    const isSameSet = given.size === input.groupIds.length && given.size === current.length && current.every((id) => given.has(id));
    if (!isSameSet) throw DomainError.forField('groupIds', ErrorCode.invalidValue);
    await schedulesRepository.setGroupOrder(trx, input.scheduleId, input.groupIds);
    return groupsOf(trx, input.scheduleId);
  });
}
