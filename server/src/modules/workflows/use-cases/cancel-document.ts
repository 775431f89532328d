import {
  ErrorCode,
  nextSubmissionState,
  SubmissionEvent,
  SubmissionState,
  type WorkflowActionInput,
  type WorkflowActionResult,
  WorkflowLogKey,
} from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { findActiveStep } from '../acting-participant';
import { changeSubmission, closeRun } from '../advance-run';
import { queueApprovedApplicationReversal } from '../workflow-erp';
import * as logsRepository from '../workflow-logs.repository';
import { queueWorkflowNotices, type WorkflowEffect } from '../workflow-notifications';
import { effectDeps, managesDocument, onLockedSubmission, type WorkflowContext } from '../workflow-run';
import * as repository from '../workflows.repository';

/**
 * cancel-document: the initiator (or a participant whose activity offers cancelling) withdraws a
 * document under approval; an administrator may cancel in any state but Draft and Cancelled. A
 * client naming the step it showed is refused as already decided once the document moved on.
 */
export async function cancelDocument(ctx: WorkflowContext, input: WorkflowActionInput): Promise<WorkflowActionResult> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    const { trx, submission } = run;
    const state = submission.state as SubmissionState;
    const instance = await repository.findOpenInstance(trx, submission.id);
    const step = await findActiveStep(run);
    const participantMayCancel =
      step !== undefined &&
      step.activity.actions.includes('cancel') &&
      !run.owners.has(caller.userId) &&
      step.participants.some((participant) => participant.user_id === caller.userId);
    const allowed = caller.isAdmin || managesDocument(caller, submission) || participantMayCancel;
    if (!allowed) {
      if (await repository.tookPart(trx, submission.id, caller.userId)) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
      throw new DomainError(ErrorCode.permissionDenied);
    }
    if (input.activityId !== undefined && input.activityId !== step?.activity.id)
      throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    const next = nextSubmissionState(state, SubmissionEvent.cancel, { isAdmin: caller.isAdmin });
    if (next === null) {
      throw new DomainError(state === SubmissionState.draft ? ErrorCode.workflowActionNotAllowed : ErrorCode.workflowStepAlreadyDecided);
    }
    const comment = input.comment ? input.comment : null;
    if (instance) await closeRun(run, instance.id, 'cancelled');
    else await submissionsRepository.setCurrentActivity(trx, submission.id, null, run.now);
    await changeSubmission(run, { state: next, cancellation_in_progress: false }, caller.userId);
    const effects: WorkflowEffect[] = [];
    if (state === SubmissionState.approved) effects.push(...(await queueApprovedApplicationReversal(trx, effectDeps(run), submission.id)));
    const initiator = submission.initiated_by ?? submission.submitted_by;
    if (initiator !== null && initiator !== caller.userId) {
      effects.push(
        ...(await queueWorkflowNotices(trx, effectDeps(run), {
          kind: 'cancelled',
          submissionId: submission.id,
          recipientUserIds: [initiator],
          comment,
        })),
      );
    }
    const logId = await logsRepository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance?.id ?? null,
      instanceActivityId: step?.activity.id ?? null,
      description: WorkflowLogKey.cancelled,
      action: null,
      executedBy: caller.userId,
      onBehalfOf: null,
      comment,
      now: run.now,
      effects,
    });
    return { logId, state: next };
  });
}
