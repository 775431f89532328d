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

  const cellKey = (employeeNo: string, date: string) => `${employeeNo}|${date}`;
  const byCell = new Map<string, TimesheetFigure[]>();
  for (const row of figures) {
    const key = cellKey(row.employee_no, row.date);
    const list = byCell.get(key) ?? [];
    list.push({
      code: row.activity_code,
      minutes: row.minutes,
      hoursType: row.hours_type as TimesheetHoursType,
      source: row.source as FigureSource,
      pending: false,
    });
    byCell.set(key, list);
  }
  for (const effect of effects) {
    const key = cellKey(effect.employeeNo, effect.date);
    let list = effect.cleared ? [] : (byCell.get(key) ?? []).filter((figure) => !effect.deleted.has(figure.code));
    for (const [code, minutes] of effect.set) {
      list = list.filter((figure) => figure.code !== code);
      list.push({ code, minutes, hoursType: codeInfo.get(code)?.hoursType ?? 'absence', source: 'manual', pending: true });
    }
    byCell.set(key, list);
  }
  // In a cell the worked hours first, then their night and holiday parts, overtime, absences.
  const typeOrder: Record<TimesheetHoursType, number> = { worked: 0, night: 1, holiday: 2, overtime: 3, absence: 4 };
  for (const list of byCell.values()) {
    list.sort((a, b) => typeOrder[a.hoursType] - typeOrder[b.hoursType] || a.code.localeCompare(b.code));
  }
  const confirmed = new Map(confirmations.map((row) => [cellKey(row.employee_no, row.date), row.recalculation_required]));
  const dates = eachDate(from, to);

  const lines = new Map<
    string,
    { employeeNo: string; firstName: string; lastName: string; spans: { from: string; to: string | null }[] }
  >();
  for (const row of memberships) {
    const line = lines.get(row.employee_no) ?? {
      employeeNo: row.employee_no,
      firstName: row.first_name,
      lastName: row.last_name,
      spans: [],
    };
    line.spans.push({ from: row.valid_from, to: row.valid_to });
    lines.set(row.employee_no, line);
  }

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
      const days = dates.map((date) => {
        const key = cellKey(line.employeeNo, date);
        return {
          date,
          confirmed: confirmed.has(key),
          recalculationRequired: confirmed.get(key) ?? false,
          employeeValid: line.spans.some((span) => span.from <= date && (span.to === null || span.to >= date)),
          figures: byCell.get(key) ?? [],
        };
      });
      const all = days.flatMap((day) => day.figures.map((figure) => ({ ...figure })));
      return {
        employeeNo: line.employeeNo,
        firstName: line.firstName,
        lastName: line.lastName,
        days,
        totals: totalsOf(all, (code) => codeInfo.get(code)?.inclusion),
      };
    }),
  };
}
