import { tzOffset } from '@date-fns/tz';
import { type BusinessCalendar, lithuanianCalendar } from '../calendar/business-calendar';
import { addDays, DEFAULT_BUSINESS_TIME_ZONE, type IsoDate } from '../calendar/iso-dates';
import { cachedDayNumber } from './day-numbers';
import { minutesOfDay, RestEntryType, ShiftType, type TimeOfDay } from './work-time.schemas';

// Where a shift lies in real time. A shift is written in wall-clock times ('22:00'–'06:00'); placed on
// a date in the business time zone it becomes two instants, and its length is the real time between
// them: a 22:00–06:00 night shift lasts 9 h over the autumn change in Europe/Vilnius and 7 h over the
// spring one. The zone's offsets come from @date-fns/tz's tzOffset (the runtime's IANA data via Intl).

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const DAY = DAY_MINUTES * MINUTE;

// A month of 2,000 lines asks for the same few dates and times over and over, and Intl formatting is
// the cost (seconds for a month uncached): answers are kept per zone, a bounded number.
const INSTANT_CACHE_SIZE = 50_000;
const instantCache = new Map<string, Map<number, number>>();

/**
 * The instant at which the wall clock of `timeZone` shows `time` on `date`. Resolved as PostgreSQL
 * resolves `timestamp AT TIME ZONE`, so the server's SQL and this function agree:
 * - a time the clock shows twice (03:30 on the autumn change in Vilnius) is the later one, standard time;
 * - a time the clock skips (03:30 on the spring change) is read with the offset before the change, so it
 *   lands an hour later on the clock (04:30 summer time).
 * (TZDate of the same library resolves the repeated hour by the host's own time zone, so the browser and
 * the server would disagree: hence this resolution over tzOffset.)
 */
export function zonedInstant(date: IsoDate, time: TimeOfDay, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): Date {
  return new Date(instantOfWallClock(cachedDayNumber(date) * DAY + minutesOfDay(time) * MINUTE, timeZone));
}

/** The instant (ms) of a wall-clock reading given as milliseconds since 1970-01-01 00:00 on that clock. */
function instantOfWallClock(wall: number, timeZone: string): number {
  let zoneCache = instantCache.get(timeZone);
  if (!zoneCache) {
    zoneCache = new Map();
    instantCache.set(timeZone, zoneCache);
  }
  const known = zoneCache.get(wall);
  if (known !== undefined) return known;
  if (zoneCache.size >= INSTANT_CACHE_SIZE) zoneCache.clear();
  const instant = resolveWallClock(wall, timeZone);
  zoneCache.set(wall, instant);
  return instant;
}

function resolveWallClock(wall: number, timeZone: string): number {
  const offsetBefore = tzOffset(timeZone, new Date(wall - DAY));
  const offsetAfter = tzOffset(timeZone, new Date(wall + DAY));
  if (Number.isNaN(offsetBefore) || Number.isNaN(offsetAfter)) throw new RangeError(`unknown time zone: ${timeZone}`);
  // An offset fits when the instant it gives has that offset itself. Time zones do not change twice in
  // two days, so the offsets a day before and a day after are the only candidates.
  const fitting = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => tzOffset(timeZone, new Date(instant)) * MINUTE === wall - instant);
  if (fitting.length === 0) return wall - offsetBefore * MINUTE;
  return Math.max(...fitting);
}

/** A break of a shift as the shift's rules need it (RestEntryInput and RestEntry both fit). */
export interface RestEntryTimes {
  type: RestEntryType;
  /** A break of undefined time has only `minutes`. */
  undefinedTime?: boolean;
  startTime: TimeOfDay | null;
  endTime: TimeOfDay | null;
  minutes?: number | null;
}

/** The times of a shift as the shift's rules need them (ShiftInput and Shift both fit). */
export interface ShiftTimes {
  /** A rest-day shift has no hours; missing means a work day. */
  type?: ShiftType;
  startTime: TimeOfDay | null;
  endTime: TimeOfDay | null;
  shortDayStartTime: TimeOfDay | null;
  shortDayEndTime: TimeOfDay | null;
  restEntries: readonly RestEntryTimes[];
}

export interface ShiftPlacementOptions {
  /** The business time zone; Europe/Vilnius by default. */
  timeZone?: string;
  /** The public holidays deciding the short pre-holiday day; the Lithuanian calendar by default. */
  calendar?: BusinessCalendar;
  /** The employee is flagged for shortened pre-holiday time (spec 2 §5); false by default. */
  hasShortenedPreHolidayTime?: boolean;
}

/** A break placed in real time: fixed breaks have instants (clipped to the shift), undefined-time ones only minutes. */
export interface PlacedBreak {
  type: RestEntryType;
  start: Date | null;
  end: Date | null;
  /** Real minutes inside the shift (0 when a short day's times leave the break out). */
  minutes: number;
}

/** A work shift placed on a date: the figures every other rule (norm, totals, Labor Code) reads. */
export interface PlacedShift {
  /** The date the shift belongs to: the date it starts on. */
  date: IsoDate;
  /** The wall-clock times in force that day: the short-day ones on a shortened pre-holiday day. */
  startTime: TimeOfDay;
  endTime: TimeOfDay;
  isShortDay: boolean;
  start: Date;
  /** On the next date when endTime ≤ startTime (00:00–00:00 is a 24-hour shift). */
  end: Date;
  /** Real minutes from start to end. */
  durationMinutes: number;
  /** durationMinutes less the breaks not counted in work time. */
  workMinutes: number;
  breaks: PlacedBreak[];
}

/**
 * The working day before a public holiday: the next date is a public holiday and this one is not. For a
 * shift worker the day is a working day because a shift is planned on it, whatever its weekday; the
 * calendar's own pre-holiday type (DayType.preHoliday, Monday–Friday only) is what the norm uses.
 */
export function isDayBeforeHoliday(date: IsoDate, calendar: BusinessCalendar = lithuanianCalendar): boolean {
  return !calendar.isHoliday(date) && calendar.isHoliday(addDays(date, 1));
}

/**
 * The start and end times of a shift on a date, or null for a rest-day shift or one without times.
 * The short-day times replace the usual ones on the working day before a public holiday when both are
 * set and the employee has shortened pre-holiday time (spec 2 §5).
 */
export function shiftTimesOn(
  shift: ShiftTimes,
  date: IsoDate,
  options: ShiftPlacementOptions = {},
): { startTime: TimeOfDay; endTime: TimeOfDay; isShortDay: boolean } | null {
  if (shift.type === ShiftType.restDay || shift.startTime === null || shift.endTime === null) return null;
  if (
    options.hasShortenedPreHolidayTime === true &&
    shift.shortDayStartTime !== null &&
    shift.shortDayEndTime !== null &&
    isDayBeforeHoliday(date, options.calendar)
  ) {
    return { startTime: shift.shortDayStartTime, endTime: shift.shortDayEndTime, isShortDay: true };
  }
  return { startTime: shift.startTime, endTime: shift.endTime, isShortDay: false };
}

/** Wall-clock minutes from `from` to `to`, crossing midnight when `to` is not after `from`. */
function wallSpan(from: TimeOfDay, to: TimeOfDay): number {
  const span = minutesOfDay(to) - minutesOfDay(from);
  return span > 0 ? span : span + DAY_MINUTES;
}

/** Total length of the union of intervals [start, end) in milliseconds. */
function unionLength(intervals: Array<[number, number]>): number {
  const sorted = intervals.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of sorted) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/**
 * A shift placed on a date in the business time zone: its real start, end, length, breaks and work
 * minutes; null for a rest-day shift. The shift crosses midnight when its end is not after its start.
 * Fixed breaks are placed at the first time of day at or after the shift's start (a 02:00 break of a
 * 22:00 shift is on the next date) and clipped to the shift.
 */
export function placeShift(shift: ShiftTimes, date: IsoDate, options: ShiftPlacementOptions = {}): PlacedShift | null {
  const times = shiftTimesOn(shift, date, options);
  if (!times) return null;
  const timeZone = options.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  // Wall-clock readings as milliseconds on the clock, resolved to instants one by one: the span from
  // start to end is wall-clock minutes, its real length whatever the zone's changes make of it.
  const startWall = cachedDayNumber(date) * DAY + minutesOfDay(times.startTime) * MINUTE;
  const atWall = (minutesAfterStart: number) => instantOfWallClock(startWall + minutesAfterStart * MINUTE, timeZone);
  const start = new Date(atWall(0));
  const end = new Date(atWall(wallSpan(times.startTime, times.endTime)));
  const durationMinutes = Math.round((end.getTime() - start.getTime()) / MINUTE);

  const breaks: PlacedBreak[] = [];
  const notCountedFixed: Array<[number, number]> = [];
  let notCountedUndefinedMinutes = 0;
  for (const entry of shift.restEntries) {
    if (entry.undefinedTime || entry.startTime === null || entry.endTime === null) {
      const minutes = Math.min(entry.minutes ?? 0, durationMinutes);
      breaks.push({ type: entry.type, start: null, end: null, minutes });
      if (entry.type === RestEntryType.notCounted) notCountedUndefinedMinutes += minutes;
      continue;
    }
    const fromShiftStart = wallSpan(times.startTime, entry.startTime) % DAY_MINUTES;
    const clippedStart = Math.max(atWall(fromShiftStart), start.getTime());
    const clippedEnd = Math.min(atWall(fromShiftStart + wallSpan(entry.startTime, entry.endTime)), end.getTime());
    const minutes = Math.max(0, Math.round((clippedEnd - clippedStart) / MINUTE));
    breaks.push({
      type: entry.type,
      start: minutes > 0 ? new Date(clippedStart) : null,
      end: minutes > 0 ? new Date(clippedEnd) : null,
      minutes,
    });
    if (entry.type === RestEntryType.notCounted && minutes > 0) notCountedFixed.push([clippedStart, clippedEnd]);
  }
  const notCountedMinutes = Math.round(unionLength(notCountedFixed) / MINUTE) + notCountedUndefinedMinutes;
  return {
    date,
    ...times,
    start,
    end,
    durationMinutes,
    workMinutes: Math.max(0, durationMinutes - notCountedMinutes),
    breaks,
  };
}

/** A reference date with no daylight-saving change and no holiday near it, for a shift's nominal hours. */
const ORDINARY_DATE = '2001-01-10';

/**
 * The work minutes a shift stands for on an ordinary day (no DST change, not shortened): the shift's
 * `workHours` in lists and forms. 0 for a rest-day shift. Use placeShift for a real date.
 */
export function shiftWorkMinutes(shift: ShiftTimes): number {
  return placeShift(shift, ORDINARY_DATE, { timeZone: 'UTC' })?.workMinutes ?? 0;
}

/** Minutes as hours rounded to two decimals (450 → 7.5), as totals are shown. */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}
