import { ErrorCode, isHolidayPlanEditable } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { AppDeps, AuthenticatedSession } from '../../trpc/context';
import {
  permittedActions,
  requireWorkTimeAction,
  type WorkTimeActor,
  type WorkTimeGrantAction,
} from '../work-time-access/work-time-access';
import * as plansRepository from './holiday-plans.repository';

// Who may do what with a holiday plan (spec 2 §6): view to read it, edit to change it, its employees
// and entries, delete to delete it, change_status for set-status; creating one needs the company-wide
// create grant. A plan is first looked up in the session's company, so another company's is "not
// found", never "permission denied". Only a plan in progress changes (spec 2 §4).

export interface HolidayPlanContext extends Pick<AppDeps, 'now' | 'env'> {
  db: Executor;
  auth: AuthenticatedSession;
  companyCode: string;
}

export function actorOf(ctx: HolidayPlanContext): WorkTimeActor {
  return { userId: ctx.auth.user.id, companyCode: ctx.companyCode };
}

/** The plan of the caller's company on which the caller may take the action; refused otherwise. */
export async function planFor(ctx: HolidayPlanContext, db: Executor, planId: number, action: WorkTimeGrantAction) {
  const plan = await plansRepository.findPlan(db, ctx.companyCode, planId);
  if (!plan) throw new DomainError(ErrorCode.recordNotFound);
  await requireWorkTimeAction(db, actorOf(ctx), { objectType: 'holiday_plan', objectId: plan.id }, action);
  return plan;
}

/**
 * The same inside a transaction that changes the plan: its row locked first (FOR UPDATE), so changes to
 * one plan happen one after the other; with `editable`, refused unless the plan is in progress.
 */
export async function lockPlanFor(
  ctx: HolidayPlanContext,
  trx: Executor,
  planId: number,
  action: WorkTimeGrantAction,
  options: { editable: boolean },
) {
  const plan = await plansRepository.lockPlan(trx, ctx.companyCode, planId);
  if (!plan) throw new DomainError(ErrorCode.recordNotFound);
  await requireWorkTimeAction(trx, actorOf(ctx), { objectType: 'holiday_plan', objectId: plan.id }, action);
  if (options.editable && !isHolidayPlanEditable(plan.status)) throw new DomainError(ErrorCode.holidayPlanNotEditable);
  return plan;
}

export async function canCreatePlans(ctx: HolidayPlanContext): Promise<boolean> {
  return (await permittedActions(ctx.db, actorOf(ctx), { objectType: 'holiday_plan', objectId: null })).includes('create');
}
