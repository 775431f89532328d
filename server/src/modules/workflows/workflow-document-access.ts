import type { Executor } from '../../db/transaction';
import type { WorkflowContext } from './workflow-run';

/**
 * What the workflow reads need from the documents module, handed in where the router is built
 * (trpc/app-router.ts): documents calls into workflows (a filed document starts its approval, the
 * document view shows the workflow flags), so workflows does not import documents back.
 */
export interface WorkflowDocumentAccess {
  /** Throws documentNotFound or permissionDenied unless the caller may read the submission. */
  authorizeRead(ctx: WorkflowContext, submissionId: number): Promise<{ id: number; companyCode: string }>;
  formExists(db: Executor, formId: number): Promise<boolean>;
}
