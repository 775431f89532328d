import { describe, expect, it } from 'vitest';
import { timeAgo } from './messages.schemas';

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('counts seconds under a minute, minutes under an hour, hours under a day, then days', () => {
    expect(timeAgo(before(59), now)).toEqual({ unit: 'second', value: 59 });
    expect(timeAgo(before(60), now)).toEqual({ unit: 'minute', value: 1 });
    expect(timeAgo(before(3599), now)).toEqual({ unit: 'minute', value: 59 });
    expect(timeAgo(before(3600), now)).toEqual({ unit: 'hour', value: 1 });
    expect(timeAgo(before(86_399), now)).toEqual({ unit: 'hour', value: 23 });
    expect(timeAgo(before(86_400 * 3), now)).toEqual({ unit: 'day', value: 3 });
  });

  it('never answers a negative age for a clock slightly ahead', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toEqual({ unit: 'second', value: 0 });
  });
});
