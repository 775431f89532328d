import type { BusinessCalendar } from '../calendar/business-calendar';
import type { IsoDate } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';

// The rules of a holiday plan's entries without data (spec 2 §5, §8; issue #14): the entries of one
// employee must not overlap and must not end before they start; a plan entry past the employee's
// holiday reserve warns, never refuses.

/** 0 InProgress (editable), 1 Prepared, 2 Approved (spec 2 §4). */
export const HolidayPlanStatus = { inProgress: 0, prepared: 1, approved: 2 } as const;
export type HolidayPlanStatus = (typeof HolidayPlanStatus)[keyof typeof HolidayPlanStatus];

/** A planned absence's own status (spec 1 §3): 0 Waiting, 1 Accepted, 2 Declined. */
export const PlannedHolidayStatus = { waiting: 0, accepted: 1, declined: 2 } as const;
export type PlannedHolidayStatus = (typeof PlannedHolidayStatus)[keyof typeof PlannedHolidayStatus];

/** The administrator level of the system administrator, the only one who changes a plan's entries once it is prepared (spec 1 §6). */
export const SYSTEM_ADMIN_ACCESS = 3;

/** Only a plan in progress is editable (spec 2 §4). */
export function isHolidayPlanEditable(status: number): boolean {
  return status === HolidayPlanStatus.inProgress;
}

export interface PlanEntryRange {
  /** Identifies the entry in the answer (an id, or the position of a new one). */
  key: string | number;
  employeeNo: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
}

export interface PlanEntryProblem {
  key: string | number;
  field: 'dateFrom' | 'dateTo';
  error: ErrorCode;
}

/**
 * The order and overlap problems of a set of entries: an end earlier than its start
 * (errors.date_to_from on dateTo), and every entry sharing a day with another of the same employee
 * (errors.date_range_overlaps on dateFrom, on both of them). Entries that only touch (one ends the day
 * before the other starts) do not overlap; an entry out of order takes no part in the overlap check.
 */
export function findPlanEntryProblems(entries: readonly PlanEntryRange[]): PlanEntryProblem[] {
  const problems: PlanEntryProblem[] = [];
  const byEmployee = new Map<string, PlanEntryRange[]>();
  for (const entry of entries) {
    if (entry.dateTo < entry.dateFrom) {
      problems.push({ key: entry.key, field: 'dateTo', error: ErrorCode.endEarlierThanStart });
      continue;
    }
    byEmployee.set(entry.employeeNo, [...(byEmployee.get(entry.employeeNo) ?? []), entry]);
  }
  for (const ranges of byEmployee.values()) {
    const sorted = [...ranges].sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0));
    const overlapping = new Set<PlanEntryRange>();
    // The entry reaching furthest so far: any later entry starting on or before its end overlaps it.
    let furthest: PlanEntryRange | null = null;
    for (const entry of sorted) {
      if (furthest !== null && entry.dateFrom <= furthest.dateTo) {
        overlapping.add(furthest);
        overlapping.add(entry);
      }
      if (furthest === null || entry.dateTo > furthest.dateTo) furthest = entry;
    }
    for (const entry of sorted) {
      if (overlapping.has(entry)) problems.push({ key: entry.key, field: 'dateFrom', error: ErrorCode.dateRangesOverlap });
    }
  }
  return problems;
}

/** The days an absence takes from the reserve (employees.holiday_day_type): 0 the working days of the business calendar, 1 calendar days. */
export function holidayDaysOf(calendar: BusinessCalendar, dayType: number, from: IsoDate, to: IsoDate): number {
  return dayType === 1 ? calendar.countCalendarDays(from, to) : calendar.countWorkDays(from, to);
}

export interface PlanReserve {
  /** The days the plan's entries (declined ones left out) take. */
  plannedDays: number;
  /** The reserve at the start less the planned days. */
  reserveAtEnd: number;
  /** The entries, in date order, from the first that no longer fits into the reserve. */
  exceededKeys: Array<string | number>;
}

/** The employee's reserve at the end of the plan and the entries past it (they warn). */
export function planReserve(
  calendar: BusinessCalendar,
  input: {
    reserveAtStart: number;
    dayType: number;
    entries: ReadonlyArray<PlanEntryRange & { holidayStatus?: number }>;
  },
): PlanReserve {
  const counted = input.entries
    .filter((entry) => entry.holidayStatus !== PlannedHolidayStatus.declined && entry.dateTo >= entry.dateFrom)
    .sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0));
  let plannedDays = 0;
  const exceededKeys: Array<string | number> = [];
  for (const entry of counted) {
    plannedDays += holidayDaysOf(calendar, input.dayType, entry.dateFrom, entry.dateTo);
    if (plannedDays > input.reserveAtStart) exceededKeys.push(entry.key);
  }
  const reserveAtEnd = Math.round((input.reserveAtStart - plannedDays) * 100) / 100;
  return { plannedDays, reserveAtEnd, exceededKeys };
}
