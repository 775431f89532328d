import { ErrorCode, type SetWorkflowInput, type WorkflowPlan } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { mappingTypeFor, planRun } from '../plan-run';
import { buildPlan } from '../workflow-plan';
import { managesDocument, onLockedSubmission, type WorkflowContext } from '../workflow-run';

/** set-workflow: plans the run of a mapped workflow so step 3 can show and extend its participants. */
export async function setWorkflow(ctx: WorkflowContext, input: SetWorkflowInput): Promise<WorkflowPlan> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    if (!managesDocument(caller, run.submission)) throw new DomainError(ErrorCode.permissionDenied);
    await planRun(run, caller, input.workflowId, mappingTypeFor(run.submission.state));
    return (await buildPlan(run.trx, run.submission, run.today))!;
  });
}
