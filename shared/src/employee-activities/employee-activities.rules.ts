import { type BusinessCalendar, DayType, lithuanianCalendar } from '../calendar/business-calendar';
import { type IsoDate, isoWeekday } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';
import { type OpenDateRange, openRangesOverlap } from '../overtime-periods/overtime-periods.rules';

// Employee activities kept by planners (spec 2 §2 employee-activities and activity setup entries; §4
// hours type; §5, §8 order and overlap). An activity of a code runs from a date to a date (or on for
// good); its setup entries say on which ISO weekdays (1 Monday … 7 Sunday) it takes how long. The
// timesheet's activity entries are these days expanded over a month.

export const ActivityHoursType = {
  /** The minutes the setup entry gives. */
  hours: 'hours',
  /** The full working day of the business calendar: 8 h, 7 h before a public holiday, none on days off. */
  allDay: 'all_day',
} as const;
export type ActivityHoursType = (typeof ActivityHoursType)[keyof typeof ActivityHoursType];

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The Labour Code's full-time day (the 40-hour week) and its shortening before a public holiday. */
const FULL_DAY_MINUTES = 8 * 60;
const PRE_HOLIDAY_SHORTENING_MINUTES = 60;

export interface ActivitySetupRule {
  weekdays: readonly number[];
  hoursType: ActivityHoursType;
  /** For hours: 1..1440; null for a whole day. */
  minutes: number | null;
  excludeHolidays: boolean;
}

export interface ActivityExpansionInput {
  dateFrom: IsoDate;
  /** null: open-ended. */
  dateTo: IsoDate | null;
  setupEntries: readonly ActivitySetupRule[];
}

export interface ActivityDay {
  date: IsoDate;
  minutes: number;
}

/**
 * The spec 2 §8 error of an activity against the employee's other activities of the same code, with
 * its field: errors.date_to_from on dateTo when it ends before it starts, errors.date_range_overlaps on
 * dateFrom when it shares a day with another; null when it may be saved.
 */
export function employeeActivityError(
  activity: OpenDateRange,
  sameCodeActivities: readonly OpenDateRange[],
): { field: 'dateFrom' | 'dateTo'; code: typeof ErrorCode.endEarlierThanStart | typeof ErrorCode.dateRangesOverlap } | null {
  if (activity.to !== null && activity.to < activity.from) return { field: 'dateTo', code: ErrorCode.endEarlierThanStart };
  if (sameCodeActivities.some((other) => openRangesOverlap(activity, other)))
    return { field: 'dateFrom', code: ErrorCode.dateRangesOverlap };
  return null;
}

/** The indexes of setup entries naming a weekday an earlier entry already has: a day takes one entry only. */
export function setupEntriesRepeatingWeekdays(entries: readonly { weekdays: readonly number[] }[]): number[] {
  const seen = new Set<number>();
  const repeating: number[] = [];
  entries.forEach((entry, index) => {
    if (entry.weekdays.some((weekday) => seen.has(weekday))) repeating.push(index);
    for (const weekday of entry.weekdays) seen.add(weekday);
  });
  return repeating;
}

/** The minutes a setup entry gives on a day of the given type. */
export function activityDayMinutes(entry: Pick<ActivitySetupRule, 'hoursType' | 'minutes'>, dayType: DayType): number {
  if (entry.hoursType === ActivityHoursType.hours) return entry.minutes ?? 0;
  if (dayType === DayType.workDay) return FULL_DAY_MINUTES;
  if (dayType === DayType.preHoliday) return FULL_DAY_MINUTES - PRE_HOLIDAY_SHORTENING_MINUTES;
  return 0;
}

/**
 * The days of an activity from `from` to `to` (both included) with their minutes: a day inside the
 * activity whose weekday a setup entry names, unless the entry leaves out public holidays and the day is
 * one. Days that come to no minutes (a whole-day entry on a day off) are left out.
 */
export function expandActivityDays(
  activity: ActivityExpansionInput,
  range: { from: IsoDate; to: IsoDate },
  calendar: BusinessCalendar = lithuanianCalendar,
): ActivityDay[] {
  const from = activity.dateFrom > range.from ? activity.dateFrom : range.from;
  const to = activity.dateTo !== null && activity.dateTo < range.to ? activity.dateTo : range.to;
  if (to < from || activity.setupEntries.length === 0) return [];
  const days: ActivityDay[] = [];
  for (const day of calendar.days(from, to)) {
    const weekday = isoWeekday(day.date);
    const entry = activity.setupEntries.find((candidate) => candidate.weekdays.includes(weekday));
    if (!entry || (entry.excludeHolidays && day.isHoliday)) continue;
    const minutes = activityDayMinutes(entry, day.dayType);
    if (minutes > 0) days.push({ date: day.date, minutes });
  }
  return days;
}
