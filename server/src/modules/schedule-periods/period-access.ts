import { ErrorCode } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { actorOf, type ScheduleContext } from '../schedules/schedule-access';
import * as schedulesRepository from '../schedules/schedules.repository';
import { allows, permittedActions, type WorkTimeGrantAction } from '../work-time-access/work-time-access';

// The month's reads answer what the caller may do besides reading (the table's buttons), so they need
// the actions held, not only a yes or no: the same two checks as schedules/schedule-access.ts's
// scheduleFor, in the same order — the company first (another company's schedule is "not found"),
// then the grant (work-time-access's permittedActions and allows, the one rule of spec 2 §6).

export type ScheduleRecord = NonNullable<Awaited<ReturnType<typeof schedulesRepository.findInCompany>>>;

/** The schedule of the caller's company with the actions the caller holds on it; refused without `action`. */
export async function scheduleWithActions(
  ctx: ScheduleContext,
  db: Executor,
  scheduleId: number,
  action: WorkTimeGrantAction,
): Promise<{ schedule: ScheduleRecord; actions: WorkTimeGrantAction[] }> {
  const schedule = await schedulesRepository.findInCompany(db, ctx.companyCode, scheduleId);
  if (!schedule) throw new DomainError(ErrorCode.recordNotFound);
  const actions = await permittedActions(db, actorOf(ctx), { objectType: 'schedule', objectId: schedule.id });
  if (!allows(actions, action)) throw new DomainError(ErrorCode.permissionDenied);
  return { schedule, actions };
}
