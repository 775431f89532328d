import { type IsoDate, isIsoDate, MAX_DATE_YEAR, MIN_DATE_YEAR } from '../calendar/iso-dates';

// What a person types into a date field: YYYY-MM-DD (spec 1 §9, also with / or . between the parts)
// or the day first as DD.MM.YYYY. A date that cannot exist (2026-02-31) is told apart from text that
// is no date at all, so the field can name the problem instead of quietly keeping the old value.

export const TypedDateProblem = {
  /** Not a date in any accepted way of writing one (or a year outside 0001-9999). */
  unreadable: 'unreadable',
  /** A month outside 1-12. */
  noSuchMonth: 'no_such_month',
  /** A day past the month's last (`daysInMonth`), or 0. */
  noSuchDay: 'no_such_day',
} as const;
export type TypedDateProblem = (typeof TypedDateProblem)[keyof typeof TypedDateProblem];

export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'date'; date: IsoDate }
  | { kind: 'invalid'; problem: TypedDateProblem; year?: number; month?: number; daysInMonth?: number };

const YEAR_FIRST = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(Date.UTC(2000, month, 0));
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** Reads typed text as a date, or says why it is not one. */
export function parseTypedDate(text: string): TypedDate {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  const yearFirst = YEAR_FIRST.exec(value);
  const dayFirst = yearFirst ? null : DAY_FIRST.exec(value);
  if (!yearFirst && !dayFirst) return { kind: 'invalid', problem: TypedDateProblem.unreadable };
  const [year, month, day] = yearFirst
    ? [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])]
    : [Number(dayFirst![3]), Number(dayFirst![2]), Number(dayFirst![1])];
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return { kind: 'invalid', problem: TypedDateProblem.unreadable };
  if (month < 1 || month > 12) return { kind: 'invalid', problem: TypedDateProblem.noSuchMonth, year, month };
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) return { kind: 'invalid', problem: TypedDateProblem.noSuchDay, year, month, daysInMonth: last };
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(date) ? { kind: 'date', date } : { kind: 'invalid', problem: TypedDateProblem.unreadable };
}
