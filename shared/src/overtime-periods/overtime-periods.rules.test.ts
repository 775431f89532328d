import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { openRangesOverlap, overtimePeriodError } from './overtime-periods.rules';

describe('openRangesOverlap', () => {
  it('finds a shared day of closed periods, not periods that only touch', () => {
    expect(openRangesOverlap({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-01-31', to: '2026-02-28' })).toBe(true);
    expect(openRangesOverlap({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-02-01', to: '2026-02-28' })).toBe(false);
    expect(openRangesOverlap({ from: '2026-02-01', to: '2026-02-28' }, { from: '2026-01-01', to: '2026-01-31' })).toBe(false);
  });

  it('treats a period without an end as running on for good', () => {
    expect(openRangesOverlap({ from: '2026-01-01', to: null }, { from: '2030-05-01', to: '2030-05-02' })).toBe(true);
    expect(openRangesOverlap({ from: '2026-01-01', to: null }, { from: '2025-01-01', to: '2025-12-31' })).toBe(false);
    expect(openRangesOverlap({ from: '2026-01-01', to: null }, { from: '2027-01-01', to: null })).toBe(true);
    expect(openRangesOverlap({ from: '2025-01-01', to: '2025-12-31' }, { from: '2026-01-01', to: null })).toBe(false);
  });
});

describe('overtimePeriodError', () => {
  it('refuses an end before the start on validTo, before looking at the others', () => {
    expect(overtimePeriodError({ from: '2026-02-01', to: '2026-01-31' }, [])).toEqual({
      field: 'validTo',
      code: ErrorCode.endEarlierThanStart,
    });
  });

  it('refuses an overlap on validFrom and accepts a period beside the others', () => {
    const others = [
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-07-01', to: null },
    ];
    expect(overtimePeriodError({ from: '2026-03-31', to: '2026-04-30' }, others)).toEqual({
      field: 'validFrom',
      code: ErrorCode.dateRangesOverlap,
    });
    expect(overtimePeriodError({ from: '2026-06-01', to: null }, others)?.code).toBe(ErrorCode.dateRangesOverlap);
    expect(overtimePeriodError({ from: '2026-04-01', to: '2026-06-30' }, others)).toBeNull();
    expect(overtimePeriodError({ from: '2026-05-01', to: '2026-05-01' }, others)).toBeNull();
  });
});
