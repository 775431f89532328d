import { type DesignerForm, ErrorCode, type UpdateFormInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor, requireEditable } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { checkedFormValues, lockTargetGroup, systemNameTakenError } from '../form-values';
import { readForm } from './get-form';

/**
 * PUT update-form/{id}: every value of the form, its group included (a move). A form moved into a
 * shared group must use only shared fields and workflows, since every company files it from then on.
 */
export async function updateForm(ctx: DesignerContext, { id, ...input }: UpdateFormInput): Promise<DesignerForm> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const form = await formDesignerRepository.lockForm(trx, actor.companyCode, id);
    if (!form) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, form.company_code);
    const isMove = input.formGroupId !== form.form_group_id;
    const owner = isMove ? await lockTargetGroup(trx, actor, input.formGroupId) : form.company_code;
    if (isMove && owner === null && (await formDesignerRepository.referencedOwners(trx, id)).some((company) => company !== null)) {
      throw DomainError.forField('formGroupId', ErrorCode.invalidValue);
    }
    const values = await checkedFormValues(trx, actor, owner, input, {
      exceptId: id,
      sortOrder: isMove ? await formDesignerRepository.nextFormSortOrder(trx, input.formGroupId) : form.sort_order,
    });
    await formDesignerRepository.updateForm(trx, id, values).catch((error: unknown) => {
      throw systemNameTakenError(error);
    });
    return readForm(trx, actor, id);
  });
}
