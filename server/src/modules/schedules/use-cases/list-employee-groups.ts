import type { ScheduleEmployeeGroup } from '@portal/shared';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import { groupsOf } from './employee-group-rules';

export async function listEmployeeGroups(ctx: ScheduleContext, scheduleId: number): Promise<ScheduleEmployeeGroup[]> {
  await scheduleFor(ctx, ctx.db, scheduleId, 'view');
  return groupsOf(ctx.db, scheduleId);
}
