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
import * as noticesRepository from '../workflow-notices.repository';
import { queueWorkflowNotices, type WorkflowEffect } from '../workflow-notifications';
import * as peopleRepository from '../workflow-people.repository';
import { effectDeps, managesDocument, onLockedSubmission, type Run, withInitiator, type WorkflowContext } from '../workflow-run';
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

    // Filed for the first time (a rejected document started again is not filed anew).
    const isFiling = type === WorkflowMappingType.initiation && !(await noticesRepository.wasStartedBefore(trx, submission.id));
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
    if (isFiling) effects.push(...(await queueFiledNotice(run, instance.workflow_id)));
    await advance(run, { ...instance, state: 'active' }, effects, caller.userId);
    await logsRepository.insertLogEffects(trx, logId, effects);
    return { logId, state: (await submissionsRepository.findState(trx, submission.id)) as WorkflowActionResult['state'] };
  });
}

/**
 * The "document filed" notice (the workflow's templateCreated): to the filer and to the employee the
 * document is about when that is someone else; in the filing's transaction, with its outbox rows.
 */
async function queueFiledNotice(run: Run, workflowId: number): Promise<WorkflowEffect[]> {
  const { trx, submission } = run;
  const recipients = submission.submitted_by === null ? [] : [submission.submitted_by];
  if (submission.employee_no)
    recipients.push(...(await peopleRepository.userIdsOfEmployee(trx, submission.company_code, submission.employee_no)));
  return queueWorkflowNotices(trx, effectDeps(run), {
    kind: 'created',
    submissionId: submission.id,
    workflowId,
    recipientUserIds: recipients,
  });
}
