import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A schedule's month table at a month (the schedule-table screen keeps its month in ?month=YYYY-MM).
 * The one place that spells this address, for the lists and cards that link to a month.
 */
export function scheduleMonthTableHref(scheduleId: number, year: number, month: number): string {
  return `/wtm-area/schedules/${scheduleId}/table?month=${year}-${String(month).padStart(2, '0')}`;
}

const monthLabel = msg({ message: '{monthName} {year}', comment: 'A period’s month: Lithuanian puts the year first, “2026 lapkritis”' });

/** A period's month as lists name it: "2026 lapkritis", "November 2026". */
export function periodMonthLabel(i18n: I18n, year: number, month: number): string {
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  return i18n._({ ...monthLabel, values: { monthName, year: String(year) } });
}

/** The calendar month after `month` of `year`. */
export function nextMonth(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}
