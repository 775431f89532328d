import { type DeletedDefinition, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, requireChangeable } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';

/**
 * DELETE admin-area/form-meta-prevalues/{id}: with its items, and only while no field uses the list
 * (the key from fields would otherwise quietly empty their choices).
 */
export async function deletePreValueList(ctx: DesignerContext, id: number): Promise<DeletedDefinition> {
  return withTransaction(ctx.db, async (trx) => {
    const list = await formMetasRepository.lockPreValueList(trx, ctx.companyCode, id);
    if (!list) throw new DomainError(ErrorCode.recordNotFound);
    requireChangeable(ctx, list);
    if (await formMetasRepository.isListUsedByMeta(trx, id)) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await formMetasRepository.deletePreValueList(trx, id);
    return { id };
  });
}
