import { ErrorCode, isWorkflowValid, type WorkflowTemplateDetails } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { companyOf, type DesignerContext } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { toActivity } from '../workflow-dto';
import { workflowDetails } from './get-workflow';

/**
 * POST admin-area/workflows/copy/{id}/{target}: a copy named `target`, with all activities, owned by the
 * session's company (so a company administrator may copy a shared workflow and change the copy). Its
 * mappings stay with the original; the copy is active when the original is and its activities keep the rule.
 */
export async function copyWorkflow(ctx: DesignerContext, id: number, target: string): Promise<WorkflowTemplateDetails> {
  const companyCode = companyOf(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const source = await repository.findWorkflow(trx, companyCode, id);
    if (!source) throw new DomainError(ErrorCode.recordNotFound);
    const activities = (await repository.listActivities(trx, [id])).map(toActivity);
    const copyId = await repository.insertWorkflow(trx, {
      name: target,
      nameEn: source.name_en,
      description: source.description,
      // The source's templates are its own company's or shared: visible to the session's company either way.
      templateCreatedId: source.template_created_id,
      templateActionId: source.template_action_id,
      templateApprovedId: source.template_approved_id,
      templateRejectedId: source.template_rejected_id,
      markOutlookCalendar: source.mark_outlook_calendar,
      companyCode,
      active: source.active && isWorkflowValid(activities),
    });
    for (const [index, activity] of activities.entries()) await repository.insertActivity(trx, copyId, index, activity);
    return workflowDetails(ctx, trx, copyId);
  });
}
