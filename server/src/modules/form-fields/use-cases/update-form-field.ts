import type { UpdateFormFieldInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type FormFieldsContext, lockEditableField } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';
import { mergedOptions } from './field-options';

/** Changes a field's options; the options left out keep their values. */
export async function updateFormField(ctx: FormFieldsContext, input: UpdateFormFieldInput): Promise<{ id: number }> {
  const { id, ...given } = input;
  return withTransaction(ctx.db, async (trx) => {
    const { field } = await lockEditableField(ctx, trx, id);
    const options = mergedOptions(field.type, await formFieldsRepository.findOptions(trx, id), given);
    await formFieldsRepository.updateOptions(trx, id, options);
    return { id };
  });
}
