import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateInTimeZone,
  daysBetween,
  eachDate,
  IsoDateSchema,
  isEmptyErpDate,
  isIsoDate,
  isoWeekday,
  monthRange,
  rangesOverlap,
} from './iso-dates';

describe('ISO calendar dates', () => {
  it('accepts real dates only, written YYYY-MM-DD', () => {
    for (const date of ['2026-11-22', '2028-02-29', '1753-01-01', '9999-12-31']) expect(isIsoDate(date), date).toBe(true);
    for (const date of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', '22-11-2026', '2026-11-22T00:00', '', 'today']) {
      expect(isIsoDate(date), date).toBe(false);
    }
    expect(IsoDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('validation.invalid_date');
  });

  it('adds days across months, years and the daylight-saving change without drifting', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // clocks go forward on 2026-03-29 in Vilnius
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(eachDate('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(eachDate('2026-11-02', '2026-11-01')).toEqual([]);
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('1969-12-29')).toBe(1);
  });

  it('finds month ranges and adds months keeping the day where it exists', () => {
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', 6)).toBe('2027-05-22');
    expect(addMonths('2026-11-22', -3)).toBe('2026-08-22');
  });

  it('tells overlapping closed ranges', () => {
    expect(rangesOverlap({ from: '2026-11-01', to: '2026-11-10' }, { from: '2026-11-10', to: '2026-11-20' })).toBe(true);
    expect(rangesOverlap({ from: '2026-11-01', to: '2026-11-09' }, { from: '2026-11-10', to: '2026-11-20' })).toBe(false);
  });

  it('finds the business date of an instant in its time zone', () => {
    // 22:30 UTC on the 21st is already the 22nd in Vilnius (UTC+2 in winter).
    expect(dateInTimeZone(new Date('2026-11-21T22:30:00Z'), 'Europe/Vilnius')).toBe('2026-11-22');
    expect(dateInTimeZone(new Date('2026-11-21T22:30:00Z'), 'UTC')).toBe('2026-11-21');
  });

  it('treats the ERP placeholders 1753, 9999 and dates at or before 1900 as empty', () => {
    for (const date of ['1753-01-01', '9999-12-31', '1900-12-31', '0001-01-01', null])
      expect(isEmptyErpDate(date), String(date)).toBe(true);
    expect(isEmptyErpDate('1901-01-01')).toBe(false);
    expect(isEmptyErpDate('2026-11-22')).toBe(false);
  });
});
