import type { FormFields } from '@portal/shared';
import * as formsRepository from '../../documents/forms.repository';
import { canEditForm, type FormFieldsContext, visibleForm } from '../form-access';
import * as formFieldsRepository from '../form-fields.repository';

/** get-form-data/{id}: the form's live fields in order, with their metas and rules, and whether documents hold values for each. */
export async function getFormFields(ctx: FormFieldsContext, formId: number): Promise<FormFields> {
  const form = await visibleForm(ctx, ctx.db, formId);
  const definition = (await formsRepository.findForm(ctx.db, formId))!;
  const withValues = await formFieldsRepository.fieldsWithValues(
    ctx.db,
    definition.formData.map((field) => field.id),
  );
  return {
    form: {
      id: form.id,
      name: form.name,
      nameEn: form.name_en,
      archived: form.archived,
      isShared: form.company_code === null,
      canEdit: canEditForm(ctx, form),
    },
    fields: definition.formData.map(({ formValue: _formValue, formValueId: _formValueId, ...field }) => ({
      ...field,
      hasValues: withValues.has(field.id),
    })),
  };
}
