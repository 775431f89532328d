import { ErrorCode, type FormsInGroup, type SaveFormPositionsInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, designerActor, requireEditable, toDesignerFormSummary } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import { readFormGroup } from './get-form-group';

/**
 * POST form-position/{x}: the order of forms within group x, in one transaction. Every form named
 * must be in the group (a form of another group or company is refused, nothing is saved). The group
 * row is locked, so two saves at once are applied one after the other: the result is one of them whole.
 */
export async function saveFormPositions(ctx: DesignerContext, input: SaveFormPositionsInput): Promise<FormsInGroup> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const group = await formDesignerRepository.lockGroup(trx, actor.companyCode, input.formGroupId);
    if (!group) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, group.company_code);
    const inGroup = new Set((await formDesignerRepository.listForms(trx, actor.companyCode, group.id)).map((form) => form.id));
    const named = input.positions.map((position) => position.formId);
    if (new Set(named).size !== named.length || named.some((formId) => !inGroup.has(formId))) {
      throw DomainError.forField('positions', ErrorCode.invalidValue);
    }
    await formDesignerRepository.setFormSortOrders(trx, input.positions);
    const forms = await formDesignerRepository.listForms(trx, actor.companyCode, group.id);
    return { group: await readFormGroup(trx, actor, group.id), forms: forms.map((row) => toDesignerFormSummary(actor, row)) };
  });
}
