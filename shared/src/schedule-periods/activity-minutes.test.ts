import { describe, expect, it } from 'vitest';
import { wholeDayActivityMinutes } from './activity-minutes';

describe('wholeDayActivityMinutes', () => {
  it('gives a whole-day activity the full-time norm of each day: 8 h, 7 h before a holiday, none on weekends and holidays', () => {
    // 2030-12-23 (Mon) precedes Christmas Eve, a public holiday in Lithuania; the 21st–22nd are a weekend.
    expect(Object.fromEntries(wholeDayActivityMinutes('2030-12-20', '2030-12-24'))).toEqual({
      '2030-12-20': 480,
      '2030-12-21': 0,
      '2030-12-22': 0,
      '2030-12-23': 420,
      '2030-12-24': 0,
    });
  });
});
