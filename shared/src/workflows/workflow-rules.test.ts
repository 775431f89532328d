import { describe, expect, it } from 'vitest';
import { lithuanianCalendar } from '../calendar/business-calendar';
import { SUBMISSION_STATES, SubmissionState } from '../documents/submission-state';
import { DeadlineStatus, deadlineStatus } from '../calendar/deadline-status';
import {
  ActionCode,
  ActivityOutcome,
  activityDeadline,
  activityOutcome,
  isActivitySkipped,
  isNearDeadline,
  nextSubmissionState,
  SubmissionEvent,
} from './workflow-rules';

const { pending, approved, declined } = ActionCode;

describe('activityOutcome', () => {
  it('waits for a participant whose approval is required even when one approval would do', () => {
    expect(activityOutcome([{ action: approved }, { action: pending, mustConfirm: true }], false)).toBe(ActivityOutcome.pending);
    expect(activityOutcome([{ action: pending }, { action: approved, mustConfirm: true }], false)).toBe(ActivityOutcome.approved);
    expect(activityOutcome([{ action: approved }, { action: approved, mustConfirm: true }, { action: pending }], false)).toBe(
      ActivityOutcome.approved,
    );
  });

  it('completes on the first approval unless all must confirm', () => {
    expect(activityOutcome([pending, approved, pending], false)).toBe(ActivityOutcome.approved);
    expect(activityOutcome([pending, pending, pending], false)).toBe(ActivityOutcome.pending);
  });

  it('with allToConfirm and three participants, waits for the third approval', () => {
    expect(activityOutcome([approved, pending, pending], true)).toBe(ActivityOutcome.pending);
    expect(activityOutcome([approved, approved, pending], true)).toBe(ActivityOutcome.pending);
    expect(activityOutcome([approved, approved, approved], true)).toBe(ActivityOutcome.approved);
  });

  it('is declined by one decline, whatever the others did', () => {
    expect(activityOutcome([approved, declined, approved], true)).toBe(ActivityOutcome.declined);
    expect(activityOutcome([approved, declined], false)).toBe(ActivityOutcome.declined);
  });

  it('stays pending with nobody to act', () => {
    expect(activityOutcome([], true)).toBe(ActivityOutcome.pending);
    expect(activityOutcome([], false)).toBe(ActivityOutcome.pending);
  });
});

describe('isActivitySkipped', () => {
  it('skips an activity without participants only when it says so', () => {
    expect(isActivitySkipped(0, true)).toBe(true);
    expect(isActivitySkipped(0, false)).toBe(false);
    expect(isActivitySkipped(1, true)).toBe(false);
  });
});

describe('activityDeadline and isNearDeadline', () => {
  it('counts work days past a weekend and a public holiday: Friday before Easter Monday + 2 → Wednesday', () => {
    expect(lithuanianCalendar.isHoliday('2027-03-29')).toBe(true);
    expect(activityDeadline('2027-03-26', 2)).toBe('2027-03-31');
    expect(activityDeadline('2027-03-26', 1)).toBe('2027-03-30');
  });

  it('has no deadline without a positive whole duration', () => {
    expect(activityDeadline('2027-03-26', 0)).toBeNull();
    expect(activityDeadline('2027-03-26', -1)).toBeNull();
    expect(activityDeadline('2027-03-26', 1.5)).toBeNull();
  });

  it('is near on the deadline, the work day before it, and after it; not two work days ahead', () => {
    // Deadline Wednesday 2027-03-31: from Friday 2027-03-26 the next work day is Tuesday 30.
    expect(isNearDeadline('2027-03-31', '2027-03-26')).toBe(false);
    expect(isNearDeadline('2027-03-30', '2027-03-26')).toBe(true);
    expect(isNearDeadline('2027-03-31', '2027-03-30')).toBe(true);
    expect(isNearDeadline('2027-03-31', '2027-03-31')).toBe(true);
    expect(isNearDeadline('2027-03-31', '2027-04-02')).toBe(true);
    expect(isNearDeadline(null, '2027-04-02')).toBe(false);
  });

  it('is near exactly when deadlineStatus says overdue or due soon', () => {
    for (const [deadline, today] of [
      ['2027-03-31', '2027-04-01'],
      ['2027-03-31', '2027-03-30'],
      ['2027-03-31', '2027-03-26'],
    ] as const) {
      expect(isNearDeadline(deadline, today)).toBe(deadlineStatus(deadline, today) !== DeadlineStatus.onTrack);
    }
  });
});

describe('nextSubmissionState', () => {
  const { draft, new: filed, inProgress, approved: approvedState, rejected, cancelled } = SubmissionState;

  it('starts a workflow on a draft or a filed document only', () => {
    expect(nextSubmissionState(draft, SubmissionEvent.initiate)).toBe(inProgress);
    expect(nextSubmissionState(filed, SubmissionEvent.initiate)).toBe(inProgress);
    for (const state of [inProgress, approvedState, rejected, cancelled])
      expect(nextSubmissionState(state, SubmissionEvent.initiate), state).toBeNull();
  });

  it('approves and declines documents under approval only', () => {
    for (const state of SUBMISSION_STATES) {
      const underApproval = state === filed || state === inProgress;
      expect(nextSubmissionState(state, SubmissionEvent.approve), state).toBe(underApproval ? approvedState : null);
      expect(nextSubmissionState(state, SubmissionEvent.decline), state).toBe(underApproval ? rejected : null);
    }
  });

  it('lets anyone allowed cancel under approval, and an administrator in any state but Draft and Cancelled', () => {
    expect(nextSubmissionState(inProgress, SubmissionEvent.cancel)).toBe(cancelled);
    expect(nextSubmissionState(approvedState, SubmissionEvent.cancel)).toBeNull();
    expect(nextSubmissionState(approvedState, SubmissionEvent.cancel, { isAdmin: true })).toBe(cancelled);
    expect(nextSubmissionState(rejected, SubmissionEvent.cancel, { isAdmin: true })).toBe(cancelled);
    expect(nextSubmissionState(draft, SubmissionEvent.cancel, { isAdmin: true })).toBeNull();
    expect(nextSubmissionState(cancelled, SubmissionEvent.cancel, { isAdmin: true })).toBeNull();
  });

  it('cancels an approved document when its cancellation workflow completes, and nothing else', () => {
    expect(nextSubmissionState(approvedState, SubmissionEvent.cancellationApproved)).toBe(cancelled);
    for (const state of [draft, filed, inProgress, rejected, cancelled])
      expect(nextSubmissionState(state, SubmissionEvent.cancellationApproved), state).toBeNull();
  });
});
