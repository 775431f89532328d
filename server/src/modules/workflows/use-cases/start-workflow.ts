import {
  CancellationReasonSchema,
  ErrorCode,
  type StartWorkflowInput,
  SubmissionState,
  type WorkflowActionResult,
  WorkflowLogKey,
  WorkflowMappingType,
} from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { advance, changeSubmission } from '../advance-run';
import { mappingTypeFor, planRun, removeOwnersFromPlan } from '../plan-run';
import * as logsRepository from '../workflow-logs.repository';
import type { WorkflowEffect } from '../workflow-notifications';
import { managesDocument, onLockedSubmission, withInitiator, type WorkflowContext } from '../workflow-run';
import * as repository from '../workflows.repository';

/** start-workflow: starts the planned run (planning it first when the call names a workflow). */
export async function startWorkflow(ctx: WorkflowContext, input: StartWorkflowInput): Promise<WorkflowActionResult> {
  return onLockedSubmission(ctx, input.id, async (lockedRun, caller) => {
    let run = lockedRun;
    const { trx, submission } = run;
    if (!managesDocument(caller, submission)) throw new DomainError(ErrorCode.permissionDenied);
    const type = mappingTypeFor(submission.state);
    let instance = await repository.findOpenInstance(trx, submission.id);
    if (instance?.state === 'active') throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    if (input.workflowId !== undefined && (!instance || instance.workflow_id !== input.workflowId || instance.type !== type)) {
      instance = await planRun(run, caller, input.workflowId, type);
    }
    if (!instance || instance.type !== type) throw DomainError.forField('workflowId', ErrorCode.workflowNotMapped);
    // A cancellation request says why: its approvers decide on that reason, which the history keeps.
    let reason: string | null = null;
    if (type === WorkflowMappingType.cancellation) {
      const parsed = CancellationReasonSchema.safeParse(input.reason ?? '');
      if (!parsed.success) throw DomainError.forField('reason', ErrorCode.fieldRequired);
      reason = parsed.data;
    }

    await repository.activateInstance(trx, instance.id, caller.userId, run.now);
    if (type === WorkflowMappingType.initiation) {
      const initiatedBy = submission.initiated_by ?? caller.userId;
      await changeSubmission(run, { state: SubmissionState.inProgress, initiated_by: initiatedBy }, caller.userId);
      run = await withInitiator({ ...run, submission: { ...submission, state: SubmissionState.inProgress } }, initiatedBy);
      // Whoever starts it is now its initiator: they decide no step of it.
      await removeOwnersFromPlan(run, instance);
    } else {
      await changeSubmission(run, { cancellation_in_progress: true }, caller.userId);
    }
    const logId = await logsRepository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance.id,
      instanceActivityId: null,
      description: type === WorkflowMappingType.initiation ? WorkflowLogKey.started : WorkflowLogKey.cancellationStarted,
      action: null,
      executedBy: caller.userId,
      onBehalfOf: null,
      comment: reason,
      now: run.now,
    });
    const effects: WorkflowEffect[] = [];
    await advance(run, { ...instance, state: 'active' }, effects, caller.userId);
    await logsRepository.insertLogEffects(trx, logId, effects);
    return { logId, state: (await submissionsRepository.findState(trx, submission.id)) as WorkflowActionResult['state'] };
  });
}
