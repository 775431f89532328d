import { z } from 'zod';
import { type Form, FormFieldSchema, FormSummarySchema } from './forms.schemas';

// Issue #15: a document keeps the form definition it was filed with. When it leaves Draft, the server
// stores the form as the document view reads it — its names, and per field the caption in both
// languages, type, options and pre-value items with their names, mandatory, order and rules — without
// the document's values (migration 0033, `form_submissions.form_definition`). The view, its summary and
// the PDF of a filed document read this; only drafts read the live definition, which designers change.

export const FILED_FORM_DEFINITION_VERSION = 1;

export const FiledFormFieldSchema = FormFieldSchema.omit({ formValue: true, formValueId: true });
export type FiledFormField = z.infer<typeof FiledFormFieldSchema>;

export const FiledFormDefinitionSchema = FormSummarySchema.extend({
  snapshotVersion: z.literal(FILED_FORM_DEFINITION_VERSION),
  formData: z.array(FiledFormFieldSchema),
});
export type FiledFormDefinition = z.infer<typeof FiledFormDefinitionSchema>;

/** The filed definition with the document's values: the same Form the document view gets for a draft. */
export function formWithFiledValues(
  definition: FiledFormDefinition,
  entries: readonly { id: number; formDataId: number; formValue: string }[],
): Form {
  const { snapshotVersion: _version, formData, ...summary } = definition;
  const byField = new Map(entries.map((entry) => [entry.formDataId, entry]));
  return {
    ...summary,
    formData: formData.map((field) => {
      const entry = byField.get(field.id);
      return { ...field, formValue: entry?.formValue ?? '', formValueId: entry?.id ?? null };
    }),
  };
}
