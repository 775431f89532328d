import { ErrorCode } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { AppDeps, AuthenticatedSession } from '../../trpc/context';
import {
  permittedActions,
  requireWorkTimeAction,
  viewableObjects,
  type WorkTimeActor,
  type WorkTimeGrantAction,
} from '../work-time-access/work-time-access';
import * as schedulesRepository from './schedules.repository';

// Who may do what with a schedule (spec 2 §6): view to read it, edit to change its definition and its
// membership, delete to delete it; creating one needs a company-wide create grant. A schedule is first
// looked up in the session's company, so another company's is "not found", never "permission denied".

/** What the schedule procedures need of their context (workTimeProcedure puts companyCode in it). */
export interface ScheduleContext extends Pick<AppDeps, 'now' | 'env'> {
  db: Executor;
  auth: AuthenticatedSession;
  companyCode: string;
}

export function actorOf(ctx: ScheduleContext): WorkTimeActor {
  return { userId: ctx.auth.user.id, companyCode: ctx.companyCode };
}

/** The schedule of the caller's company on which the caller may take the action; refused otherwise. */
export async function scheduleFor(ctx: ScheduleContext, db: Executor, scheduleId: number, action: WorkTimeGrantAction) {
  const schedule = await schedulesRepository.findInCompany(db, ctx.companyCode, scheduleId);
  if (!schedule) throw new DomainError(ErrorCode.recordNotFound);
  await requireWorkTimeAction(db, actorOf(ctx), { objectType: 'schedule', objectId: schedule.id }, action);
  return schedule;
}

/**
 * The same inside a transaction that changes the schedule: its row is locked first (FOR UPDATE), so
 * changes to one schedule's membership happen one after the other.
 */
export async function lockScheduleFor(ctx: ScheduleContext, trx: Executor, scheduleId: number, action: WorkTimeGrantAction) {
  const schedule = await schedulesRepository.lockInCompany(trx, ctx.companyCode, scheduleId);
  if (!schedule) throw new DomainError(ErrorCode.recordNotFound);
  await requireWorkTimeAction(trx, actorOf(ctx), { objectType: 'schedule', objectId: schedule.id }, action);
  return schedule;
}

/**
 * Company-level reads of the area (shift groups to choose, the employee directory): any grant on
 * schedules will do — a view of one schedule, or a company-wide grant such as create.
 */
export async function requireAnyScheduleAccess(ctx: ScheduleContext): Promise<void> {
  const viewable = await viewableObjects(ctx.db, actorOf(ctx), 'schedule');
  if (viewable.all || viewable.ids.length > 0) return;
  const companyWide = await permittedActions(ctx.db, actorOf(ctx), { objectType: 'schedule', objectId: null });
  if (companyWide.length === 0) throw new DomainError(ErrorCode.permissionDenied);
}

/** Whether the caller may create schedules in the company. */
export async function canCreateSchedules(ctx: ScheduleContext): Promise<boolean> {
  return (await permittedActions(ctx.db, actorOf(ctx), { objectType: 'schedule', objectId: null })).includes('create');
}
