import { ErrorCode } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { companyOf, type DesignerContext, requireChange } from '../designer-context';
import * as repository from '../workflow-designer.repository';

/**
 * Locks a workflow the caller may change, checking the version they read it at (when given): of two
 * concurrent edits the second waits for the first, then finds the version moved on and is refused.
 */
export async function lockEditableWorkflow(ctx: DesignerContext, trx: Executor, id: number, version?: number) {
  const workflow = await repository.lockWorkflow(trx, companyOf(ctx), id);
  if (!workflow) throw new DomainError(ErrorCode.recordNotFound);
  requireChange(ctx, workflow.company_code);
  if (version !== undefined && workflow.version !== version) throw new DomainError(ErrorCode.workflowChanged);
  return workflow;
}
