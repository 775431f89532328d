import { ErrorCode, type Timesheet } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { actorOf, type ScheduleContext } from '../schedules/schedule-access';
import { allows, permittedActions, type WorkTimeGrantAction } from '../work-time-access/work-time-access';
import * as timesheetsRepository from './timesheets.repository';

// Who may do what with a timesheet (spec 2 §6): the grants on the object type 'timesheet' — view to read,
// edit to change its definition, hours and confirmations, change_status for status and locks, create
// (company-wide) to create one. The timesheet is first looked up in the session's company, so another
// company's is "not found", never "permission denied".

export type TimesheetContext = ScheduleContext;

export interface TimesheetWithActions {
  timesheet: timesheetsRepository.TimesheetRow;
  actions: WorkTimeGrantAction[];
}

async function check(
  ctx: TimesheetContext,
  db: Executor,
  row: timesheetsRepository.TimesheetRow | undefined,
  action: WorkTimeGrantAction,
): Promise<TimesheetWithActions> {
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const actions = await permittedActions(db, actorOf(ctx), { objectType: 'timesheet', objectId: row.id });
  if (!allows(actions, action)) throw new DomainError(ErrorCode.permissionDenied);
  return { timesheet: row, actions };
}

/** The timesheet of the caller's company on which the caller may take the action, with every action held. */
export async function timesheetFor(ctx: TimesheetContext, db: Executor, id: number, action: WorkTimeGrantAction) {
  return check(ctx, db, await timesheetsRepository.findInCompany(db, ctx.companyCode, id), action);
}

/** The same with the timesheet's row locked (FOR UPDATE), for changes of the timesheet itself. */
export async function lockTimesheetFor(ctx: TimesheetContext, trx: Executor, id: number, action: WorkTimeGrantAction) {
  return check(ctx, trx, await timesheetsRepository.lockInCompany(trx, ctx.companyCode, id), action);
}

export async function canCreateTimesheets(ctx: TimesheetContext, db: Executor = ctx.db): Promise<boolean> {
  return (await permittedActions(db, actorOf(ctx), { objectType: 'timesheet', objectId: null })).includes('create');
}

export function toTimesheet(row: timesheetsRepository.TimesheetRow, actions: WorkTimeGrantAction[]): Timesheet {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    scheduleId: row.schedule_id,
    scheduleCode: row.schedule_code,
    scheduleName: row.schedule_name,
    archived: row.archived,
    bcUpdatedAt: row.bc_updated_at,
    actions,
  };
}
