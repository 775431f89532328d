import { type DesignerForm, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor, requireEditable } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { readForm } from './get-form';

/** POST archive-form/{id} and un-archive-form/{id}: an archived form is no longer offered to employees; filed documents keep it. */
export async function setFormArchived(ctx: DesignerContext, id: number, archived: boolean): Promise<DesignerForm> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const form = await formDesignerRepository.lockForm(trx, actor.companyCode, id);
    if (!form) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, form.company_code);
    if (form.archived !== archived) await formDesignerRepository.setFormArchived(trx, id, archived);
    return readForm(trx, actor, id);
  });
}
