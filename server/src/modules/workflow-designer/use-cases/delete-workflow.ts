import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { DesignerContext } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { lockEditableWorkflow } from './lock-editable-workflow';

/** DELETE admin-area/workflow-templates/{id}: refused while documents ran it or forms are mapped to it (spec 2 §8). */
export async function deleteWorkflow(ctx: DesignerContext, id: number): Promise<DeletedRecord> {
  return withTransaction(ctx.db, async (trx) => {
    await lockEditableWorkflow(ctx, trx, id);
    const [runs, mappings] = await Promise.all([repository.countRuns(trx, id), repository.countMappings(trx, id)]);
    if (runs > 0 || mappings > 0) throw new DomainError(ErrorCode.cannotDeleteWithRelatedEntries);
    await repository.deleteWorkflow(trx, id);
    return { id };
  });
}
