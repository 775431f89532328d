import { z } from 'zod';
import { RecordIdSchema } from '../api/envelope';
import { coercedInt4Schema, int4Schema, textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import { ColorSchema } from '../work-time/work-time.schemas';

// The form designer's calls (spec 2 §7 "Documents admin"): form groups as a tree, the order of forms
// in a group (the layout), and forms with their descriptions and settings. A group or form is the
// session company's own or shared by every company (isShared); canEdit tells whether the caller may
// change it (a shared one only from SHARED_DEFINITION_ADMIN_LEVEL).

/** Blank optional text is no text. */
function optionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    textSchema().trim().max(max, ErrorCode.invalidValue).nullable().optional(),
  );
}

/** A required name: validation.required when blank. */
const NameSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(200, ErrorCode.invalidValue);

const SortOrderSchema = int4Schema({ min: 0, max: 1_000_000 });

/** One definition by its id (a path's {id}). */
export const FormDesignerIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type FormDesignerIdInput = z.infer<typeof FormDesignerIdInputSchema>;

/** Who owns the definition and what the caller may do with it. */
const OwnershipShape = {
  /** Shared by every company (no company of its own). */
  isShared: z.boolean(),
  /** The caller may change, archive or delete it. */
  canEdit: z.boolean(),
};

// ---------- form groups ----------

export const DesignerFormGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
  /** null for a root group. */
  parentId: z.number().int().nullable(),
  isApplication: z.boolean(),
  /** Forms directly in the group, archived ones included. */
  formCount: z.number().int(),
  ...OwnershipShape,
});
export type DesignerFormGroup = z.infer<typeof DesignerFormGroupSchema>;

/** A group of the tree with its sub-groups in order. */
export interface DesignerFormGroupNode extends DesignerFormGroup {
  groups: DesignerFormGroupNode[];
}
export const DesignerFormGroupNodeSchema: z.ZodType<DesignerFormGroupNode> = DesignerFormGroupSchema.extend({
  groups: z.lazy(() => z.array(DesignerFormGroupNodeSchema)),
});

/** The parent of a group: 0 (or null) for a root group. */
const ParentIdSchema = coercedInt4Schema({ min: 0 }).nullable();

const FormGroupValuesShape = {
  name: NameSchema,
  nameEn: optionalText(200),
  isApplication: z.boolean().optional(),
  sortOrder: SortOrderSchema.optional(),
};

/** POST create-form-group/{id}: {id} is the parent group, 0 for a root group. */
export const CreateFormGroupInputSchema = z.strictObject({ parentId: ParentIdSchema, ...FormGroupValuesShape });
export type CreateFormGroupInput = z.infer<typeof CreateFormGroupInputSchema>;

/** PUT update-form-group/{id}: rename, move under another parent (0 = root), order. */
export const UpdateFormGroupInputSchema = z.strictObject({ id: RecordIdSchema, parentId: ParentIdSchema, ...FormGroupValuesShape });
export type UpdateFormGroupInput = z.infer<typeof UpdateFormGroupInputSchema>;

// ---------- forms ----------

export const DesignerFormSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  formGroupId: z.number().int(),
  sortOrder: z.number().int(),
  archived: z.boolean(),
  isApplication: z.boolean(),
  systemName: z.string().nullable(),
  ...OwnershipShape,
});
export type DesignerFormSummary = z.infer<typeof DesignerFormSummarySchema>;

/** A group of the layout with its forms in order, and its sub-groups. */
export interface DesignerLayoutGroup extends DesignerFormGroup {
  forms: DesignerFormSummary[];
  groups: DesignerLayoutGroup[];
}
export const DesignerLayoutGroupSchema: z.ZodType<DesignerLayoutGroup> = DesignerFormGroupSchema.extend({
  forms: z.array(DesignerFormSummarySchema),
  groups: z.lazy(() => z.array(DesignerLayoutGroupSchema)),
});

/** The forms of one group in their order. */
export const FormsInGroupSchema = z.object({ group: DesignerFormGroupSchema, forms: z.array(DesignerFormSummarySchema) });
export type FormsInGroup = z.infer<typeof FormsInGroupSchema>;

export const FormPositionSchema = z.strictObject({ formId: RecordIdSchema, sortOrder: SortOrderSchema });
export type FormPosition = z.infer<typeof FormPositionSchema>;

/** POST form-position/{x}: the order of forms within group x, saved together. */
export const SaveFormPositionsInputSchema = z.strictObject({
  formGroupId: RecordIdSchema,
  positions: z.array(FormPositionSchema).min(1, ErrorCode.fieldRequired).max(500, ErrorCode.invalidValue),
});
export type SaveFormPositionsInput = z.infer<typeof SaveFormPositionsInputSchema>;

/** The options an admin sets apart from the name (get-form-settings-by-id). */
const FormSettingsShape = {
  messageOnSubmit: optionalText(4000),
  allowHolidayPlanning: z.boolean().optional(),
  holidayPlanningColor: z.preprocess((value) => (value === '' ? null : value), ColorSchema.nullable().optional()),
  formSection: optionalText(100),
  isApplication: z.boolean().optional(),
};

/** The colour is required once holiday planning is allowed. */
function requireColorWhenPlanning(
  values: { allowHolidayPlanning?: boolean; holidayPlanningColor?: string | null },
  context: z.RefinementCtx,
) {
  if (values.allowHolidayPlanning && !values.holidayPlanningColor) {
    context.addIssue({ code: 'custom', path: ['holidayPlanningColor'], message: ErrorCode.fieldRequired });
  }
}

const FormValuesShape = {
  name: NameSchema,
  nameEn: optionalText(200),
  formGroupId: RecordIdSchema,
  sortOrder: SortOrderSchema.optional(),
  /** Stable name code refers to; unique across forms. */
  systemName: optionalText(100),
  numberingId: RecordIdSchema.nullable().optional(),
  activityCode: optionalText(20),
  bcGroup: optionalText(100),
  ...FormSettingsShape,
};

/** POST create-form. */
export const CreateFormInputSchema = z.strictObject(FormValuesShape).superRefine(requireColorWhenPlanning);
export type CreateFormInput = z.infer<typeof CreateFormInputSchema>;

/** PUT update-form/{id}. */
export const UpdateFormInputSchema = z.strictObject({ id: RecordIdSchema, ...FormValuesShape }).superRefine(requireColorWhenPlanning);
export type UpdateFormInput = z.infer<typeof UpdateFormInputSchema>;

export const DesignerFormDescriptionSchema = z.object({
  description: z.string(),
  descriptionEn: z.string(),
  createdAt: z.date(),
});
export type DesignerFormDescription = z.infer<typeof DesignerFormDescriptionSchema>;

export const DesignerFormSchema = DesignerFormSummarySchema.extend({
  messageOnSubmit: z.string().nullable(),
  numberingId: z.number().int().nullable(),
  activityCode: z.string().nullable(),
  bcGroup: z.string().nullable(),
  allowHolidayPlanning: z.boolean(),
  holidayPlanningColor: z.string().nullable(),
  formSection: z.string().nullable(),
  /** The latest description; null before the first. */
  description: DesignerFormDescriptionSchema.nullable(),
  /** Documents filed with the form: while there are any it cannot be deleted. */
  documentCount: z.number().int(),
});
export type DesignerForm = z.infer<typeof DesignerFormSchema>;

/** POST copy-form/{id}/{target}. */
export const CopyFormInputSchema = z.strictObject({ id: RecordIdSchema, targetGroupId: RecordIdSchema });
export type CopyFormInput = z.infer<typeof CopyFormInputSchema>;

/** PUT update-form-description/{formId}: a new history row; the latest counts. */
export const UpdateFormDescriptionInputSchema = z.strictObject({
  formId: RecordIdSchema,
  description: textSchema().max(20_000, ErrorCode.invalidValue).default(''),
  descriptionEn: textSchema().max(20_000, ErrorCode.invalidValue).default(''),
});
export type UpdateFormDescriptionInput = z.infer<typeof UpdateFormDescriptionInputSchema>;

export const DesignerFormSettingsSchema = z.object({
  id: z.number().int(),
  messageOnSubmit: z.string().nullable(),
  allowHolidayPlanning: z.boolean(),
  holidayPlanningColor: z.string().nullable(),
  formSection: z.string().nullable(),
  isApplication: z.boolean(),
  ...OwnershipShape,
});
export type DesignerFormSettings = z.infer<typeof DesignerFormSettingsSchema>;

/** POST update-form-settings-by-id/{id}. */
export const UpdateDesignerFormSettingsInputSchema = z
  .strictObject({ id: RecordIdSchema, ...FormSettingsShape })
  .superRefine(requireColorWhenPlanning);
export type UpdateDesignerFormSettingsInput = z.infer<typeof UpdateDesignerFormSettingsInputSchema>;

/** What the form editor's pickers offer: numberings visible to the company and its activity codes. */
export const FormEditorOptionsSchema = z.object({
  numberings: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), isShared: z.boolean() })),
  activityCodes: z.array(z.object({ code: z.string(), text: z.string(), textEn: z.string().nullable() })),
});
export type FormEditorOptions = z.infer<typeof FormEditorOptionsSchema>;
