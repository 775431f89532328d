import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type FormFieldsContext, lockEditableField } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';

/** delete-form-data-validation/{id}: removes a rule from a field of a form the caller may edit. */
export async function deleteFieldValidation(ctx: FormFieldsContext, id: number): Promise<{ id: number }> {
  return withTransaction(ctx.db, async (trx) => {
    const rule = await formFieldsRepository.findValidation(trx, id);
    if (!rule) throw new DomainError(ErrorCode.recordNotFound);
    await lockEditableField(ctx, trx, rule.form_data_id);
    // Read again under the form's lock: a concurrent delete of the same rule answers not found.
    if (!(await formFieldsRepository.findValidation(trx, id))) throw new DomainError(ErrorCode.recordNotFound);
    await formFieldsRepository.deleteValidation(trx, id);
    return { id };
  });
}
