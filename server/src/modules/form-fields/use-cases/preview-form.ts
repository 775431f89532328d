import type { Form } from '@portal/shared';
import * as formsRepository from '../../documents/forms.repository';
import { type FormFieldsContext, visibleForm } from '../form-access';

/**
 * The live preview: the form exactly as get-filable-form gives it to employees (the same repository
 * call, so the same fields, order, rules and pre-values), for any form the admin sees, archived ones too.
 */
export async function previewForm(ctx: FormFieldsContext, formId: number): Promise<Form> {
  await visibleForm(ctx, ctx.db, formId);
  return (await formsRepository.findForm(ctx.db, formId))!;
}
