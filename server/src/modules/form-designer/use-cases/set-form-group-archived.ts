import { type DesignerFormGroup, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor, requireEditable } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { readFormGroup } from './get-form-group';

/**
 * POST archive-form-group/{id} and un-archive-form-group/{id}. Archiving is refused while the group
 * holds forms or sub-groups that are not archived (spec 2 §8 "cannot archive because valid entries exist").
 */
export async function setFormGroupArchived(ctx: DesignerContext, id: number, archived: boolean): Promise<DesignerFormGroup> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const group = await formDesignerRepository.lockGroup(trx, actor.companyCode, id);
    if (!group) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, group.company_code);
    if (group.archived !== archived) {
      if (archived) {
        const contents = await formDesignerRepository.groupContents(trx, id);
        if (contents.activeForms > 0 || contents.activeGroups > 0) throw new DomainError(ErrorCode.cannotArchiveValidEntriesExist);
      }
      await formDesignerRepository.setGroupArchived(trx, id, archived);
    }
    return readFormGroup(trx, actor, id);
  });
}
