import type { IsoDate } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';

// Overtime agreements of one employee (spec 2 §5): a period's end is not earlier than its start, and no
// two periods of the employee share a day. A period without an end runs on for good. Periods that only
// touch (one ends the day before the other starts) do not overlap.

/** A period of an agreement: `to` null is open-ended. */
export interface OpenDateRange {
  from: IsoDate;
  to: IsoDate | null;
}

/** Whether two periods (either may be open-ended) share at least one day. */
export function openRangesOverlap(a: OpenDateRange, b: OpenDateRange): boolean {
  return (b.to === null || a.from <= b.to) && (a.to === null || b.from <= a.to);
}

/**
 * The spec 2 §8 error of a period against the employee's other periods, with the field it belongs on:
 * errors.date_to_from on validTo when it ends before it starts, errors.date_range_overlaps on validFrom
 * when it shares a day with another; null when it may be saved.
 */
export function overtimePeriodError(
  period: OpenDateRange,
  others: readonly OpenDateRange[],
): { field: 'validFrom' | 'validTo'; code: typeof ErrorCode.endEarlierThanStart | typeof ErrorCode.dateRangesOverlap } | null {
  if (period.to !== null && period.to < period.from) return { field: 'validTo', code: ErrorCode.endEarlierThanStart };
  if (others.some((other) => openRangesOverlap(period, other))) return { field: 'validFrom', code: ErrorCode.dateRangesOverlap };
  return null;
}
