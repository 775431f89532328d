import type { WorkflowPlan } from '@portal/shared';
import { businessToday } from '../../../trpc/business-date';
import type { WorkflowDocumentAccess } from '../workflow-document-access';
import { buildPlan } from '../workflow-plan';
import type { WorkflowContext } from '../workflow-run';

/** get-workflow-plan: the submission's open run, else its last one, for whoever may read the document. */
export async function getWorkflowPlan(
  documents: WorkflowDocumentAccess,
  ctx: WorkflowContext,
  submissionId: number,
): Promise<WorkflowPlan | null> {
  const submission = await documents.authorizeRead(ctx, submissionId);
  return buildPlan(ctx.db, { id: submission.id, company_code: submission.companyCode }, businessToday(ctx));
}
