import {
  canEditPeriod,
  eachDate,
  isoWeekday,
  lithuanianCalendar,
  minutesToHours,
  type PeriodStatus,
  type TimesheetFigure,
  type TimesheetHoursType,
  type TimesheetMonthInput,
  type TimesheetTable,
  type TimesheetTotals,
  timesheetTotals,
  type TotalHoursInclusion,
  timesheetCellEffects,
} from '@portal/shared';
import { allows } from '../../work-time-access/work-time-access';
import { type TimesheetContext, timesheetFor, toTimesheet } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { periodState } from './change-timesheet-period';
import { activityCodesOf } from './list-activity-codes';
import { datesOf, monthOf } from './timesheet-rules';

type FigureSource = TimesheetFigure['source'];

/** A line while the table is built: its membership spans and its figures by day index. */
interface DraftLine {
  employeeNo: string;
  firstName: string;
  lastName: string;
  spans: { from: string; to: string | null }[];
  cells: (TimesheetFigure[] | undefined)[];
}

// In a cell the worked hours first, then their night and holiday parts, overtime, absences.
const typeOrder: Record<TimesheetHoursType, number> = { worked: 0, night: 1, holiday: 2, overtime: 3, absence: 4 };
const byTypeThenCode = (a: TimesheetFigure, b: TimesheetFigure) =>
  typeOrder[a.hoursType] - typeOrder[b.hoursType] || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Hours per type and the total of a set of figures (minutes stored, hours shown). */
export function totalsOf(
  figures: readonly { hoursType: TimesheetHoursType; minutes: number; code: string }[],
  inclusionOf: (code: string) => TotalHoursInclusion | undefined,
): TimesheetTotals {
  const totals = timesheetTotals(
    figures.map((figure) => ({ hoursType: figure.hoursType, minutes: figure.minutes, inclusion: inclusionOf(figure.code) })),
  );
  return {
    worked: minutesToHours(totals.minutes.worked),
    night: minutesToHours(totals.minutes.night),
    overtime: minutesToHours(totals.minutes.overtime),
    holiday: minutesToHours(totals.minutes.holiday),
    absence: minutesToHours(totals.minutes.absence),
    total: totals.totalHours,
  };
}

/**
 * GET wtc-area/timesheets/{id}/table/{year}/{month} (view): the month's lines (the schedule's members in
 * the month) × days, each day with its figures by code, its confirmation and recalculation mark, the
 * caller's uncommitted changes laid over (marked pending), and each line's hours per type. Four reads
 * whatever the number of lines.
 */
export async function getTimesheetTable(ctx: TimesheetContext, input: TimesheetMonthInput): Promise<TimesheetTable> {
  const { timesheet, actions } = await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
  const { from, to } = datesOf(input);
  const range = { timesheetId: timesheet.id, from, to };
  const [period, memberships, figures, confirmations, codes, periodRow] = await Promise.all([
    periodState(ctx.db, input),
    timesheetsRepository.listMemberships(ctx.db, { scheduleId: timesheet.schedule_id, from, to }),
    timesheetsRepository.listFigures(ctx.db, range),
    timesheetsRepository.listConfirmations(ctx.db, range),
    activityCodesOf(ctx.db, ctx.companyCode),
    timesheetsRepository.findPeriod(ctx.db, monthOf(input)),
  ]);
  const session = periodRow ? await timesheetsRepository.findSession(ctx.db, periodRow.id, ctx.auth.user.id) : undefined;
  const effects = session ? timesheetCellEffects(await timesheetsRepository.listChanges(ctx.db, session.id)) : [];
  const codeInfo = new Map(codes.map((code) => [code.code, code]));
  const canEdit = allows(actions, 'edit');
  const isEditable =
    canEdit && period.status !== null
      ? canEditPeriod({ status: period.status as PeriodStatus, manualLock: period.manualLock })
      : canEdit && period.status === null;

  // Lines by employee, cells by line and day index: no string key per figure (2,000 lines × 31 days).
  const dates = eachDate(from, to);
  const dayIndex = new Map(dates.map((date, index) => [date, index]));
  const lines = new Map<string, DraftLine>();
  for (const row of memberships) {
    let line = lines.get(row.employee_no);
    if (!line) {
      line = { employeeNo: row.employee_no, firstName: row.first_name, lastName: row.last_name, spans: [], cells: new Array(dates.length) };
      lines.set(row.employee_no, line);
    }
    line.spans.push({ from: row.valid_from, to: row.valid_to });
  }
  const cellOf = (employeeNo: string, date: string): { line: DraftLine; index: number } | null => {
    const line = lines.get(employeeNo);
    const index = dayIndex.get(date);
    return line && index !== undefined ? { line, index } : null;
  };
  for (const row of figures) {
    const cell = cellOf(row.employee_no, row.date);
    if (!cell) continue;
    const figure: TimesheetFigure = {
      code: row.activity_code,
      minutes: row.minutes,
      hoursType: row.hours_type as TimesheetHoursType,
      source: row.source as FigureSource,
      pending: false,
    };
    const list = cell.line.cells[cell.index];
    if (list) list.push(figure);
    else cell.line.cells[cell.index] = [figure];
  }
  for (const effect of effects) {
    const cell = cellOf(effect.employeeNo, effect.date);
    if (!cell) continue;
    const current = cell.line.cells[cell.index] ?? [];
    let list = effect.cleared ? [] : current.filter((figure) => !effect.deleted.has(figure.code));
    for (const [code, minutes] of effect.set) {
      list = list.filter((figure) => figure.code !== code);
      list.push({ code, minutes, hoursType: codeInfo.get(code)?.hoursType ?? 'absence', source: 'manual', pending: true });
    }
    cell.line.cells[cell.index] = list;
  }
  const confirmed = new Map<DraftLine, Map<number, boolean>>();
  for (const row of confirmations) {
    const cell = cellOf(row.employee_no, row.date);
    if (!cell) continue;
    const days = confirmed.get(cell.line) ?? new Map<number, boolean>();
    days.set(cell.index, row.recalculation_required);
    confirmed.set(cell.line, days);
  }
  const inclusionOf = (code: string) => codeInfo.get(code)?.inclusion;
  // One empty list for every day without figures; frozen, so nothing can add to all of them at once.
  const noFigures = Object.freeze([]) as unknown as TimesheetFigure[];

  return {
    timesheet: toTimesheet(timesheet, actions),
    year: input.year,
    month: input.month,
    period,
    isEditable,
    canChangeStatus: allows(actions, 'change_status'),
    editSession: session && periodRow ? { changedCells: effects.length, isStale: session.base_version !== periodRow.version } : null,
    days: dates.map((date) => ({
      date,
      day: Number(date.slice(8, 10)),
      dayOfWeek: isoWeekday(date),
      type: lithuanianCalendar.isHoliday(date) ? 'holiday' : lithuanianCalendar.isWeekend(date) ? 'weekend' : 'weekday',
      isEnabled: true,
    })),
    activityCodes: codes,
    lines: [...lines.values()].map((line) => {
      const lineConfirmed = confirmed.get(line);
      const all: TimesheetFigure[] = [];
      const days = dates.map((date, index) => {
        const list = line.cells[index];
        if (list) {
          if (list.length > 1) list.sort(byTypeThenCode);
          all.push(...list);
        }
        const recalculation = lineConfirmed?.get(index);
        return {
          date,
          confirmed: recalculation !== undefined,
          recalculationRequired: recalculation ?? false,
          employeeValid: line.spans.some((span) => span.from <= date && (span.to === null || span.to >= date)),
          figures: list ?? noFigures,
        };
      });
      return {
        employeeNo: line.employeeNo,
        firstName: line.firstName,
        lastName: line.lastName,
        days,
        totals: totalsOf(all, inclusionOf),
      };
    }),
  };
}
