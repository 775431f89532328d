import { ActionCode, SubmissionEvent, nextSubmissionState, SubmissionState, WorkflowMappingType } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { ownersOf } from './document-owners';
import * as flagsRepository from './workflow-flags.repository';

export interface WorkflowFlags {
  canApprove: boolean;
  canReject: boolean;
  canCancel: boolean;
  canCancelWorkflow: boolean;
  isCancelWorkflowAssigned: boolean;
  hasWorkflow: boolean;
  hasWorkflowAssigned: boolean;
}

/** Who looks at the document (the documents module's viewer has these and more). */
export interface WorkflowViewer {
  userId: number;
  isAdmin: boolean;
  /** Employees the viewer substitutes today. */
  substitutedEmployeeNos: string[];
}

interface FlaggedSubmission {
  id: number;
  company_code: string;
  employee_no: string | null;
  form_id: number;
  state: string;
  submitted_by: number | null;
  initiated_by: number | null;
  workflow_id: number | null;
  cancellation_in_progress: boolean;
}

interface FlagParticipant {
  user_id: number;
  employee_no: string | null;
  action: number;
}

/** The viewer's participations in an activity: their own and today's substituted ones. */
function participationsOf<T extends FlagParticipant>(viewer: WorkflowViewer, owners: ReadonlySet<number>, participants: T[]): T[] {
  // Nobody decides on a document they own: not as a participant, nor for one they substitute.
  if (owners.has(viewer.userId)) return [];
  return participants.filter(
    (participant) =>
      !owners.has(participant.user_id) &&
      (participant.user_id === viewer.userId ||
        (participant.employee_no !== null && viewer.substitutedEmployeeNos.includes(participant.employee_no))),
  );
}

/**
 * Whether the viewer may decide the document's active step now: a participant of it (or today's
 * substitute of one) whose decision is still pending, or an administrator (who decides for a
 * participant); never someone the document belongs to. What an approver is shown to decide with
 * (the decision context) is theirs only while this holds.
 */
export async function mayDecideActiveStep(db: Executor, viewer: WorkflowViewer, submission: FlaggedSubmission): Promise<boolean> {
  const { activeActivity: activity, employeeUserIds } = await flagsRepository.findFlagFacts(db, submission);
  if (!activity) return false;
  const owners = ownersOf(submission, employeeUserIds);
  if (owners.has(viewer.userId)) return false;
  if (viewer.isAdmin) return true;
  return participationsOf(viewer, owners, activity.participants).some((participant) => participant.action === ActionCode.pending);
}

/**
 * What the viewer may do with a submission's workflow (spec 1 §3 flags, §4, §6), by the same rules the
 * engine enforces: approve or decline while a participation of theirs (or of someone they substitute)
 * waits on the active activity and the activity offers that action; cancel as its initiator or an
 * administrator while the state allows; start a cancellation of an approved document that has a
 * cancellation workflow.
 */
export async function workflowFlagsFor(db: Executor, viewer: WorkflowViewer, submission: FlaggedSubmission): Promise<WorkflowFlags> {
  const state = submission.state as SubmissionState;
  const { mappedTypes: types, activeActivity: activity, employeeUserIds } = await flagsRepository.findFlagFacts(db, submission);
  const manages = viewer.isAdmin || submission.submitted_by === viewer.userId || submission.initiated_by === viewer.userId;
  let pendingActions: string[] = [];
  let participantActions: string[] = [];
  if (activity) {
    const mine = participationsOf(viewer, ownersOf(submission, employeeUserIds), activity.participants);
    participantActions = mine.length > 0 ? activity.actions : [];
    pendingActions = mine.some((participant) => participant.action === ActionCode.pending) ? activity.actions : [];
  }
  const cancellable = nextSubmissionState(state, SubmissionEvent.cancel, { isAdmin: viewer.isAdmin }) !== null;
  return {
    canApprove: pendingActions.includes('approve'),
    canReject: pendingActions.includes('decline'),
    canCancel: cancellable && (manages || participantActions.includes('cancel')),
    canCancelWorkflow:
      state === SubmissionState.approved && types.has(WorkflowMappingType.cancellation) && !submission.cancellation_in_progress && manages,
    isCancelWorkflowAssigned: submission.cancellation_in_progress,
    hasWorkflow: types.has(WorkflowMappingType.initiation),
    hasWorkflowAssigned: submission.workflow_id !== null,
  };
}
