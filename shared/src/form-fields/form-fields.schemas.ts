import { z } from 'zod';
import { RecordIdSchema } from '../api/envelope';
import { int4Schema, textSchema } from '../api/input-primitives';
import { FormFieldSchema, FormMetaSchema, FormValidationSchema } from '../documents/forms.schemas';
import { ErrorCode } from '../errors/error-codes';
import { FieldType } from '../forms/field-types';

// The form designer's fields tab (spec 2 §3 "Form data field", "Form data validation"; §7 "Documents
// admin": get-form-data, get-form-meta, delete, get-form-data-validations, create-form-data-validation,
// delete-form-data-validation) and the live preview.

/** Field types whose value names employees: only they offer the "who may be picked" options. */
export const EMPLOYEE_PICKER_FIELD_TYPES: readonly number[] = [
  FieldType.employees,
  FieldType.participants,
  FieldType.substitutionEmployees,
];
/** Field types that may hold several values when isMultiple is set. */
export const MULTIPLE_VALUE_FIELD_TYPES: readonly number[] = [FieldType.participants];
/** Most fields a form may hold. */
export const FORM_FIELDS_MAX = 500;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    textSchema().trim().max(max, ErrorCode.invalidValue).nullable(),
  );

/** A field's options; every one may be left out (a new field's default, or the current value on update). */
export const FormFieldOptionsSchema = z.strictObject({
  showSubordinateEmployees: z.boolean().optional(),
  showDepartmentEmployees: z.boolean().optional(),
  showWorkTimeSetupEmployees: z.boolean().optional(),
  excludeFromMessages: z.boolean().optional(),
  includeHolidaysAnnualLeave: z.boolean().optional(),
  isMultiple: z.boolean().optional(),
  cssClass: optionalText(200).optional(),
  formDataGroupId: int4Schema({ min: 0 }).nullable().optional(),
  activityCode: optionalText(50).optional(),
  activityCodeAdditional: optionalText(50).optional(),
});
export type FormFieldOptions = z.infer<typeof FormFieldOptionsSchema>;

/** Every option of a placed field, as stored. */
export interface FormFieldOptionValues {
  showSubordinateEmployees: boolean;
  showDepartmentEmployees: boolean;
  showWorkTimeSetupEmployees: boolean;
  excludeFromMessages: boolean;
  includeHolidaysAnnualLeave: boolean;
  isMultiple: boolean;
  cssClass: string | null;
  formDataGroupId: number | null;
  activityCode: string | null;
  activityCodeAdditional: string | null;
}

export const DEFAULT_FORM_FIELD_OPTIONS: FormFieldOptionValues = {
  showSubordinateEmployees: false,
  showDepartmentEmployees: false,
  showWorkTimeSetupEmployees: false,
  excludeFromMessages: false,
  includeHolidaysAnnualLeave: false,
  isMultiple: false,
  cssClass: null,
  formDataGroupId: null,
  activityCode: null,
  activityCodeAdditional: null,
};

/**
 * The options that do not fit the field's type, by option name: isMultiple only where the type holds
 * several values, the "who may be picked" flags only on employee fields (none set: self only).
 */
export function checkFieldOptions(
  fieldType: number,
  options: FormFieldOptionValues,
): Partial<Record<keyof FormFieldOptionValues, ErrorCode>> {
  const errors: Partial<Record<keyof FormFieldOptionValues, ErrorCode>> = {};
  if (options.isMultiple && !MULTIPLE_VALUE_FIELD_TYPES.includes(fieldType)) errors.isMultiple = ErrorCode.invalidValue;
  if (!EMPLOYEE_PICKER_FIELD_TYPES.includes(fieldType)) {
    for (const key of ['showSubordinateEmployees', 'showDepartmentEmployees', 'showWorkTimeSetupEmployees'] as const) {
      if (options[key]) errors[key] = ErrorCode.invalidValue;
    }
  }
  return errors;
}

export const FormIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type FormIdInput = z.infer<typeof FormIdInputSchema>;

export const AddFormFieldInputSchema = FormFieldOptionsSchema.extend({ formId: RecordIdSchema, formMetaId: RecordIdSchema });
export type AddFormFieldInput = z.infer<typeof AddFormFieldInputSchema>;

export const UpdateFormFieldInputSchema = FormFieldOptionsSchema.extend({ id: RecordIdSchema });
export type UpdateFormFieldInput = z.infer<typeof UpdateFormFieldInputSchema>;

export const ReorderFormFieldsInputSchema = z.strictObject({
  formId: RecordIdSchema,
  /** Every field of the form, in the new order. */
  fieldIds: z.array(RecordIdSchema).min(1, ErrorCode.fieldRequired).max(FORM_FIELDS_MAX, ErrorCode.invalidValue),
});
export type ReorderFormFieldsInput = z.infer<typeof ReorderFormFieldsInputSchema>;

export const CreateFormFieldValidationInputSchema = z.strictObject({
  formDataId: RecordIdSchema,
  validationType: int4Schema({ min: 1, max: 8, error: ErrorCode.fieldRequired }),
  validation: textSchema().max(500, ErrorCode.invalidValue).default(''),
});
export type CreateFormFieldValidationInput = z.infer<typeof CreateFormFieldValidationInputSchema>;

/** The form the designer edits, as its screens title it. */
export const FieldsFormHeaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  archived: z.boolean(),
  /** Shared by every company (its group has no company). */
  isShared: z.boolean(),
  /** Whether the caller may change the form's fields (a shared form needs the top admin level). */
  canEdit: z.boolean(),
});
export type FieldsFormHeader = z.infer<typeof FieldsFormHeaderSchema>;

/** A field as the designer lists it: the placed field with its meta and rules, no document values. */
export const DesignerFieldSchema = FormFieldSchema.omit({ formValue: true, formValueId: true }).extend({
  /** Filed documents hold values for it: removing it keeps it for them. */
  hasValues: z.boolean(),
});
export type DesignerField = z.infer<typeof DesignerFieldSchema>;

export const FormFieldsSchema = z.object({ form: FieldsFormHeaderSchema, fields: z.array(DesignerFieldSchema) });
export type FormFields = z.infer<typeof FormFieldsSchema>;

/** A meta the designer may place on the form. */
export const AvailableFormMetaSchema = FormMetaSchema.pick({
  id: true,
  type: true,
  caption: true,
  captionEn: true,
  mandatory: true,
  dataSourceFieldKey: true,
}).extend({ isShared: z.boolean() });
export type AvailableFormMeta = z.infer<typeof AvailableFormMetaSchema>;

export const RemoveFormFieldResultSchema = z.object({
  id: z.number().int(),
  /** deleted: no document held a value; kept: marked removed, filed documents still show it. */
  outcome: z.enum(['deleted', 'kept']),
});
export type RemoveFormFieldResult = z.infer<typeof RemoveFormFieldResultSchema>;

export const FormFieldValidationRowSchema = FormValidationSchema.extend({ formDataId: z.number().int() });
export type FormFieldValidationRow = z.infer<typeof FormFieldValidationRowSchema>;
