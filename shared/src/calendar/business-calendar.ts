import { addDays, eachDate, type IsoDate, isoWeekday, toDayNumber, yearOf } from './iso-dates';
import { lithuanianPublicHolidays, type PublicHoliday } from './lithuanian-holidays';

export const DayType = {
  workDay: 'work_day',
  /** A work day right before a public holiday: one hour shorter under the Lithuanian Labour Code. */
  preHoliday: 'pre_holiday',
  weekend: 'weekend',
  holiday: 'holiday',
} as const;
export type DayType = (typeof DayType)[keyof typeof DayType];

/** One day of a payroll calendar (spec 1 §3 "Payroll calendar day"). */
export interface PayrollCalendarDay {
  date: IsoDate;
  dayType: DayType;
  isHoliday: boolean;
  isWeekend: boolean;
}

export interface BusinessCalendar {
  holidaysOf(year: number): PublicHoliday[];
  isHoliday(date: IsoDate): boolean;
  isWeekend(date: IsoDate): boolean;
  /** Neither a weekend day nor a public holiday. */
  isWorkDay(date: IsoDate): boolean;
  /**
   * Moves by `days` work days: forward when positive, back when negative. From a day off, the first
   * step lands on the next (or previous) work day. Zero returns the date unchanged.
   */
  addBusinessDays(date: IsoDate, days: number): IsoDate;
  /** Work days from `from` to `to`, both included; 0 when `to` is earlier. */
  countWorkDays(from: IsoDate, to: IsoDate): number;
  /** Calendar days from `from` to `to`, both included; 0 when `to` is earlier. */
  countCalendarDays(from: IsoDate, to: IsoDate): number;
  /** The payroll calendar from `from` to `to`, both included. */
  days(from: IsoDate, to: IsoDate): PayrollCalendarDay[];
}

/** A calendar of Monday-to-Friday work weeks with the given public holidays. */
export function createBusinessCalendar(holidaysOf: (year: number) => PublicHoliday[]): BusinessCalendar {
  const holidayDates = new Map<number, Set<IsoDate>>();
  function holidaySet(year: number): Set<IsoDate> {
    let set = holidayDates.get(year);
    if (!set) {
      set = new Set(holidaysOf(year).map((holiday) => holiday.date));
      holidayDates.set(year, set);
    }
    return set;
  }
  const isHoliday = (date: IsoDate) => holidaySet(yearOf(date)).has(date);
  const isWeekend = (date: IsoDate) => isoWeekday(date) >= 6;
  const isWorkDay = (date: IsoDate) => !isWeekend(date) && !isHoliday(date);

  function dayType(date: IsoDate): DayType {
    if (isHoliday(date)) return DayType.holiday;
    if (isWeekend(date)) return DayType.weekend;
    return isHoliday(addDays(date, 1)) ? DayType.preHoliday : DayType.workDay;
  }

  return {
    holidaysOf,
    isHoliday,
    isWeekend,
    isWorkDay,
    addBusinessDays(date, days) {
      const step = days < 0 ? -1 : 1;
      let current = date;
      for (let remaining = Math.abs(days); remaining > 0;) {
        current = addDays(current, step);
        if (isWorkDay(current)) remaining--;
      }
      return current;
    },
    countWorkDays(from, to) {
      return eachDate(from, to).filter(isWorkDay).length;
    },
    countCalendarDays(from, to) {
      return Math.max(0, toDayNumber(to) - toDayNumber(from) + 1);
    },
    days(from, to) {
      return eachDate(from, to).map((date) => {
        const type = dayType(date);
        return { date, dayType: type, isHoliday: type === DayType.holiday, isWeekend: isWeekend(date) };
      });
    },
  };
}

/** The Lithuanian business calendar: Monday-to-Friday weeks and the public holidays of Lithuania. */
export const lithuanianCalendar: BusinessCalendar = createBusinessCalendar(lithuanianPublicHolidays);
