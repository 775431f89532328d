import { describe, expect, it } from 'vitest';
import type { DraftEntry } from './month-draft';
import { activityRuns, daysDigest, monthDays, monthKeyPrefix } from './month-erp';

// The month as the ERP reads it, without a database: days from entries, activity runs, keys.

function anEntry(date: string, what: Partial<DraftEntry>): DraftEntry {
  return {
    id: 1,
    date,
    type: 'work',
    shiftId: null,
    activityCode: null,
    startTime: null,
    endTime: null,
    workHours: 0,
    absenceHours: 0,
    source: 'manual',
    canModify: true,
    action: 'none',
    workMinutes: 0,
    absenceMinutes: 0,
    placed: null,
    ...what,
  };
}
const activity = (date: string, activityCode: string, type: DraftEntry['type'] = 'activity') => anEntry(date, { type, activityCode });
const shift = (date: string, shiftId: number, times: [string, string] | null, workMinutes: number) =>
  anEntry(date, { shiftId, startTime: times?.[0] ?? null, endTime: times?.[1] ?? null, workMinutes });

describe('activityRuns', () => {
  it('joins consecutive days of a code, across a month’s weekend, and splits at a gap', () => {
    expect(
      activityRuns([
        activity('2026-12-04', 'A'),
        activity('2026-12-05', 'A'),
        activity('2026-12-06', 'A'),
        activity('2026-12-07', 'A'),
        activity('2026-12-09', 'A'),
      ]),
    ).toEqual([
      { activityCode: 'A', dateFrom: '2026-12-04', dateTo: '2026-12-07' },
      { activityCode: 'A', dateFrom: '2026-12-09', dateTo: '2026-12-09' },
    ]);
  });

  it('keeps two codes of the same days apart, counts a day once, and leaves out the ERP’s own absences and shifts', () => {
    expect(
      activityRuns([
        activity('2026-12-01', 'L'),
        activity('2026-12-01', 'K'),
        activity('2026-12-01', 'K'),
        activity('2026-12-02', 'L'),
        activity('2026-12-02', 'A', 'integration_activity'),
        shift('2026-12-03', 5, ['08:00', '16:00'], 450),
        activity('2026-12-03', 'L'),
      ]),
    ).toEqual([
      { activityCode: 'K', dateFrom: '2026-12-01', dateTo: '2026-12-01' },
      { activityCode: 'L', dateFrom: '2026-12-01', dateTo: '2026-12-03' },
    ]);
  });
});

describe('monthDays', () => {
  const codes = new Map([
    [5, 'D'],
    [6, 'R'],
  ]);

  it('takes the day’s first shift with its times, sums the work minutes and lists the activity codes once', () => {
    expect(
      monthDays(
        [
          shift('2026-12-01', 5, ['08:00', '12:00'], 240),
          shift('2026-12-01', 5, ['13:00', '17:00'], 240),
          activity('2026-12-01', 'K'),
          activity('2026-12-01', 'K', 'integration_activity'),
          shift('2026-12-02', 6, null, 0),
          activity('2026-12-03', 'A', 'integration_activity'),
        ],
        codes,
      ),
    ).toEqual([
      { date: '2026-12-01', shiftCode: 'D', startTime: '08:00', endTime: '12:00', workMinutes: 480, activityCodes: ['K'] },
      { date: '2026-12-02', shiftCode: 'R', startTime: null, endTime: null, workMinutes: 0, activityCodes: [] },
      { date: '2026-12-03', shiftCode: null, startTime: null, endTime: null, workMinutes: 0, activityCodes: ['A'] },
    ]);
  });

  it('digests equal days alike and changed days differently', () => {
    const days = monthDays([shift('2026-12-01', 5, ['08:00', '16:00'], 480)], codes);
    expect(daysDigest(days)).toBe(daysDigest(monthDays([shift('2026-12-01', 5, ['08:00', '16:00'], 480)], codes)));
    expect(daysDigest(days)).not.toBe(daysDigest(monthDays([shift('2026-12-01', 5, ['08:00', '16:30'], 480)], codes)));
    expect(daysDigest([])).not.toBe(daysDigest(days));
  });
});

describe('monthKeyPrefix', () => {
  it('names the schedule and the month, the month in two digits', () => {
    expect(monthKeyPrefix(7, 2027, 2)).toBe('schedule:7:2027-02:');
  });
});
