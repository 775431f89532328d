import { describe, expect, it } from 'vitest';
import { zonedFormatter, zonedParts } from './zoned-formatters';

describe('zonedFormatter', () => {
  it('builds one formatter per time zone and precision and reuses it', () => {
    expect(zonedFormatter('Europe/Vilnius', 'day')).toBe(zonedFormatter('Europe/Vilnius', 'day'));
    expect(zonedFormatter('Europe/Vilnius', 'day')).not.toBe(zonedFormatter('UTC', 'day'));
    expect(zonedFormatter('Europe/Vilnius', 'day')).not.toBe(zonedFormatter('Europe/Vilnius', 'minute'));
  });

  it('writes a day as YYYY-MM-DD in the zone', () => {
    expect(zonedFormatter('Europe/Vilnius', 'day').format(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-29');
  });
});

describe('zonedParts', () => {
  it('answers the wall clock of the zone on both sides of a daylight-saving change, midnight as hour 0', () => {
    expect(zonedParts(new Date('2026-03-28T22:00:00Z'), 'Europe/Vilnius', 'second')).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(zonedParts(new Date('2026-03-29T01:30:00Z'), 'Europe/Vilnius', 'minute')).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 4,
      minute: 30,
    });
  });
});
