import { describe, expect, it } from 'vitest';
import { DayType, lithuanianCalendar } from './business-calendar';
import { addDays, isIsoDate, isoWeekday } from './iso-dates';
import { LITHUANIAN_HOLIDAY_YEARS, lithuanianPublicHolidays } from './lithuanian-holidays';

// The holidays come from a table generated from date-holidays (scripts/lib/generate-holiday-table.mjs;
// the scripts tests compare every year with the package). Here: the facts of the Labour Code that the
// portal's calculations rest on, checked against the table as it ships.

const datesOf = (year: number) => lithuanianPublicHolidays(year).map((holiday) => holiday.date);

describe('the Lithuanian holiday table', () => {
  it('keeps Christmas Eve, Christmas Day and the second day of Christmas off in 2024, 2025 and 2026', () => {
    for (const year of [2024, 2025, 2026]) {
      expect(datesOf(year), String(year)).toEqual(expect.arrayContaining([`${year}-12-24`, `${year}-12-25`, `${year}-12-26`]));
    }
    const christmasEve = lithuanianPublicHolidays(2024).find((holiday) => holiday.date === '2024-12-24');
    expect(christmasEve?.name).toEqual({ lt: 'Šv. Kūčios', en: 'Christmas Eve' });
    // Tuesday 2024-12-24: Monday the 23rd is a shortened pre-holiday day, and the week has two work days.
    expect(lithuanianCalendar.isWorkDay('2024-12-24')).toBe(false);
    expect(lithuanianCalendar.days('2024-12-23', '2024-12-23')[0]?.dayType).toBe(DayType.preHoliday);
    expect(lithuanianCalendar.countWorkDays('2024-12-23', '2024-12-29')).toBe(2);
  });

  it('moves Easter Monday with Easter: 2024-04-01 and 2019-04-22', () => {
    expect(datesOf(2024)).toEqual(expect.arrayContaining(['2024-03-31', '2024-04-01']));
    expect(datesOf(2019)).toEqual(expect.arrayContaining(['2019-04-21', '2019-04-22']));
    expect(lithuanianCalendar.addBusinessDays('2024-03-29', 1)).toBe('2024-04-02'); // Friday → over Easter Monday
  });

  it('lists thirteen days off a year before 2020 and fourteen from 2020, Easter Monday always the day after Easter Sunday', () => {
    for (let year = LITHUANIAN_HOLIDAY_YEARS.first; year <= LITHUANIAN_HOLIDAY_YEARS.last; year++) {
      const holidays = lithuanianPublicHolidays(year);
      const dates = holidays.map((holiday) => holiday.date);
      expect(dates.length, String(year)).toBe(year < 2020 ? 13 : 14);
      expect(
        dates.every((date) => isIsoDate(date) && date.startsWith(`${year}-`)),
        String(year),
      ).toBe(true);
      expect([...dates].sort(), String(year)).toEqual(dates);
      const easterSunday = holidays.find((holiday) => holiday.name.en === 'Easter Sunday')?.date;
      const easterMonday = holidays.find((holiday) => holiday.name.en === 'Easter Monday')?.date;
      expect(easterSunday && isoWeekday(easterSunday), String(year)).toBe(7);
      expect(easterSunday && addDays(easterSunday, 1), String(year)).toBe(easterMonday);
      expect(holidays.every((holiday) => holiday.name.lt.length > 0 && holiday.name.en.length > 0)).toBe(true);
    }
  });

  it('knows no holidays outside the years it covers, whose dates mean "empty" or lie centuries ahead', () => {
    expect(LITHUANIAN_HOLIDAY_YEARS).toEqual({ first: 1901, last: 2199 });
    expect(lithuanianPublicHolidays(1900)).toEqual([]);
    expect(lithuanianPublicHolidays(2200)).toEqual([]);
    expect(lithuanianCalendar.isWorkDay('2200-01-01')).toBe(true); // a Wednesday
    expect(datesOf(1901)[0]).toBe('1901-01-01');
    expect(datesOf(2199)[0]).toBe('2199-01-01');
  });
});
