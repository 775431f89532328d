import type { FormFieldValidationRow } from '@portal/shared';
import { type FormFieldsContext, visibleField } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';

/** get-form-data-validations/{id}: the rules of field id, oldest first. */
export async function listFieldValidations(ctx: FormFieldsContext, formDataId: number): Promise<FormFieldValidationRow[]> {
  await visibleField(ctx, formDataId);
  return formFieldsRepository.listValidations(ctx.db, formDataId);
}
