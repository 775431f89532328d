import { ErrorCode, type FieldErrors, type WorkflowActivityDetails, type WorkflowActivityValues } from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { companyOf, type DesignerContext } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { toActivity, toWorkflowTemplate } from '../workflow-dto';
import { lockEditableWorkflow } from './lock-editable-workflow';
import { writeActivities } from './save-activities';

async function activityDetails(ctx: DesignerContext, db: Executor, id: number): Promise<WorkflowActivityDetails> {
  const activity = await repository.findActivity(db, id);
  // An activity of another company's workflow is not found, like a missing one.
  const workflow = activity ? await repository.findWorkflow(db, companyOf(ctx), activity.workflow_id) : undefined;
  if (!activity || !workflow) throw new DomainError(ErrorCode.recordNotFound);
  return { activity: toActivity(activity), workflow: toWorkflowTemplate(ctx, workflow) };
}

/** GET admin-area/workflow-templates/activities/{id}: one activity with its workflow. */
export function getActivity(ctx: DesignerContext, id: number): Promise<WorkflowActivityDetails> {
  return activityDetails(ctx, ctx.db, id);
}

/**
 * PUT admin-area/workflow-templates/activities/{id}: one activity's actions and options. The whole
 * workflow must still keep the rule; this activity's errors come back under its own field names.
 */
export async function updateActivity(
  ctx: DesignerContext,
  input: Omit<WorkflowActivityValues, 'id'> & { id: number; version: number },
): Promise<WorkflowActivityDetails> {
  const { id, version, ...values } = input;
  return withTransaction(ctx.db, async (trx) => {
    const found = await activityDetails(ctx, trx, id);
    const workflow = await lockEditableWorkflow(ctx, trx, found.workflow.id, version);
    const activities = (await repository.listActivities(trx, [workflow.id])).map(toActivity);
    const index = activities.findIndex((activity) => activity.id === id);
    if (index < 0) throw new DomainError(ErrorCode.workflowChanged);
    activities[index] = { ...activities[index]!, ...values };
    try {
      await writeActivities(ctx, trx, workflow, activities);
    } catch (error) {
      if (error instanceof DomainError && error.fieldErrors) throw ownFieldNames(error, index);
      throw error;
    }
    return activityDetails(ctx, trx, id);
  });
}

function ownFieldNames(error: DomainError, index: number): DomainError {
  const prefix = `activities.${index}.`;
  const fieldErrors: FieldErrors = {};
  for (const [field, codes] of Object.entries(error.fieldErrors ?? {})) {
    fieldErrors[field.startsWith(prefix) ? field.slice(prefix.length) : field] = codes;
  }
  return new DomainError(error.code, { fieldErrors });
}
