import {
  type DeleteTimesheetEntriesInput,
  ErrorCode,
  hoursToMinutes,
  type TimesheetEditState,
  type UpdateHoursInput,
} from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { checkCells, requireSession, sessionState } from './edit-session-rules';
import { activityCodesOf } from './list-activity-codes';
import { monthOf, requireEditable } from './timesheet-rules';

async function change(
  ctx: TimesheetContext,
  input: UpdateHoursInput | DeleteTimesheetEntriesInput,
  changes: (codes: Set<string>) => Omit<timesheetsRepository.CellChanges, 'employeeNos' | 'dates'>,
): Promise<TimesheetEditState> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet } = await timesheetFor(ctx, trx, input.timesheetId, 'edit');
    const period = await timesheetsRepository.findPeriod(trx, monthOf(input));
    requireEditable(period);
    const session = await timesheetsRepository.lockSession(trx, period.id, ctx.auth.user.id);
    requireSession(session);
    await checkCells(trx, input, timesheet.schedule_id);
    const codes = new Set((await activityCodesOf(trx, ctx.companyCode)).map((code) => code.code));
    await timesheetsRepository.addChanges(trx, session.id, {
      ...changes(codes),
      employeeNos: input.cells.map((cell) => cell.employeeNo),
      dates: input.cells.map((cell) => cell.date),
    });
    return sessionState(trx, session, period);
  });
}

/** POST wtc-area/timesheets/update-hours (code, hours; edit): the code's hours on each cell, into the caller's edit session. 0 hours take the code away. */
export function updateHours(ctx: TimesheetContext, input: UpdateHoursInput): Promise<TimesheetEditState> {
  return change(ctx, input, (codes) => {
    if (!codes.has(input.code)) throw DomainError.forField('code', ErrorCode.activityCodeUnknown);
    const minutes = hoursToMinutes(input.hours);
    return minutes === 0
      ? { action: 'delete', activityCode: input.code, minutes: null }
      : { action: 'set', activityCode: input.code, minutes };
  });
}

/** POST wtc-area/timesheets/delete-entries (edit): the cells' figures of the code, or all of them, into the caller's edit session. */
export function deleteTimesheetEntries(ctx: TimesheetContext, input: DeleteTimesheetEntriesInput): Promise<TimesheetEditState> {
  return change(ctx, input, () => ({ action: 'delete', activityCode: input.code ?? null, minutes: null }));
}
