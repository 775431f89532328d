import type { AvailableFormMeta } from '@portal/shared';
import { type FormFieldsContext, visibleForm } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';

/** get-form-meta/{id}: the metas that may still be placed on the form (visible to its company, not on it yet). */
export async function listAvailableMetas(ctx: FormFieldsContext, formId: number): Promise<AvailableFormMeta[]> {
  const form = await visibleForm(ctx, ctx.db, formId);
  return formFieldsRepository.listAvailableMetas(ctx.db, formId, form.company_code);
}
