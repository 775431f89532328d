import { z } from 'zod';
import { FieldType } from '../forms/field-types';
import { type FormDefinition, type FormFieldDefinition, parseDropdownOptions } from '../forms/validate-form';

// The form definitions as the API sends them (spec 1 §3 Form, Form group, Form field entry, Form meta,
// Form validation, Pre-value list item). Both languages travel: the web picks by its locale, so a
// language switch needs no reload. `formDefinitionOf` turns a form into what the shared rules run on.

export const PreValueItemSchema = z.object({
  id: z.number().int(),
  formMetaPreValuesListId: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  value: z.string(),
  isDefault: z.boolean(),
});
export type PreValueItem = z.infer<typeof PreValueItemSchema>;

export const FormMetaSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  /** For dropdowns, radios and multiple checkboxes (types 5–7): their comma-separated options. */
  formDataType: z.string().nullable(),
  caption: z.string(),
  captionEn: z.string().nullable(),
  mandatory: z.boolean(),
  requiredErrorMessage: z.string().nullable(),
  requiredErrorMessageEn: z.string().nullable(),
  cssClass: z.string().nullable(),
  dataSourceFieldKey: z.string().nullable(),
  systemic: z.boolean(),
  formMetaPrevaluesListId: z.number().int().nullable(),
  searchVisible: z.boolean(),
  tableVisible: z.boolean(),
  searchOrdering: z.number().int(),
  tableOrdering: z.number().int(),
});
export type FormMeta = z.infer<typeof FormMetaSchema>;

export const FormValidationSchema = z.object({
  id: z.number().int(),
  validationType: z.number().int(),
  validation: z.string(),
});
export type FormValidation = z.infer<typeof FormValidationSchema>;

/** A field placed on a form; on a submission it carries that submission's value. */
export const FormFieldSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  formMetaId: z.number().int(),
  sortOrder: z.number().int(),
  formValue: z.string(),
  /** The entry row holding formValue on a submission; null on a new form. */
  formValueId: z.number().int().nullable(),
  formMeta: FormMetaSchema,
  formValidation: z.array(FormValidationSchema),
  preValues: z.array(PreValueItemSchema),
  formDataGroupId: z.number().int().nullable(),
  showSubordinateEmployees: z.boolean(),
  showDepartmentEmployees: z.boolean(),
  showWorkTimeSetupEmployees: z.boolean(),
  excludeFromMessages: z.boolean(),
  includeHolidaysAnnualLeave: z.boolean(),
  isMultiple: z.boolean(),
  cssClass: z.string().nullable(),
  activityCode: z.string().nullable(),
  activityCodeAdditional: z.string().nullable(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  isApplication: z.boolean(),
  formGroupId: z.number().int(),
  formSection: z.string().nullable(),
  archived: z.boolean(),
  sortOrder: z.number().int(),
  activityCode: z.string().nullable(),
  holidayPlanningColor: z.string().nullable(),
  allowHolidayPlanning: z.boolean(),
  messageOnSubmit: z.string().nullable(),
  systemName: z.string().nullable(),
  /** The numbering's code, if the form numbers its documents. */
  numbering: z.string().nullable(),
  bcGroup: z.string().nullable(),
});
export type FormSummary = z.infer<typeof FormSummarySchema>;

export const FormSchema = FormSummarySchema.extend({ formData: z.array(FormFieldSchema) });
export type Form = z.infer<typeof FormSchema>;

export interface FormGroup {
  id: number;
  name: string;
  nameEn: string | null;
  sortOrder: number;
  archived: boolean;
  parentId: number | null;
  isApplication: boolean;
  forms: FormSummary[];
  /** Sub-groups (the layout and menu calls nest them; get-form-groups leaves this empty). */
  groups: FormGroup[];
}

export const FormGroupSchema: z.ZodType<FormGroup> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    nameEn: z.string().nullable(),
    sortOrder: z.number().int(),
    archived: z.boolean(),
    parentId: z.number().int().nullable(),
    isApplication: z.boolean(),
    forms: z.array(FormSummarySchema),
    groups: z.array(FormGroupSchema),
  }),
);

export const FormDescriptionSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  description: z.string(),
  descriptionEN: z.string(),
  createDate: z.date(),
});
export type FormDescription = z.infer<typeof FormDescriptionSchema>;

/** The language a caption or name is shown in; English falls back to Lithuanian when untranslated. */
export function localized(lt: string, en: string | null | undefined, language: string): string {
  return language === 'en' && en ? en : lt;
}

const OPTION_TYPES: readonly number[] = [FieldType.multipleCheckbox, FieldType.radio, FieldType.dropdown];

/** The options a field offers: list dropdowns their pre-value values, the others their comma-separated list. */
export function fieldOptionsOf(field: Pick<FormField, 'formMeta' | 'preValues'>): string[] | undefined {
  if (field.formMeta.type === FieldType.listDropdown) return field.preValues.map((item) => item.value);
  if (OPTION_TYPES.includes(field.formMeta.type)) return parseDropdownOptions(field.formMeta.formDataType);
  return undefined;
}

/** The field key the shared rules and the renderer use for a placed field: its form data id. */
export function fieldKeyOf(field: Pick<FormField, 'id'>): string {
  return String(field.id);
}

/** What the shared rules (validateForm, compileFormSchema) run on, in the given language. */
export function formDefinitionOf(form: Pick<Form, 'formData'>, language = 'lt'): FormDefinition {
  const fields: FormFieldDefinition[] = form.formData.map((field) => ({
    id: fieldKeyOf(field),
    type: field.formMeta.type,
    caption: localized(field.formMeta.caption, field.formMeta.captionEn, language),
    mandatory: field.formMeta.mandatory,
    requiredErrorMessage:
      field.formMeta.requiredErrorMessage === null
        ? null
        : localized(field.formMeta.requiredErrorMessage, field.formMeta.requiredErrorMessageEn, language),
    dataSourceFieldKey: field.formMeta.dataSourceFieldKey,
    isMultiple: field.isMultiple,
    options: fieldOptionsOf(field),
    validations: field.formValidation.map((rule) => ({ id: rule.id, validationType: rule.validationType, value: rule.validation })),
  }));
  return { fields };
}
