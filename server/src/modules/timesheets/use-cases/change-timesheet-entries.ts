import {
  type CreateDetailedEntriesInput,
  type CreateDetailedEntriesResult,
  DetailedEntrySkipReason,
  ErrorCode,
  type FieldErrors,
  hoursToMinutes,
  lithuanianCalendar,
  TimesheetCode,
  type TimesheetEditState,
  TimesheetHoursType,
  timesheetCellEffects,
  type UpdateTimesheetEntriesInput,
} from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { checkCells, requireSession, sessionState } from './edit-session-rules';
import { activityCodesOf } from './list-activity-codes';
import { datesOf, monthOf, requireEditable } from './timesheet-rules';

// Spec 2 §7 "Timesheets" update-entries and create-detailed-entries: batches of figure changes staged in
// the caller's edit session (init/commit/rollback), as update-hours does, all or nothing.

const cellKey = (employeeNo: string, date: string) => `${employeeNo}|${date}`;
const DAY_MINUTES = 24 * 60;

/** The timesheet's month ready for staging: the edit grant, the month editable and the caller's session locked. */
async function openEdit(ctx: TimesheetContext, trx: Executor, input: UpdateTimesheetEntriesInput | CreateDetailedEntriesInput) {
  const { timesheet } = await timesheetFor(ctx, trx, input.timesheetId, 'edit');
  const period = await timesheetsRepository.findPeriod(trx, monthOf(input));
  requireEditable(period);
  const session = await timesheetsRepository.lockSession(trx, period.id, ctx.auth.user.id);
  requireSession(session);
  return { timesheet, period, session };
}

/** The cells' figures as the session's draft shows them: the committed ones with the session's changes folded in. */
async function draftFigures(
  trx: Executor,
  input: { timesheetId: number; sessionId: number; cells: readonly { employeeNo: string; date: string }[] },
): Promise<Map<string, Map<string, number>>> {
  const figures = new Map<string, Map<string, number>>();
  const cellOf = (key: string) => {
    let cell = figures.get(key);
    if (!cell) figures.set(key, (cell = new Map()));
    return cell;
  };
  const committed = await timesheetsRepository.listCellFigures(trx, {
    timesheetId: input.timesheetId,
    employeeNos: input.cells.map((cell) => cell.employeeNo),
    dates: input.cells.map((cell) => cell.date),
  });
  for (const row of committed) cellOf(cellKey(row.employee_no, row.date)).set(row.activity_code, row.minutes);
  for (const effect of timesheetCellEffects(await timesheetsRepository.listChanges(trx, input.sessionId))) {
    const key = cellKey(effect.employeeNo, effect.date);
    if (!figures.has(key)) continue;
    const cell = cellOf(key);
    if (effect.cleared) cell.clear();
    for (const code of effect.deleted) cell.delete(code);
    for (const [code, minutes] of effect.set) cell.set(code, minutes);
  }
  return figures;
}

/**
 * POST wtc-area/timesheets/update-entries (edit): each entry creates, updates or deletes one figure (a
 * cell's code) in the caller's edit session. Every entry is checked first — a known code, the employee a
 * line of the schedule that day within the month, the day not confirmed, no cell and code twice, the
 * day's hours (night and holiday parts aside) at most 24 — and a refusal names each bad entry's field
 * (`entries.N.field`); nothing is staged then.
 */
export async function updateTimesheetEntries(ctx: TimesheetContext, input: UpdateTimesheetEntriesInput): Promise<TimesheetEditState> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet, period, session } = await openEdit(ctx, trx, input);
    const types = new Map((await activityCodesOf(trx, ctx.companyCode)).map((code) => [code.code, code.hoursType]));
    const { from, to } = datesOf(input);
    const memberships = await timesheetsRepository.listMemberships(trx, { scheduleId: timesheet.schedule_id, from, to });
    const confirmed = new Set(
      (
        await timesheetsRepository.confirmedCells(trx, {
          timesheetId: timesheet.id,
          employeeNos: input.entries.map((entry) => entry.employeeNo),
          dates: input.entries.map((entry) => entry.date),
        })
      ).map((cell) => cellKey(cell.employee_no, cell.date)),
    );

    const fieldErrors: FieldErrors = {};
    const refuse = (index: number, field: string, code: ErrorCode) => {
      fieldErrors[`entries.${index}.${field}`] ??= [code];
    };
    const seen = new Set<string>();
    input.entries.forEach((entry, index) => {
      const key = `${cellKey(entry.employeeNo, entry.date)}|${entry.activityCode}`;
      if (seen.has(key)) refuse(index, 'activityCode', ErrorCode.timesheetEntryDuplicate);
      seen.add(key);
      if (!types.has(entry.activityCode)) refuse(index, 'activityCode', ErrorCode.activityCodeUnknown);
      if (entry.date < from || entry.date > to) refuse(index, 'date', ErrorCode.cellOutsideSchedule);
      else if (
        !memberships.some(
          (member) =>
            member.employee_no === entry.employeeNo &&
            member.valid_from <= entry.date &&
            (member.valid_to === null || member.valid_to >= entry.date),
        )
      ) {
        refuse(index, 'employeeNo', ErrorCode.cellOutsideSchedule);
      }
      if (confirmed.has(cellKey(entry.employeeNo, entry.date))) refuse(index, 'date', ErrorCode.timesheetDayConfirmed);
    });

    // The day's total after the batch: its draft with the batch's changes, parts (night, holiday) not added.
    const figures = await draftFigures(trx, { timesheetId: timesheet.id, sessionId: session.id, cells: input.entries });
    for (const entry of input.entries) {
      const cell = figures.get(cellKey(entry.employeeNo, entry.date)) ?? new Map<string, number>();
      figures.set(cellKey(entry.employeeNo, entry.date), cell);
      if (entry.action === 'delete') cell.delete(entry.activityCode);
      else cell.set(entry.activityCode, hoursToMinutes(entry.hours!));
    }
    input.entries.forEach((entry, index) => {
      if (entry.action === 'delete') return;
      let total = 0;
      for (const [code, minutes] of figures.get(cellKey(entry.employeeNo, entry.date))!) {
        const type = types.get(code);
        if (type !== TimesheetHoursType.night && type !== TimesheetHoursType.holiday) total += minutes;
      }
      if (total > DAY_MINUTES) refuse(index, 'hours', ErrorCode.timesheetDayOver24Hours);
    });
    const refusals = Object.values(fieldErrors);
    if (refusals.length > 0) throw new DomainError(refusals[0]![0]!, { fieldErrors });

    await timesheetsRepository.addChangeRows(trx, session.id, {
      actions: input.entries.map((entry) => (entry.action === 'delete' ? 'delete' : 'set')),
      employeeNos: input.entries.map((entry) => entry.employeeNo),
      dates: input.entries.map((entry) => entry.date),
      activityCodes: input.entries.map((entry) => entry.activityCode),
      minutes: input.entries.map((entry) => (entry.action === 'delete' ? null : hoursToMinutes(entry.hours!))),
    });
    return sessionState(trx, session, period);
  });
}

/**
 * POST wtc-area/timesheets/create-detailed-entries (edit): for the cells whose worked figure (FD) has no
 * night (DN) or holiday (DP) part yet, stages those parts from the schedule's shift of the day — its
 * minutes between 22:00 and 06:00, counted as generation counts them, and all of it on a public holiday —
 * never more than the worked figure. Cells without a shift or a worked figure, or already detailed, or
 * with nothing to detail, are answered as skipped.
 */
export async function createDetailedEntries(
  ctx: TimesheetContext,
  input: CreateDetailedEntriesInput,
): Promise<CreateDetailedEntriesResult> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet, period, session } = await openEdit(ctx, trx, input);
    await checkCells(trx, input, timesheet.schedule_id);
    const cells = [...new Map(input.cells.map((cell) => [cellKey(cell.employeeNo, cell.date), cell])).values()];
    const figures = await draftFigures(trx, { timesheetId: timesheet.id, sessionId: session.id, cells });
    const { from, to } = datesOf(input);
    const shifts = new Map(
      (
        await timesheetsRepository.listCellShifts(trx, {
          scheduleId: timesheet.schedule_id,
          from,
          to,
          timeZone: ctx.env.BUSINESS_TIME_ZONE,
          employeeNos: cells.map((cell) => cell.employeeNo),
          dates: cells.map((cell) => cell.date),
        })
      ).map((shift) => [cellKey(shift.employee_no, shift.date), shift]),
    );

    const rows: timesheetsRepository.ChangeRows = { actions: [], employeeNos: [], dates: [], activityCodes: [], minutes: [] };
    const skipped: CreateDetailedEntriesResult['skipped'] = [];
    let staged = 0;
    for (const cell of cells) {
      const key = cellKey(cell.employeeNo, cell.date);
      const shift = shifts.get(key);
      const draft = figures.get(key);
      const worked = draft?.get(TimesheetCode.worked);
      const skip = (reason: DetailedEntrySkipReason) => skipped.push({ employeeNo: cell.employeeNo, date: cell.date, reason });
      if (!shift) skip(DetailedEntrySkipReason.noShift);
      else if (!worked) skip(DetailedEntrySkipReason.noWorkedFigure);
      else if (draft!.has(TimesheetCode.night) || draft!.has(TimesheetCode.holiday)) skip(DetailedEntrySkipReason.alreadyDetailed);
      else {
        const parts: [string, number][] = [
          [TimesheetCode.night, Math.min(worked, shift.night_minutes)],
          [TimesheetCode.holiday, lithuanianCalendar.isHoliday(cell.date) ? worked : 0],
        ];
        const given = parts.filter(([, minutes]) => minutes > 0);
        if (given.length === 0) skip(DetailedEntrySkipReason.nothingToDetail);
        else {
          staged += 1;
          for (const [code, minutes] of given) {
            rows.actions.push('set');
            rows.employeeNos.push(cell.employeeNo);
            rows.dates.push(cell.date);
            rows.activityCodes.push(code);
            rows.minutes.push(minutes);
          }
        }
      }
    }
    if (rows.actions.length > 0) await timesheetsRepository.addChangeRows(trx, session.id, rows);
    return { staged, skipped, ...(await sessionState(trx, session, period)) };
  });
}
