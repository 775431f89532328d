import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, eachDate, isoWeekday } from '../calendar/iso-dates';
import { type ExpandableFormula, expandFormula, formulaAnchorDate, formulaPositionOn } from './formula-expansion';
import { placeShift } from './shift-hours';
import { FormulaType } from './work-time.schemas';

const DAY = 1;
const NIGHT = 2;
const HOLIDAY = 9;
const REST_DAY_SHIFT = 5;

function cyclic(pattern: Array<number | null>, more: Partial<ExpandableFormula> = {}): ExpandableFormula {
  return {
    type: FormulaType.cyclic,
    startDate: '2025-01-01',
    endDate: null,
    holidayShiftId: null,
    entries: pattern.map((shiftId) => ({ shiftId })),
    ...more,
  };
}

const shiftsOf = (days: ReturnType<typeof expandFormula>) => days.map((day) => day.shiftId);

// The four-crew 12-hour rotation: two days, two nights, four off.
const fourCrew = cyclic([DAY, DAY, NIGHT, NIGHT, null, null, null, null]);

describe('a cyclic formula', () => {
  it('runs on across a year end without starting again', () => {
    const formula = cyclic([DAY, DAY, NIGHT, NIGHT, null, null, null, null], { startDate: '2025-12-29' });
    const days = expandFormula(formula, { from: '2025-12-29', to: '2026-01-08' });
    expect(days.map((day) => day.date)).toEqual(eachDate('2025-12-29', '2026-01-08'));
    // 1 January is a public holiday: without a holiday shift the night shift stays.
    expect(shiftsOf(days)).toEqual([DAY, DAY, NIGHT, NIGHT, null, null, null, null, DAY, DAY, NIGHT]);
    expect(days.map((day) => day.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2]);
  });

  it('gives four crews with offsets 0, 2, 4, 6 one day and one night crew every day', () => {
    const crews = [0, 2, 4, 6].map((offset) => expandFormula(fourCrew, { from: '2025-12-20', to: '2026-01-10', offset }));
    eachDate('2025-12-20', '2026-01-10').forEach((_date, index) => {
      const onDuty = crews.map((crew) => crew[index]?.shiftId);
      expect(onDuty.filter((shiftId) => shiftId === DAY)).toHaveLength(1);
      expect(onDuty.filter((shiftId) => shiftId === NIGHT)).toHaveLength(1);
    });
    // With offset 2 the crew starts the formula's first day on its nights.
    expect(shiftsOf(expandFormula(fourCrew, { from: '2025-01-01', to: '2025-01-03', offset: 2 }))).toEqual([NIGHT, NIGHT, null]);
  });

  it('covers every day with one of two crews in a 2-2-3 rotation', () => {
    const twoTwoThree = cyclic([DAY, DAY, null, null, DAY, DAY, DAY, null, null, DAY, DAY, null, null, null]);
    const crewA = expandFormula(twoTwoThree, { from: '2025-11-01', to: '2026-02-28' });
    const crewB = expandFormula(twoTwoThree, { from: '2025-11-01', to: '2026-02-28', offset: 7 });
    // No holiday shift: public holidays change nothing, so every date has exactly one crew on duty.
    crewA.forEach((day, index) => {
      expect([day.shiftId, crewB[index]?.shiftId].filter((shiftId) => shiftId === DAY)).toHaveLength(1);
    });
  });

  it('counts a negative offset backwards', () => {
    const options = { from: '2025-03-01', to: '2025-03-31' };
    expect(shiftsOf(expandFormula(fourCrew, { ...options, offset: -1 }))).toEqual(
      shiftsOf(expandFormula(fourCrew, { ...options, offset: 7 })),
    );
    expect(shiftsOf(expandFormula(fourCrew, { ...options, offset: 10 }))).toEqual(
      shiftsOf(expandFormula(fourCrew, { ...options, offset: 2 })),
    );
  });

  it('plans a night shift that lasts 9 hours over the autumn change in Vilnius', () => {
    const nights = cyclic([NIGHT], { startDate: '2025-10-20' });
    const planned = expandFormula(nights, { from: '2025-10-24', to: '2025-10-26' });
    const night = { startTime: '22:00', endTime: '06:00', shortDayStartTime: null, shortDayEndTime: null, restEntries: [] };
    expect(planned.map((day) => (day.shiftId === NIGHT ? placeShift(night, day.date)?.durationMinutes : null))).toEqual([480, 540, 480]);
  });
});

describe('a continuous formula', () => {
  // 5/2 from Wednesday 4 March 2026: the pattern is anchored on Monday 2 March.
  const fiveTwo: ExpandableFormula = {
    type: FormulaType.continuous,
    startDate: '2026-03-04',
    endDate: null,
    holidayShiftId: null,
    entries: [DAY, DAY, DAY, DAY, DAY, null, null].map((shiftId) => ({ shiftId })),
  };

  it('follows the weekdays from the Monday of its start week', () => {
    expect(formulaAnchorDate(fiveTwo)).toBe('2026-03-02');
    const days = expandFormula(fiveTwo, { from: '2026-03-02', to: '2026-03-15' });
    expect(shiftsOf(days)).toEqual([null, null, DAY, DAY, DAY, null, null, DAY, DAY, DAY, DAY, DAY, null, null]);
    // Before its start date (Monday and Tuesday) the formula is not valid yet.
    expect(days.slice(0, 2).map((day) => day.position)).toEqual([null, null]);
    for (const day of expandFormula(fiveTwo, { from: '2026-05-04', to: '2026-08-30' })) {
      expect(day.shiftId === DAY).toBe(isoWeekday(day.date) <= 5);
    }
  });

  it('puts the holiday shift in place of a work shift on a public holiday, and keeps days off', () => {
    const withHoliday = { ...fiveTwo, holidayShiftId: HOLIDAY };
    // Easter Sunday 5 April and Easter Monday 6 April 2026.
    const days = expandFormula(withHoliday, { from: '2026-04-05', to: '2026-04-07' });
    expect(days).toEqual([
      { date: '2026-04-05', shiftId: null, position: 6, isHolidayShift: false },
      { date: '2026-04-06', shiftId: HOLIDAY, position: 0, isHolidayShift: true },
      { date: '2026-04-07', shiftId: DAY, position: 1, isHolidayShift: false },
    ]);
    // Without a holiday shift, the cycle's shift stays on the holiday.
    expect(expandFormula(fiveTwo, { from: '2026-04-06', to: '2026-04-06' })[0]?.shiftId).toBe(DAY);
  });

  it('keeps a rest-day shift on a holiday when told which shifts plan work', () => {
    const restOnMondays = { ...fiveTwo, holidayShiftId: HOLIDAY, entries: [{ shiftId: REST_DAY_SHIFT }, ...fiveTwo.entries.slice(1)] };
    const days = expandFormula(restOnMondays, {
      from: '2026-04-06',
      to: '2026-04-06',
      isWorkShift: (shiftId) => shiftId !== REST_DAY_SHIFT,
    });
    expect(days[0]?.shiftId).toBe(REST_DAY_SHIFT);
  });
});

describe('validity', () => {
  it('plans only inside both the formula’s and the employee’s validity', () => {
    const formula = cyclic([DAY], { startDate: '2026-01-01', endDate: '2026-01-20' });
    const days = expandFormula(formula, { from: '2025-12-30', to: '2026-01-25', validFrom: '2026-01-05', validTo: '2026-01-31' });
    const planned = days.filter((day) => day.shiftId !== null).map((day) => day.date);
    expect(planned).toEqual(eachDate('2026-01-05', '2026-01-20'));
    expect(expandFormula(formula, { from: '2026-01-10', to: '2026-01-12', validTo: '2026-01-10' }).map((day) => day.shiftId)).toEqual([
      DAY,
      null,
      null,
    ]);
  });

  it('plans nothing from a formula without positions', () => {
    expect(shiftsOf(expandFormula(cyclic([]), { from: '2026-01-01', to: '2026-01-02' }))).toEqual([null, null]);
    expect(formulaPositionOn(cyclic([]), '2026-01-01')).toBeNull();
  });
});

describe('expansion (properties)', () => {
  const formulaArbitrary = fc.record({
    type: fc.constantFrom(FormulaType.cyclic, FormulaType.continuous),
    pattern: fc.array(fc.option(fc.constantFrom(DAY, NIGHT), { nil: null }), { minLength: 1, maxLength: 28 }),
    startOffset: fc.integer({ min: 0, max: 800 }),
    holidayShiftId: fc.option(fc.constant(HOLIDAY), { nil: null }),
  });
  type RawFormula = { type: FormulaType; pattern: Array<number | null>; startOffset: number; holidayShiftId: number | null };
  const toFormula = ({ type, pattern, startOffset, holidayShiftId }: RawFormula): ExpandableFormula => ({
    type,
    startDate: addDays('2024-01-01', startOffset),
    endDate: null,
    holidayShiftId,
    entries: pattern.map((shiftId) => ({ shiftId })),
  });

  it('over [a, c] equals over [a, b] followed by [b + 1, c]', () => {
    fc.assert(
      fc.property(
        formulaArbitrary,
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -30, max: 30 }),
        (raw, start, firstLength, secondLength, offset) => {
          const formula = toFormula(raw);
          const a = addDays('2024-01-01', start);
          const b = addDays(a, firstLength);
          const c = addDays(b, secondLength + 1);
          const whole = expandFormula(formula, { from: a, to: c, offset });
          const parts = [
            ...expandFormula(formula, { from: a, to: b, offset }),
            ...expandFormula(formula, { from: addDays(b, 1), to: c, offset }),
          ];
          expect(parts).toEqual(whole);
        },
      ),
    );
  });

  it('with offset k plans on each date what offset 0 plans k days later (away from the start and holidays)', () => {
    fc.assert(
      fc.property(formulaArbitrary, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 40 }), (raw, dayAfterStart, offset) => {
        const formula = { ...toFormula(raw), holidayShiftId: null };
        const date = addDays(formula.startDate, dayAfterStart);
        const withOffset = expandFormula(formula, { from: date, to: date, offset })[0];
        const later = expandFormula(formula, { from: addDays(date, offset), to: addDays(date, offset) })[0];
        expect(withOffset?.shiftId).toBe(later?.shiftId);
        expect(withOffset?.position).toBe(formulaPositionOn(formula, date, offset));
      }),
    );
  });
});
