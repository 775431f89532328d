import { type CreateFormGroupInput, type DesignerFormGroup, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { readFormGroup } from './get-form-group';

/**
 * POST create-form-group/{id}: a new group of the session's company under the parent {id} (0: a root
 * group). A company's group may sit under a shared one; the parent must be visible to the company.
 */
export async function createFormGroup(ctx: DesignerContext, input: CreateFormGroupInput): Promise<DesignerFormGroup> {
  const actor = designerActor(ctx);
  const parentId = input.parentId ? input.parentId : null;
  return withTransaction(ctx.db, async (trx) => {
    if (parentId !== null) {
      // Locked so that a delete of the parent running meanwhile either finishes first or sees the new child.
      const parent = await formDesignerRepository.lockGroup(trx, actor.companyCode, parentId);
      if (!parent) throw DomainError.forField('parentId', ErrorCode.invalidValue);
    }
    const id = await formDesignerRepository.insertGroup(trx, actor.companyCode, {
      name: input.name,
      nameEn: input.nameEn ?? null,
      parentId,
      isApplication: input.isApplication ?? false,
      sortOrder: input.sortOrder ?? (await formDesignerRepository.nextGroupSortOrder(trx, parentId)),
    });
    return readFormGroup(trx, actor, id);
  });
}
