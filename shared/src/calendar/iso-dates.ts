import { z } from 'zod';
import { ErrorCode } from '../errors/error-codes';
import { zonedFormatter } from './zoned-formatters';

// Calendar dates are 'YYYY-MM-DD' strings (ARCHITECTURE rule 9). Arithmetic runs on whole days since
// 1970-01-01 in UTC, so no local time zone or daylight-saving change can shift a date.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The years a calendar date may have: PostgreSQL's date has no year 0, and four digits end at 9999. */
export const MIN_DATE_YEAR = 1;
export const MAX_DATE_YEAR = 9999;

/** Whether the text is a real calendar date written YYYY-MM-DD in the years 0001-9999 (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 onto 1900-1999: setUTCFullYear keeps them as written.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date in an input: a field error validation.invalid_date when it is not one (or not in 0001-9999). */
export const IsoDateSchema = z.string({ error: ErrorCode.invalidDate }).refine(isIsoDate, ErrorCode.invalidDate);

/** Days since 1970-01-01 of a valid ISO date. */
export function toDayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match || !isIsoDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const utc = new Date(0);
  utc.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round(utc.getTime() / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const utc = new Date(dayNumber * MS_PER_DAY);
  const year = String(utc.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(utc.getUTCMonth() + 1).padStart(2, '0')}-${String(utc.getUTCDate()).padStart(2, '0')}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO weekday: 1 Monday … 7 Sunday (weeks start on Monday). */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** Every date from `from` to `to`, both included; empty when `to` is earlier. */
export function eachDate(from: IsoDate, to: IsoDate): IsoDate[] {
  const first = toDayNumber(from);
  const last = toDayNumber(to);
  const dates: IsoDate[] = [];
  for (let day = first; day <= last; day++) dates.push(fromDayNumber(day));
  return dates;
}

/** First and last day of a month (month 1-12). */
export function monthRange(year: number, month: number): { from: IsoDate; to: IsoDate } {
  const from = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const next =
    month === 12
      ? `${String(year + 1).padStart(4, '0')}-01-01`
      : `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** Adds calendar months, keeping the day where the target month has it (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const year = yearOf(date);
  const monthIndex = year * 12 + (Number(date.slice(5, 7)) - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const { to: lastDay } = monthRange(targetYear, targetMonth);
  const day = Math.min(Number(date.slice(8, 10)), Number(lastDay.slice(8, 10)));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether two closed date ranges share at least one day. */
export function rangesOverlap(a: { from: IsoDate; to: IsoDate }, b: { from: IsoDate; to: IsoDate }): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** The calendar date at an instant in a time zone (the business time zone, by default Europe/Vilnius). */
export function dateInTimeZone(instant: Date, timeZone: string): IsoDate {
  return zonedFormatter(timeZone, 'day').format(instant);
}

export const DEFAULT_BUSINESS_TIME_ZONE = 'Europe/Vilnius';

/**
 * ERP placeholders for "no date": 1753-01-01 (the ERP's minimum), 9999-12-31 and anything at or
 * before 1900 (spec 1 §9). The interface shows them empty; for an end date they mean "still running".
 */
export function isEmptyErpDate(date: IsoDate | null | undefined): boolean {
  if (!date) return true;
  const year = yearOf(date);
  return year <= 1900 || year === 1753 || year === 9999;
}
