import type { WorkflowTemplateDetails, WorkflowTemplateValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { companyOf, type DesignerContext, templateErrors, throwFieldErrors } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { workflowDetails } from './get-workflow';

export function templateFields(values: WorkflowTemplateValues): Record<string, number | null> {
  return {
    templateCreatedId: values.templateCreatedId,
    templateActionId: values.templateActionId,
    templateApprovedId: values.templateApprovedId,
    templateRejectedId: values.templateRejectedId,
  };
}

/**
 * POST admin-area/workflow-templates: a workflow of the session's company. It starts archived (not
 * active): without activities it cannot run, and it is activated once its activities keep the rule.
 */
export async function createWorkflow(ctx: DesignerContext, values: WorkflowTemplateValues): Promise<WorkflowTemplateDetails> {
  const companyCode = companyOf(ctx);
  return withTransaction(ctx.db, async (trx) => {
    throwFieldErrors(await templateErrors({ ...ctx, db: trx }, companyCode, templateFields(values)));
    const id = await repository.insertWorkflow(trx, { ...values, companyCode, active: false });
    return workflowDetails(ctx, trx, id);
  });
}
