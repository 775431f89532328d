import { z } from 'zod';
import { DeadlineStatus } from '../calendar/deadline-status';

// Submission states of spec 1 §4 (the cancellation workflow runs while a document stays Approved).
export const SubmissionState = {
  draft: 'Draft',
  new: 'New',
  inProgress: 'InProgress',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;
export type SubmissionState = (typeof SubmissionState)[keyof typeof SubmissionState];

export const SUBMISSION_STATES = Object.values(SubmissionState) as [SubmissionState, ...SubmissionState[]];
export const SubmissionStateSchema = z.enum(SUBMISSION_STATES);

/** Rejected and Cancelled end a submission; nothing acts on it any more. */
export function isTerminalState(state: SubmissionState): boolean {
  return state === SubmissionState.rejected || state === SubmissionState.cancelled;
}

/** Semantic badge colours; the web maps them onto its theme. */
export const BadgeColor = { red: 'red', green: 'green', amber: 'amber', grey: 'grey', blue: 'blue' } as const;
export type BadgeColor = (typeof BadgeColor)[keyof typeof BadgeColor];

// The spec names no colour for New; blue keeps it apart from the four it does name.
const BADGE_COLORS: Record<SubmissionState, BadgeColor> = {
  Draft: BadgeColor.grey,
  New: BadgeColor.blue,
  InProgress: BadgeColor.amber,
  Approved: BadgeColor.green,
  Rejected: BadgeColor.red,
  Cancelled: BadgeColor.red,
};

export function badgeColorOf(state: SubmissionState): BadgeColor {
  return BADGE_COLORS[state];
}

/**
 * The deadline a list marks (spec 1 §4: near the deadline in bold red): overdue or due soon, and only
 * while the submission waits for a decision — an approval under way, or the cancellation of an
 * approved one. Null for a row in good time or not waiting.
 */
export function highlightedDeadline(row: {
  state: SubmissionState;
  cancellationInProgress?: boolean | null;
  deadlineStatus: DeadlineStatus | null | undefined;
}): Exclude<DeadlineStatus, 'onTrack'> | null {
  const isAwaitingDecision = row.state === SubmissionState.inProgress || row.cancellationInProgress === true;
  if (!isAwaitingDecision) return null;
  if (row.deadlineStatus === DeadlineStatus.overdue || row.deadlineStatus === DeadlineStatus.dueSoon) return row.deadlineStatus;
  return null;
}

/** The flags of a submission that decide its actions (spec 1 §3 "Form submission", §6). */
export interface SubmissionActionFlags {
  canManage?: boolean;
  canApprove?: boolean;
  canReject?: boolean;
  canCancel?: boolean;
  canCancelWorkflow?: boolean;
  isAdmin?: boolean;
  isBCDocument?: boolean;
  hasWorkflow?: boolean;
  /** A cancellation workflow runs on the approved document: its approvers decide on it. */
  cancellationInProgress?: boolean;
  /** Step 1 is in edit mode. */
  isEditing?: boolean;
}

export const DocumentAction = {
  approve: 'approve',
  decline: 'decline',
  cancel: 'cancel',
  initiateCancellation: 'initiateCancellation',
  edit: 'edit',
  initiateConfirmation: 'initiateConfirmation',
} as const;
export type DocumentAction = (typeof DocumentAction)[keyof typeof DocumentAction];

// Approve, decline and cancel are hidden in these states (spec 1 §4).
const DECISION_HIDDEN_STATES: readonly SubmissionState[] = [
  SubmissionState.draft,
  SubmissionState.rejected,
  SubmissionState.approved,
  SubmissionState.cancelled,
];

/** Whether the document view shows an action for a submission in a state with its flags. */
export function canShowDocumentAction(action: DocumentAction, state: SubmissionState, flags: SubmissionActionFlags): boolean {
  // An approved document under a cancellation workflow is decided on again, by that workflow's approvers.
  const isCancellationDecision = state === SubmissionState.approved && flags.cancellationInProgress === true;
  const isDecisionState = !DECISION_HIDDEN_STATES.includes(state);
  // External-system (ERP) documents are never edited here.
  const isManagedDraft = state === SubmissionState.draft && flags.canManage === true && flags.isBCDocument !== true;
  switch (action) {
    case DocumentAction.approve:
      return (isDecisionState || isCancellationDecision) && flags.canApprove === true;
    case DocumentAction.decline:
      return (isDecisionState || isCancellationDecision) && flags.canReject === true;
    case DocumentAction.cancel:
      // An admin may cancel in any state but Cancelled and Draft.
      return (
        (isDecisionState && flags.canCancel === true) ||
        (flags.isAdmin === true && state !== SubmissionState.cancelled && state !== SubmissionState.draft)
      );
    case DocumentAction.initiateCancellation:
      return (
        state === SubmissionState.approved &&
        flags.canCancelWorkflow === true &&
        flags.cancellationInProgress !== true &&
        flags.isEditing !== true
      );
    case DocumentAction.edit:
      return isManagedDraft;
    case DocumentAction.initiateConfirmation:
      return isManagedDraft && flags.hasWorkflow === true;
  }
}

/** Every action the document view shows, in a stable order. */
export function documentActionsOf(state: SubmissionState, flags: SubmissionActionFlags): DocumentAction[] {
  return Object.values(DocumentAction).filter((action) => canShowDocumentAction(action, state, flags));
}
