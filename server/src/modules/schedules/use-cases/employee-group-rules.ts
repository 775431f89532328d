import { ErrorCode, type ScheduleEmployeeGroup } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import { toGroup } from '../schedule-dtos';
import * as schedulesRepository from '../schedules.repository';

// The employee groups a schedule's lines are grouped by (spec 2 §3): an order, a name, hidden or not.
// Reading needs view on the schedule, changing them edit; the schedule's row is locked while they change.

export async function groupsOf(db: Executor, scheduleId: number): Promise<ScheduleEmployeeGroup[]> {
  return (await schedulesRepository.listGroups(db, scheduleId)).map(toGroup);
}

/** The group and its schedule, locked for a change; another company's group is not found. */
export async function lockGroupFor(ctx: ScheduleContext, trx: Executor, groupId: number) {
  const group = await schedulesRepository.findGroupInCompany(trx, ctx.companyCode, groupId);
  if (!group) throw new DomainError(ErrorCode.recordNotFound);
  await lockScheduleFor(ctx, trx, group.schedule_id, 'edit');
  return group;
}
