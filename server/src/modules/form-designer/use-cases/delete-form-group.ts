import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isForeignKeyViolation } from '../../shift-groups/constraint-violations';
import { type DesignerContext, designerActor, requireEditable } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';

/**
 * POST delete-group/{id}: only an empty group — no forms (and so no documents) and no sub-groups —
 * is deleted (spec 2 §8 "cannot delete because valid entries exist"); archive it otherwise.
 */
export async function deleteFormGroup(ctx: DesignerContext, id: number): Promise<DeletedRecord> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    // Locked: a form or sub-group created meanwhile (their use cases lock the group too) waits, then finds no group.
    const group = await formDesignerRepository.lockGroup(trx, actor.companyCode, id);
    if (!group) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, group.company_code);
    const contents = await formDesignerRepository.groupContents(trx, id);
    if (contents.forms > 0 || contents.groups > 0) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await formDesignerRepository.deleteGroup(trx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new DomainError(ErrorCode.cannotDeleteValidEntriesExist) : error;
    });
    return { id };
  });
}
