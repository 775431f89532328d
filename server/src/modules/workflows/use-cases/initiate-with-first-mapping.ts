import { type WorkflowActionResult, WorkflowMappingType } from '@portal/shared';
import * as definitionsRepository from '../workflow-definitions.repository';
import type { WorkflowContext } from '../workflow-run';
import { startWorkflow } from './start-workflow';

/**
 * Saving a document with the initiate option (submit-form, update-document) starts its approval: the
 * form's first initiation mapping, as spec 1 §4 has it. Runs in the caller's transaction when one is
 * open; answers the state it left the document in, or null when the form has no workflow (the
 * document stays New).
 */
export async function initiateWithFirstMapping(
  ctx: WorkflowContext,
  submissionId: number,
  formId: number,
): Promise<WorkflowActionResult['state'] | null> {
  const [first] = await definitionsRepository.listMappings(ctx.db, formId, WorkflowMappingType.initiation);
  if (!first) return null;
  const result = await startWorkflow(ctx, { id: submissionId, workflowId: first.workflow_id });
  return result.state;
}
