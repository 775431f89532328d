import {
  type DocumentSortColumn,
  type DocumentSortTarget,
  DocumentPseudoColumn,
  ErrorCode,
  type SortDirection,
  type TaskSort,
} from '@portal/shared';
import { type Expression, sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';

// The orders of the document lists: what a sort key orders by, spelt as the indexes of migration
// 0005 spell it, so that a walk down an index and a sort of the matching rows agree.

/** The times a date range can be walked in (migrations 0005 and 0008). */
export type SortTime = 'created_at' | 'updated_at';

export type Sort =
  /**
   * A column of form_submissions (key null: the id alone, for a column empty in every row, like
   * deadline until workflows). `time` names the filing or update time, which a date range walks in
   * its own order (the period indexes hold them).
   */
  | { kind: 'column'; key: Expression<unknown> | null; time: SortTime | null; direction: SortDirection }
  /** A field (a form meta) as placed on these form_data. */
  | { kind: 'field'; formDataIds: number[]; direction: SortDirection }
  /** The form's name: the forms in that order. */
  | { kind: 'formName'; formIds: number[]; direction: SortDirection };

// Verbatim the expression of form_submissions_company_state_rank_idx: the life cycle, not the spelling.
const STATE_RANK = sql`array_position('{Draft,New,InProgress,Approved,Rejected,Cancelled}'::text[], form_submissions.state)`;

function columnSort(key: Expression<unknown> | null, direction: SortDirection, time: SortTime | null = null): Sort {
  return { kind: 'column', key, time, direction };
}

/** The named column each pseudo-column sorts as; null: it does not sort. */
const PSEUDO_COLUMN_SORTS: Record<DocumentPseudoColumn, DocumentSortColumn | null> = {
  [DocumentPseudoColumn.status]: 'state',
  [DocumentPseudoColumn.creationDate]: 'createDate',
  [DocumentPseudoColumn.documentNumber]: 'documentNo',
  [DocumentPseudoColumn.form]: 'name',
  [DocumentPseudoColumn.employee]: null,
  // A period sorts by its start.
  [DocumentPseudoColumn.period]: 'dateFrom',
  [DocumentPseudoColumn.lastChange]: 'updateDate',
};

/**
 * What a sort key orders by. Empty columns sort as the greatest (last ascending, first descending),
 * as PostgreSQL and the indexes order NULLs; documents without a value for a field come last either
 * way. A field sorts by the first 200 characters of its text (what its index holds), and only its
 * placements on the forms the filter keeps count.
 */
export async function sortOf(
  db: Executor,
  target: DocumentSortTarget,
  direction: SortDirection,
  formIds: Promise<number[] | undefined>,
): Promise<Sort> {
  if (target.kind === 'formMeta') {
    const [exists, placements, kept] = await Promise.all([
      db.selectFrom('form_metas').select('id').where('id', '=', target.formMetaId).executeTakeFirst(),
      db.selectFrom('form_data').select(['id', 'form_id']).where('form_meta_id', '=', target.formMetaId).execute(),
      formIds,
    ]);
    if (!exists) throw DomainError.forField('sort', ErrorCode.invalidValue);
    const formDataIds = placements.filter((placement) => !kept || kept.includes(placement.form_id)).map((placement) => placement.id);
    return formDataIds.length === 0 ? columnSort(null, direction) : { kind: 'field', formDataIds, direction };
  }
  const column = target.kind === 'pseudoColumn' ? PSEUDO_COLUMN_SORTS[target.column] : target.column;
  // The employee's name has no index to walk (a sort of every document by it would read them all).
  if (column === null) throw DomainError.forField('sort', ErrorCode.invalidValue);
  switch (column) {
    case 'state':
      return columnSort(STATE_RANK, direction);
    case 'createDate':
      return columnSort(sql.ref('form_submissions.created_at'), direction, 'created_at');
    case 'updateDate':
      return columnSort(sql.ref('form_submissions.updated_at'), direction, 'updated_at');
    case 'documentNo':
      return columnSort(sql.ref('form_submissions.document_no'), direction);
    case 'dateFrom':
      return columnSort(sql.ref('form_submissions.date_from'), direction);
    case 'dateTo':
      return columnSort(sql.ref('form_submissions.date_to'), direction);
    case 'name': {
      const forms = await db.selectFrom('forms').select('id').orderBy('name').orderBy('id').execute();
      return { kind: 'formName', formIds: forms.map((form) => form.id), direction };
    }
    case 'deadline':
      return columnSort(sql.ref('form_submissions.deadline'), direction);
  }
}

export const NEWEST_FIRST: Sort = columnSort(sql.ref('form_submissions.created_at'), 'desc', 'created_at');

/** The tasks list's orders: by filing time, or by deadline (tasks without one last ascending, first descending). */
export function taskSortOf(sort: TaskSort, sortDirection: SortDirection): Sort {
  return sort === 'deadline'
    ? columnSort(sql.ref('form_submissions.deadline'), sortDirection)
    : columnSort(sql.ref('form_submissions.created_at'), sortDirection, 'created_at');
}

export function fieldKey(formDataIds: readonly number[]) {
  return sql`(select left(nullif(entry.form_value, ''), 200) from form_submission_entries as entry
    where entry.submission_id = form_submissions.id and entry.form_data_id in (${sql.join(formDataIds)}) limit 1)`;
}

export function direction(sort: Sort) {
  return sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
}
