import { type PageInput, pageOffset } from '@portal/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { type Executor, withTransaction } from '../../db/transaction';
import { type Condition, type DateRange, datedTouching, undatedFiledIn } from './document-lists.conditions.repository';
import { direction, fieldKey, type Sort } from './document-lists.ordering.repository';
import type { DocumentViewer } from './document-permission';

// How a page of a document list is found: the total counted up to a limit, and the page's ids by
// filtering first, by walking down the sort's index, or form by form (README "Benchmarks").

export type SubmissionsQuery = SelectQueryBuilder<Database, 'form_submissions', object>;
export type PageRow = { id: number; submitted_by: number | null; changed_by: number | null; initiated_by: number | null };

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

/**
 * The page found by filtering first: every matching row (through the filters' indexes) is read,
 * then sorted. Right when few rows match; the walk below is for when many do.
 */
export async function filterFirst(db: Executor, conditions: readonly Condition[], sort: Sort, page: PageInput): Promise<PageRow[]> {
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
export async function walk(
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
 *   Dated and undated ones are counted apart, each in filing order: the dated ones from
 *   form_submissions_period_created_idx, the rest from the filing-time index;
 * - a word in one document of a hundred still means reading thousands of rows (seen: 60 ms). With
 *   free text or a per-field search, the count is read from the bitmaps of the filters' indexes only.
 */
export async function countMatching(
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
