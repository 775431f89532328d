import type { BusinessCalendar } from '../calendar/business-calendar';
import type { IsoDate } from '../calendar/iso-dates';
import { normDays } from '../work-time/norm-hours';

/**
 * The absence minutes of a whole-day activity (a planner's activity, a holiday) on each date: the
 * full-time day's norm (8 h, 7 h before a public holiday, nothing on weekends and holidays), as the
 * ERP's absences of 8 hours a day are placed. It stands in for the day's norm; it is not worked time.
 */
export function wholeDayActivityMinutes(from: IsoDate, to: IsoDate, calendar?: BusinessCalendar): Map<IsoDate, number> {
  const days = normDays([{ validFrom: from, validTo: to, partTimeShare: 1 }], from, to, calendar ? { calendar } : {});
  return new Map(days.map((day) => [day.date, day.normMinutes]));
}
