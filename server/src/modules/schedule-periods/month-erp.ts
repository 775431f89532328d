import { addDays, DayEntryType, type IsoDate } from '@portal/shared';
import type { ScheduleMonthDay } from '../../erp/erp-gateway';
// The fingerprint the timesheets' hand-over shares.
export { daysDigest } from '../../erp/erp-comparison';
import { buildDrafts, type DraftEntry, type LoadedMonth } from './month-draft';

// A schedule's committed month as the ERP hand-overs and the comparison read it: each employee's days
// (within their time in the schedule) and the planners' activity runs. Keys of the outbox changes of a
// month start with monthKeyPrefix, so a later call finds what was handed over before.

/** 'schedule:7:2026-12:' — no LIKE wildcard can occur in it. */
export function monthKeyPrefix(scheduleId: number, year: number, month: number): string {
  return `schedule:${scheduleId}:${year}-${String(month).padStart(2, '0')}:`;
}

export interface EmployeeMonth {
  employeeNo: string;
  fullName: string;
  /** The committed entries of the days the employee is in the schedule, in date order. */
  entries: DraftEntry[];
}

/** The month's employees in the lines' order (one per employee, however many lines), with their committed entries. */
export function employeeMonths(month: LoadedMonth): EmployeeMonth[] {
  const drafts = buildDrafts(month);
  const validity = new Map<string, Array<{ from: IsoDate; to: IsoDate | null }>>();
  const names = new Map<string, string>();
  for (const line of month.lines) {
    const ranges = validity.get(line.employee_no) ?? [];
    ranges.push({ from: line.valid_from, to: line.valid_to });
    validity.set(line.employee_no, ranges);
    if (!names.has(line.employee_no)) names.set(line.employee_no, `${line.first_name} ${line.last_name}`);
  }
  return [...names].map(([employeeNo, fullName]) => {
    const ranges = validity.get(employeeNo)!;
    const isValidOn = (date: IsoDate) => ranges.some((range) => range.from <= date && (range.to === null || date <= range.to));
    const entries = (drafts.get(employeeNo)?.monthEntries ?? []).filter((entry) => entry.action !== 'delete' && isValidOn(entry.date));
    return { employeeNo, fullName, entries };
  });
}

/**
 * The days with entries as the ERP keeps them: the first shift of the day with its times, the work
 * minutes of all its entries, and its activity codes (planners' and the ERP's own) in order.
 */
export function monthDays(entries: readonly DraftEntry[], shiftCodes: ReadonlyMap<number, string>): ScheduleMonthDay[] {
  const days: ScheduleMonthDay[] = [];
  let day: ScheduleMonthDay | undefined;
  for (const entry of entries) {
    if (!day || day.date !== entry.date) {
      day = { date: entry.date, shiftCode: null, startTime: null, endTime: null, workMinutes: 0, activityCodes: [] };
      days.push(day);
    }
    day.workMinutes += entry.workMinutes;
    if (entry.type === DayEntryType.work && entry.shiftId !== null) {
      if (day.shiftCode === null) {
        day.shiftCode = shiftCodes.get(entry.shiftId) ?? String(entry.shiftId);
        // Both times or neither: the ERP keeps a pair.
        if (entry.startTime !== null && entry.endTime !== null) {
          day.startTime = entry.startTime;
          day.endTime = entry.endTime;
        }
      }
    } else if (entry.activityCode !== null && !day.activityCodes.includes(entry.activityCode)) {
      day.activityCodes.push(entry.activityCode);
    }
  }
  return days;
}

export interface ActivityRun {
  activityCode: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
}

/** The planners' activity entries (not the ERP's integration activities) as runs of consecutive days of one code. */
export function activityRuns(entries: readonly DraftEntry[]): ActivityRun[] {
  const byCode = new Map<string, IsoDate[]>();
  for (const entry of entries) {
    if (entry.type !== DayEntryType.activity || entry.activityCode === null) continue;
    const dates = byCode.get(entry.activityCode) ?? [];
    if (dates.at(-1) !== entry.date) dates.push(entry.date);
    byCode.set(entry.activityCode, dates);
  }
  const runs: ActivityRun[] = [];
  for (const [activityCode, dates] of byCode) {
    let run: ActivityRun | undefined;
    for (const date of dates) {
      if (run && addDays(run.dateTo, 1) === date) run.dateTo = date;
      else runs.push((run = { activityCode, dateFrom: date, dateTo: date }));
    }
  }
  return runs.sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : a.activityCode < b.activityCode ? -1 : 1));
}
