import { type BusinessCalendar, lithuanianCalendar } from '../calendar/business-calendar';
import { DeadlineStatus, deadlineStatus } from '../calendar/deadline-status';
import type { IsoDate } from '../calendar/iso-dates';
import { SubmissionState } from '../documents/submission-state';

// The rules of approval workflows (spec 1 §3 "Workflow activity", §4) that need no data: action
// codes, how an activity's participants decide it, its deadline on the business calendar, and which
// submission states an event may move between. The engine on the server applies them under a lock.

/** A participant's action on an activity (spec 1 §4). */
export const ActionCode = { pending: 0, approved: 1, declined: 2 } as const;
export type ActionCode = (typeof ActionCode)[keyof typeof ActionCode];

/** Comments the system writes in the history instead of a person (catalogue keys). */
export const SystemComment = {
  confirmedAutomatically: 'workflow.confirmed_automatically',
  confirmedByAdministrator: 'workflow.confirmed_by_administrator',
} as const;
export type SystemComment = (typeof SystemComment)[keyof typeof SystemComment];

export const ActivityOutcome = { pending: 'pending', approved: 'approved', declined: 'declined' } as const;
export type ActivityOutcome = (typeof ActivityOutcome)[keyof typeof ActivityOutcome];

/** A participant's say in an activity: their action, and whether their own approval is required. */
export interface ParticipantDecision {
  action: ActionCode;
  /** allToConfirmOverride: this participant must approve even when one approval would do. */
  mustConfirm?: boolean;
}

/**
 * How an activity stands after its participants' actions: one decline declines it; with allToConfirm
 * every participant must approve, otherwise the first approval completes it — once every participant
 * marked mustConfirm has approved too.
 */
export function activityOutcome(decisions: readonly (ActionCode | ParticipantDecision)[], allToConfirm: boolean): ActivityOutcome {
  const all = decisions.map((decision) => (typeof decision === 'number' ? { action: decision, mustConfirm: false } : decision));
  if (all.some((decision) => decision.action === ActionCode.declined)) return ActivityOutcome.declined;
  const approvals = all.filter((decision) => decision.action === ActionCode.approved).length;
  if (approvals === 0) return ActivityOutcome.pending;
  if (all.some((decision) => decision.mustConfirm === true && decision.action !== ActionCode.approved)) return ActivityOutcome.pending;
  return !allToConfirm || approvals === all.length ? ActivityOutcome.approved : ActivityOutcome.pending;
}

/** An activity nobody can act on is skipped when it says so; otherwise it waits for an administrator. */
export function isActivitySkipped(participantCount: number, skipIfNoParticipants: boolean): boolean {
  return participantCount === 0 && skipIfNoParticipants;
}

/**
 * The day an activity started on `startedOn` must be done by: `durationWorkingDays` work days later on
 * the business calendar (weekends and public holidays do not count). None without a duration.
 */
export function activityDeadline(
  startedOn: IsoDate,
  durationWorkingDays: number,
  calendar: BusinessCalendar = lithuanianCalendar,
): IsoDate | null {
  if (!Number.isInteger(durationWorkingDays) || durationWorkingDays <= 0) return null;
  return calendar.addBusinessDays(startedOn, durationWorkingDays);
}

/** Near the deadline: it is today, the next work day, or already past (spec 1 §3 isNearDeadline). */
export function isNearDeadline(deadline: IsoDate | null, today: IsoDate, calendar: BusinessCalendar = lithuanianCalendar): boolean {
  const status = deadlineStatus(deadline, today, calendar);
  return status === DeadlineStatus.overdue || status === DeadlineStatus.dueSoon;
}

/** What happens to a submission (spec 1 §4). */
export const SubmissionEvent = {
  /** A workflow starts on a draft or a filed document. */
  initiate: 'initiate',
  /** The final activity approved. */
  approve: 'approve',
  decline: 'decline',
  cancel: 'cancel',
  /** The cancellation workflow of an approved document completed. */
  cancellationApproved: 'cancellationApproved',
} as const;
export type SubmissionEvent = (typeof SubmissionEvent)[keyof typeof SubmissionEvent];

const UNDER_APPROVAL: readonly SubmissionState[] = [SubmissionState.new, SubmissionState.inProgress];

/**
 * The state a submission moves to on an event, or null when the event is refused in that state.
 * Cancelling is for New and InProgress documents; an administrator may also cancel an Approved or
 * Rejected one (any state but Draft and Cancelled). Approved documents leave that state only through
 * a cancellation workflow. Rejected and Cancelled are otherwise terminal.
 */
export function nextSubmissionState(
  state: SubmissionState,
  event: SubmissionEvent,
  options: { isAdmin?: boolean } = {},
): SubmissionState | null {
  switch (event) {
    case SubmissionEvent.initiate:
      return state === SubmissionState.draft || state === SubmissionState.new ? SubmissionState.inProgress : null;
    case SubmissionEvent.approve:
      return UNDER_APPROVAL.includes(state) ? SubmissionState.approved : null;
    case SubmissionEvent.decline:
      return UNDER_APPROVAL.includes(state) ? SubmissionState.rejected : null;
    case SubmissionEvent.cancel:
      if (UNDER_APPROVAL.includes(state)) return SubmissionState.cancelled;
      return options.isAdmin === true && state !== SubmissionState.draft && state !== SubmissionState.cancelled
        ? SubmissionState.cancelled
        : null;
    case SubmissionEvent.cancellationApproved:
      return state === SubmissionState.approved ? SubmissionState.cancelled : null;
  }
}
