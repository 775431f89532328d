import { describe, expect, it } from 'vitest';
import { normalizeTimeOfDay } from './time-of-day-field';

describe('normalizeTimeOfDay', () => {
  it('reads the usual ways of typing a time as HH:mm on the 24-hour clock', () => {
    expect(normalizeTimeOfDay('8:30')).toBe('08:30');
    expect(normalizeTimeOfDay('8.30')).toBe('08:30');
    expect(normalizeTimeOfDay('0830')).toBe('08:30');
    expect(normalizeTimeOfDay('830')).toBe('08:30');
    expect(normalizeTimeOfDay('17')).toBe('17:00');
    expect(normalizeTimeOfDay(' 23:59 ')).toBe('23:59');
    expect(normalizeTimeOfDay('')).toBe('');
  });

  it('leaves what is no time as typed, for the shared rule to refuse', () => {
    expect(normalizeTimeOfDay('24:00')).toBe('24:00');
    expect(normalizeTimeOfDay('12:60')).toBe('12:60');
    expect(normalizeTimeOfDay('8:5')).toBe('8:5');
    expect(normalizeTimeOfDay('10:00 PM')).toBe('10:00 PM');
  });
});
