import { afterEach, describe, expect, it, vi } from 'vitest';
import { lithuanianCalendar } from '../calendar/business-calendar';
import { isDayBeforeHoliday, placeShift, type ShiftTimes, shiftWorkMinutes, zonedInstant } from './shift-hours';
import { RestEntryType, ShiftType } from './work-time.schemas';

function shift(startTime: string, endTime: string, more: Partial<ShiftTimes> = {}): ShiftTimes {
  return { startTime, endTime, shortDayStartTime: null, shortDayEndTime: null, restEntries: [], ...more };
}

describe('a wall-clock time in the business time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is read with the offset in force that day', () => {
    expect(zonedInstant('2026-01-15', '08:00').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00').toISOString()).toBe('2026-07-15T05:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00', 'UTC').toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('resolves the repeated and the skipped hour as PostgreSQL does, whatever the host time zone', () => {
    // Each host zone its own year, so no answer comes from what an earlier one worked out.
    const changes = [
      { hostTimeZone: 'UTC', autumn: '2024-10-27', spring: '2024-03-31' },
      { hostTimeZone: 'Europe/Vilnius', autumn: '2025-10-26', spring: '2025-03-30' },
      { hostTimeZone: 'America/New_York', autumn: '2026-10-25', spring: '2026-03-29' },
    ];
    for (const { hostTimeZone, autumn, spring } of changes) {
      // Node reads TZ anew when it changes: the host's zone must not change the answer.
      vi.stubEnv('TZ', hostTimeZone);
      // 03:30 comes twice on the autumn change: the later one, standard time (+02:00).
      expect(zonedInstant(autumn, '03:30').toISOString()).toBe(`${autumn}T01:30:00.000Z`);
      // 03:30 never comes on the spring change: read with the winter offset, it is 04:30 summer time.
      expect(zonedInstant(spring, '03:30').toISOString()).toBe(`${spring}T01:30:00.000Z`);
    }
  });

  it('refuses an unknown time zone', () => {
    expect(() => zonedInstant('2026-01-15', '08:00', 'Europe/Atlantis')).toThrow(RangeError);
  });
});

describe('a shift placed on a date', () => {
  it('crosses midnight when its end is not after its start', () => {
    const placed = placeShift(shift('22:00', '06:00'), '2026-01-15');
    expect(placed?.start.toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(placed?.end.toISOString()).toBe('2026-01-16T04:00:00.000Z');
    expect(placed?.durationMinutes).toBe(480);
    expect(placeShift(shift('00:00', '00:00'), '2026-01-15')?.durationMinutes).toBe(24 * 60);
  });

  it('lasts 9 hours over the autumn change and 7 over the spring one (22:00–06:00 in Vilnius)', () => {
    expect(placeShift(shift('22:00', '06:00'), '2025-10-25')?.durationMinutes).toBe(9 * 60);
    expect(placeShift(shift('22:00', '06:00'), '2025-03-29')?.durationMinutes).toBe(7 * 60);
    expect(placeShift(shift('22:00', '06:00'), '2025-10-25', { timeZone: 'UTC' })?.durationMinutes).toBe(8 * 60);
  });

  it('works its length less the breaks not counted in work time', () => {
    const lunch = (type: RestEntryType) => ({ type, startTime: '12:00', endTime: '12:30' });
    expect(placeShift(shift('08:00', '17:00', { restEntries: [lunch(RestEntryType.notCounted)] }), '2026-01-15')?.workMinutes).toBe(510);
    expect(placeShift(shift('08:00', '17:00', { restEntries: [lunch(RestEntryType.counted)] }), '2026-01-15')?.workMinutes).toBe(540);
    const undefinedBreak = { type: RestEntryType.notCounted, undefinedTime: true, startTime: null, endTime: null, minutes: 45 };
    expect(placeShift(shift('08:00', '17:00', { restEntries: [undefinedBreak] }), '2026-01-15')?.workMinutes).toBe(495);
  });

  it('places a night break on the next date and counts overlapping breaks once', () => {
    const restEntries = [
      { type: RestEntryType.notCounted, startTime: '02:00', endTime: '02:30' },
      { type: RestEntryType.notCounted, startTime: '02:15', endTime: '02:45' },
    ];
    const placed = placeShift(shift('22:00', '06:00', { restEntries }), '2026-01-15');
    expect(placed?.breaks[0]?.start?.toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(placed?.workMinutes).toBe(480 - 45);
  });

  it('has no hours as a rest-day shift', () => {
    expect(placeShift({ ...shift('08:00', '17:00'), type: ShiftType.restDay }, '2026-01-15')).toBeNull();
    expect(shiftWorkMinutes({ ...shift('08:00', '17:00'), type: ShiftType.restDay })).toBe(0);
    expect(shiftWorkMinutes(shift('22:00', '06:00'))).toBe(480);
  });
});

describe('the short pre-holiday day', () => {
  const withShortDay = shift('08:00', '17:00', {
    shortDayStartTime: '08:00',
    shortDayEndTime: '16:00',
    restEntries: [{ type: RestEntryType.notCounted, startTime: '12:00', endTime: '12:30' }],
  });
  // 24 December 2025 is a public holiday in Lithuania.
  const preHoliday = '2025-12-23';

  it('replaces the times on the working day before a public holiday for an employee flagged for it', () => {
    const placed = placeShift(withShortDay, preHoliday, { hasShortenedPreHolidayTime: true });
    expect(placed).toMatchObject({ startTime: '08:00', endTime: '16:00', isShortDay: true, durationMinutes: 480, workMinutes: 450 });
  });

  it('does not apply to an employee without shortened pre-holiday time, nor on an ordinary day', () => {
    expect(placeShift(withShortDay, preHoliday)).toMatchObject({ endTime: '17:00', isShortDay: false, workMinutes: 510 });
    expect(placeShift(withShortDay, '2025-12-22', { hasShortenedPreHolidayTime: true })).toMatchObject({ isShortDay: false });
    // On the holiday itself (the 24th, before the 25th) it is not a working day before one.
    expect(placeShift(withShortDay, '2025-12-24', { hasShortenedPreHolidayTime: true })).toMatchObject({ isShortDay: false });
  });

  it('needs both short-day times', () => {
    const onlyStart = { ...withShortDay, shortDayEndTime: null };
    expect(placeShift(onlyStart, preHoliday, { hasShortenedPreHolidayTime: true })).toMatchObject({ isShortDay: false, endTime: '17:00' });
  });

  it('is any day a shift is planned on before a holiday, a Sunday too', () => {
    // Monday 16 February 2026 is a public holiday.
    expect(isDayBeforeHoliday('2026-02-15', lithuanianCalendar)).toBe(true);
    expect(placeShift(withShortDay, '2026-02-15', { hasShortenedPreHolidayTime: true })?.isShortDay).toBe(true);
    expect(isDayBeforeHoliday('2026-02-13', lithuanianCalendar)).toBe(false);
  });
});
