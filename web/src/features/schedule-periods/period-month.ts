/**
 * A schedule's month table at a month (the schedule-table screen keeps its month in ?month=YYYY-MM).
 * The one place that spells this address, for the lists and cards that link to a month.
 */
export function scheduleMonthTableHref(scheduleId: number, year: number, month: number): string {
  return `/wtm-area/schedules/${scheduleId}/table?month=${year}-${String(month).padStart(2, '0')}`;
}

/** The calendar month after `month` of `year`. */
export function nextMonth(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}
