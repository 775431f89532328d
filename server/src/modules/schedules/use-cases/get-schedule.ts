import type { Schedule } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { permittedActions } from '../../work-time-access/work-time-access';
import { actorOf, type ScheduleContext, scheduleFor } from '../schedule-access';
import { toSchedule } from '../schedule-dtos';

/** A schedule the caller may view, with the actions the caller may take on it. */
export async function getSchedule(ctx: ScheduleContext, id: number, db: Executor = ctx.db): Promise<Schedule> {
  const row = await scheduleFor(ctx, db, id, 'view');
  const actions = await permittedActions(db, actorOf(ctx), { objectType: 'schedule', objectId: row.id });
  return toSchedule(row, actions);
}
