import { eachDate, lithuanianCalendar, minutesToHours, type TimesheetMonthInput } from '@portal/shared';
import type { TimesheetMonthDay } from '../../../erp/erp-gateway';
import { absenceCodesByDay, ComparisonSheet, type ExportedFile } from '../../../erp/erp-comparison';
import * as erpMirrorRepository from '../../../erp/erp-mirror.repository';
import { employeeDays } from '../month-erp';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { datesOf } from './timesheet-rules';

// POST wtc-area/timesheets/export-to-excel-nav-comparison (view): the timesheet's month beside what the
// ERP holds — the hours it recorded from the last hand-over (update-navision) and every absence of the
// employees — one row per employee and day where either side has something, differences in red, and
// each employee's worked hours on either side. Built on the comparison sheet the schedule's uses.

type Figures = ReadonlyMap<string, number>;

function describeFigures(figures: Figures, absenceCodes: readonly string[]): string {
  const parts = [...figures].map(([code, minutes]) => `${code} ${minutesToHours(minutes)} val.`);
  if (absenceCodes.length > 0) parts.push(`nebuvimai ${absenceCodes.join(', ')}`);
  return parts.join(' · ') || '—';
}

/** What differs between the timesheet's day and the ERP's, in words; empty when they agree. */
function differences(portal: Figures, erp: Figures, portalAbsences: readonly string[], erpAbsences: readonly string[]): string[] {
  const found: string[] = [];
  for (const code of [...new Set([...portal.keys(), ...erp.keys()])].sort()) {
    const mine = portal.get(code) ?? 0;
    const theirs = erp.get(code) ?? 0;
    if (mine !== theirs) found.push(`${code} ${minutesToHours(mine)} ≠ ${minutesToHours(theirs)}`);
  }
  const sameAbsences = portalAbsences.length === erpAbsences.length && portalAbsences.every((code) => erpAbsences.includes(code));
  if (!sameAbsences) found.push(`nebuvimai ${portalAbsences.join(', ') || '—'} ≠ ${erpAbsences.join(', ') || '—'}`);
  return found;
}

const figuresOf = (day: TimesheetMonthDay | undefined): Figures =>
  new Map((day?.figures ?? []).map((figure) => [figure.activityCode, figure.minutes]));
const workedMinutes = (day: TimesheetMonthDay | undefined) =>
  (day?.figures ?? []).filter((figure) => figure.hoursType === 'worked').reduce((sum, figure) => sum + figure.minutes, 0);

export async function exportTimesheetNavComparison(ctx: TimesheetContext, input: TimesheetMonthInput): Promise<ExportedFile> {
  const { timesheet } = await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
  const { from, to } = datesOf(input);
  const [members, figures] = await Promise.all([
    timesheetsRepository.listMemberships(ctx.db, { scheduleId: timesheet.schedule_id, from, to }),
    timesheetsRepository.listFigures(ctx.db, { timesheetId: timesheet.id, from, to }),
  ]);
  // The lines in the timesheet's order, and anyone else with figures in the month after them.
  const names = new Map<string, string>();
  for (const member of members)
    if (!names.has(member.employee_no)) names.set(member.employee_no, `${member.first_name} ${member.last_name}`);
  for (const figure of figures) if (!names.has(figure.employee_no)) names.set(figure.employee_no, figure.employee_no);
  const employeeNos = [...names.keys()];
  const query = { companyCode: ctx.companyCode, employeeNos, from, to };
  const [erpEntries, absences] = await Promise.all([
    erpMirrorRepository.listTimesheetEntries(ctx.db, { ...query, timesheetCode: timesheet.code }),
    erpMirrorRepository.listAbsencesOverlapping(ctx.db, query),
  ]);
  const portalDays = employeeDays(figures);
  const erpDays = employeeDays(erpEntries);
  const erpAbsencesOf = absenceCodesByDay(absences, from, to);
  const daysOff = new Set(eachDate(from, to).filter((date) => lithuanianCalendar.isHoliday(date) || lithuanianCalendar.isWeekend(date)));
  const monthLabel = `${input.year}-${String(input.month).padStart(2, '0')}`;

  const sheet = new ComparisonSheet(`${timesheet.name} — ${monthLabel}: žiniaraštis ir ERP`, monthLabel, ctx.now());
  for (const [employeeNo, fullName] of names) {
    const employee = { employeeNo, fullName };
    const mine = new Map((portalDays.get(employeeNo) ?? []).map((day) => [day.date, day]));
    const theirs = new Map((erpDays.get(employeeNo) ?? []).map((day) => [day.date, day]));
    let portalMinutes = 0;
    let erpMinutes = 0;
    let differingDays = 0;
    for (const date of eachDate(from, to)) {
      const portalDay = mine.get(date);
      const erpDay = theirs.get(date);
      const erpAbsences = erpAbsencesOf.get(`${employeeNo}|${date}`) ?? [];
      if (!portalDay && !erpDay && erpAbsences.length === 0) continue;
      // The timesheet's absences: its figures of absence hours, and of the ERP's absence codes counted
      // as worked (a business trip). On a day off an absence of the ERP puts no hours in the timesheet.
      const counted = daysOff.has(date) ? [] : erpAbsences;
      const portalAbsences = (portalDay?.figures ?? [])
        .filter((figure) => figure.hoursType === 'absence' || counted.includes(figure.activityCode))
        .map((figure) => figure.activityCode);
      portalMinutes += workedMinutes(portalDay);
      erpMinutes += workedMinutes(erpDay);
      const found = differences(figuresOf(portalDay), figuresOf(erpDay), portalAbsences, counted);
      if (found.length > 0) differingDays++;
      sheet.addDay(employee, date, describeFigures(figuresOf(portalDay), []), describeFigures(figuresOf(erpDay), erpAbsences), found);
    }
    sheet.addTotals(employee, portalMinutes, erpMinutes, differingDays);
  }
  return sheet.toFile(`${timesheet.code} ${monthLabel} ERP palyginimas.xlsx`);
}
