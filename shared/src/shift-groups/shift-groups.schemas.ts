import { z } from 'zod';
import {
  PAGE_SIZE_DEFAULT,
  pagedResultSchema,
  pageInputSchema,
  QueryBooleanSchema,
  RecordIdSchema,
  SortDirectionSchema,
} from '../api/envelope';
import { textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import {
  DEFAULT_SHIFT_BACKGROUND_COLOR,
  DEFAULT_SHIFT_FONT_COLOR,
  RestEntrySchema,
  ShiftGroupInputSchema,
  ShiftGroupSchema,
  ShiftInputSchema,
  ShiftSchema,
  ShiftType,
} from '../work-time/work-time.schemas';

// The calls of shift groups and their shifts (spec 2 §7 "Formulas and shifts": the generic model calls on
// wtc-area/shift-groups and wtc-area/shifts, archive and undo-archive). The bodies of create and update
// are the work-time area's own shapes (ShiftGroupInputSchema, ShiftInputSchema); this file adds the
// list queries, the ids and the answers.

/** An empty query value ('' from a REST query string, null) is a value not given. */
export function optionalQueryValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);
}

/** Free text searched in codes and names; blank is no search. */
export const SetupSearchSchema = optionalQueryValue(textSchema().trim().max(100, ErrorCode.invalidValue).optional()).transform((value) =>
  value === '' ? undefined : value,
);

/** A sort key of a list, read case-insensitively (legacy clients send sort=Code), with its default. */
export function setupSortSchema<const T extends readonly [string, ...string[]]>(keys: T, defaultKey: T[number]) {
  return optionalQueryValue(
    z.preprocess((value) => (typeof value === 'string' ? value.charAt(0).toLowerCase() + value.slice(1) : value), z.enum(keys)).optional(),
  ).transform((key) => key ?? defaultKey);
}

/** Ascending unless told otherwise (spec 2 §7 "default sort is ascending"). */
export const SetupSortDirectionSchema = optionalQueryValue(
  z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), SortDirectionSchema).optional(),
).transform((direction) => direction ?? 'asc');

/** One record by its id (get, delete, archive, undo-archive). */
export const SetupRecordIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type SetupRecordIdInput = z.infer<typeof SetupRecordIdInputSchema>;

export const DeletedRecordSchema = z.object({ id: z.number().int() });
export type DeletedRecord = z.infer<typeof DeletedRecordSchema>;

/**
 * What the caller may do with the company's shift groups, shifts and formulas: reading needs a view of
 * some schedule, changing them the company-wide create, edit or delete grant (or administer).
 */
export const SetupPermissionsSchema = z.object({
  canView: z.boolean(),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type SetupPermissions = z.infer<typeof SetupPermissionsSchema>;

// ---------------------------------------------------------------------------------------------------
// Shift groups

export const SHIFT_GROUP_SORT_KEYS = ['code', 'name'] as const;
export type ShiftGroupSort = (typeof SHIFT_GROUP_SORT_KEYS)[number];

/** GET wtc-area/shift-groups: a page of the company's groups, searched by code or name; archived ones on request. */
export const ShiftGroupListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: setupSortSchema(SHIFT_GROUP_SORT_KEYS, 'code'),
  sortDirection: SetupSortDirectionSchema,
  search: SetupSearchSchema,
  /** Also list archived groups (they are left out by default). */
  includeArchived: optionalQueryValue(QueryBooleanSchema.optional()).transform((value) => value ?? false),
});
export type ShiftGroupListInput = z.input<typeof ShiftGroupListInputSchema>;
export type ShiftGroupListQuery = z.infer<typeof ShiftGroupListInputSchema>;

export const ShiftGroupListItemSchema = ShiftGroupSchema.extend({
  /** Shifts of the group that are not archived. */
  shiftsCount: z.number().int(),
});
export type ShiftGroupListItem = z.infer<typeof ShiftGroupListItemSchema>;

export const ShiftGroupPageSchema = pagedResultSchema(ShiftGroupListItemSchema);
export type ShiftGroupPage = z.infer<typeof ShiftGroupPageSchema>;

/** GET wtc-area/shift-groups/{id}: the group with all its shifts (archived ones last) and their rest entries. */
export const ShiftGroupDetailsSchema = ShiftGroupSchema.extend({ shifts: z.array(ShiftSchema) });
export type ShiftGroupDetails = z.infer<typeof ShiftGroupDetailsSchema>;

/** GET wtc-area/shift-groups/init: the values a new group's form starts with. */
export const ShiftGroupDefaultsSchema = z.object({ code: z.string(), name: z.string(), description: z.string() });
export type ShiftGroupDefaults = z.infer<typeof ShiftGroupDefaultsSchema>;

export const ShiftGroupUpdateInputSchema = ShiftGroupInputSchema.extend({ id: RecordIdSchema });
export type ShiftGroupUpdateInput = z.input<typeof ShiftGroupUpdateInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Shifts

export const SHIFT_SORT_KEYS = ['code', 'name', 'subgroup', 'startTime'] as const;
export type ShiftSort = (typeof SHIFT_SORT_KEYS)[number];

/** GET wtc-area/shifts?shiftGroupId=…: a page of one group's shifts. */
export const ShiftListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  shiftGroupId: RecordIdSchema,
  sort: setupSortSchema(SHIFT_SORT_KEYS, 'code'),
  sortDirection: SetupSortDirectionSchema,
  search: SetupSearchSchema,
  includeArchived: optionalQueryValue(QueryBooleanSchema.optional()).transform((value) => value ?? false),
});
export type ShiftListInput = z.input<typeof ShiftListInputSchema>;
export type ShiftListQuery = z.infer<typeof ShiftListInputSchema>;

export const ShiftPageSchema = pagedResultSchema(ShiftSchema);
export type ShiftPage = z.infer<typeof ShiftPageSchema>;

/** GET wtc-area/shifts/init?shiftGroupId=…: a new shift's values (spec 2 §9: white background, black text). */
export const ShiftInitInputSchema = z.strictObject({ shiftGroupId: optionalQueryValue(RecordIdSchema.optional()) });
export type ShiftInitInput = z.input<typeof ShiftInitInputSchema>;

export const ShiftDefaultsSchema = z.object({
  shiftGroupId: z.number().int().nullable(),
  code: z.string(),
  subgroup: z.string(),
  name: z.string(),
  type: z.enum(ShiftType),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  shortDayStartTime: z.string().nullable(),
  shortDayEndTime: z.string().nullable(),
  isTemporary: z.boolean(),
  backgroundColor: z.string(),
  fontColor: z.string(),
  restEntries: z.array(RestEntrySchema),
});
export type ShiftDefaults = z.infer<typeof ShiftDefaultsSchema>;

export function shiftDefaults(shiftGroupId: number | null): ShiftDefaults {
  return {
    shiftGroupId,
    code: '',
    subgroup: '',
    name: '',
    type: ShiftType.workDay,
    startTime: null,
    endTime: null,
    shortDayStartTime: null,
    shortDayEndTime: null,
    isTemporary: false,
    backgroundColor: DEFAULT_SHIFT_BACKGROUND_COLOR,
    fontColor: DEFAULT_SHIFT_FONT_COLOR,
    restEntries: [],
  };
}

/** PUT wtc-area/shifts/{id}: the whole shift again; its rest entries replace the stored ones. */
export const ShiftUpdateInputSchema = ShiftInputSchema.safeExtend({ id: RecordIdSchema });
export type ShiftUpdateInput = z.input<typeof ShiftUpdateInputSchema>;
