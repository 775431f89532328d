import { ErrorCode, type PreValueListDetails, type PreValueListValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, requireChangeable } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';
import { readPreValueListDetails } from './get-pre-value-list';

/** PUT admin-area/form-meta-prevalues/{id}: the list's names. */
export async function updatePreValueList(ctx: DesignerContext, id: number, values: PreValueListValues): Promise<PreValueListDetails> {
  return withTransaction(ctx.db, async (trx) => {
    const list = await formMetasRepository.lockPreValueList(trx, ctx.companyCode, id);
    if (!list) throw new DomainError(ErrorCode.recordNotFound);
    requireChangeable(ctx, list);
    await formMetasRepository.updatePreValueList(trx, id, values);
    return readPreValueListDetails(trx, ctx.companyCode, id);
  });
}
