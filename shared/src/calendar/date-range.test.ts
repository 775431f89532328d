import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkDateRange } from './date-range';
import { IsoDateSchema } from './iso-dates';

const RangeSchema = z.strictObject({ from: IsoDateSchema, to: IsoDateSchema }).superRefine(checkDateRange('from', 'to', 31));

function issues(value: unknown) {
  return RangeSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('date ranges in inputs', () => {
  it('accept a start on or before the end, up to the longest range', () => {
    expect(issues({ from: '2026-01-01', to: '2026-01-01' })).toEqual([]);
    expect(issues({ from: '2026-01-01', to: '2026-01-31' })).toEqual([]);
  });

  it('refuse an end before the start and a range too long, on the end field', () => {
    expect(issues({ from: '2026-02-01', to: '2026-01-31' })).toEqual([['to', 'errors.date_to_from']]);
    expect(issues({ from: '2026-01-01', to: '2026-02-01' })).toEqual([['to', 'validation.date_range_too_long']]);
  });

  it('leave a date that is not one to its own field error', () => {
    expect(issues({ from: '2026-02-30', to: '2026-01-31' })).toEqual([['from', 'validation.invalid_date']]);
  });
});
