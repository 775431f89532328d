import {
  isNearDeadline,
  ALL_STATES,
  type AdvancedSearchItem,
  type ApplicationListQuery,
  DOCUMENT_COUNT_LIMIT,
  type DocumentListPage,
  type DocumentListRow,
  type DocumentSearchInput,
  type DocumentSortTarget,
  documentSortTargetOf,
  DocumentPseudoColumn,
  ErrorCode,
  type MySubmissionsQuery,
  type PageInput,
  pageOffset,
  type SortDirection,
  type StateFilter,
  SubmissionState,
  type TaskListQuery,
} from '@portal/shared';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { type Executor, withTransaction } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import * as documentsRepository from './documents.repository';
import * as formSettingsRepository from './form-settings.repository';
import { DocumentPermission, type DocumentViewer, participatesIn, visibleTo } from './submission-access';

// The document lists (spec 1 §2, §7): get-documents, the tasks, the applications and the caller's
// own submissions. Every list applies visibleTo(viewer); each filter and sort has an index
// (migration 0005, checked with EXPLAIN on a million rows: README "Benchmarks").

type Condition = (eb: ExpressionBuilder<Database, 'form_submissions'>) => Expression<SqlBool>;

const never: Condition = () => sql<SqlBool>`false`;

export interface Grants {
  documentIds: number[];
  /** The forms of the granted document groups. */
  formIds: number[];
}

/** The caller's document permissions of at least `permissions`, as submission ids and form ids. */
async function grantsOf(db: Executor, userId: number, permissions: readonly DocumentPermission[]): Promise<Grants> {
  const rows = await db
    .selectFrom('document_permissions')
    .select(['object_type', 'object_id'])
    .where('user_id', '=', userId)
    .where('permission', 'in', permissions)
    .execute();
  const groupIds = rows.filter((row) => row.object_type === 'document_group').map((row) => row.object_id);
  const forms = groupIds.length === 0 ? [] : await db.selectFrom('forms').select('id').where('form_group_id', 'in', groupIds).execute();
  return {
    documentIds: rows.filter((row) => row.object_type === 'document').map((row) => row.object_id),
    formIds: forms.map((form) => form.id),
  };
}

function grantedBy(grants: Grants): Condition {
  return (eb) =>
    eb.or([
      ...(grants.documentIds.length > 0 ? [eb('form_submissions.id', 'in', grants.documentIds)] : []),
      ...(grants.formIds.length > 0 ? [eb('form_submissions.form_id', 'in', grants.formIds)] : []),
      sql<SqlBool>`false`,
    ]);
}

/**
 * visibleTo() restated over indexed columns only, the grants read beforehand: PostgreSQL combines
 * these in a BitmapOr, while visibleTo's per-row EXISTS over the grants would make it read the whole
 * company. It is never used alone: visibleTo(viewer) stays the rule, this only narrows the scan.
 */
function visibleCandidates(viewer: DocumentViewer, grants: Grants): Condition {
  return (eb) =>
    eb.or([
      eb('form_submissions.submitted_by', '=', viewer.userId),
      eb('form_submissions.initiated_by', '=', viewer.userId),
      ...(viewer.employeeNo
        ? [
            eb.and([
              eb('form_submissions.company_code', '=', viewer.companyCode),
              eb('form_submissions.employee_no', '=', viewer.employeeNo),
            ]),
          ]
        : []),
      grantedBy(grants)(eb),
    ]);
}

const READ_OR_MORE = [DocumentPermission.read, DocumentPermission.update, DocumentPermission.manage] as const;
const UPDATE_OR_MORE = [DocumentPermission.update, DocumentPermission.manage] as const;
// States in which a document still waits for someone to act on it.
const OPEN_STATES: SubmissionState[] = [SubmissionState.new, SubmissionState.inProgress];

/**
 * The submissions that wait for the caller's action (the tasks list): those whose workflow runs they
 * take part in (or take part in for someone they substitute today), and the documents granted to
 * them to update or manage (the document or its form group) that they did not file or initiate
 * themselves. With `awaitingOnly`: participations still pending on the active activity, and granted
 * documents only while still open (New, In Progress).
 */
export function callerTasks(viewer: DocumentViewer, grants: Grants, options: { awaitingOnly: boolean }): Condition {
  return (eb) =>
    eb.and([
      eb('form_submissions.company_code', '=', viewer.companyCode),
      eb.or([
        participatesIn(viewer, { pendingOnly: options.awaitingOnly })(eb),
        eb.and([
          grantedBy(grants)(eb),
          eb.or([eb('form_submissions.submitted_by', 'is', null), eb('form_submissions.submitted_by', '<>', viewer.userId)]),
          eb.or([eb('form_submissions.initiated_by', 'is', null), eb('form_submissions.initiated_by', '<>', viewer.userId)]),
          ...(options.awaitingOnly ? [eb('form_submissions.state', 'in', OPEN_STATES)] : []),
        ]),
      ]),
    ]);
}

/** Filed or initiated by the caller. */
function filedBy(userId: number): Condition {
  return (eb) => eb.or([eb('form_submissions.submitted_by', '=', userId), eb('form_submissions.initiated_by', '=', userId)]);
}

function formIn(formIds: readonly number[] | undefined): Condition | null {
  if (formIds === undefined) return null;
  return formIds.length === 0 ? never : (eb) => eb('form_submissions.form_id', 'in', formIds);
}

function stateIs(state: StateFilter | SubmissionState | undefined): Condition | null {
  if (state === undefined || state === ALL_STATES) return null;
  return (eb) => eb('form_submissions.state', '=', state);
}

interface DateRange {
  start: string | null;
  end: string | null;
  /** Documents without a period match by their filing day in this zone. */
  timeZone: string;
}

// The expression of migration 0005's period index, verbatim.
const PERIOD = sql`daterange(form_submissions.date_from, coalesce(form_submissions.date_to, form_submissions.date_from), '[]')`;

function monthNumber(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** The month numbers a closed range spans, when few enough for form_submissions_period_months_idx to pay. */
function monthsOf(range: DateRange): number[] | null {
  if (range.start === null || range.end === null) return null;
  const first = monthNumber(range.start);
  const last = monthNumber(range.end);
  return last - first < 36 ? Array.from({ length: last - first + 1 }, (_, index) => first + index) : null;
}

/** A dated document touching the range; `byMonths` lets the month index find the candidates (not for a walk in filing order). */
function datedTouching(range: DateRange, options: { byMonths: boolean } = { byMonths: true }): Condition {
  const months = options.byMonths ? monthsOf(range) : null;
  if (months && range.start !== null && range.end !== null) {
    // The months find the candidates; the exact test is spelt in comparisons, so that PostgreSQL does
    // not also build a bitmap from the (slower) GiST index to AND with them.
    const { start, end } = range;
    return (eb) =>
      eb.and([
        eb('form_submissions.date_from', 'is not', null),
        sql<SqlBool>`form_submissions.period_months && array[${sql.join(months)}]::integer[]`,
        eb('form_submissions.date_from', '<=', end),
        eb(eb.fn.coalesce('form_submissions.date_to', 'form_submissions.date_from'), '>=', start),
      ]);
  }
  return (eb) =>
    eb.and([
      eb('form_submissions.date_from', 'is not', null),
      sql<SqlBool>`${PERIOD} && daterange(${range.start}::date, ${range.end}::date, '[]')`,
    ]);
}

function undatedFiledIn(range: DateRange): Condition {
  return (eb) =>
    eb.and([
      eb('form_submissions.date_from', 'is', null),
      ...(range.start === null
        ? []
        : [eb('form_submissions.created_at', '>=', sql<Date>`(${range.start}::date)::timestamp at time zone ${range.timeZone}`)]),
      ...(range.end === null
        ? []
        : [eb('form_submissions.created_at', '<', sql<Date>`(${range.end}::date + 1)::timestamp at time zone ${range.timeZone}`)]),
    ]);
}

/**
 * The date filter: a document with a period (dateFrom, dateTo) matches when the period touches the
 * range; one without (a request, an order) when it was filed within the range, by the calendar of
 * the business time zone. Either end of the range may be open.
 */
function touchesRange(range: DateRange): Condition {
  return (eb) => eb.or([datedTouching(range)(eb), undatedFiledIn(range)(eb)]);
}

/** Free text: the document number, form names and entry values, case-insensitive (search_text is lower-cased on write). */
function textContains(text: string): Condition {
  return (eb) => eb('form_submissions.search_text', 'like', containsPattern(text.toLowerCase()));
}

async function formDataIdsOfMeta(db: Executor, formMetaId: number): Promise<number[]> {
  const rows = await db.selectFrom('form_data').select('id').where('form_meta_id', '=', formMetaId).execute();
  return rows.map((row) => row.id);
}

function metaIdOf(fieldId: string, field: string): number {
  const id = /^\d{1,9}$/.test(fieldId) ? Number(fieldId) : 0;
  if (id < 1) throw DomainError.forField(field, ErrorCode.invalidValue);
  return id;
}

/**
 * Per-field search: the submission has an entry of that field (a form meta) whose value contains the
 * text, case-insensitive. The document's search text holds every value, so it finds the candidates
 * (trigram index); each is then checked on its entry (form_submission_entries_unique). A value is
 * matched as text: the JSON notation of a multi-value field (its keys and brackets) is not searched.
 */
async function fieldContains(db: Executor, item: AdvancedSearchItem): Promise<Condition> {
  const formDataIds = await formDataIdsOfMeta(db, metaIdOf(item.fieldId, 'advancedSearch'));
  if (formDataIds.length === 0) return never;
  const pattern = containsPattern(item.value.toLowerCase());
  return (eb) =>
    eb.and([
      eb('form_submissions.search_text', 'like', pattern),
      // A scalar subquery, never turned into a join: one probe of the entry per candidate.
      sql<SqlBool>`(select true from form_submission_entries as entry
        where entry.submission_id = form_submissions.id and entry.form_data_id in (${sql.join(formDataIds)})
          and lower(entry.form_value) like ${pattern} limit 1) is not null`,
    ]);
}

/** The ids of the forms a filter keeps: a group with its sub-groups, one form, applications or documents; undefined keeps all. */
async function formIdsOf(
  db: Executor,
  filter: { formGroupId?: number | undefined; formId?: number | undefined; isApplication?: boolean | undefined },
) {
  if (filter.formGroupId === undefined && filter.formId === undefined && filter.isApplication === undefined) return undefined;
  let query = db.selectFrom('forms').select('id');
  if (filter.formGroupId !== undefined) query = query.where('form_group_id', 'in', formSettingsRepository.groupTreeIds(filter.formGroupId));
  if (filter.formId !== undefined) query = query.where('id', '=', filter.formId);
  if (filter.isApplication !== undefined) query = query.where('is_application', '=', filter.isApplication);
  return (await query.execute()).map((form) => form.id);
}

type Sort =
  /** A column of form_submissions (key null: the id alone, for a column empty in every row, like deadline until workflows). */
  | { kind: 'column'; key: Expression<unknown> | null; isCreationDate: boolean; direction: SortDirection }
  /** A field (a form meta) as placed on these form_data. */
  | { kind: 'field'; formDataIds: number[]; direction: SortDirection }
  /** The form's name: the forms in that order. */
  | { kind: 'formName'; formIds: number[]; direction: SortDirection };

// Verbatim the expression of form_submissions_company_state_rank_idx: the life cycle, not the spelling.
const STATE_RANK = sql`array_position('{Draft,New,InProgress,Approved,Rejected,Cancelled}'::text[], form_submissions.state)`;

function columnSort(key: Expression<unknown> | null, direction: SortDirection, isCreationDate = false): Sort {
  return { kind: 'column', key, isCreationDate, direction };
}

/**
 * What a sort key orders by. Empty columns sort as the greatest (last ascending, first descending),
 * as PostgreSQL and the indexes order NULLs; documents without a value for a field come last either
 * way. A field sorts by the first 200 characters of its text (what its index holds), and only its
 * placements on the forms the filter keeps count.
 */
async function sortOf(
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
  const column =
    target.kind === 'pseudoColumn'
      ? (
          {
            [DocumentPseudoColumn.status]: 'state',
            [DocumentPseudoColumn.creationDate]: 'createDate',
            [DocumentPseudoColumn.documentNumber]: 'documentNo',
          } as const
        )[target.column]
      : target.column;
  switch (column) {
    case 'state':
      return columnSort(STATE_RANK, direction);
    case 'createDate':
      return columnSort(sql.ref('form_submissions.created_at'), direction, true);
    case 'updateDate':
      return columnSort(sql.ref('form_submissions.updated_at'), direction);
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

const NEWEST_FIRST: Sort = columnSort(sql.ref('form_submissions.created_at'), 'desc', true);

interface ListQuery {
  conditions: Condition[];
  /** The date filter, when there is one (a walk newest first runs down its own index). */
  dateRange?: DateRange;
  /** Free text or a per-field search is among the conditions (counted by bitmaps only). */
  isTextSearch?: boolean;
  sort: Sort;
  page: PageInput;
  /** Form metas whose entry values the rows carry. */
  valueMetaIds: readonly number[];
  /** The viewer's read grants (read beforehand, alongside the other look-ups); none for an administrator. */
  readGrants: Grants | null;
}

type SubmissionsQuery = SelectQueryBuilder<Database, 'form_submissions', object>;
type PageRow = { id: number; submitted_by: number | null; changed_by: number | null; initiated_by: number | null };

const PAGE_COLUMNS = [
  'form_submissions.id',
  'form_submissions.submitted_by',
  'form_submissions.changed_by',
  'form_submissions.initiated_by',
] as const;
export const listTuning = {
  /** A walk down the sort order reads at least this many rows before it gives up (tests lower it to reach both paths). */
  walkRows: 5000,
};

function where(query: SubmissionsQuery, conditions: readonly Condition[]): SubmissionsQuery {
  let filtered = query;
  for (const condition of conditions) filtered = filtered.where(condition);
  return filtered;
}

function fieldKey(formDataIds: readonly number[]) {
  return sql`(select left(nullif(entry.form_value, ''), 200) from form_submission_entries as entry
    where entry.submission_id = form_submissions.id and entry.form_data_id in (${sql.join(formDataIds)}) limit 1)`;
}

function direction(sort: Sort) {
  return sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
}

/**
 * The page found by filtering first: every matching row (through the filters' indexes) is read,
 * then sorted. Right when few rows match; the walk below is for when many do.
 */
async function filterFirst(db: Executor, conditions: readonly Condition[], sort: Sort, page: PageInput): Promise<PageRow[]> {
  const key =
    sort.kind === 'column'
      ? sort.key
      : sort.kind === 'field'
        ? fieldKey(sort.formDataIds)
        : sql`array_position(array[${sql.join(sort.formIds)}]::int[], form_submissions.form_id)`;
  const matching = where(db.selectFrom('form_submissions'), conditions).select([...PAGE_COLUMNS, sql`${key ?? sql`null`}`.as('sort_key')]);
  const nulls = sql.raw(sort.kind === 'field' ? 'nulls last' : '');
  // Materialised, so that PostgreSQL cannot choose to walk the sort index past rows that do not match.
  return db
    .with(
      (cte) => cte('matching').materialized(),
      () => matching,
    )
    .selectFrom('matching')
    .select(['id', 'submitted_by', 'changed_by', 'initiated_by'])
    .orderBy(sql`sort_key ${direction(sort)} ${nulls}`)
    .orderBy('id', sort.direction)
    .limit(page.rowsPerPage)
    .offset(pageOffset(page))
    .execute();
}

/**
 * The first `size` rows in the sort order straight from the sort's index, every column and the sort
 * key included, as a derived table named form_submissions (so the filters read as ever). It comes
 * out in that order, so the page above it reads only as far as it needs. Company-scoped for
 * columns; a field's walk runs down its entries' values.
 */
function walkSource(
  db: Executor,
  viewer: DocumentViewer,
  sort: Sort,
  page: PageInput,
  dateRange: DateRange | undefined,
): SubmissionsQuery | null {
  const order = direction(sort);
  const needed = pageOffset(page) + page.rowsPerPage;
  let source;
  if (sort.kind === 'column' && sort.isCreationDate && dateRange) {
    // Rows of a date range cluster in filing time, away from the newest: walk them alone. Dated
    // documents come in filing order from form_submissions_period_created_idx (nearest first to a
    // far date and a far id, btree_gist's distances), undated ones from
    // form_submissions_undated_created_idx. A short walk: the date filter is already applied, and
    // PostgreSQL takes the ordered GiST scan only for a few rows.
    const size = Math.max(100, 10 * needed);
    const [farDate, farId] = sort.direction === 'desc' ? ['9999-12-31', 2_147_483_647] : ['0001-01-01', 0];
    const dated = where(db.selectFrom('form_submissions'), [datedTouching(dateRange, { byMonths: false })]);
    const undated = where(db.selectFrom('form_submissions'), [undatedFiledIn(dateRange)]);
    source = sql`(
      select * from (
        (${dated
          .selectAll()
          .select(sql`created_at`.as('sort_key'))
          .where('company_code', '=', viewer.companyCode)
          .orderBy(sql`created_at <-> ${farDate}::timestamptz`)
          .orderBy(sql`id <-> ${farId}::integer`)
          .limit(size)})
        union all
        (${undated
          .selectAll()
          .select(sql`created_at`.as('sort_key'))
          .where('company_code', '=', viewer.companyCode)
          .orderBy('created_at', sort.direction)
          .orderBy('id', sort.direction)
          .limit(size)})
      ) as both_kinds order by sort_key ${order}, id ${order} limit ${size})`;
  } else if (sort.kind === 'column') {
    const size = Math.max(listTuning.walkRows, 10 * needed);
    const keyOrder = sort.key ? sql`${sort.key} ${order}, ` : sql``;
    source = sql`(select *, ${sort.key ?? sql`null`} as sort_key from form_submissions where company_code = ${viewer.companyCode}
      order by ${keyOrder}id ${order} limit ${size})`;
  } else if (sort.kind === 'field') {
    const size = Math.max(listTuning.walkRows, 10 * needed);
    // One ordered index range per placement of the field, merged (form_submission_entries_value_idx).
    const ranges = sort.formDataIds.map(
      (formDataId) => sql`(select submission_id, left(form_value, 200) as sort_key from form_submission_entries
        where form_data_id = ${formDataId} and left(form_value, 200) <> ''
        order by left(form_value, 200) ${order}, submission_id ${order} limit ${size})`,
    );
    // The outer order and limit keep the filters above from being pushed into the join (where
    // PostgreSQL would rather drive them from their own indexes over the whole table).
    source = sql`(select form_submissions.*, walk.sort_key from (
      select * from (${sql.join(ranges, sql` union all `)}) as ranges order by sort_key ${order}, submission_id ${order} limit ${size}) as walk
      join form_submissions on form_submissions.id = walk.submission_id
      order by walk.sort_key ${order}, walk.submission_id ${order} limit ${size})`;
  } else {
    return null;
  }
  return db.selectFrom(source.as('form_submissions')) as unknown as SubmissionsQuery;
}

/**
 * The page found by walking down the sort order: the first rows (listTuning.walkRows, or more for a
 * deep page) from the sort's index, filtered row by row. Right when many rows match; null when the
 * walk did not fill the page (few rows match, or the page is the last): then filter first.
 */
async function walk(
  db: Executor,
  viewer: DocumentViewer,
  conditions: readonly Condition[],
  sort: Sort,
  page: PageInput,
  dateRange: DateRange | undefined,
): Promise<PageRow[] | null> {
  const source = walkSource(db, viewer, sort, page, dateRange);
  if (!source) return null;
  const rows = await where(source, conditions)
    .select(PAGE_COLUMNS)
    .orderBy(sql`form_submissions.sort_key ${direction(sort)}`)
    .orderBy('form_submissions.id', sort.direction)
    .limit(page.rowsPerPage)
    .offset(pageOffset(page))
    .execute();
  return rows.length === page.rowsPerPage ? rows : null;
}

/**
 * The page sorted by form name: the forms in name order, each holding its documents by id. Counts
 * per form (capped at what the page needs) say which forms the page falls in; those are read by
 * (company, form, id).
 */
async function byFormName(
  db: Executor,
  conditions: readonly Condition[],
  sort: Extract<Sort, { kind: 'formName' }>,
  page: PageInput,
): Promise<PageRow[]> {
  const forms = sort.direction === 'asc' ? sort.formIds : [...sort.formIds].reverse();
  const needed = pageOffset(page) + page.rowsPerPage;
  const counts = forms.map((formId, index) =>
    db
      .selectFrom(
        where(db.selectFrom('form_submissions'), conditions)
          .where('form_submissions.form_id', '=', formId)
          .select(sql`1`.as('one'))
          .limit(needed)
          .as('matching'),
      )
      .select([sql<number>`${index}::int`.as('position'), (eb) => eb.fn.countAll<number>().as('count')]),
  );
  if (counts.length === 0) return [];
  let union = counts[0]!;
  for (const next of counts.slice(1)) union = union.unionAll(next);
  const countByPosition = new Map((await union.execute()).map((row) => [Number(row.position), Number(row.count)]));
  const reads: Promise<PageRow[]>[] = [];
  let before = 0;
  for (const [index, formId] of forms.entries()) {
    const count = countByPosition.get(index) ?? 0;
    const from = Math.max(0, pageOffset(page) - before);
    const to = Math.min(count, needed - before);
    if (to > from) {
      reads.push(
        where(db.selectFrom('form_submissions'), conditions)
          .where('form_submissions.form_id', '=', formId)
          .select(PAGE_COLUMNS)
          .orderBy('form_submissions.id', sort.direction)
          .limit(to - from)
          .offset(from)
          .execute(),
      );
    }
    before += count;
    if (before >= needed) break;
  }
  return (await Promise.all(reads)).flat();
}

/**
 * How many rows meet the conditions, counting no further than `limit`. A count that merely stops at
 * the limit lets PostgreSQL read the table from its start, expecting the matching rows spread evenly
 * and soon found; they are not, or not soon enough:
 * - a date range's documents lie together in filing time (seen: 400 ms for a month two years back).
 *   Dated and undated ones are counted apart, each in filing order: the dated ones from
 *   form_submissions_period_created_idx, the rest from the filing-time index;
 * - a word in one document of a hundred still means reading thousands of rows (seen: 60 ms). With
 *   free text or a per-field search, the count is read from the bitmaps of the filters' indexes only.
 */
async function countMatching(
  db: Executor,
  conditions: readonly Condition[],
  limit: number,
  options: { dateRange?: DateRange | undefined; isTextSearch: boolean },
): Promise<number> {
  return withTransaction(db, async (trx) => {
    // Only in a transaction of its own: the settings end with it.
    if (options.isTextSearch && !db.isTransaction)
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(trx);
    const capped = async (query: SubmissionsQuery) => {
      const row = await trx
        .selectFrom(
          query
            .select(sql`1`.as('one'))
            .limit(limit)
            .as('matching'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const { dateRange } = options;
    if (!dateRange) return capped(where(trx.selectFrom('form_submissions'), conditions));
    // The period alone (GiST): an ordered scan of it when little else filters, a bitmap of it ANDed
    // with the others' when they do. (With the months too, PostgreSQL multiplies the estimates and
    // sorts a month of rows.)
    const dated = await capped(
      where(trx.selectFrom('form_submissions'), [...conditions, datedTouching(dateRange, { byMonths: false })])
        .orderBy(sql`created_at <-> '9999-12-31'::timestamptz`)
        .orderBy(sql`id <-> 2147483647`),
    );
    const undated = await capped(
      where(trx.selectFrom('form_submissions'), [...conditions, undatedFiledIn(dateRange)])
        .orderBy('form_submissions.created_at', 'desc')
        .orderBy('form_submissions.id', 'desc'),
    );
    return dated + undated;
  });
}

/**
 * One page of the submissions the viewer may read that meet every filter. The total is counted up
 * to DOCUMENT_COUNT_LIMIT rows past the page: more is reported as a lower bound (README "Benchmarks").
 * The count decides how the page is found: with few matching rows, by filtering first; with many,
 * by a walk down the sort's index (falling back to filtering first if the walk finds too few).
 * PostgreSQL's own choice between the two goes wrong when the matching rows cluster away from the
 * start of the order (a date range years back) or its estimate of a filter is far off (trigrams).
 */
async function listPage(db: Executor, viewer: DocumentViewer, query: ListQuery): Promise<DocumentListPage> {
  const base: Condition[] = [visibleTo(viewer), ...query.conditions];
  // For the scans driven by an index; a walk checks visibleTo row by row.
  const indexedBase = !viewer.isAdmin && query.readGrants ? [...base, visibleCandidates(viewer, query.readGrants)] : base;
  const withDates = (list: Condition[]) => (query.dateRange ? [...list, touchesRange(query.dateRange)] : list);
  const indexed = withDates(indexedBase);

  const countLimit = pageOffset(query.page) + DOCUMENT_COUNT_LIMIT;
  const count = await countMatching(db, indexedBase, countLimit + 1, {
    dateRange: query.dateRange,
    isTextSearch: query.isTextSearch ?? false,
  });
  // Few matching rows: read them all. Many: walk, unless the walk finds too few after all.
  const walked =
    count > countLimit && query.sort.kind !== 'formName'
      ? await walk(db, viewer, withDates(base), query.sort, query.page, query.dateRange)
      : null;
  const pageRows =
    walked ??
    (query.sort.kind === 'formName'
      ? await byFormName(db, indexed, query.sort, query.page)
      : await filterFirst(db, indexed, query.sort, query.page));
  const userIds = [
    ...new Set(pageRows.flatMap((row) => [row.submitted_by, row.changed_by, row.initiated_by]).filter((id): id is number => id !== null)),
  ];
  const items = await rowsOf(
    db,
    viewer,
    pageRows.map((row) => row.id),
    userIds,
    query.valueMetaIds,
  );
  return {
    items,
    pagination: {
      page: query.page.page,
      rowsPerPage: query.page.rowsPerPage,
      totalRecords: Math.min(count, countLimit),
      totalRecordsIsEstimate: count > countLimit,
    },
  };
}

/** The list rows of the submissions, in the order of the ids. */
async function rowsOf(
  db: Executor,
  viewer: DocumentViewer,
  ids: readonly number[],
  userIds: number[],
  valueMetaIds: readonly number[],
): Promise<DocumentListRow[]> {
  if (ids.length === 0) return [];
  const [rows, values, people] = await Promise.all([
    db
      .selectFrom('form_submissions')
      .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
      .leftJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'form_submissions.workflow_activity_id')
      .leftJoin('user_roles', 'user_roles.id', 'workflow_instance_activities.user_role_id')
      .select([
        'form_submissions.id',
        'form_submissions.document_no',
        'form_submissions.state',
        'form_submissions.created_at',
        'form_submissions.updated_at',
        'form_submissions.date_from',
        'form_submissions.date_to',
        'form_submissions.employee_no',
        'form_submissions.bc_guid',
        'form_submissions.submitted_by',
        'form_submissions.changed_by',
        'form_submissions.initiated_by',
        'form_submissions.deadline',
        'workflow_instance_activities.name as activity_name',
        'workflow_instance_activities.description as activity_description',
        'user_roles.name as role_name',
        'forms.id as form_id',
        'forms.name',
        'forms.name_en',
        'forms.form_group_id',
        'forms.is_application',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('form_submission_views')
              .select(sql`1`.as('one'))
              .whereRef('form_submission_views.submission_id', '=', 'form_submissions.id')
              .where('form_submission_views.user_id', '=', viewer.userId),
          )
          .as('is_opened'),
      )
      .where('form_submissions.id', 'in', ids)
      .execute(),
    valuesOf(db, ids, valueMetaIds),
    documentsRepository.findPeople(db, userIds, viewer.companyCode),
  ]);
  const personOf = (userId: number | null) => (userId === null ? null : (people.get(userId) ?? null));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        nameEn: row.name_en,
        documentNo: row.document_no,
        state: row.state as SubmissionState,
        createDate: row.created_at,
        updateDate: row.updated_at,
        form: { id: row.form_id, name: row.name, nameEn: row.name_en, formGroupId: row.form_group_id, isApplication: row.is_application },
        submittedBy: personOf(row.submitted_by),
        changedBy: personOf(row.changed_by),
        initiatedBy: personOf(row.initiated_by),
        workflowActivity:
          row.activity_name === null
            ? null
            : {
                name: row.activity_name,
                description: row.activity_description,
                userRoles: row.role_name === null ? null : { name: row.role_name },
              },
        deadline: row.deadline === null ? null : new Date(`${row.deadline}T00:00:00Z`),
        isNearDeadline: isNearDeadline(row.deadline, viewer.today),
        // What the caller filed counts as read.
        isViewed: Boolean(row.is_opened) || row.submitted_by === viewer.userId || row.initiated_by === viewer.userId,
        dateFrom: row.date_from,
        dateTo: row.date_to,
        employeeNo: row.employee_no,
        bcGuid: row.bc_guid,
        values: values.get(row.id) ?? {},
      },
    ];
  });
}

async function valuesOf(
  db: Executor,
  ids: readonly number[],
  formMetaIds: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  const values = new Map<number, Record<string, string>>();
  if (formMetaIds.length === 0) return values;
  const rows = await db
    .selectFrom('form_submission_entries')
    .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
    .select(['form_submission_entries.submission_id', 'form_data.form_meta_id', 'form_submission_entries.form_value'])
    .where('form_submission_entries.submission_id', 'in', ids)
    .where('form_data.form_meta_id', 'in', formMetaIds)
    .execute();
  for (const row of rows) {
    let own = values.get(row.submission_id);
    if (!own) values.set(row.submission_id, (own = {}));
    own[String(row.form_meta_id)] = row.form_value;
  }
  return values;
}

export interface SearchOptions {
  /** The business time zone: documents without a period match by their filing day there. */
  timeZone: string;
}

/**
 * What the viewer may read beyond their own documents, as ids for the index-friendly candidate
 * condition: their grants, and the submissions whose workflow runs they (or someone they substitute
 * today) take part in.
 */
async function readGrantsOf(db: Executor, viewer: DocumentViewer): Promise<Grants | null> {
  if (viewer.isAdmin) return null;
  const [grants, participations] = await Promise.all([grantsOf(db, viewer.userId, READ_OR_MORE), participatedSubmissionIds(db, viewer)]);
  return { ...grants, documentIds: [...new Set([...grants.documentIds, ...participations])] };
}

async function participatedSubmissionIds(db: Executor, viewer: DocumentViewer): Promise<number[]> {
  const rows = await db
    .selectFrom('workflow_participants')
    .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select('workflow_instances.submission_id')
    .distinct()
    .where((eb) =>
      eb.or([
        eb('workflow_participants.user_id', '=', viewer.userId),
        ...(viewer.substitutedEmployeeNos.length > 0 ? [eb('workflow_participants.employee_no', 'in', viewer.substitutedEmployeeNos)] : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.submission_id);
}

/** get-documents: the documents the viewer may read that match the filter, sorted and paged; the rows carry the values of the viewer's columns. */
export async function searchDocuments(
  db: Executor,
  viewer: DocumentViewer,
  input: DocumentSearchInput,
  options: SearchOptions,
): Promise<DocumentListPage> {
  // The look-ups are independent: one round trip for all of them.
  const formIds = formIdsOf(db, input);
  const [kept, fieldConditions, sort, valueMetaIds, readGrants] = await Promise.all([
    formIds,
    Promise.all((input.advancedSearch ?? []).map((item) => fieldContains(db, item))),
    sortOf(db, documentSortTargetOf(input.sort), input.sortDirection, formIds),
    // The columns are the viewer's for the group on screen: the filter's group, else the form's, else all groups.
    formSettingsRepository.visibleTableMetaIds(
      db,
      viewer.userId,
      input.formGroupId ?? null,
      input.formGroupId === undefined ? input.formId : undefined,
    ),
    readGrantsOf(db, viewer),
  ]);
  const conditions = [formIn(kept), stateIs(input.state)].filter((condition): condition is Condition => condition !== null);
  const dateRange =
    input.startDate !== undefined || input.endDate !== undefined
      ? { start: input.startDate ?? null, end: input.endDate ?? null, timeZone: options.timeZone }
      : undefined;
  if (input.searchQuery) conditions.push(textContains(input.searchQuery));
  conditions.push(...fieldConditions);
  // ERP (BC) documents are not held here: includeBCDocuments adds nothing yet.
  const isTextSearch = Boolean(input.searchQuery) || fieldConditions.length > 0;
  return listPage(db, viewer, {
    conditions,
    ...(dateRange ? { dateRange } : {}),
    isTextSearch,
    sort,
    page: input,
    valueMetaIds,
    readGrants,
  });
}

/** get-form-submission-tasks: what waits for the caller, newest first. */
export async function listTasks(db: Executor, viewer: DocumentViewer, input: TaskListQuery): Promise<DocumentListPage> {
  const [taskGrants, readGrants] = await Promise.all([grantsOf(db, viewer.userId, UPDATE_OR_MORE), readGrantsOf(db, viewer)]);
  const conditions = [
    callerTasks(viewer, taskGrants, { awaitingOnly: input.hasAction === true }),
    formIn(input.formId === undefined ? undefined : [input.formId]),
    stateIs(input.state),
  ].filter((condition): condition is Condition => condition !== null);
  return listPage(db, viewer, { conditions, sort: NEWEST_FIRST, page: input, valueMetaIds: [], readGrants });
}

/** get-applications and get-my-submissions: what the caller filed or initiated (applications only, or everything), newest first. */
export async function listOwn(
  db: Executor,
  viewer: DocumentViewer,
  input: ApplicationListQuery | MySubmissionsQuery,
  options: { applicationsOnly: boolean },
): Promise<DocumentListPage> {
  const [formIds, readGrants] = await Promise.all([
    formIdsOf(db, { formId: input.formId, ...(options.applicationsOnly ? { isApplication: true } : {}) }),
    readGrantsOf(db, viewer),
  ]);
  const conditions = [filedBy(viewer.userId), formIn(formIds), stateIs(input.state)].filter(
    (condition): condition is Condition => condition !== null,
  );
  return listPage(db, viewer, { conditions, sort: NEWEST_FIRST, page: input, valueMetaIds: [], readGrants });
}

/** Records that the user has opened the submission (unread rows show bold); opening it again changes nothing. */
export async function markSubmissionViewed(db: Executor, submissionId: number, userId: number): Promise<void> {
  await db
    .insertInto('form_submission_views')
    .values({ submission_id: submissionId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['submission_id', 'user_id']).doNothing())
    .execute();
}
