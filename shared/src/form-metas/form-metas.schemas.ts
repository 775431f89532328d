import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, RecordIdSchema } from '../api/envelope';
import { int4Schema, textSchema } from '../api/input-primitives';
import { FormMetaSchema, PreValueItemSchema } from '../documents/forms.schemas';
import { ErrorCode } from '../errors/error-codes';
import { FieldType } from '../forms/field-types';
import { optionalQueryValue, SetupSearchSchema, SetupSortDirectionSchema, setupSortSchema } from '../shift-groups/shift-groups.schemas';

// The form designer's catalogues (spec 2 §3 "Form meta field", "Form meta prevalue"): the fields that
// forms place (form metas), and the pre-value lists whose items list-type fields offer. A definition
// belongs to one company, or to every company when shared (isShared).

/** The highest field type number of the registry (spec 1 §3: 0 text … 28 hyperlink list). */
export const FIELD_TYPE_MAX = 28;
export const FIELD_TYPE_NUMBERS: readonly number[] = Object.values(FieldType);

/** The field types whose choices come from a pre-value list (the engine reads items for these only). */
export const PRE_VALUE_LIST_FIELD_TYPES: readonly number[] = [FieldType.listDropdown];

export function usesPreValueList(type: number): boolean {
  return PRE_VALUE_LIST_FIELD_TYPES.includes(type);
}

/** Required text: trimmed, not empty, at most `max` characters. */
function requiredText(max: number) {
  return textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(max, ErrorCode.invalidValue);
}

/** Optional text: blank or left out is null. */
function optionalText(max: number) {
  return textSchema()
    .trim()
    .max(max, ErrorCode.invalidValue)
    .nullish()
    .transform((value) => (value ? value : null));
}

const flag = z.boolean().default(false);
const ordering = int4Schema({ min: 0, max: 10_000 }).default(0);

// ---------------------------------------------------------------------------------------------------
// Form metas

export const FormMetaInputSchema = z.strictObject({
  caption: requiredText(200),
  captionEn: optionalText(200),
  mandatory: flag,
  requiredErrorMessage: optionalText(500),
  requiredErrorMessageEn: optionalText(500),
  type: int4Schema({ min: 0, max: FIELD_TYPE_MAX, error: ErrorCode.fieldRequired }),
  /** Types 5–7: their comma-separated options. */
  formDataType: optionalText(2000),
  cssClass: optionalText(200),
  dataSourceFieldKey: optionalText(100),
  /** Only for the list types (PRE_VALUE_LIST_FIELD_TYPES); a list of the company or shared. */
  formMetaPrevaluesListId: RecordIdSchema.nullish().transform((value) => value ?? null),
  searchVisible: flag,
  tableVisible: flag,
  searchOrdering: ordering,
  tableOrdering: ordering,
});
export type FormMetaInput = z.input<typeof FormMetaInputSchema>;
export type FormMetaValues = z.infer<typeof FormMetaInputSchema>;

export const FormMetaUpdateInputSchema = FormMetaInputSchema.extend({ id: RecordIdSchema });
export type FormMetaUpdateInput = z.input<typeof FormMetaUpdateInputSchema>;

export const FORM_META_SORT_KEYS = ['caption', 'type', 'id'] as const;
export type FormMetaSort = (typeof FORM_META_SORT_KEYS)[number];

/** GET admin-area/form-meta: filtered by caption (either language), type and the form using it. */
export const FormMetaListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: setupSortSchema(FORM_META_SORT_KEYS, 'caption'),
  sortDirection: SetupSortDirectionSchema,
  caption: SetupSearchSchema,
  type: optionalQueryValue(
    z.coerce
      .number()
      .pipe(int4Schema({ min: 0, max: FIELD_TYPE_MAX }))
      .optional(),
  ),
  formId: optionalQueryValue(RecordIdSchema.optional()),
});
export type FormMetaListInput = z.input<typeof FormMetaListInputSchema>;
export type FormMetaListQuery = z.infer<typeof FormMetaListInputSchema>;

export const FormMetaAdminSchema = FormMetaSchema.extend({
  /** Shared by every company (only top administrators change it). */
  isShared: z.boolean(),
  /** Forms placing the field (visible to the company or not). */
  formsCount: z.number().int(),
});
export type FormMetaAdmin = z.infer<typeof FormMetaAdminSchema>;

export const FormMetaPageSchema = pagedResultSchema(FormMetaAdminSchema);
export type FormMetaPage = z.infer<typeof FormMetaPageSchema>;

export const FormUsingDefinitionSchema = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() });
export type FormUsingDefinition = z.infer<typeof FormUsingDefinitionSchema>;

/** GET admin-area/form-meta/{id}: the field with the forms of the company (or shared) that place it. */
export const FormMetaDetailsSchema = FormMetaAdminSchema.extend({
  forms: z.array(FormUsingDefinitionSchema),
  /** Documents were filed with a value of this field: its type is fixed. */
  isUsedByDocuments: z.boolean(),
});
export type FormMetaDetails = z.infer<typeof FormMetaDetailsSchema>;

/** GET admin-area/form-meta/init: a new field's values and the field types to choose from. */
export const FormMetaDefaultsSchema = z.object({
  values: z.object({
    caption: z.string(),
    captionEn: z.string().nullable(),
    mandatory: z.boolean(),
    requiredErrorMessage: z.string().nullable(),
    requiredErrorMessageEn: z.string().nullable(),
    type: z.number().int(),
    formDataType: z.string().nullable(),
    cssClass: z.string().nullable(),
    dataSourceFieldKey: z.string().nullable(),
    formMetaPrevaluesListId: z.number().int().nullable(),
    searchVisible: z.boolean(),
    tableVisible: z.boolean(),
    searchOrdering: z.number().int(),
    tableOrdering: z.number().int(),
  }),
  types: z.array(z.object({ type: z.number().int(), name: z.string(), usesPreValueList: z.boolean() })),
});
export type FormMetaDefaults = z.infer<typeof FormMetaDefaultsSchema>;

export const DefinitionIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type DefinitionIdInput = z.infer<typeof DefinitionIdInputSchema>;

export const DeletedDefinitionSchema = z.object({ id: z.number().int() });
export type DeletedDefinition = z.infer<typeof DeletedDefinitionSchema>;

// ---------------------------------------------------------------------------------------------------
// Pre-value lists and their items

export const PreValueListInputSchema = z.strictObject({ name: requiredText(200), nameEn: optionalText(200) });
export type PreValueListInput = z.input<typeof PreValueListInputSchema>;
export type PreValueListValues = z.infer<typeof PreValueListInputSchema>;

export const PreValueListUpdateInputSchema = PreValueListInputSchema.extend({ id: RecordIdSchema });
export type PreValueListUpdateInput = z.input<typeof PreValueListUpdateInputSchema>;

export const PRE_VALUE_LIST_SORT_KEYS = ['name', 'id'] as const;
export type PreValueListSort = (typeof PRE_VALUE_LIST_SORT_KEYS)[number];

export const PreValueListListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: setupSortSchema(PRE_VALUE_LIST_SORT_KEYS, 'name'),
  sortDirection: SetupSortDirectionSchema,
  name: SetupSearchSchema,
});
export type PreValueListListInput = z.input<typeof PreValueListListInputSchema>;
export type PreValueListListQuery = z.infer<typeof PreValueListListInputSchema>;

export const PreValueListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  isShared: z.boolean(),
  itemsCount: z.number().int(),
  /** Fields using the list: while any does, it cannot be deleted. */
  metasCount: z.number().int(),
});
export type PreValueList = z.infer<typeof PreValueListSchema>;

export const PreValueListPageSchema = pagedResultSchema(PreValueListSchema);
export type PreValueListPage = z.infer<typeof PreValueListPageSchema>;

/** GET admin-area/form-meta-prevalues/{id}: the list with its items in their order. */
export const PreValueListDetailsSchema = PreValueListSchema.extend({ items: z.array(PreValueItemSchema) });
export type PreValueListDetails = z.infer<typeof PreValueListDetailsSchema>;

export const PreValueListDefaultsSchema = z.object({ name: z.string(), nameEn: z.string().nullable() });
export type PreValueListDefaults = z.infer<typeof PreValueListDefaultsSchema>;

export const PreValueItemInputSchema = z.strictObject({
  listId: RecordIdSchema,
  name: requiredText(200),
  nameEn: optionalText(200),
  /** Unique within the list (compared as written). */
  value: requiredText(200),
  /** At most one item of a list is the default: setting it clears the others. */
  isDefault: flag,
});
export type PreValueItemInput = z.input<typeof PreValueItemInputSchema>;
export type PreValueItemValues = z.infer<typeof PreValueItemInputSchema>;

export const PreValueItemUpdateInputSchema = PreValueItemInputSchema.extend({ id: RecordIdSchema });
export type PreValueItemUpdateInput = z.input<typeof PreValueItemUpdateInputSchema>;

export const PreValueItemIdInputSchema = z.strictObject({ listId: RecordIdSchema, id: RecordIdSchema });
export type PreValueItemIdInput = z.infer<typeof PreValueItemIdInputSchema>;

/** The list's items in their new order: every item of the list, each once. */
export const ReorderPreValueItemsInputSchema = z.strictObject({
  listId: RecordIdSchema,
  itemIds: z.array(RecordIdSchema).max(1000, ErrorCode.invalidValue),
});
export type ReorderPreValueItemsInput = z.infer<typeof ReorderPreValueItemsInputSchema>;
