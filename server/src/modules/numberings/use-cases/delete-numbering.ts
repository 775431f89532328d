import { type DeletedDefinition, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, requireChangeable } from '../../form-metas/designer-context';
import * as numberingsRepository from '../numberings.repository';

/** DELETE admin-area/form-numbering/{id}: refused while any form numbers its documents with it. */
export async function deleteNumbering(ctx: DesignerContext, id: number): Promise<DeletedDefinition> {
  return withTransaction(ctx.db, async (trx) => {
    const numbering = await numberingsRepository.lockNumbering(trx, ctx.companyCode, id);
    if (!numbering) throw new DomainError(ErrorCode.recordNotFound);
    requireChangeable(ctx, numbering);
    if ((await numberingsRepository.countFormsUsing(trx, id)) > 0) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await numberingsRepository.deleteNumbering(trx, id);
    return { id };
  });
}
