import { addDays, addMonths, type IsoDate, isoWeekday, type MySchedule } from '@portal/shared';

export type MyScheduleDay = MySchedule['myScheduleDays'][number];
export type MyScheduleEntry = MyScheduleDay['entries'][number];

/** The first day of the month `date` is in: the page keeps its month as that date. */
export function firstOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

export function shiftMonth(month: IsoDate, months: number): IsoDate {
  return addMonths(firstOfMonth(month), months);
}

/** The month's days in weeks from Monday to Sunday; null fills the days of the months around it. */
export function weeksOf<Day extends { date: IsoDate }>(days: readonly Day[]): (Day | null)[][] {
  const first = days[0];
  if (!first) return [];
  const cells: (Day | null)[] = [...Array.from({ length: isoWeekday(first.date) - 1 }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// 2024-01-01 was a Monday: the seven days from it name the weekdays in order.
const A_MONDAY: IsoDate = '2024-01-01';

/** Monday … Sunday in the interface language, short and long. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => {
    const instant = new Date(`${addDays(A_MONDAY, index)}T00:00:00Z`);
    return { short: short.format(instant), long: long.format(instant) };
  });
}

/** "November 2026" / "2026 m. lapkritis". */
export function formatMonth(month: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${firstOfMonth(month)}T00:00:00Z`),
  );
}

/** A day as people say it: "Tuesday, November 3" / "lapkričio 3 d., antradienis". */
export function formatDay(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "08:00–16:30", or null for an entry without times (a plain day, a rest day, a whole-day absence). */
export function timeRange(entry: { startTime: string | null; endTime: string | null }): string | null {
  return entry.startTime && entry.endTime ? `${entry.startTime}–${entry.endTime}` : null;
}

/** Hours as the totals show them: up to two decimals, none on whole hours. */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}
