import {
  ActionCode,
  activityOutcome,
  ErrorCode,
  SystemComment,
  type WorkflowActionInput,
  type WorkflowActionResult,
  WorkflowEffectKey,
  WorkflowLogKey,
} from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { type ActiveStep, actingParticipant, findActiveStep, refusalFor } from '../acting-participant';
import { settleActivity } from '../advance-run';
import * as logsRepository from '../workflow-logs.repository';
import type { WorkflowEffect } from '../workflow-notifications';
import { type Caller, managesDocument, onLockedSubmission, type Run, type WorkflowContext } from '../workflow-run';
import * as repository from '../workflows.repository';

export type StepDecision = 'approve' | 'decline';

// A client that names no step and repeats the very decision it made a moment ago (a double click,
// a retried request) meant the step it already decided, not the next one.
const REPEATED_DECISION_WINDOW_MS = 10_000;

/**
 * Old clients do not name the step they decide. When the caller's identical decision on this run
 * just moved the document to the step now active, another one is a repeat of it: refused as
 * already decided, so a burst of identical approvals moves the document by one step only.
 */
async function refuseRepeatedDecision(run: Run, caller: Caller, step: ActiveStep, action: ActionCode, comment: string | null) {
  const latest = await logsRepository.findLatestDecisionBy(run.trx, run.submission.id, caller.userId);
  const isRepeat =
    latest !== undefined &&
    latest.instance_id === step.instance.id &&
    latest.instance_activity_id !== step.activity.id &&
    latest.action === action &&
    latest.comment === comment &&
    run.now.getTime() - latest.created_at.getTime() < REPEATED_DECISION_WINDOW_MS;
  if (isRepeat) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
}

/**
 * approve-document / decline-document: a participant's (or their substitute's, or an
 * administrator's, with a reason) decision on the active activity — the one the client showed.
 */
export async function decideStep(ctx: WorkflowContext, input: WorkflowActionInput, decision: StepDecision): Promise<WorkflowActionResult> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    const { trx, submission } = run;
    const step = await findActiveStep(run);
    if (!step) {
      if (caller.isAdmin || managesDocument(caller, submission) || (await repository.tookPart(trx, submission.id, caller.userId)))
        throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
      throw new DomainError(ErrorCode.permissionDenied);
    }
    const { instance, activity, participants } = step;
    const { participant, asAdministrator } = await actingParticipant(run, caller, participants, input.participantId).catch(
      async (error: unknown) => {
        throw await refusalFor(run, caller, error);
      },
    );
    const action = decision === 'approve' ? ActionCode.approved : ActionCode.declined;
    const comment = input.comment ? input.comment : null;
    if (input.activityId !== undefined && input.activityId !== activity.id) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    if (input.activityId === undefined) await refuseRepeatedDecision(run, caller, step, action, comment);
    if (participant.action !== ActionCode.pending) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    if (!activity.actions.includes(decision)) throw new DomainError(ErrorCode.workflowActionNotAllowed);
    const reason = input.reason ? input.reason : null;
    if (asAdministrator && reason === null) throw DomainError.forField('reason', ErrorCode.fieldRequired);
    // A decline tells the employee why (issue #12): its comment, or an administrator's reason for it.
    if (decision === 'decline' && comment === null && reason === null) throw DomainError.forField('comment', ErrorCode.fieldRequired);

    await repository.recordParticipantAction(trx, participant.id, {
      action,
      comment,
      systemComment: asAdministrator ? SystemComment.confirmedByAdministrator : null,
      actedBy: caller.userId,
      now: run.now,
    });
    const logId = await logsRepository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance.id,
      instanceActivityId: activity.id,
      description: decision === 'approve' ? WorkflowLogKey.approved : WorkflowLogKey.declined,
      action,
      executedBy: caller.userId,
      onBehalfOf: participant.user_id === caller.userId ? null : participant.user_id,
      comment,
      now: run.now,
      effects: asAdministrator ? [{ description: WorkflowEffectKey.administratorReason, result: reason! }] : [],
    });

    const decided = participants.map((each) => ({
      action: (each.id === participant.id ? action : each.action) as ActionCode,
      mustConfirm: each.all_to_confirm_override,
    }));
    const effects: WorkflowEffect[] = [];
    await settleActivity(run, instance, activity, activityOutcome(decided, activity.all_to_confirm), effects, caller.userId, comment);
    await logsRepository.insertLogEffects(trx, logId, effects);
    return { logId, state: (await submissionsRepository.findState(trx, submission.id)) as WorkflowActionResult['state'] };
  });
}
