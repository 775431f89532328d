import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, isoWeekday, toDayNumber } from '../calendar/iso-dates';
import { cachedDayNumber, mondayDayNumber } from './day-numbers';

describe('cachedDayNumber', () => {
  it('answers what toDayNumber answers, again and again', () => {
    for (const date of ['1970-01-01', '2027-03-28', '2024-02-29', '0001-01-01', '9999-12-31']) {
      expect(cachedDayNumber(date)).toBe(toDayNumber(date));
      expect(cachedDayNumber(date)).toBe(toDayNumber(date));
    }
  });

  it('refuses a date that is not one, every time', () => {
    expect(() => cachedDayNumber('2027-02-30')).toThrow(RangeError);
    expect(() => cachedDayNumber('2027-02-30')).toThrow(RangeError);
  });
});

describe('mondayDayNumber', () => {
  it('is the Monday of the ISO week, before 1970 and after', () => {
    for (let date = '1969-12-20'; date <= '1970-01-12'; date = addDays(date, 1)) {
      const monday = fromDayNumber(mondayDayNumber(toDayNumber(date)));
      expect(isoWeekday(monday)).toBe(1);
      expect(monday <= date && date <= addDays(monday, 6)).toBe(true);
    }
    expect(fromDayNumber(mondayDayNumber(toDayNumber('2027-03-28')))).toBe('2027-03-22');
    expect(fromDayNumber(mondayDayNumber(toDayNumber('2027-03-22')))).toBe('2027-03-22');
  });
});
