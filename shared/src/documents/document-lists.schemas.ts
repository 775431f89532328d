import { z } from 'zod';
import {
  PageInputSchema,
  PaginationSchema,
  QueryBooleanSchema,
  RecordIdSchema,
  rowsPerPageSchema,
  SortDirectionSchema,
} from '../api/envelope';
import { coercedInt4Schema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { DeadlineStatus } from '../calendar/deadline-status';
import { ErrorCode } from '../errors/error-codes';
import {
  DOCUMENTS_PAGE_SIZE_DEFAULT,
  DocumentListQuerySchema,
  DocumentPseudoColumn,
  DocumentSearchFilterSchema,
} from './documents.schemas';
import { FormMetaSchema } from './forms.schemas';
import { SubmissionState, SubmissionStateSchema } from './submission-state';
import { SubmissionSummarySchema } from './submission.schemas';

// The document lists (spec 1 §2 "Documents list", "Applications list", §3 "Form submission",
// "Form settings response", "Table settings", §7 get-documents, get-form-submission-tasks,
// get-applications, get-my-submissions, get-form-settings-by-id, update-form-settings-by-id).

/** The applications list pages by 10 (spec 1 §9). */
export const APPLICATIONS_PAGE_SIZE = 10;
/**
 * The lists count matching rows up to this many past the page asked for, then stop: the total is
 * then a lower bound and `totalRecordsIsEstimate` says so (README "Benchmarks"). 50 pages of 20.
 */
export const DOCUMENT_COUNT_LIMIT = 1000;
/** Columns and search fields one settings update may name. */
export const FORM_SETTINGS_COLUMNS_MAX = 500;

/** The step of the workflow a submission waits in; filled by the workflow model. */
export const WorkflowActivitySummarySchema = z.object({
  name: z.string(),
  /** null: no English name; the Lithuanian one is shown. */
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  userRoles: z.object({ name: z.string() }).nullable(),
});

/** One row of the documents, tasks and applications lists. */
export const DocumentListRowSchema = SubmissionSummarySchema.extend({
  form: z.object({
    id: z.number().int(),
    name: z.string(),
    nameEn: z.string().nullable(),
    formGroupId: z.number().int(),
    isApplication: z.boolean(),
  }),
  /** The name of the employee the document is about (employeeNo); null when it names none the company employs. */
  employeeFullName: z.string().nullable(),
  workflowActivity: WorkflowActivitySummarySchema.nullable(),
  deadline: z.date().nullable(),
  isNearDeadline: z.boolean(),
  /** Past the deadline, due today or the next work day, or in good time; null without a deadline. */
  deadlineStatus: z.enum(DeadlineStatus).nullable(),
  /** An approved document whose cancellation workflow runs: the task is a cancellation request. */
  cancellationInProgress: z.boolean(),
  /** The caller has opened it (or filed it); unread rows show bold. */
  isViewed: z.boolean(),
  /** The ERP document's id when the row mirrors one: the list opens it in view_bc. */
  bcGuid: z.string().nullable(),
  /** Entry values of the fields the list shows as columns, keyed by form meta id. */
  values: z.record(z.string(), z.string()),
});
export type DocumentListRow = z.infer<typeof DocumentListRowSchema>;

export const DocumentListPaginationSchema = PaginationSchema.extend({
  /** totalRecords is a lower bound: more rows match than the list counts (DOCUMENT_COUNT_LIMIT past the page). */
  totalRecordsIsEstimate: z.boolean(),
});

export const DocumentListPageSchema = z.object({ items: z.array(DocumentListRowSchema), pagination: DocumentListPaginationSchema });
export type DocumentListPage = z.infer<typeof DocumentListPageSchema>;

/**
 * get-documents: the filter (the body) and the page, sort and direction (the query) in one flat
 * input, so a validation error names the field as the client knows it.
 */
export const DocumentSearchInputSchema = z
  .strictObject({ ...DocumentSearchFilterSchema.shape, ...DocumentListQuerySchema.shape })
  .superRefine(checkDateRange('startDate', 'endDate'));
export type DocumentSearchInput = z.infer<typeof DocumentSearchInputSchema>;
export type DocumentSearchInputInput = z.input<typeof DocumentSearchInputSchema>;

export const ALL_STATES = 'All';
/** A state filter of the tasks and applications lists: one state, or 'All'. */
export const StateFilterSchema = z.union([z.literal(ALL_STATES), SubmissionStateSchema], { error: ErrorCode.invalidValue });
export type StateFilter = z.infer<typeof StateFilterSchema>;

/** The list screens send '' (or null) for a filter left empty; it means the default. */
function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);
}

function stateFilter(defaultState: StateFilter) {
  return blankAsMissing(StateFilterSchema.optional()).transform((state) => state ?? defaultState);
}

/** The orders of the tasks list: newest first by default, or by deadline. */
export const TaskSortSchema = z.enum(['createDate', 'deadline'], { error: ErrorCode.invalidValue });
export type TaskSort = z.infer<typeof TaskSortSchema>;

/**
 * get-form-submission-tasks: In Progress by default (spec 1 §2). In this list In Progress also takes
 * the cancellation requests — approved documents whose cancellation workflow runs — as they wait for
 * a decision just the same. cancellationRequests keeps only those; hasAction only what still awaits
 * the caller. Newest first unless sorted by deadline.
 */
export const TaskListQuerySchema = z.strictObject({
  state: stateFilter(SubmissionState.inProgress),
  formId: blankAsMissing(RecordIdSchema.optional()),
  hasAction: blankAsMissing(QueryBooleanSchema.optional()),
  cancellationRequests: blankAsMissing(QueryBooleanSchema.optional()),
  sort: blankAsMissing(TaskSortSchema.optional()).transform((sort) => sort ?? 'createDate'),
  sortDirection: blankAsMissing(
    z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), SortDirectionSchema).optional(),
  ).transform((direction) => direction ?? 'desc'),
  page: PageInputSchema.shape.page,
  rowsPerPage: rowsPerPageSchema(DOCUMENTS_PAGE_SIZE_DEFAULT),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;
export type TaskListQueryInput = z.input<typeof TaskListQuerySchema>;

/** get-applications: the caller's applications, every state by default, 10 a page. */
export const ApplicationListQuerySchema = z.strictObject({
  state: stateFilter(ALL_STATES),
  formId: blankAsMissing(RecordIdSchema.optional()),
  page: PageInputSchema.shape.page,
  rowsPerPage: rowsPerPageSchema(APPLICATIONS_PAGE_SIZE),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

/** get-my-submissions: everything the caller filed or initiated. */
export const MySubmissionsQuerySchema = ApplicationListQuerySchema.extend({ rowsPerPage: rowsPerPageSchema(DOCUMENTS_PAGE_SIZE_DEFAULT) });
export type MySubmissionsQuery = z.infer<typeof MySubmissionsQuerySchema>;

/** Which settings: a form group, or 0 for the list over all groups. */
export const FormSettingsIdSchema = coercedInt4Schema({ min: 0, error: ErrorCode.invalidValue });
export const ALL_FORM_GROUPS = 0;

export const FormSettingsIdInputSchema = z.strictObject({ id: FormSettingsIdSchema });

/**
 * A column of the documents table or a search field. formMetaId is a form meta, or one of the
 * pseudo-columns 333, 444, 555 (spec 1 §3) — those numbers always mean the pseudo-column.
 */
export const FormSettingsColumnSchema = z.object({
  formMetaId: z.number().int(),
  isPseudoColumn: z.boolean(),
  visible: z.boolean(),
  ordering: z.number().int(),
});
export type FormSettingsColumn = z.infer<typeof FormSettingsColumnSchema>;

/** get-form-settings-by-id: the group's fields, and the caller's table columns and search fields in order. */
export const FormSettingsSchema = z.object({
  /** Null: the list over all groups. */
  formGroupId: z.number().int().nullable(),
  /** The field definitions of the group's forms (its sub-groups' included). */
  meta: z.array(FormMetaSchema),
  /** Every column, pseudo-columns included, in display order; hidden ones too, for the settings dialog. */
  table: z.array(FormSettingsColumnSchema),
  /** Every search field, in display order. */
  search: z.array(FormSettingsColumnSchema),
  /** The group has a form to file (the New document button). */
  canCreate: z.boolean(),
  /** External-system (ERP) document groups are not served here yet. */
  isBCForm: z.boolean(),
});
export type FormSettings = z.infer<typeof FormSettingsSchema>;

const OrderingSchema = coercedInt4Schema({ min: -1_000_000, max: 1_000_000 });

/** One column's settings as spec 1 §3 "Table settings" names them (the user and group come from the session and the path). */
export const TableSettingInputSchema = z.strictObject({
  formMetaId: RecordIdSchema,
  tableVisible: QueryBooleanSchema,
  searchVisible: QueryBooleanSchema.default(false),
  tableOrdering: OrderingSchema.optional(),
  searchOrdering: OrderingSchema.optional(),
});
export type TableSettingInput = z.infer<typeof TableSettingInputSchema>;

/** update-form-settings-by-id: the caller's own settings of one group (or 0, all groups); columns not named keep theirs. */
export const UpdateFormSettingsInputSchema = z.strictObject({
  id: FormSettingsIdSchema,
  columns: z
    .array(TableSettingInputSchema)
    .max(FORM_SETTINGS_COLUMNS_MAX, ErrorCode.invalidValue)
    .superRefine((columns, context) => {
      const seen = new Set<number>();
      columns.forEach((column, index) => {
        if (seen.has(column.formMetaId)) context.addIssue({ code: 'custom', path: [index, 'formMetaId'], message: ErrorCode.invalidValue });
        seen.add(column.formMetaId);
      });
    }),
});
export type UpdateFormSettingsInput = z.infer<typeof UpdateFormSettingsInputSchema>;

const PSEUDO_COLUMNS: readonly number[] = Object.values(DocumentPseudoColumn);

export function isPseudoColumn(formMetaId: number): formMetaId is DocumentPseudoColumn {
  return PSEUDO_COLUMNS.includes(formMetaId);
}
