import { describe, expect, it } from 'vitest';
import { DeadlineStatus, deadlineStatus } from './deadline-status';

describe('deadlineStatus', () => {
  const { overdue, dueSoon, onTrack } = DeadlineStatus;

  it('is overdue once the deadline day has passed, even by a day over a weekend', () => {
    expect(deadlineStatus('2027-03-31', '2027-04-01')).toBe(overdue);
    // Deadline Friday 2027-03-26, seen on Monday 2027-03-29 (Easter Monday, a holiday) and Tuesday.
    expect(deadlineStatus('2027-03-26', '2027-03-29')).toBe(overdue);
    expect(deadlineStatus('2027-03-26', '2027-03-30')).toBe(overdue);
  });

  it('is due soon on the deadline day and on the work day before it', () => {
    expect(deadlineStatus('2027-03-31', '2027-03-31')).toBe(dueSoon);
    expect(deadlineStatus('2027-03-31', '2027-03-30')).toBe(dueSoon);
    // Friday 2027-03-26: the next work day is Tuesday 30 (Easter Monday is a public holiday).
    expect(deadlineStatus('2027-03-30', '2027-03-26')).toBe(dueSoon);
    // A deadline on the weekend or the holiday between counts as the next work day's.
    expect(deadlineStatus('2027-03-29', '2027-03-26')).toBe(dueSoon);
  });

  it('is on track two work days ahead, and has no status without a deadline', () => {
    expect(deadlineStatus('2027-03-31', '2027-03-26')).toBe(onTrack);
    expect(deadlineStatus('2027-04-01', '2027-03-30')).toBe(onTrack);
    expect(deadlineStatus(null, '2027-03-30')).toBeNull();
  });
});
