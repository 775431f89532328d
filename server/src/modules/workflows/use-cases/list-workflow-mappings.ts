import { ErrorCode, type WorkflowMapping, type WorkflowMappingType } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import type { WorkflowDocumentAccess } from '../workflow-document-access';
import * as definitionsRepository from '../workflow-definitions.repository';
import type { WorkflowContext } from '../workflow-run';

/** get-workflow-mappings: any signed-in user may see which workflows a form uses. */
export async function listWorkflowMappings(
  documents: WorkflowDocumentAccess,
  ctx: WorkflowContext,
  input: { formId: number; type: WorkflowMappingType },
): Promise<WorkflowMapping[]> {
  if (!(await documents.formExists(ctx.db, input.formId))) throw new DomainError(ErrorCode.recordNotFound);
  const rows = await definitionsRepository.listMappings(ctx.db, input.formId, input.type);
  return rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    workflowId: row.workflow_id,
    type: row.type as WorkflowMappingType,
    workflow: { id: row.workflow_id, name: row.name, nameEn: row.name_en, description: row.description },
  }));
}
