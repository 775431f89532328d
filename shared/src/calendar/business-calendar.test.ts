import { describe, expect, it } from 'vitest';
import { createBusinessCalendar, DayType, lithuanianCalendar } from './business-calendar';
import { lithuanianPublicHolidays } from './lithuanian-holidays';

describe('Lithuanian public holidays', () => {
  it('lists the fourteen days off of 2026, Easter Sunday and Monday included', () => {
    expect(lithuanianPublicHolidays(2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-03-11',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-06-24',
      '2026-07-06',
      '2026-08-15',
      '2026-11-01',
      '2026-11-02',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('moves Easter with the year: 2027-03-28/29 and 2025-04-20/21', () => {
    for (const [year, sunday, monday] of [
      [2027, '2027-03-28', '2027-03-29'],
      [2025, '2025-04-20', '2025-04-21'],
      [2038, '2038-04-25', '2038-04-26'],
    ] as const) {
      const dates = lithuanianPublicHolidays(year).map((holiday) => holiday.date);
      expect(dates, String(year)).toContain(sunday);
      expect(dates, String(year)).toContain(monday);
      expect(lithuanianCalendar.isHoliday(monday)).toBe(true);
    }
  });

  it("counts Mother's and Father's Day as ordinary Sundays, not extra holidays", () => {
    // 2026-05-03 and 2026-06-07 are the first Sundays of May and June.
    for (const date of ['2026-05-03', '2026-06-07']) {
      expect(lithuanianCalendar.isHoliday(date), date).toBe(false);
      expect(lithuanianCalendar.isWeekend(date), date).toBe(true);
    }
  });

  it("keeps All Souls' Day (November 2) only from 2020 on", () => {
    expect(lithuanianCalendar.isHoliday('2019-11-02')).toBe(false);
    expect(lithuanianCalendar.isHoliday('2020-11-02')).toBe(true);
  });

  it('names every holiday in Lithuanian and English', () => {
    const restoration = lithuanianPublicHolidays(2026).find((holiday) => holiday.date === '2026-03-11');
    expect(restoration?.name.lt).toMatch(/nepriklausomybės/i);
    expect(restoration?.name.en).toMatch(/independence/i);
  });
});

describe('the business calendar', () => {
  const calendar = lithuanianCalendar;

  it('tells weekends, holidays and work days apart', () => {
    expect(calendar.isWorkDay('2026-11-20')).toBe(true); // Friday
    expect(calendar.isWorkDay('2026-11-21')).toBe(false); // Saturday
    expect(calendar.isWorkDay('2026-02-16')).toBe(false); // Monday, a holiday
    expect(calendar.isWeekend('2026-02-16')).toBe(false);
  });

  it('adds business days over weekends and holidays, forwards and backwards', () => {
    expect(calendar.addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday → Monday
    expect(calendar.addBusinessDays('2026-11-20', 0)).toBe('2026-11-20');
    // Thursday before Easter 2026: Friday, then over Easter Sunday and Monday to Tuesday.
    expect(calendar.addBusinessDays('2026-04-02', 2)).toBe('2026-04-07');
    // Christmas 2026: Wednesday 23rd + 1 → Monday 28th (24-26 off, 27 Sunday).
    expect(calendar.addBusinessDays('2026-12-23', 1)).toBe('2026-12-28');
    expect(calendar.addBusinessDays('2026-12-28', -1)).toBe('2026-12-23');
    expect(calendar.addBusinessDays('2026-07-07', -1)).toBe('2026-07-03'); // over Statehood Day (Monday)
    // Across a year end: 2026-12-31 (Thursday) + 1 → 2027-01-04 (Jan 1 off, then a weekend).
    expect(calendar.addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(calendar.addBusinessDays('2026-12-31', 2)).toBe('2027-01-05');
  });

  it('starts counting from a day off at the next work day', () => {
    expect(calendar.addBusinessDays('2026-11-21', 1)).toBe('2026-11-23');
    expect(calendar.addBusinessDays('2026-11-22', -1)).toBe('2026-11-20');
  });

  it('counts work and calendar days of a range, both ends included', () => {
    expect(calendar.countWorkDays('2026-12-21', '2026-12-31')).toBe(7); // 21-23 and 28-31; 24-26 off, 27 a Sunday
    expect(calendar.countCalendarDays('2026-12-21', '2026-12-31')).toBe(11);
    expect(calendar.countWorkDays('2026-04-01', '2026-04-30')).toBe(21); // April 2026 less Easter Monday
    expect(calendar.countWorkDays('2026-11-21', '2026-11-22')).toBe(0);
    expect(calendar.countWorkDays('2026-11-23', '2026-11-20')).toBe(0);
    expect(calendar.countCalendarDays('2026-11-23', '2026-11-20')).toBe(0);
    expect(calendar.countCalendarDays('2028-02-01', '2028-02-29')).toBe(29);
  });

  it('gives every day of a payroll calendar a type, shortening the work day before a holiday', () => {
    expect(calendar.days('2026-02-13', '2026-02-17')).toEqual([
      { date: '2026-02-13', dayType: DayType.workDay, isHoliday: false, isWeekend: false },
      { date: '2026-02-14', dayType: DayType.weekend, isHoliday: false, isWeekend: true },
      { date: '2026-02-15', dayType: DayType.weekend, isHoliday: false, isWeekend: true },
      { date: '2026-02-16', dayType: DayType.holiday, isHoliday: true, isWeekend: false },
      { date: '2026-02-17', dayType: DayType.workDay, isHoliday: false, isWeekend: false },
    ]);
    expect(calendar.days('2026-03-10', '2026-03-10')[0]?.dayType).toBe(DayType.preHoliday);
    // A holiday on a weekend is both.
    expect(calendar.days('2026-08-15', '2026-08-15')[0]).toMatchObject({ dayType: DayType.holiday, isHoliday: true, isWeekend: true });
  });

  it('works with any holiday source', () => {
    const noHolidays = createBusinessCalendar(() => []);
    expect(noHolidays.countWorkDays('2026-12-21', '2026-12-31')).toBe(9);
  });
});
