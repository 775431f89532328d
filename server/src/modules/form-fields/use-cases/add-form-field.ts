import { type AddFormFieldInput, DEFAULT_FORM_FIELD_OPTIONS, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type FormFieldsContext, lockEditableForm } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';
import { mergedOptions } from './field-options';

/**
 * Places a meta on a form, after its last field. A meta is on a form once: a live placement is refused,
 * a removed one (kept for filed documents) comes back with the new options.
 */
export async function addFormField(ctx: FormFieldsContext, input: AddFormFieldInput): Promise<{ id: number }> {
  const { formId, formMetaId, ...given } = input;
  return withTransaction(ctx.db, async (trx) => {
    const form = await lockEditableForm(ctx, trx, formId);
    const meta = await formFieldsRepository.findMetaFor(trx, formMetaId, form.company_code);
    if (!meta) throw DomainError.forField('formMetaId', ErrorCode.recordNotFound);
    const options = mergedOptions(meta.type, DEFAULT_FORM_FIELD_OPTIONS, given);
    const existing = await formFieldsRepository.findPlacement(trx, formId, formMetaId);
    if (existing && existing.removed_at === null) throw DomainError.forField('formMetaId', ErrorCode.formMetaAlreadyOnForm);
    const sortOrder = await formFieldsRepository.nextSortOrder(trx, formId);
    if (existing) {
      await formFieldsRepository.restoreField(trx, existing.id, sortOrder, options);
      return { id: existing.id };
    }
    return { id: await formFieldsRepository.insertField(trx, { formId, formMetaId, sortOrder, options }) };
  });
}
