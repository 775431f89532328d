import { ActionCode, activityOutcome, ErrorCode, WorkflowLogKey, type WorkflowPlan } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { sessionCompany } from '../../employees/employee-access';
import { logSystem, settleActivity } from '../advance-run';
import { editableActivity } from '../editable-activity';
import * as logsRepository from '../workflow-logs.repository';
import type { WorkflowEffect } from '../workflow-notifications';
import { buildPlan } from '../workflow-plan';
import { onLockedSubmission, type WorkflowContext } from '../workflow-run';
import * as repository from '../workflows.repository';

/** remove-participant-from-workflow-plan: takes off someone added for this document who has not acted. */
export async function removeParticipant(ctx: WorkflowContext, participantId: number): Promise<WorkflowPlan> {
  const owner = await repository.findSubmissionOfParticipant(ctx.db, participantId, sessionCompany(ctx.auth));
  if (!owner) throw new DomainError(ErrorCode.recordNotFound);
  return onLockedSubmission(ctx, owner.submission_id, async (run, caller) => {
    const { trx, submission } = run;
    const participant = await repository.findParticipant(trx, participantId);
    if (!participant) throw new DomainError(ErrorCode.recordNotFound);
    const { instance, activity } = await editableActivity(run, caller, participant.instance_activity_id);
    if (!participant.can_remove || participant.action !== ActionCode.pending) throw new DomainError(ErrorCode.participantNotRemovable);
    await repository.deleteParticipants(trx, [participantId]);
    await logsRepository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance.id,
      instanceActivityId: activity.id,
      description: WorkflowLogKey.participantRemoved,
      action: null,
      executedBy: caller.userId,
      onBehalfOf: null,
      comment: participant.name,
      now: run.now,
    });
    // Taking off the last one who had not yet approved may complete the activity.
    if (activity.state === 'active') {
      const rest = await repository.listParticipants(trx, [activity.id]);
      if (rest.length > 0) {
        const outcome = activityOutcome(
          rest.map((each) => ({ action: each.action as ActionCode, mustConfirm: each.all_to_confirm_override })),
          activity.all_to_confirm,
        );
        const effects: WorkflowEffect[] = [];
        await settleActivity(run, instance, activity, outcome, effects, caller.userId, null);
        if (effects.length > 0) await logSystem(run, instance, activity.id, WorkflowLogKey.activityStarted, effects);
      }
    }
    return (await buildPlan(trx, submission, run.today))!;
  });
}
