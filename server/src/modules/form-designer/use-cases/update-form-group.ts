import { type DesignerFormGroup, ErrorCode, type UpdateFormGroupInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor, requireEditable } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { readFormGroup } from './get-form-group';

/**
 * PUT update-form-group/{id}: rename, order, or move under another parent (0: to the root). A group
 * never moves under itself or a group below it, and a shared group never under a company's own.
 */
export async function updateFormGroup(ctx: DesignerContext, input: UpdateFormGroupInput): Promise<DesignerFormGroup> {
  const actor = designerActor(ctx);
  const parentId = input.parentId ? input.parentId : null;
  return withTransaction(ctx.db, async (trx) => {
    const group = await formDesignerRepository.lockGroup(trx, actor.companyCode, input.id);
    if (!group) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, group.company_code);
    if (parentId !== null && parentId !== group.parent_id) {
      const parent = await formDesignerRepository.findGroup(trx, actor.companyCode, parentId);
      if (!parent) throw DomainError.forField('parentId', ErrorCode.invalidValue);
      if ((await formDesignerRepository.subtreeIds(trx, group.id)).includes(parentId)) {
        throw DomainError.forField('parentId', ErrorCode.invalidValue);
      }
      if (group.company_code === null && parent.company_code !== null) throw DomainError.forField('parentId', ErrorCode.invalidValue);
    }
    await formDesignerRepository.updateGroup(trx, group.id, {
      name: input.name,
      nameEn: input.nameEn ?? null,
      parentId,
      isApplication: input.isApplication ?? group.is_application,
      sortOrder: input.sortOrder ?? group.sort_order,
    });
    return readFormGroup(trx, actor, group.id);
  });
}
