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
    // Nobody decides on a document they own: not as a participant, nor for one they substitute.
    const owners = ownersOf(submission, employeeUserIds);
    const mine = owners.has(viewer.userId)
      ? []
      : activity.participants.filter(
          (participant) =>
            !owners.has(participant.user_id) &&
            (participant.user_id === viewer.userId ||
              (participant.employee_no !== null && viewer.substitutedEmployeeNos.includes(participant.employee_no))),
        );
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
