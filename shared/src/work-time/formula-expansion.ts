import { type BusinessCalendar, lithuanianCalendar } from '../calendar/business-calendar';
import { fromDayNumber, type IsoDate, isoWeekday, toDayNumber } from '../calendar/iso-dates';
import { FormulaType } from './work-time.schemas';

// Expanding a schedule formula into planned shifts (spec 2 §3 "Schedule formula", "Schedule employee").
//
// A formula is an ordered list of N positions, each a shift or a day off (null). Which position falls
// on a date is pure day arithmetic, anchored once and never reset (not at month or year starts), so a
// cycle runs on unbroken across months and years:
//
// - cyclic: position = (days from the formula's start date + offset) mod N. A four-crew 12-hour
//   rotation D D N N · · · · (N = 8) gives its crews offsets 0, 2, 4, 6: on any day one crew works the
//   day shift and one the night shift. A 2-2-3 rotation is a cycle of 14 positions.
// - continuous: a week pattern; position = (days from the Monday of the start date's week + offset)
//   mod N, so position 0 is always a Monday (N is a whole number of weeks: 7, 14 …). 5/2 is
//   D D D D D · · (Monday–Friday day shift); a two-week pattern alternates its weeks.
//
// The employee's offset (schedule employee's scheduleFormulaOffset) moves where in the cycle they are:
// with offset k the employee is on the date where the formula's position k would be on the anchor day.
// For a continuous formula an offset that is a multiple of 7 keeps the weekdays (7 swaps the weeks of
// a two-week pattern). Negative offsets count backwards.
//
// On a public holiday of the business calendar the formula's holiday shift replaces a planned work
// shift (not a day off, and not a rest-day shift); without a holiday shift the cycle's shift stays.
// Only dates inside both the formula's validity and the employee's produce a shift.

/** The formula fields expansion reads (ScheduleFormulaInput and ScheduleFormula both fit). */
export interface ExpandableFormula {
  type: FormulaType;
  startDate: IsoDate;
  /** null: no end. */
  endDate: IsoDate | null;
  holidayShiftId: number | null;
  /** Position i is entries[i]; shiftId null is a day off. */
  entries: ReadonlyArray<{ shiftId: number | null }>;
}

export interface FormulaExpansionOptions {
  /** The dates to expand, both included. */
  from: IsoDate;
  to: IsoDate;
  /** The employee's formula offset in days; 0 by default. */
  offset?: number;
  /** The employee's validity in the schedule; null or missing: unbounded on that side. */
  validFrom?: IsoDate | null;
  validTo?: IsoDate | null;
  /** The public holidays; the Lithuanian calendar by default. */
  calendar?: BusinessCalendar;
  /**
   * Whether a shift plans work (and so gives way to the holiday shift on a public holiday). By default
   * every shift does; pass the shifts' types to keep rest-day shifts on holidays.
   */
  isWorkShift?: (shiftId: number) => boolean;
}

/** One date of an expansion. */
export interface PlannedDay {
  date: IsoDate;
  /** The planned shift; null for a day off or a date outside the validity. */
  shiftId: number | null;
  /** The formula position that fell on the date; null outside the validity. */
  position: number | null;
  /** The shift is the formula's holiday shift in place of the cycle's. */
  isHolidayShift: boolean;
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

/** The day the formula's position 0 falls on with offset 0: its start date, or Monday of that week. */
export function formulaAnchorDate(formula: Pick<ExpandableFormula, 'type' | 'startDate'>): IsoDate {
  const start = toDayNumber(formula.startDate);
  return formula.type === FormulaType.continuous ? fromDayNumber(start - (isoWeekday(formula.startDate) - 1)) : formula.startDate;
}

/**
 * The position of the formula on a date for an employee with `offset`, ignoring validity: the one
 * formula of the arithmetic the server's set-based generation mirrors in SQL. null for an empty formula.
 */
export function formulaPositionOn(
  formula: Pick<ExpandableFormula, 'type' | 'startDate' | 'entries'>,
  date: IsoDate,
  offset = 0,
): number | null {
  const length = formula.entries.length;
  if (length === 0) return null;
  return modulo(toDayNumber(date) - toDayNumber(formulaAnchorDate(formula)) + offset, length);
}

/** The planned shift of every date from `from` to `to` (both included; empty when `to` is earlier). */
export function expandFormula(formula: ExpandableFormula, options: FormulaExpansionOptions): PlannedDay[] {
  const calendar = options.calendar ?? lithuanianCalendar;
  const isWorkShift = options.isWorkShift ?? (() => true);
  const offset = options.offset ?? 0;
  const length = formula.entries.length;
  const anchor = toDayNumber(formulaAnchorDate(formula));
  // The first and last day both validities allow.
  const firstValid = Math.max(
    toDayNumber(formula.startDate),
    options.validFrom ? toDayNumber(options.validFrom) : Number.NEGATIVE_INFINITY,
  );
  const lastValid = Math.min(
    formula.endDate ? toDayNumber(formula.endDate) : Number.POSITIVE_INFINITY,
    options.validTo ? toDayNumber(options.validTo) : Number.POSITIVE_INFINITY,
  );

  const days: PlannedDay[] = [];
  const last = toDayNumber(options.to);
  for (let day = toDayNumber(options.from); day <= last; day++) {
    const date = fromDayNumber(day);
    if (length === 0 || day < firstValid || day > lastValid) {
      days.push({ date, shiftId: null, position: null, isHolidayShift: false });
      continue;
    }
    const position = modulo(day - anchor + offset, length);
    const cycleShiftId = formula.entries[position]?.shiftId ?? null;
    const replaced = cycleShiftId !== null && formula.holidayShiftId !== null && isWorkShift(cycleShiftId) && calendar.isHoliday(date);
    days.push({ date, shiftId: replaced ? formula.holidayShiftId : cycleShiftId, position, isHolidayShift: replaced });
  }
  return days;
}
