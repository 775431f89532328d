import { type DeletedDefinition, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isForeignKeyViolation } from '../../shift-groups/constraint-violations';
import { type DesignerContext, requireChangeable } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';

/** DELETE admin-area/form-meta/{id}: refused for a systemic field and while any form places it. */
export async function deleteFormMeta(ctx: DesignerContext, id: number): Promise<DeletedDefinition> {
  return withTransaction(ctx.db, async (trx) => {
    const meta = await formMetasRepository.lockMeta(trx, ctx.companyCode, id);
    if (!meta) throw new DomainError(ErrorCode.recordNotFound);
    requireChangeable(ctx, meta);
    if (meta.systemic) throw new DomainError(ErrorCode.formMetaSystemic);
    if ((await formMetasRepository.countFormsUsingMeta(trx, id)) > 0) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    // A form placing the field meanwhile holds a key to it: the database refuses, answered the same way.
    await formMetasRepository.deleteMeta(trx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new DomainError(ErrorCode.cannotDeleteValidEntriesExist) : error;
    });
    return { id };
  });
}
