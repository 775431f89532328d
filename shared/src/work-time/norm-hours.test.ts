import { describe, expect, it } from 'vitest';
import { DayType } from '../calendar/business-calendar';
import { lineTotals, normDays, normMinutes, partTimeShareOn } from './norm-hours';
import { DayEntryType, TotalHoursInclusion } from './work-time.schemas';

const fullTime = [{ validFrom: '2020-01-01', validTo: null, partTimeShare: 1 }];

describe('the norm of a line', () => {
  it('is 8 hours a work day and 7 on a pre-holiday work day, nothing on weekends and holidays', () => {
    // December 2025: 20 work days; 24–26 December are holidays; the 23rd and the 31st come before one.
    const days = normDays(fullTime, '2025-12-22', '2025-12-28');
    expect(days.map((day) => [day.dayType, day.normMinutes / 60])).toEqual([
      [DayType.workDay, 8],
      [DayType.preHoliday, 7],
      [DayType.holiday, 0],
      [DayType.holiday, 0],
      [DayType.holiday, 0],
      [DayType.weekend, 0],
      [DayType.weekend, 0],
    ]);
    expect(normMinutes(fullTime, '2025-12-01', '2025-12-31') / 60).toBe(18 * 8 + 2 * 7);
  });

  it('takes the part-time share of the appointment valid each day, and 0 outside every appointment', () => {
    const halfTimeFromMidMonth = [{ validFrom: '2025-12-15', validTo: null, partTimeShare: 0.5 }];
    // 15–31 December: eight 8-hour days and two pre-holiday days (the 23rd and the 31st), half of it.
    expect(normMinutes(halfTimeFromMidMonth, '2025-12-01', '2025-12-31') / 60).toBe((8 * 8 + 2 * 7) / 2);
    expect(normMinutes(halfTimeFromMidMonth, '2025-12-01', '2025-12-14')).toBe(0);
  });

  it('follows a change of share inside the range', () => {
    const appointments = [
      { validFrom: '2026-01-01', validTo: '2026-01-09', partTimeShare: 1 },
      { validFrom: '2026-01-10', validTo: null, partTimeShare: 0.75 },
    ];
    // 5–9 January: five full days; 12–16 January: five days at 0.75.
    expect(normMinutes(appointments, '2026-01-05', '2026-01-16') / 60).toBe(5 * 8 + 5 * 6);
    expect(partTimeShareOn(appointments, '2026-01-09')).toBe(1);
    expect(partTimeShareOn(appointments, '2026-01-10')).toBe(0.75);
  });

  it('counts an extension overlapping the line it extends once, at the larger share', () => {
    const overlapping = [
      { validFrom: '2026-01-01', validTo: '2026-01-31', partTimeShare: 0.5 },
      { validFrom: '2026-01-15', validTo: null, partTimeShare: 1 },
    ];
    expect(partTimeShareOn(overlapping, '2026-01-20')).toBe(1);
  });
});

describe('the totals of a line', () => {
  it('add work and absence and compare them with the norm', () => {
    const totals = lineTotals(158 * 60, [
      { type: DayEntryType.work, minutes: 100 * 60 },
      { type: DayEntryType.work, minutes: 30 },
      { type: DayEntryType.activity, minutes: 8 * 60, totalHoursInclusion: TotalHoursInclusion.addedToWorkedHours },
      { type: DayEntryType.integrationActivity, minutes: 40 * 60, totalHoursInclusion: TotalHoursInclusion.subtractedFromNormHours },
      { type: DayEntryType.activity, minutes: 5 * 60, totalHoursInclusion: TotalHoursInclusion.excluded },
      { type: DayEntryType.activity, minutes: 60 },
    ]);
    expect(totals).toEqual({ normHours: 158, workHours: 108.5, absenceHours: 40, differenceHours: -9.5 });
  });
});
