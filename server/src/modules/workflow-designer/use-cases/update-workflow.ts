import type { WorkflowTemplateDetails, WorkflowTemplateValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type DesignerContext, templateErrors, throwFieldErrors } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { templateFields } from './create-workflow';
import { workflowDetails } from './get-workflow';
import { lockEditableWorkflow } from './lock-editable-workflow';

/** PUT admin-area/workflow-templates/{id}: name, description, notices and calendar flag (active goes by archive). */
export async function updateWorkflow(
  ctx: DesignerContext,
  input: WorkflowTemplateValues & { id: number; version: number },
): Promise<WorkflowTemplateDetails> {
  const { id, version, ...values } = input;
  return withTransaction(ctx.db, async (trx) => {
    const workflow = await lockEditableWorkflow(ctx, trx, id, version);
    throwFieldErrors(await templateErrors({ ...ctx, db: trx }, workflow.company_code, templateFields(values)));
    await repository.updateWorkflow(trx, id, values);
    return workflowDetails(ctx, trx, id);
  });
}
