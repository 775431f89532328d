import { ErrorCode, type WorkflowTemplateDefaults, type WorkflowTemplateDetails } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { companyOf, type DesignerContext } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { toActivity, toMappedForm, toWorkflowTemplate } from '../workflow-dto';

/** The workflow with its activities in order and the forms it serves; another company's is not found. */
export async function workflowDetails(ctx: DesignerContext, db: Executor, id: number): Promise<WorkflowTemplateDetails> {
  const companyCode = companyOf(ctx);
  const row = await repository.findWorkflow(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const [activities, forms] = await Promise.all([
    repository.listActivities(db, [id]),
    repository.listFormsOfWorkflows(db, companyCode, [id]),
  ]);
  return { ...toWorkflowTemplate(ctx, row), activities: activities.map(toActivity), forms: forms.map(toMappedForm) };
}

/** GET admin-area/workflow-templates/{id}. */
export function getWorkflow(ctx: DesignerContext, id: number): Promise<WorkflowTemplateDetails> {
  return workflowDetails(ctx, ctx.db, id);
}

/** GET admin-area/workflow-templates/init: a new workflow's values. */
export function initWorkflow(): WorkflowTemplateDefaults {
  return {
    name: '',
    nameEn: null,
    description: '',
    templateCreatedId: null,
    templateActionId: null,
    templateApprovedId: null,
    templateRejectedId: null,
    markOutlookCalendar: false,
  };
}
