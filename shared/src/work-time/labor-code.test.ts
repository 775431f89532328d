import { describe, expect, it } from 'vitest';
import { addDays, eachDate } from '../calendar/iso-dates';
import { expandFormula } from './formula-expansion';
import { checkLaborCode, type LaborCodeCheckInput, type LaborCodeEntry, LaborCodeRule } from './labor-code';
import { placeShift, type RestEntryTimes, type ShiftTimes } from './shift-hours';
import { FormulaType, RestEntryType } from './work-time.schemas';

/** A work entry from wall-clock times, with breaks of undefined time counted in work time. */
function entry(date: string, startTime: string, endTime: string, breakMinutes: number[] = [30], timeZone = 'UTC'): LaborCodeEntry {
  const restEntries: RestEntryTimes[] = breakMinutes.map((minutes) => ({
    type: RestEntryType.counted,
    undefinedTime: true,
    startTime: null,
    endTime: null,
    minutes,
  }));
  const placed = placeShift({ startTime, endTime, shortDayStartTime: null, shortDayEndTime: null, restEntries }, date, { timeZone });
  if (!placed) throw new Error('not a work shift');
  return { id: `${date} ${startTime}`, date, start: placed.start, end: placed.end, workMinutes: placed.workMinutes, breaks: placed.breaks };
}

const january = { from: '2026-01-01', to: '2026-01-31' };

function check(entries: LaborCodeEntry[], more: Partial<LaborCodeCheckInput> = {}) {
  return checkLaborCode({ lineId: 'line-1', entries, range: january, ...more });
}

function violationsOf(rule: LaborCodeRule, entries: LaborCodeEntry[], more: Partial<LaborCodeCheckInput> = {}) {
  return check(entries, more).filter((violation) => violation.rule === rule);
}

/** Day shifts 08:00–16:00 on each date. */
const dayShifts = (dates: string[]) => dates.map((date) => entry(date, '08:00', '16:00'));

describe('consecutive working days', () => {
  it('pass at 6 and fail at 7, the violation covering the run', () => {
    expect(violationsOf(LaborCodeRule.consecutiveWorkDays, dayShifts(eachDate('2026-01-05', '2026-01-10')))).toEqual([]);
    const seven = dayShifts(eachDate('2026-01-05', '2026-01-11'));
    expect(violationsOf(LaborCodeRule.consecutiveWorkDays, seven)).toEqual([
      {
        rule: LaborCodeRule.consecutiveWorkDays,
        lineId: 'line-1',
        dates: eachDate('2026-01-05', '2026-01-11'),
        entryIds: seven.map((shift) => shift.id),
        limit: 6,
        actual: 7,
        unit: 'days',
      },
    ]);
  });

  it('count the days before the range as context, and report only runs touching it', () => {
    const acrossNewYear = dayShifts(eachDate('2025-12-29', '2026-01-04'));
    expect(violationsOf(LaborCodeRule.consecutiveWorkDays, acrossNewYear)[0]?.dates).toEqual(eachDate('2025-12-29', '2026-01-04'));
    expect(violationsOf(LaborCodeRule.consecutiveWorkDays, acrossNewYear, { range: { from: '2026-02-01', to: '2026-02-28' } })).toEqual([]);
  });
});

describe('weekly hours', () => {
  const week = { from: '2026-01-05', to: '2026-01-11' };
  // Four 12-hour shifts: 48 hours.
  const fortyEight = ['2026-01-05', '2026-01-06', '2026-01-08', '2026-01-09'].map((date) => entry(date, '08:00', '20:00'));

  it('pass at an average of 48 and fail one minute above, for the line as a whole', () => {
    expect(violationsOf(LaborCodeRule.averageWeeklyHours, fortyEight, { range: week })).toEqual([]);
    const oneMinuteMore = [...fortyEight, entry('2026-01-10', '08:00', '08:01', [])];
    expect(violationsOf(LaborCodeRule.averageWeeklyHours, oneMinuteMore, { range: week })).toEqual([
      {
        rule: LaborCodeRule.averageWeeklyHours,
        lineId: 'line-1',
        dates: [],
        entryIds: [],
        limit: 48 * 60,
        actual: 48 * 60 + 1,
        unit: 'minutes',
      },
    ]);
  });

  it('average over the range per 7 days', () => {
    // Two weeks: 56 hours in the first, 40 in the second; 48 on average.
    const fortyInSecondWeek = eachDate('2026-01-12', '2026-01-16').map((date) => entry(date, '08:00', '16:00'));
    const twoWeeks = { from: '2026-01-05', to: '2026-01-18' };
    const fiftySix = [...fortyEight, entry('2026-01-10', '08:00', '16:00')];
    expect(violationsOf(LaborCodeRule.averageWeeklyHours, [...fiftySix, ...fortyInSecondWeek], { range: twoWeeks })).toEqual([]);
    const oneMore = [...fiftySix, ...fortyInSecondWeek, entry('2026-01-17', '08:00', '08:02', [])];
    expect(violationsOf(LaborCodeRule.averageWeeklyHours, oneMore, { range: twoWeeks })[0]?.actual).toBe(48 * 60 + 1);
  });

  it('allow any week up to 60 hours with consent, and no week above 60 for anyone', () => {
    // Five 12-hour shifts: 60 hours, Monday to Friday.
    const sixty = eachDate('2026-01-05', '2026-01-09').map((date) => entry(date, '08:00', '20:00'));
    expect(check(sixty, { range: week, hasSignedConsent: true })).toEqual([]);
    const sixtyAndAMinute = [...sixty, entry('2026-01-11', '08:00', '08:01', [])];
    const withConsent = check(sixtyAndAMinute, { range: week, hasSignedConsent: true });
    expect(withConsent.map((violation) => violation.rule)).toEqual([LaborCodeRule.weeklyHours]);
    expect(withConsent[0]).toMatchObject({
      limit: 60 * 60,
      actual: 60 * 60 + 1,
      dates: [...eachDate('2026-01-05', '2026-01-09'), '2026-01-11'],
    });
    expect(violationsOf(LaborCodeRule.weeklyHours, sixtyAndAMinute, { range: week })).toHaveLength(1);
    expect(violationsOf(LaborCodeRule.averageWeeklyHours, sixty, { range: week })).toHaveLength(1);
  });
});

describe('the length of a shift', () => {
  it('passes at 12 hours of work and fails one minute above', () => {
    expect(violationsOf(LaborCodeRule.shiftLength, [entry('2026-01-05', '08:00', '20:00')])).toEqual([]);
    const tooLong = entry('2026-01-05', '08:00', '20:01');
    expect(violationsOf(LaborCodeRule.shiftLength, [tooLong])).toEqual([
      {
        rule: LaborCodeRule.shiftLength,
        lineId: 'line-1',
        dates: ['2026-01-05'],
        entryIds: [tooLong.id],
        limit: 720,
        actual: 721,
        unit: 'minutes',
      },
    ]);
  });

  it('leaves out breaks not counted in work time', () => {
    const shift: ShiftTimes = {
      startTime: '08:00',
      endTime: '20:30',
      shortDayStartTime: null,
      shortDayEndTime: null,
      restEntries: [{ type: RestEntryType.notCounted, startTime: '12:00', endTime: '12:30' }],
    };
    const placed = placeShift(shift, '2026-01-05', { timeZone: 'UTC' });
    if (!placed) throw new Error('not a work shift');
    const withLunch = { ...placed, id: 1 };
    expect(violationsOf(LaborCodeRule.shiftLength, [withLunch])).toEqual([]);
  });
});

describe('the break in a shift', () => {
  it('is not needed in a shift of 5 hours', () => {
    expect(violationsOf(LaborCodeRule.shiftBreak, [entry('2026-01-05', '08:00', '13:00', [])])).toEqual([]);
  });

  it('must last 30 minutes in one piece in a shift over 5 hours', () => {
    expect(violationsOf(LaborCodeRule.shiftBreak, [entry('2026-01-05', '08:00', '13:01', [])])[0]).toMatchObject({ limit: 30, actual: 0 });
    expect(violationsOf(LaborCodeRule.shiftBreak, [entry('2026-01-05', '08:00', '13:01', [29, 15])])[0]).toMatchObject({
      limit: 30,
      actual: 29,
    });
    expect(violationsOf(LaborCodeRule.shiftBreak, [entry('2026-01-05', '08:00', '13:01', [30])])).toEqual([]);
  });
});

describe('the daily rest', () => {
  it('passes at 11 hours between shifts and fails a minute shorter, concerning both shifts', () => {
    const evening = entry('2026-01-05', '08:00', '20:00');
    expect(violationsOf(LaborCodeRule.dailyRest, [evening, entry('2026-01-06', '07:00', '15:00')])).toEqual([]);
    const early = entry('2026-01-06', '06:59', '15:00');
    expect(violationsOf(LaborCodeRule.dailyRest, [early, evening])).toEqual([
      {
        rule: LaborCodeRule.dailyRest,
        lineId: 'line-1',
        dates: ['2026-01-05', '2026-01-06'],
        entryIds: [evening.id, early.id],
        limit: 660,
        actual: 659,
        unit: 'minutes',
      },
    ]);
  });

  it('is measured in real time across a daylight-saving change', () => {
    // Saturday 22:00 to Sunday 08:00 on 26 October 2025 in Vilnius: 10 hours on the clock, 11 in fact.
    const entries = [
      entry('2025-10-25', '14:00', '22:00', [30], 'Europe/Vilnius'),
      entry('2025-10-26', '08:00', '16:00', [30], 'Europe/Vilnius'),
    ];
    expect(violationsOf(LaborCodeRule.dailyRest, entries, { range: { from: '2025-10-01', to: '2025-10-31' } })).toEqual([]);
  });
});

describe('the weekly rest', () => {
  // Monday to Saturday 08:00–18:00, then a night shift from Sunday 20:00: the longest rest is 26 hours.
  const weekWithoutLongRest = (nightEnd: string) => [
    ...eachDate('2026-01-05', '2026-01-10').map((date) => entry(date, '08:00', '18:00')),
    entry('2026-01-11', '20:00', nightEnd),
  ];

  it('passes when 7 days pass between two rests of 35 hours and fails a minute later', () => {
    // From Monday 08:00 to the next Monday 08:00: exactly 7 days with no rest of 35 hours.
    expect(violationsOf(LaborCodeRule.weeklyRest, weekWithoutLongRest('08:00'))).toEqual([]);
    const oneMinuteMore = weekWithoutLongRest('08:01');
    expect(violationsOf(LaborCodeRule.weeklyRest, oneMinuteMore)).toEqual([
      {
        rule: LaborCodeRule.weeklyRest,
        lineId: 'line-1',
        dates: eachDate('2026-01-05', '2026-01-11'),
        entryIds: oneMinuteMore.map((shift) => shift.id),
        limit: 35 * 60,
        actual: 26 * 60,
        unit: 'minutes',
      },
    ]);
  });

  it('counts a rest of exactly 35 hours, and not one a minute shorter', () => {
    const around = (saturdayStart: string) => [
      ...eachDate('2026-01-05', '2026-01-08').map((date) => entry(date, '08:00', '18:00')),
      // Thursday 18:00 to Saturday: 35 hours when Saturday's shift starts at 05:00.
      entry('2026-01-10', saturdayStart, '15:00'),
      ...eachDate('2026-01-11', '2026-01-13').map((date) => entry(date, '08:00', '18:00')),
    ];
    expect(violationsOf(LaborCodeRule.weeklyRest, around('05:00'))).toEqual([]);
    expect(violationsOf(LaborCodeRule.weeklyRest, around('04:59'))[0]).toMatchObject({ limit: 35 * 60, actual: 35 * 60 - 1 });
  });
});

describe('a line on a usual formula', () => {
  function month(pattern: Array<{ startTime: string; endTime: string } | null>, startDate: string, restEntries: RestEntryTimes[]) {
    const formula = {
      type: FormulaType.cyclic,
      startDate,
      endDate: null,
      holidayShiftId: null,
      entries: pattern.map((_, shiftId) => ({ shiftId: pattern[shiftId] ? shiftId : null })),
    };
    return expandFormula(formula, { from: addDays(january.from, -7), to: addDays(january.to, 7) }).flatMap((day) => {
      const times = day.shiftId === null ? null : pattern[day.shiftId];
      if (!times) return [];
      const placed = placeShift({ ...times, shortDayStartTime: null, shortDayEndTime: null, restEntries }, day.date);
      return placed ? [{ ...placed, id: day.date }] : [];
    });
  }
  const lunch: RestEntryTimes[] = [{ type: RestEntryType.notCounted, startTime: '12:00', endTime: '13:00' }];
  const day = { startTime: '08:00', endTime: '17:00' };

  it('keeps every rule with 5/2 day shifts', () => {
    const fiveTwo = month([day, day, day, day, day, null, null], '2025-12-01', lunch);
    // 25 December to 7 February: 32 weekdays (a cyclic week from a Monday; holidays keep their shift here).
    expect(fiveTwo).toHaveLength(32);
    expect(check(fiveTwo)).toEqual([]);
  });

  it('keeps every rule in a four-crew 12-hour rotation with a counted half-hour break', () => {
    const counted: RestEntryTimes[] = [{ type: RestEntryType.counted, undefinedTime: true, startTime: null, endTime: null, minutes: 30 }];
    const dayShift = { startTime: '07:00', endTime: '19:00' };
    const nightShift = { startTime: '19:00', endTime: '07:00' };
    const rotation = month([dayShift, dayShift, nightShift, nightShift, null, null, null, null], '2025-12-01', counted);
    expect(rotation).toHaveLength(24);
    expect(check(rotation)).toEqual([]);
  });
});
