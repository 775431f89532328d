import { describe, expect, it } from 'vitest';
import { accountingPeriodOf, summariseSdla } from './sdla';

const fullTime = [{ validFrom: '2020-01-01', validTo: null, partTimeShare: 1 }];
const always = [{ validFrom: '2020-01-01', validTo: null }];

describe('the accounting period of a month', () => {
  it('starts every year in January when its length divides the year', () => {
    expect(accountingPeriodOf(2026, 2, 3)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      months: [
        { year: 2026, month: 1 },
        { year: 2026, month: 2 },
        { year: 2026, month: 3 },
      ],
    });
    expect(accountingPeriodOf(2026, 4, 3).from).toBe('2026-04-01');
    expect(accountingPeriodOf(2026, 12, 12)).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
    expect(accountingPeriodOf(2026, 7, 1)).toMatchObject({ from: '2026-07-01', to: '2026-07-31' });
  });

  it('runs across the turn of the year when its length does not divide it, without gap or overlap', () => {
    // Five-month blocks: November 2025 to March 2026, then April to August 2026.
    expect(accountingPeriodOf(2025, 12, 5)).toMatchObject({ from: '2025-11-01', to: '2026-03-31' });
    expect(accountingPeriodOf(2026, 1, 5)).toMatchObject({ from: '2025-11-01', to: '2026-03-31' });
    expect(accountingPeriodOf(2026, 4, 5)).toMatchObject({ from: '2026-04-01', to: '2026-08-31' });
    expect(accountingPeriodOf(2026, 1, 5).months.map((month) => `${month.year}-${month.month}`)).toEqual([
      '2025-11',
      '2025-12',
      '2026-1',
      '2026-2',
      '2026-3',
    ]);
  });
});

describe('the summarised accounting of an employee', () => {
  it('sums the months before the asked one as history and the period so far, across the turn of the year', () => {
    const summary = summariseSdla({
      year: 2026,
      month: 1,
      periodMonths: 5,
      appointments: fullTime,
      memberships: always,
      months: [
        { year: 2025, month: 11, workMinutes: 150 * 60, absenceMinutes: 16 * 60 },
        { year: 2025, month: 12, workMinutes: 160 * 60, absenceMinutes: 0 },
        { year: 2026, month: 1, workMinutes: 100 * 60, absenceMinutes: 8 * 60 },
        // After the asked month: not counted yet.
        { year: 2026, month: 2, workMinutes: 999 * 60, absenceMinutes: 0 },
      ],
    });
    // Norms: November 2025 160 h (20 days), December 158 h (18 × 8 + 2 pre-holiday × 7), January 2026 168 h (21 days).
    expect(summary.months).toEqual([
      { year: 2025, month: 11, normHours: 160, workHours: 150, absenceHours: 16, diffHours: 6 },
      { year: 2025, month: 12, normHours: 158, workHours: 160, absenceHours: 0, diffHours: 2 },
      { year: 2026, month: 1, normHours: 168, workHours: 100, absenceHours: 8, diffHours: -60 },
    ]);
    expect(summary).toMatchObject({
      periodMonths: 5,
      periodFrom: '2025-11-01',
      periodTo: '2026-03-31',
      historicSdlaHours: 310,
      historicDeductibleNormHours: 160 - 16 + 158,
      schedulePeriodTotalHours: 410,
      schedulePeriodNormHours: 160 - 16 + 158 + 168 - 8,
      schedulePeriodDiffHours: 410 - (160 - 16 + 158 + 168 - 8),
      averageWeeklyLimitHours: 48,
      exceedsAverageWeeklyLimit: false,
    });
    // 410 h over the 92 days from 1 November to 31 January.
    expect(summary.averageWeeklyHours).toBe(Math.round((410 / 92) * 7 * 100) / 100);
  });

  it('takes the part-time share into the norm, and a month without entries owes its whole norm', () => {
    const summary = summariseSdla({
      year: 2026,
      month: 2,
      periodMonths: 3,
      appointments: [{ validFrom: '2020-01-01', validTo: null, partTimeShare: 0.5 }],
      memberships: always,
      months: [],
    });
    // January 2026 168 h; February 152 h (19 days: Monday the 16th is a holiday, the Sunday before it no work day); halved.
    expect(summary.months.map((month) => [month.normHours, month.workHours, month.diffHours])).toEqual([
      [84, 0, -84],
      [76, 0, -76],
    ]);
    expect(summary.historicSdlaHours).toBe(0);
    expect(summary.historicDeductibleNormHours).toBe(84);
    expect(summary.schedulePeriodDiffHours).toBe(-160);
    expect(summary.averageWeeklyHours).toBe(0);
  });

  it('counts the norm only on the days the employee is on the schedule', () => {
    const summary = summariseSdla({
      year: 2026,
      month: 3,
      periodMonths: 3,
      appointments: fullTime,
      memberships: [{ validFrom: '2026-03-02', validTo: '2026-03-06' }],
      months: [{ year: 2026, month: 3, workMinutes: 40 * 60, absenceMinutes: 0 }],
    });
    expect(summary.months.map((month) => month.normHours)).toEqual([0, 0, 40]);
    expect(summary.schedulePeriodDiffHours).toBe(0);
  });

  it('flags an average above 48 hours a week, and not one at the limit', () => {
    // A 1-month period of February 2026 (28 days, 4 weeks): 192 h is 48 a week, 193 h is beyond.
    const at = summariseSdla({
      year: 2026,
      month: 2,
      periodMonths: 1,
      appointments: fullTime,
      memberships: always,
      months: [{ year: 2026, month: 2, workMinutes: 192 * 60, absenceMinutes: 0 }],
    });
    expect([at.averageWeeklyHours, at.exceedsAverageWeeklyLimit]).toEqual([48, false]);
    const beyond = summariseSdla({
      year: 2026,
      month: 2,
      periodMonths: 1,
      appointments: fullTime,
      memberships: always,
      months: [{ year: 2026, month: 2, workMinutes: 193 * 60, absenceMinutes: 0 }],
    });
    expect([beyond.averageWeeklyHours, beyond.exceedsAverageWeeklyLimit]).toEqual([48.25, true]);
  });
});
