import { type PageInput, pageOffset } from '@portal/shared';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { type Executor, withTransaction } from '../../db/transaction';
import { type Condition, type DateRange, datedTouching, monthsOf, undatedFiledIn } from './document-lists.conditions.repository';
import { direction, fieldKey, type Sort, type SortTime } from './document-lists.ordering.repository';
import type { DocumentViewer } from './document-permission';

// How a page of a document list is found: the total counted up to a limit, the way of finding the
// page chosen from it (pageStrategy), and the page's ids by filtering first, by walking down the
// sort's index, by walking a date range in filing or update order, or form by form (README "Benchmarks").

export type SubmissionsQuery = SelectQueryBuilder<Database, 'form_submissions', object>;
export type PageRow = { id: number; submitted_by: number | null; changed_by: number | null; initiated_by: number | null };

const PAGE_COLUMNS = [
  'form_submissions.id',
  'form_submissions.submitted_by',
  'form_submissions.changed_by',
  'form_submissions.initiated_by',
] as const;
export const listTuning = {
  /**
   * A walk down the sort order reads at least this many rows before it gives up; with a date range,
   * up to twice as many matching rows are read whole instead (tests lower it to reach every path).
   */
  walkRows: 5000,
};

function where(query: SubmissionsQuery, conditions: readonly Condition[]): SubmissionsQuery {
  let filtered = query;
  for (const condition of conditions) filtered = filtered.where(condition);
  return filtered;
}

/** The key a page found by filtering first is sorted by (sort_key), as the walks' indexes spell it. */
function filterFirstKey(sort: Sort) {
  const key =
    sort.kind === 'column'
      ? sort.key
      : sort.kind === 'field'
        ? fieldKey(sort.formDataIds)
        : sql`array_position(array[${sql.join(sort.formIds)}]::int[], form_submissions.form_id)`;
  return sql`${key ?? sql`null`}`;
}

/** The order of a page found by filtering first, over rows carrying sort_key and id (of `table`). */
function filterFirstOrder(sort: Sort, table: string) {
  const nulls = sql.raw(sort.kind === 'field' ? 'nulls last' : '');
  return [sql`${sql.ref(`${table}.sort_key`)} ${direction(sort)} ${nulls}`, sql`${sql.ref(`${table}.id`)} ${direction(sort)}`] as const;
}

/**
 * The page found by filtering first: every matching row (through the filters' indexes) is read,
 * then sorted. Right when few rows match; the walk below is for when many do.
 */
export async function filterFirst(db: Executor, conditions: readonly Condition[], sort: Sort, page: PageInput): Promise<PageRow[]> {
  const matching = where(db.selectFrom('form_submissions'), conditions).select([...PAGE_COLUMNS, filterFirstKey(sort).as('sort_key')]);
  const [byKey, byId] = filterFirstOrder(sort, 'matching');
  // Materialised, so that PostgreSQL cannot choose to walk the sort index past rows that do not match.
  return db
    .with(
      (cte) => cte('matching').materialized(),
      () => matching,
    )
    .selectFrom('matching')
    .select(['id', 'submitted_by', 'changed_by', 'initiated_by'])
    .orderBy(byKey)
    .orderBy(byId)
    .limit(page.rowsPerPage)
    .offset(pageOffset(page))
    .execute();
}

/**
 * The count (stopping at `limit`) and, in the same statement, the page found by filtering first
 * when the count stays within `countLimit` (pageStrategy's choice then, whatever the sort): one
 * round trip instead of two for a list without a date range or free text (whose counts need their
 * own plans: countMatching). The page's scan waits on the count (a one-time filter on it): past the
 * limit it reads nothing, and pageRows is null for another way to find the page.
 */
export async function countWithFilteredPage(
  db: Executor,
  conditions: readonly Condition[],
  limits: { limit: number; countLimit: number },
  sort: Extract<Sort, { kind: 'column' }>,
  page: PageInput,
): Promise<{ count: number; pageRows: PageRow[] | null }> {
  const [byKey, byId] = filterFirstOrder(sort, 'page');
  const rows = await db
    .with('counted', (query) =>
      query
        .selectFrom(
          where(query.selectFrom('form_submissions'), conditions)
            .select(sql`1`.as('one'))
            .limit(limits.limit)
            .as('capped'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count')),
    )
    // Materialised, as in filterFirst.
    .with(
      (cte) => cte('matching').materialized(),
      (query) =>
        where(query.selectFrom('form_submissions'), conditions)
          .select([...PAGE_COLUMNS, filterFirstKey(sort).as('sort_key')])
          .where(sql<SqlBool>`(select counted.count from counted) <= ${limits.countLimit}`),
    )
    .with('page', (query) => {
      const [matchingByKey, matchingById] = filterFirstOrder(sort, 'matching');
      return query
        .selectFrom('matching')
        .selectAll()
        .orderBy(matchingByKey)
        .orderBy(matchingById)
        .limit(page.rowsPerPage)
        .offset(pageOffset(page));
    })
    .selectFrom('counted')
    .leftJoin('page', (join) => join.onTrue())
    .select(['counted.count', 'page.id', 'page.submitted_by', 'page.changed_by', 'page.initiated_by'])
    .orderBy(byKey)
    .orderBy(byId)
    .execute();
  const count = Number(rows[0]?.count ?? 0);
  if (count > limits.countLimit) return { count, pageRows: null };
  const pageRows = rows.flatMap((row) =>
    row.id === null ? [] : [{ id: row.id, submitted_by: row.submitted_by, changed_by: row.changed_by, initiated_by: row.initiated_by }],
  );
  return { count, pageRows };
}

type TimeSort = Extract<Sort, { kind: 'column' }> & { time: SortTime };

/** How a page is found (pageStrategy), with the sort narrowed to what that way needs. */
export type PageStrategy =
  /** Every matching row read through the filters' indexes, then sorted. */
  | { kind: 'filterFirst' }
  /** Down the sort's own index from its start, each row checked against the filters. */
  | { kind: 'walk'; sort: Exclude<Sort, { kind: 'formName' }> }
  /** A date range's documents in filing or update order, from the period indexes, each checked against the other filters. */
  | { kind: 'walkRange'; sort: TimeSort; dateRange: DateRange }
  /** The forms in name order, counted and read form by form. */
  | { kind: 'byFormName'; sort: Extract<Sort, { kind: 'formName' }> };

/** What of a list query decides how it is counted and how its page is found. */
export interface PageShape {
  sort: Sort;
  dateRange?: DateRange | undefined;
  /** A form (or form group) or state filter is among the conditions. */
  isFormOrStateFiltered: boolean;
  /** Free text or a per-field search is among the conditions. */
  isTextSearch: boolean;
}

/** The pager's count limit, and how many rows a walk reads (listTuning.walkRows). */
export interface PageLimits {
  countLimit: number;
  walkRows: number;
}

/**
 * A date range within the months index, narrowed by a form or a state: its dated documents are
 * counted from the bitmap of form_submissions_form_state_months_idx, which holds the three.
 */
function isCountedByMonths(shape: PageShape): boolean {
  return shape.dateRange !== undefined && shape.isFormOrStateFiltered && monthsOf(shape.dateRange) !== null;
}

/**
 * A walk down the sort order in doubt: filters that narrow a date range, sorted by neither filing
 * nor update time. The range's documents lie together in time and every order ends in the id
 * (filing order), so a walk down the sort meets them only near its start, and the fewer of them
 * match the further it must go; a field's walk also joins each row it reads to its document (seen:
 * 5,000 rows walked in 16–50 ms to find nothing, then the matching rows read after all). Counting
 * on is cheap there (the combined index's bitmap); a date range alone is counted along the GiST
 * index, where counting 10,000 rather than 1,000 rows took 22 ms rather than 1.3.
 */
function isWalkInDoubt(shape: PageShape): boolean {
  const { sort } = shape;
  return isCountedByMonths(shape) && sort.kind !== 'formName' && !(sort.kind === 'column' && sort.time);
}

/**
 * With a walk in doubt, up to this many matching rows are read and sorted instead: twice what a walk
 * reads, as reading a matching row (with its field) costs about what walking one does, and a walk
 * that finds too few is followed by the reading anyway (seen for a form, state and month sorted by a
 * field, 7,385 rows: a walk of 5,000 in 16 ms that found nothing, then 19 ms to read and sort them).
 */
function readWholeRows(limits: PageLimits): number {
  return 2 * limits.walkRows;
}

/** How far to count: to the pager's limit, or, with a walk in doubt, as far as pageStrategy needs to know. */
export function countCap(shape: PageShape, limits: PageLimits): number {
  return isWalkInDoubt(shape) ? Math.max(limits.countLimit, readWholeRows(limits)) : limits.countLimit;
}

/**
 * How to find the page, chosen from the count (capped at countCap) before any page is sought, so
 * that no way is tried in vain before another:
 * - sorted by form name: form by form;
 * - few matching rows (the pager's count stopped short of its limit): all are read and sorted;
 * - many, with a date range, sorted by filing or update time: the range is walked in that order;
 * - many, with a walk in doubt (isWalkInDoubt), but no more than readWholeRows: all are read and sorted;
 * - many otherwise: a walk down the sort's index (falling back to filtering first when it comes
 *   back short: the page is the last, or the rows lie further on).
 */
export function pageStrategy(shape: PageShape, count: number, limits: PageLimits): PageStrategy {
  const { sort, dateRange } = shape;
  if (sort.kind === 'formName') return { kind: 'byFormName', sort };
  if (count <= limits.countLimit) return { kind: 'filterFirst' };
  if (dateRange && sort.kind === 'column' && sort.time) return { kind: 'walkRange', sort: { ...sort, time: sort.time }, dateRange };
  if (isWalkInDoubt(shape) && count <= readWholeRows(limits)) return { kind: 'filterFirst' };
  return { kind: 'walk', sort };
}

/** The page of rows taken from `source` (rows in the sort order, its key as sort_key) that meet the conditions; null when short of a page. */
async function pageFrom(
  source: SubmissionsQuery,
  conditions: readonly Condition[],
  sort: Sort,
  page: PageInput,
): Promise<PageRow[] | null> {
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
 * The page found by walking down the sort order: the first rows (listTuning.walkRows, or more for a
 * deep page) from the sort's index, every column and the sort key included, as a derived table
 * named form_submissions (so the filters read as ever), filtered row by row. Company-scoped for
 * columns; a field's walk runs down its entries' values. Null when the walk did not fill the page
 * (the page is the last, or the matching rows lie further on): then filter first.
 */
export async function walk(
  db: Executor,
  viewer: DocumentViewer,
  conditions: readonly Condition[],
  sort: Exclude<Sort, { kind: 'formName' }>,
  page: PageInput,
): Promise<PageRow[] | null> {
  const order = direction(sort);
  const size = Math.max(listTuning.walkRows, 10 * (pageOffset(page) + page.rowsPerPage));
  let source;
  if (sort.kind === 'column') {
    const keyOrder = sort.key ? sql`${sort.key} ${order}, ` : sql``;
    source = sql`(select *, ${sort.key ?? sql`null`} as sort_key from form_submissions where company_code = ${viewer.companyCode}
      order by ${keyOrder}id ${order} limit ${size})`;
  } else {
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
  }
  return pageFrom(db.selectFrom(source.as('form_submissions')) as unknown as SubmissionsQuery, conditions, sort, page);
}

/**
 * The page of a date range sorted by filing or update time: the range's rows cluster in those times,
 * away from the newest, so they are walked alone. Dated documents come in that order from the GiST
 * index of their period beside the time (form_submissions_period_created_idx,
 * form_submissions_period_updated_idx: nearest first to a far time and a far id, btree_gist's
 * distances); undated ones, which match by their filing day, from form_submissions_undated_created_idx
 * or, by update time, form_submissions_undated_updated_idx. A short walk: the date filter is already
 * applied, and PostgreSQL takes the ordered GiST scan only for a few rows. Null when short of a page
 * (other filters kept too few of them): then filter first.
 */
export async function walkRange(
  db: Executor,
  viewer: DocumentViewer,
  conditions: readonly Condition[],
  sort: TimeSort,
  page: PageInput,
  dateRange: DateRange,
): Promise<PageRow[] | null> {
  const order = direction(sort);
  const size = Math.max(100, 10 * (pageOffset(page) + page.rowsPerPage));
  const time = sql.ref(`form_submissions.${sort.time}`);
  const [farTime, farId] = sort.direction === 'desc' ? ['9999-12-31', 2_147_483_647] : ['0001-01-01', 0];
  const byDistance = (query: SubmissionsQuery): SubmissionsQuery =>
    query.orderBy(sql`${time} <-> ${farTime}::timestamptz`).orderBy(sql`form_submissions.id <-> ${farId}::integer`);
  const dated = where(db.selectFrom('form_submissions'), [datedTouching(dateRange, { byMonths: false })]);
  const undated = where(db.selectFrom('form_submissions'), [undatedFiledIn(dateRange)]);
  const inOrder = (query: SubmissionsQuery) =>
    query.selectAll().select(time.as('sort_key')).where('company_code', '=', viewer.companyCode).limit(size);
  const undatedInOrder =
    sort.time === 'created_at'
      ? inOrder(undated).orderBy('form_submissions.created_at', sort.direction).orderBy('form_submissions.id', sort.direction)
      : inOrder(byDistance(undated));
  const source = sql`(
    select * from ((${inOrder(byDistance(dated))}) union all (${undatedInOrder})) as both_kinds
    order by sort_key ${order}, id ${order} limit ${size})`;
  return pageFrom(db.selectFrom(source.as('form_submissions')) as unknown as SubmissionsQuery, conditions, sort, page);
}

/**
 * The page sorted by form name: the forms in name order, each holding its documents by id. Counts
 * per form (capped at what the page needs) say which forms the page falls in; those are read by
 * (company, form, id).
 */
export async function byFormName(
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
 *   Dated and undated ones are counted apart. Filtered by form or state too, the dated ones are
 *   counted from the bitmap of form_submissions_form_state_months_idx, which holds the three (the
 *   GiST index of the period, ANDed with the form's index and sorted, took 25 ms for a month and
 *   200 ms for a year); else in filing order from form_submissions_period_created_idx. The undated
 *   ones come from the filing-time indexes (with form and state, form_submissions_undated_form_state_idx);
 * - a word in one document of a hundred still means reading thousands of rows (seen: 60 ms). With
 *   free text or a per-field search, the count is read from the bitmaps of the filters' indexes only.
 */
export async function countMatching(db: Executor, conditions: readonly Condition[], limit: number, shape: PageShape): Promise<number> {
  const { dateRange } = shape;
  const isByMonths = isCountedByMonths(shape);
  return withTransaction(db, async (trx) => {
    // Only in a transaction of its own: the settings end with it.
    const bitmapsOnly = async () => {
      if (!db.isTransaction)
        await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(trx);
    };
    if (shape.isTextSearch) await bitmapsOnly();
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
    if (!dateRange) return capped(where(trx.selectFrom('form_submissions'), conditions));
    const undated = await capped(
      where(trx.selectFrom('form_submissions'), [...conditions, undatedFiledIn(dateRange)])
        .orderBy('form_submissions.created_at', 'desc')
        .orderBy('form_submissions.id', 'desc'),
    );
    if (isByMonths) {
      // Bitmaps only here too: a count by months that stops at its limit could read the table from its start.
      await bitmapsOnly();
      return undated + (await capped(where(trx.selectFrom('form_submissions'), [...conditions, datedTouching(dateRange)])));
    }
    // The period alone (GiST): an ordered scan of it when little else filters, a bitmap of it ANDed
    // with the others' when they do. (With the months too, PostgreSQL multiplies the estimates and
    // sorts a month of rows.)
    const dated = await capped(
      where(trx.selectFrom('form_submissions'), [...conditions, datedTouching(dateRange, { byMonths: false })])
        .orderBy(sql`created_at <-> '9999-12-31'::timestamptz`)
        .orderBy(sql`id <-> 2147483647`),
    );
    return dated + undated;
  });
}
