import type { z } from 'zod';
import { ErrorCode } from '../errors/error-codes';
import { daysBetween, isIsoDate } from './iso-dates';

/**
 * A refinement for inputs with a date range: the end must not be earlier than the start
 * (errors.date_to_from on the end field) and, when `maxDays` is given, the range must not be longer.
 */
export function checkDateRange<T extends Record<string, unknown>>(fromKey: keyof T & string, toKey: keyof T & string, maxDays?: number) {
  return (value: T, context: z.RefinementCtx) => {
    const from = value[fromKey];
    const to = value[toKey];
    // A date that is not one has its own field error already.
    if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDate(from) || !isIsoDate(to)) return;
    if (to < from) {
      context.addIssue({ code: 'custom', path: [toKey], message: ErrorCode.endEarlierThanStart });
    } else if (maxDays !== undefined && daysBetween(from, to) + 1 > maxDays) {
      context.addIssue({ code: 'custom', path: [toKey], message: ErrorCode.dateRangeTooLong });
    }
  };
}
