import type { RemoveFormFieldResult } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type FormFieldsContext, lockEditableField } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';

/**
 * delete/{id}: removes a field from its form. Filed documents that hold a value (or a file) for it keep
 * it: the row stays, marked removed, and only new filings leave it out. Otherwise it is deleted with its rules.
 */
export async function removeFormField(ctx: FormFieldsContext, id: number): Promise<RemoveFormFieldResult> {
  return withTransaction(ctx.db, async (trx) => {
    await lockEditableField(ctx, trx, id);
    if ((await formFieldsRepository.fieldsWithValues(trx, [id])).has(id)) {
      await formFieldsRepository.markRemoved(trx, id, ctx.now());
      return { id, outcome: 'kept' as const };
    }
    await formFieldsRepository.deleteField(trx, id);
    return { id, outcome: 'deleted' as const };
  });
}
