import { ErrorCode, type ReorderFormFieldsInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type FormFieldsContext, lockEditableForm } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';

/**
 * form-data-order/{formId}: the form's fields in the order given. The list must name every live field
 * once: one that was added or removed meanwhile (someone else's edit) refuses the order.
 */
export async function reorderFormFields(ctx: FormFieldsContext, input: ReorderFormFieldsInput): Promise<{ fieldIds: number[] }> {
  return withTransaction(ctx.db, async (trx) => {
    await lockEditableForm(ctx, trx, input.formId);
    const current = await formFieldsRepository.listFieldIds(trx, input.formId);
    const given = new Set(input.fieldIds);
    if (given.size !== input.fieldIds.length || given.size !== current.length || current.some((id) => !given.has(id))) {
      throw DomainError.forField('fieldIds', ErrorCode.invalidValue);
    }
    await formFieldsRepository.setSortOrders(trx, input.fieldIds);
    return { fieldIds: input.fieldIds };
  });
}
