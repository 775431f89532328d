import { DeadlineStatus } from '../calendar/deadline-status';
import { describe, expect, it } from 'vitest';
import {
  badgeColorOf,
  canShowDocumentAction,
  DocumentAction,
  documentActionsOf,
  highlightedDeadline,
  isTerminalState,
  SUBMISSION_STATES,
  SubmissionState,
  SubmissionStateSchema,
} from './submission-state';

const everyFlag = { canApprove: true, canReject: true, canCancel: true, canCancelWorkflow: true, canManage: true, hasWorkflow: true };

describe('submission state', () => {
  it('colours the badges as spec 1 §4', () => {
    expect(SUBMISSION_STATES.map((state) => [state, badgeColorOf(state)])).toEqual([
      ['Draft', 'grey'],
      ['New', 'blue'],
      ['InProgress', 'amber'],
      ['Approved', 'green'],
      ['Rejected', 'red'],
      ['Cancelled', 'red'],
    ]);
  });

  it('highlights a near deadline only while a decision is awaited', () => {
    const inProgress = SubmissionState.inProgress;
    expect(highlightedDeadline({ state: inProgress, deadlineStatus: DeadlineStatus.dueSoon })).toBe('dueSoon');
    expect(highlightedDeadline({ state: inProgress, deadlineStatus: DeadlineStatus.overdue })).toBe('overdue');
    expect(highlightedDeadline({ state: inProgress, deadlineStatus: DeadlineStatus.onTrack })).toBeNull();
    expect(highlightedDeadline({ state: inProgress, deadlineStatus: null })).toBeNull();
    for (const state of SUBMISSION_STATES.filter((each) => each !== SubmissionState.inProgress))
      expect(highlightedDeadline({ state, deadlineStatus: DeadlineStatus.dueSoon })).toBeNull();
    // The cancellation of an approved document waits for a decision too.
    expect(
      highlightedDeadline({ state: SubmissionState.approved, cancellationInProgress: true, deadlineStatus: DeadlineStatus.overdue }),
    ).toBe('overdue');
  });

  it('parses the state names and refuses others', () => {
    expect(SubmissionStateSchema.parse('InProgress')).toBe('InProgress');
    expect(SubmissionStateSchema.safeParse('inprogress').success).toBe(false);
    expect(SUBMISSION_STATES.filter(isTerminalState)).toEqual(['Rejected', 'Cancelled']);
  });
});

describe('document actions', () => {
  it('shows approve, decline and cancel only outside Draft, Rejected, Approved and Cancelled', () => {
    expect(
      SUBMISSION_STATES.map((state) => [state, documentActionsOf(state, { canApprove: true, canReject: true, canCancel: true })]),
    ).toEqual([
      ['Draft', []],
      ['New', ['approve', 'decline', 'cancel']],
      ['InProgress', ['approve', 'decline', 'cancel']],
      ['Approved', []],
      ['Rejected', []],
      ['Cancelled', []],
    ]);
  });

  it('needs the matching flag for each decision', () => {
    expect(documentActionsOf(SubmissionState.inProgress, { canApprove: true })).toEqual(['approve']);
    expect(documentActionsOf(SubmissionState.inProgress, { canReject: true })).toEqual(['decline']);
    expect(documentActionsOf(SubmissionState.inProgress, {})).toEqual([]);
  });

  it('lets an admin cancel in every state but Cancelled and Draft', () => {
    const allowed = SUBMISSION_STATES.filter((state) => canShowDocumentAction(DocumentAction.cancel, state, { isAdmin: true }));
    expect(allowed).toEqual(['New', 'InProgress', 'Approved', 'Rejected']);
  });

  it('offers initiate cancellation when Approved with canCancelWorkflow and not editing', () => {
    expect(documentActionsOf(SubmissionState.approved, everyFlag)).toEqual(['initiateCancellation']);
    expect(documentActionsOf(SubmissionState.approved, { ...everyFlag, isEditing: true })).toEqual([]);
    expect(documentActionsOf(SubmissionState.approved, { ...everyFlag, canCancelWorkflow: false })).toEqual([]);
    expect(canShowDocumentAction(DocumentAction.initiateCancellation, SubmissionState.inProgress, everyFlag)).toBe(false);
  });

  it('offers edit in Draft when canManage, and initiate confirmation when the form has a workflow', () => {
    expect(documentActionsOf(SubmissionState.draft, everyFlag)).toEqual(['edit', 'initiateConfirmation']);
    expect(documentActionsOf(SubmissionState.draft, { ...everyFlag, hasWorkflow: false })).toEqual(['edit']);
    expect(documentActionsOf(SubmissionState.draft, { ...everyFlag, canManage: false })).toEqual([]);
    expect(documentActionsOf(SubmissionState.draft, { ...everyFlag, isBCDocument: true })).toEqual([]);
    expect(canShowDocumentAction(DocumentAction.edit, SubmissionState.new, everyFlag)).toBe(false);
  });

  it('offers approve and decline on an approved document only while its cancellation workflow runs', () => {
    const approver = { canApprove: true, canReject: true };
    expect(documentActionsOf(SubmissionState.approved, approver)).toEqual([]);
    expect(documentActionsOf(SubmissionState.approved, { ...approver, cancellationInProgress: true })).toEqual(['approve', 'decline']);
    expect(documentActionsOf(SubmissionState.approved, { canCancelWorkflow: true, cancellationInProgress: true })).toEqual([]);
  });
});
