import { type DesignerForm, ErrorCode, type UpdateFormDescriptionInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor, requireEditable } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { readForm } from './get-form';

/** PUT update-form-description/{formId}: a new row of the description's history in both languages; the latest counts. */
export async function updateFormDescription(ctx: DesignerContext, input: UpdateFormDescriptionInput): Promise<DesignerForm> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const form = await formDesignerRepository.lockForm(trx, actor.companyCode, input.formId);
    if (!form) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, form.company_code);
    await formDesignerRepository.insertDescription(trx, form.id, input.description, input.descriptionEn);
    return readForm(trx, actor, form.id);
  });
}
