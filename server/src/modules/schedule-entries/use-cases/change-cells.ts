import {
  type CreateShiftEntriesInput,
  type DeleteEntriesInput,
  type EditSessionState,
  ErrorCode,
  type GenerateActivityEntriesInput,
} from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as entriesRepository from '../schedule-entries.repository';
import { datesOf, monthOf, requireEditable, requireSession, sessionState } from './period-rules';

/**
 * One create or delete call (edit): its cells go into the caller's edit session as one batch, one undo
 * step. Every cell lies in the month and in the employee's time in the schedule; a shift placed is a
 * live shift of the schedule's shift group, an activity one of the company's activity codes. Nothing
 * is written to the day entries before commit.
 */
async function changeCells(
  ctx: ScheduleContext,
  input: DeleteEntriesInput,
  change: { action: 'create' | 'delete'; shiftId: number | null; activityCode?: string },
): Promise<EditSessionState> {
  const month = datesOf(input);
  const outsideMonth = input.cells.find((cell) => cell.date < month.from || cell.date > month.to);
  if (outsideMonth) throw outsideSchedule(outsideMonth);
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    const period = await entriesRepository.findPeriod(trx, monthOf(input));
    requireEditable(period);
    const session = await entriesRepository.lockSession(trx, period.id, ctx.auth.user.id);
    requireSession(session);
    if (change.shiftId !== null && !(await entriesRepository.isLiveShiftOfGroup(trx, schedule.shift_group_id, change.shiftId))) {
      throw DomainError.forField('shiftId', ErrorCode.shiftNotInScheduleGroup);
    }
    if (
      change.activityCode !== undefined &&
      !(await entriesRepository.isActivityCodeOfCompany(trx, ctx.companyCode, change.activityCode))
    ) {
      throw DomainError.forField('activityCode', ErrorCode.activityCodeUnknown);
    }
    const employeeNos = input.cells.map((cell) => cell.employeeNo);
    const dates = input.cells.map((cell) => cell.date);
    const [outside] = await entriesRepository.cellsOutsideMemberships(trx, { scheduleId: schedule.id, employeeNos, dates, limit: 1 });
    if (outside) throw outsideSchedule({ employeeNo: outside.employee_no, date: outside.date });
    await entriesRepository.appendBatch(trx, {
      sessionId: session.id,
      action: change.action,
      shiftId: change.shiftId,
      activityCode: change.activityCode ?? null,
      employeeNos,
      dates,
    });
    return sessionState(trx, session, period);
  });
}

function outsideSchedule(cell: { employeeNo: string; date: string }): DomainError {
  return new DomainError(ErrorCode.cellOutsideSchedule, {
    params: { employeeNo: cell.employeeNo, date: cell.date },
    fieldErrors: { cells: [ErrorCode.cellOutsideSchedule] },
  });
}

/** POST schedules/create-shift-entries: the shift in place of each cell's work and activity entries. */
export function createShiftEntries(ctx: ScheduleContext, input: CreateShiftEntriesInput): Promise<EditSessionState> {
  return changeCells(ctx, input, { action: 'create', shiftId: input.shiftId });
}

/** POST schedules/delete-entries: each cell emptied of its work and activity entries. */
export function deleteEntries(ctx: ScheduleContext, input: DeleteEntriesInput): Promise<EditSessionState> {
  return changeCells(ctx, input, { action: 'delete', shiftId: null });
}

/**
 * POST schedules/generate-activity-entries: the activity in place of each cell's work and activity
 * entries, in the edit session like a shift (one undo step; committed with the rest of the draft).
 */
export function generateActivityEntries(ctx: ScheduleContext, input: GenerateActivityEntriesInput): Promise<EditSessionState> {
  return changeCells(ctx, input, { action: 'create', shiftId: null, activityCode: input.activityCode });
}
