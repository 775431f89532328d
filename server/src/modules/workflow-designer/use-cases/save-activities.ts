import { ErrorCode, type FieldErrors, type WorkflowActivityValues, type WorkflowTemplateDetails, workflowRuleErrors } from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { type DesignerContext, throwFieldErrors, userRoleErrors } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { workflowDetails } from './get-workflow';
import { lockEditableWorkflow } from './lock-editable-workflow';

/**
 * Writes a workflow's whole list of activities in order under the workflow's lock and version: the
 * listed ones with an id are changed, new ones inserted, unlisted ones deleted. The list must keep
 * the rule (shared/src/workflow-designer/workflow-rule.ts); errors name `activities.<index>.<field>`.
 * Runs under way keep the activities they copied when they started (workflows/plan-run.ts).
 */
export async function writeActivities(
  ctx: DesignerContext,
  trx: Executor,
  workflow: { id: number; company_code: string | null },
  activities: readonly WorkflowActivityValues[],
): Promise<void> {
  const existing = await repository.listActivities(trx, [workflow.id]);
  const existingIds = new Set(existing.map((activity) => activity.id));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  activities.forEach((activity, index) => {
    if (activity.id === undefined) return;
    // Another workflow's activity, or one listed twice, is not this workflow's to save.
    if (!existingIds.has(activity.id) || seen.has(activity.id)) errors[`activities.${index}.id`] = [ErrorCode.invalidValue];
    seen.add(activity.id);
  });
  Object.assign(
    errors,
    await userRoleErrors(
      { ...ctx, db: trx },
      workflow.company_code,
      Object.fromEntries(activities.map((activity, index) => [`activities.${index}.userRolesId`, activity.userRolesId])),
    ),
  );
  for (const [field, codes] of Object.entries(workflowRuleErrors(activities))) errors[field] = [...(errors[field] ?? []), ...codes];
  throwFieldErrors(errors);

  await repository.deleteActivities(
    trx,
    workflow.id,
    existing.filter((activity) => !seen.has(activity.id)).map((activity) => activity.id),
  );
  for (const [index, { id, ...values }] of activities.entries()) {
    if (id === undefined) await repository.insertActivity(trx, workflow.id, index, values);
    else await repository.updateActivity(trx, id, workflow.id, index, values);
  }
  await repository.touchWorkflow(trx, workflow.id);
}

/** PUT admin-area/workflow-templates/{id}/activities: create, edit, reorder and delete activities in one save. */
export async function saveActivities(
  ctx: DesignerContext,
  input: { workflowId: number; version: number; activities: WorkflowActivityValues[] },
): Promise<WorkflowTemplateDetails> {
  return withTransaction(ctx.db, async (trx) => {
    const workflow = await lockEditableWorkflow(ctx, trx, input.workflowId, input.version);
    await writeActivities(ctx, trx, workflow, input.activities);
    return workflowDetails(ctx, trx, workflow.id);
  });
}
