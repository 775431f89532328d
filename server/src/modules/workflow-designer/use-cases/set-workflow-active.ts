import { ErrorCode, type WorkflowTemplateDetails, workflowRuleErrors } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, throwFieldErrors } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { toActivity } from '../workflow-dto';
import { workflowDetails } from './get-workflow';
import { lockEditableWorkflow } from './lock-editable-workflow';

/**
 * Archive (not active: no new run starts with it; runs under way go on) and un-archive. Archiving is
 * refused while a form in use has it as its only approval workflow in force; un-archiving needs
 * activities that keep the rule, and no form of its approval mappings may get a second approval workflow in force.
 */
export async function setWorkflowActive(ctx: DesignerContext, id: number, active: boolean): Promise<WorkflowTemplateDetails> {
  return withTransaction(ctx.db, async (trx) => {
    const workflow = await lockEditableWorkflow(ctx, trx, id);
    if (workflow.active !== active) {
      const forms = await repository.approvalFormsOf(trx, id);
      if (active) {
        const activities = (await repository.listActivities(trx, [id])).map(toActivity);
        throwFieldErrors(workflowRuleErrors(activities));
        for (const form of forms) {
          if ((await repository.approvalMappingsInForce(trx, form.id, id)).length > 0) {
            throw new DomainError(ErrorCode.workflowApprovalMappingExists);
          }
        }
      } else {
        for (const form of forms.filter((candidate) => !candidate.archived)) {
          if ((await repository.approvalMappingsInForce(trx, form.id, id)).length === 0) {
            throw new DomainError(ErrorCode.cannotArchiveValidEntriesExist);
          }
        }
      }
      await repository.setWorkflowActive(trx, id, active);
    }
    return workflowDetails(ctx, trx, id);
  });
}
