import { z } from 'zod';
import { PageInputSchema, QueryBooleanSchema, RecordIdSchema, rowsPerPageSchema, SortDirectionSchema } from '../api/envelope';
import { coercedInt4Schema, int4Schema, textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';
import { type AdvancedSearchItem, parseAdvancedSearch } from './advanced-search';
import { SubmissionStateSchema } from './submission-state';

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const ADVANCED_SEARCH_MAX_LENGTH = 2000;
export const ADVANCED_SEARCH_MAX_ITEMS = 50;
export const FORM_VALUE_MAX_LENGTH = 100_000;
export const FORM_ENTRIES_MAX = 1000;
export const DOCUMENTS_PAGE_SIZE_DEFAULT = 20;

const IdSchema = RecordIdSchema;

/** The list screens send '' (or null) for a filter left empty; it means no filter. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

export const AdvancedSearchItemSchema = z.strictObject({
  fieldId: textSchema()
    .trim()
    .regex(/^[^[\],\\\s]+$/, ErrorCode.invalidValue),
  value: textSchema().trim().max(SEARCH_QUERY_MAX_LENGTH, ErrorCode.invalidValue),
});

/** The per-field search as its `fieldId[value],…` string or as items; items with a blank value are dropped. */
export const AdvancedSearchSchema = z
  .union(
    [
      textSchema()
        .max(ADVANCED_SEARCH_MAX_LENGTH, ErrorCode.invalidValue)
        .transform((text, context): AdvancedSearchItem[] => {
          const items = parseAdvancedSearch(text);
          if (items === null) {
            context.addIssue({ code: 'custom', message: ErrorCode.invalidValue });
            return z.NEVER;
          }
          return items;
        })
        .pipe(z.array(AdvancedSearchItemSchema)),
      z.array(AdvancedSearchItemSchema),
    ],
    { error: ErrorCode.invalidValue },
  )
  .transform((items) => items.filter((item) => item.value !== ''))
  .refine((items) => items.length <= ADVANCED_SEARCH_MAX_ITEMS, ErrorCode.invalidValue);

/** The body of get-documents (spec 1 §3 "Document search filter"). */
export const DocumentSearchFilterSchema = z
  .object({
    formGroupId: optional(IdSchema),
    formId: optional(IdSchema),
    startDate: optional(IsoDateSchema),
    endDate: optional(IsoDateSchema),
    searchQuery: optional(
      textSchema()
        .trim()
        .max(SEARCH_QUERY_MAX_LENGTH, ErrorCode.invalidValue)
        .transform((text) => (text === '' ? undefined : text)),
    ),
    advancedSearch: optional(AdvancedSearchSchema),
    state: optional(SubmissionStateSchema),
    isApplication: optional(QueryBooleanSchema),
    includeBCDocuments: optional(QueryBooleanSchema),
  })
  .superRefine(checkDateRange('startDate', 'endDate'));
export type DocumentSearchFilter = z.infer<typeof DocumentSearchFilterSchema>;
export type DocumentSearchFilterInput = z.input<typeof DocumentSearchFilterSchema>;

/**
 * Columns of the documents table that are not form fields: spec 1 §3's status, creation date and
 * document number, and (issue #12) the form, the employee the document is about, its period and its
 * last change. A sort by one of these numbers means the pseudo-column, even if a form meta happened
 * to carry the same id.
 */
export const DocumentPseudoColumn = {
  status: 333,
  creationDate: 444,
  documentNumber: 555,
  form: 666,
  employee: 777,
  period: 888,
  lastChange: 999,
} as const;
export type DocumentPseudoColumn = (typeof DocumentPseudoColumn)[keyof typeof DocumentPseudoColumn];
const PSEUDO_COLUMNS: readonly number[] = Object.values(DocumentPseudoColumn);

/** Named columns the list may also sort by. */
export const DOCUMENT_SORT_COLUMNS = ['documentNo', 'name', 'state', 'createDate', 'updateDate', 'dateFrom', 'dateTo', 'deadline'] as const;
export type DocumentSortColumn = (typeof DOCUMENT_SORT_COLUMNS)[number];

/** A sort key: a named column, or a number (a pseudo-column or a form meta id, which the server checks against the form). */
export const DocumentSortSchema = z.union([z.enum(DOCUMENT_SORT_COLUMNS), coercedInt4Schema({ min: 1 })], {
  error: ErrorCode.invalidValue,
});

export type DocumentSortTarget =
  | { kind: 'column'; column: DocumentSortColumn }
  | { kind: 'pseudoColumn'; column: DocumentPseudoColumn }
  | { kind: 'formMeta'; formMetaId: number };

/** What a sort key orders by. */
export function documentSortTargetOf(sort: z.infer<typeof DocumentSortSchema>): DocumentSortTarget {
  if (typeof sort === 'string') return { kind: 'column', column: sort };
  return PSEUDO_COLUMNS.includes(sort)
    ? { kind: 'pseudoColumn', column: sort as DocumentPseudoColumn }
    : { kind: 'formMeta', formMetaId: sort };
}

/** The query of get-documents: newest first by creation date, 20 rows a page by default. */
export const DocumentListQuerySchema = z.object({
  page: PageInputSchema.shape.page,
  rowsPerPage: rowsPerPageSchema(DOCUMENTS_PAGE_SIZE_DEFAULT),
  sort: optional(DocumentSortSchema).transform((sort) => sort ?? DocumentPseudoColumn.creationDate),
  // Older clients send ASC/DESC.
  sortDirection: optional(
    z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), SortDirectionSchema),
  ).transform((direction) => direction ?? 'desc'),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;
export type DocumentListQueryInput = z.input<typeof DocumentListQuerySchema>;

export const FormEntryInputSchema = z.strictObject({
  formDataId: IdSchema,
  // A null formValue from older clients is an empty one.
  formValue: textSchema()
    .max(FORM_VALUE_MAX_LENGTH, ErrorCode.invalidValue)
    .nullish()
    .transform((value) => value ?? ''),
});
export type FormEntryInput = z.infer<typeof FormEntryInputSchema>;

const EntriesSchema = z
  .array(FormEntryInputSchema)
  .max(FORM_ENTRIES_MAX, ErrorCode.invalidValue)
  .superRefine((entries, context) => {
    const seen = new Set<number>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.formDataId)) context.addIssue({ code: 'custom', path: [index, 'formDataId'], message: ErrorCode.invalidValue });
      seen.add(entry.formDataId);
    });
  });

/** submit-form: a new submission (a draft, or initiated when the form has a workflow), or an edit when `id` is given. */
export const SubmitFormInputSchema = z.strictObject({
  formId: IdSchema,
  id: IdSchema.optional(),
  entries: EntriesSchema,
  initiate: z.boolean().default(false),
});
export type SubmitFormInput = z.infer<typeof SubmitFormInputSchema>;

/** update-document/{id}: saves a Draft's entries, optionally initiating its workflow. */
export const UpdateDocumentInputSchema = z.strictObject({
  id: IdSchema,
  entries: EntriesSchema,
  initiate: z.boolean().default(false),
  /** The version the editor read; a later save by someone else refuses this one. */
  version: int4Schema({ min: 1 }).optional(),
});
export type UpdateDocumentInput = z.infer<typeof UpdateDocumentInputSchema>;
