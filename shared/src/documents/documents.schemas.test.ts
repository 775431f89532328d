import { describe, expect, it } from 'vitest';
import {
  ADVANCED_SEARCH_MAX_ITEMS,
  DocumentListQuerySchema,
  DocumentSearchFilterSchema,
  documentSortTargetOf,
  FORM_VALUE_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SubmitFormInputSchema,
  UpdateDocumentInputSchema,
} from './documents.schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('DocumentSearchFilterSchema', () => {
  it('reads an empty filter and empty strings as no filter', () => {
    expect(DocumentSearchFilterSchema.parse({})).toEqual({});
    const parsed = DocumentSearchFilterSchema.parse({
      formGroupId: '',
      formId: null,
      startDate: '',
      endDate: '',
      searchQuery: '   ',
      advancedSearch: '',
      state: '',
    });
    expect(Object.values(parsed).filter((value) => value !== undefined && !(Array.isArray(value) && value.length === 0))).toEqual([]);
  });

  it('parses every field', () => {
    expect(
      DocumentSearchFilterSchema.parse({
        formGroupId: 3,
        formId: '7',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        searchQuery: '  DOC-0001 ',
        advancedSearch: '12[Vilnius, Kaunas],13[ ]',
        state: 'InProgress',
        isApplication: 'true',
        includeBCDocuments: false,
      }),
    ).toEqual({
      formGroupId: 3,
      formId: 7,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      searchQuery: 'DOC-0001',
      advancedSearch: [{ fieldId: '12', value: 'Vilnius, Kaunas' }],
      state: 'InProgress',
      isApplication: true,
      includeBCDocuments: false,
    });
  });

  it('accepts a start equal to the end and refuses a start after it', () => {
    expect(DocumentSearchFilterSchema.safeParse({ startDate: '2026-03-01', endDate: '2026-03-01' }).success).toBe(true);
    expect(messagesOf(DocumentSearchFilterSchema.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' }))).toEqual([
      'endDate: errors.date_to_from',
    ]);
    expect(messagesOf(DocumentSearchFilterSchema.safeParse({ startDate: '2026-02-30' }))).toEqual(['startDate: validation.invalid_date']);
  });

  it('limits the free text after trimming', () => {
    expect(DocumentSearchFilterSchema.safeParse({ searchQuery: ` ${'a'.repeat(SEARCH_QUERY_MAX_LENGTH)} ` }).success).toBe(true);
    expect(messagesOf(DocumentSearchFilterSchema.safeParse({ searchQuery: 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) }))).toEqual([
      'searchQuery: validation.invalid_value',
    ]);
  });

  it('refuses a malformed advanced search, an unknown state and too many items', () => {
    expect(messagesOf(DocumentSearchFilterSchema.safeParse({ advancedSearch: '12[open' }))).toEqual([
      'advancedSearch: validation.invalid_value',
    ]);
    expect(DocumentSearchFilterSchema.safeParse({ state: 'Done' }).success).toBe(false);
    const items = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1}[x]`).join(',');
    expect(DocumentSearchFilterSchema.safeParse({ advancedSearch: items(ADVANCED_SEARCH_MAX_ITEMS) }).success).toBe(true);
    expect(DocumentSearchFilterSchema.safeParse({ advancedSearch: items(ADVANCED_SEARCH_MAX_ITEMS + 1) }).success).toBe(false);
  });

  it('takes the advanced search also as items', () => {
    expect(DocumentSearchFilterSchema.parse({ advancedSearch: [{ fieldId: '12', value: ' a] ' }] }).advancedSearch).toEqual([
      { fieldId: '12', value: 'a]' },
    ]);
  });
});

describe('DocumentListQuerySchema', () => {
  it('defaults to page 1 of 20 rows, newest first by creation date', () => {
    expect(DocumentListQuerySchema.parse({})).toEqual({ page: 1, rowsPerPage: 20, sort: 444, sortDirection: 'desc' });
  });

  it('takes up to 100 rows a page from a query string', () => {
    expect(DocumentListQuerySchema.parse({ page: '3', rowsPerPage: '100', sort: '555', sortDirection: 'ASC' })).toEqual({
      page: 3,
      rowsPerPage: 100,
      sort: 555,
      sortDirection: 'asc',
    });
    expect(DocumentListQuerySchema.safeParse({ rowsPerPage: '101' }).success).toBe(false);
    expect(DocumentListQuerySchema.safeParse({ rowsPerPage: '0' }).success).toBe(false);
    expect(DocumentListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('sorts only by an allowed column, a pseudo-column or a form meta id', () => {
    expect(DocumentListQuerySchema.parse({ sort: 'documentNo' }).sort).toBe('documentNo');
    for (const sort of ['password', 'createDate; drop table', '-1', '0', '1.5'])
      expect(DocumentListQuerySchema.safeParse({ sort }).success, sort).toBe(false);
    expect(DocumentListQuerySchema.safeParse({ sortDirection: 'up' }).success).toBe(false);
  });

  it('tells pseudo-columns from form meta ids', () => {
    expect(documentSortTargetOf(333)).toEqual({ kind: 'pseudoColumn', column: 333 });
    expect(documentSortTargetOf(444)).toEqual({ kind: 'pseudoColumn', column: 444 });
    expect(documentSortTargetOf(555)).toEqual({ kind: 'pseudoColumn', column: 555 });
    expect(documentSortTargetOf(334)).toEqual({ kind: 'formMeta', formMetaId: 334 });
    expect(documentSortTargetOf('name')).toEqual({ kind: 'column', column: 'name' });
  });
});

describe('SubmitFormInputSchema and UpdateDocumentInputSchema', () => {
  const entries = [
    { formDataId: 1, formValue: 'Vilnius' },
    { formDataId: 2, formValue: null },
  ];

  it('reads a draft submit with a null value as empty and initiate off', () => {
    expect(SubmitFormInputSchema.parse({ formId: 5, entries })).toEqual({
      formId: 5,
      entries: [
        { formDataId: 1, formValue: 'Vilnius' },
        { formDataId: 2, formValue: '' },
      ],
      initiate: false,
    });
    expect(SubmitFormInputSchema.parse({ formId: 5, id: 9, entries: [], initiate: true })).toMatchObject({ id: 9, initiate: true });
  });

  it('refuses unknown keys, a repeated field and an oversized value', () => {
    expect(SubmitFormInputSchema.safeParse({ formId: 5, entries, state: 'Approved' }).success).toBe(false);
    expect(messagesOf(SubmitFormInputSchema.safeParse({ formId: 5, entries: [entries[0], entries[0]] }))).toEqual([
      'entries.1.formDataId: validation.invalid_value',
    ]);
    expect(
      SubmitFormInputSchema.safeParse({ formId: 5, entries: [{ formDataId: 1, formValue: 'x'.repeat(FORM_VALUE_MAX_LENGTH) }] }).success,
    ).toBe(true);
    expect(
      SubmitFormInputSchema.safeParse({ formId: 5, entries: [{ formDataId: 1, formValue: 'x'.repeat(FORM_VALUE_MAX_LENGTH + 1) }] })
        .success,
    ).toBe(false);
    expect(SubmitFormInputSchema.safeParse({ formId: 0, entries }).success).toBe(false);
  });

  it('needs the document id to update', () => {
    expect(UpdateDocumentInputSchema.parse({ id: 9, entries })).toMatchObject({ id: 9, initiate: false });
    expect(UpdateDocumentInputSchema.safeParse({ entries }).success).toBe(false);
    expect(UpdateDocumentInputSchema.safeParse({ id: 9, formId: 5, entries }).success).toBe(false);
  });
});
