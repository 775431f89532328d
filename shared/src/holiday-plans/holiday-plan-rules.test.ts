import { describe, expect, it } from 'vitest';
import { lithuanianCalendar } from '../calendar/business-calendar';
import { ErrorCode } from '../errors/error-codes';
import { findPlanEntryProblems, holidayDaysOf, isHolidayPlanEditable, planReserve } from './holiday-plan-rules';

describe('findPlanEntryProblems', () => {
  it('accepts entries of one employee that only touch, and the same days for two employees', () => {
    expect(
      findPlanEntryProblems([
        { key: 1, employeeNo: 'A', dateFrom: '2026-07-01', dateTo: '2026-07-10' },
        { key: 2, employeeNo: 'A', dateFrom: '2026-07-11', dateTo: '2026-07-12' },
        { key: 3, employeeNo: 'B', dateFrom: '2026-07-05', dateTo: '2026-07-06' },
      ]),
    ).toEqual([]);
  });

  it('refuses an end earlier than the start on dateTo', () => {
    expect(findPlanEntryProblems([{ key: 'new-0', employeeNo: 'A', dateFrom: '2026-07-10', dateTo: '2026-07-09' }])).toEqual([
      { key: 'new-0', field: 'dateTo', error: ErrorCode.endEarlierThanStart },
    ]);
  });

  it('refuses both entries of one employee sharing a day, whatever their order', () => {
    expect(
      findPlanEntryProblems([
        { key: 2, employeeNo: 'A', dateFrom: '2026-07-10', dateTo: '2026-07-12' },
        { key: 1, employeeNo: 'A', dateFrom: '2026-07-01', dateTo: '2026-07-10' },
      ]),
    ).toEqual([
      { key: 1, field: 'dateFrom', error: ErrorCode.dateRangesOverlap },
      { key: 2, field: 'dateFrom', error: ErrorCode.dateRangesOverlap },
    ]);
  });

  it('finds an entry inside a long one even after a short one ended', () => {
    const problems = findPlanEntryProblems([
      { key: 1, employeeNo: 'A', dateFrom: '2026-07-01', dateTo: '2026-07-31' },
      { key: 2, employeeNo: 'A', dateFrom: '2026-07-02', dateTo: '2026-07-03' },
      { key: 3, employeeNo: 'A', dateFrom: '2026-07-20', dateTo: '2026-07-20' },
    ]);
    expect(problems.map((problem) => problem.key)).toEqual([1, 2, 3]);
    // Three that do not overlap one another, beside each other.
    expect(
      findPlanEntryProblems([
        { key: 1, employeeNo: 'A', dateFrom: '2026-07-01', dateTo: '2026-07-03' },
        { key: 2, employeeNo: 'A', dateFrom: '2026-07-04', dateTo: '2026-07-04' },
        { key: 3, employeeNo: 'A', dateFrom: '2026-07-05', dateTo: '2026-07-09' },
      ]),
    ).toEqual([]);
  });

  it('leaves an entry out of order out of the overlap check', () => {
    expect(
      findPlanEntryProblems([
        { key: 1, employeeNo: 'A', dateFrom: '2026-07-10', dateTo: '2026-07-01' },
        { key: 2, employeeNo: 'A', dateFrom: '2026-07-02', dateTo: '2026-07-03' },
      ]),
    ).toEqual([{ key: 1, field: 'dateTo', error: ErrorCode.endEarlierThanStart }]);
  });
});

describe('planReserve', () => {
  // 2026-06-22..2026-06-26: Mon–Fri, 24 June (Midsummer) a public holiday: 4 working days, 5 calendar days.
  it('counts working days of the business calendar, or calendar days', () => {
    expect(holidayDaysOf(lithuanianCalendar, 0, '2026-06-22', '2026-06-28')).toBe(4);
    expect(holidayDaysOf(lithuanianCalendar, 1, '2026-06-22', '2026-06-28')).toBe(7);
  });

  it('warns from the first entry past the reserve, declined entries not counted', () => {
    const result = planReserve(lithuanianCalendar, {
      reserveAtStart: 6.5,
      dayType: 0,
      entries: [
        { key: 'late', employeeNo: 'A', dateFrom: '2026-08-03', dateTo: '2026-08-04' },
        { key: 'first', employeeNo: 'A', dateFrom: '2026-06-22', dateTo: '2026-06-28' },
        { key: 'declined', employeeNo: 'A', dateFrom: '2026-09-01', dateTo: '2026-09-30', holidayStatus: 2 },
        { key: 'third', employeeNo: 'A', dateFrom: '2026-10-05', dateTo: '2026-10-05' },
      ],
    });
    expect(result).toEqual({ plannedDays: 7, reserveAtEnd: -0.5, exceededKeys: ['third'] });
    expect(planReserve(lithuanianCalendar, { reserveAtStart: 7, dayType: 0, entries: [] })).toEqual({
      plannedDays: 0,
      reserveAtEnd: 7,
      exceededKeys: [],
    });
  });

  it('only a plan in progress is editable', () => {
    expect([0, 1, 2].map(isHolidayPlanEditable)).toEqual([true, false, false]);
  });
});
