import { describe, expect, it } from 'vitest';
import { daysInMonth, parseTypedDate, TypedDateProblem } from './typed-date';

describe('parseTypedDate', () => {
  it('reads YYYY-MM-DD, with / or . between the parts, and the day first as DD.MM.YYYY', () => {
    expect(parseTypedDate(' 2026-02-28 ')).toEqual({ kind: 'date', date: '2026-02-28' });
    expect(parseTypedDate('2026/2/3')).toEqual({ kind: 'date', date: '2026-02-03' });
    expect(parseTypedDate('28.02.2026')).toEqual({ kind: 'date', date: '2026-02-28' });
    expect(parseTypedDate('')).toEqual({ kind: 'empty' });
  });

  it('names a day the month does not have, with the days it has', () => {
    expect(parseTypedDate('2026-02-31')).toEqual({
      kind: 'invalid',
      problem: TypedDateProblem.noSuchDay,
      year: 2026,
      month: 2,
      daysInMonth: 28,
    });
    expect(parseTypedDate('31.02.2026')).toMatchObject({ problem: TypedDateProblem.noSuchDay, daysInMonth: 28 });
    expect(parseTypedDate('2028-02-30')).toMatchObject({ problem: TypedDateProblem.noSuchDay, daysInMonth: 29 });
    expect(parseTypedDate('2026-04-00')).toMatchObject({ problem: TypedDateProblem.noSuchDay });
  });

  it('names a month outside 1-12, and tells text that is no date apart', () => {
    expect(parseTypedDate('2026-13-01')).toMatchObject({ kind: 'invalid', problem: TypedDateProblem.noSuchMonth, month: 13 });
    expect(parseTypedDate('2026-02')).toEqual({ kind: 'invalid', problem: TypedDateProblem.unreadable });
    expect(parseTypedDate('rytoj')).toEqual({ kind: 'invalid', problem: TypedDateProblem.unreadable });
    expect(parseTypedDate('0000-01-01')).toEqual({ kind: 'invalid', problem: TypedDateProblem.unreadable });
  });
});

describe('daysInMonth', () => {
  it('knows leap years, the Gregorian century rule included', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2100, 2), daysInMonth(2000, 2), daysInMonth(2026, 12)]).toEqual([29, 28, 29, 31]);
  });
});
