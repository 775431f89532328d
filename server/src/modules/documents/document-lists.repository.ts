import {
  type ApplicationListQuery,
  DOCUMENT_COUNT_LIMIT,
  type DocumentListPage,
  type DocumentSearchInput,
  documentSortTargetOf,
  type MySubmissionsQuery,
  type PageInput,
  pageOffset,
  SubmissionState,
  type TaskListQuery,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import {
  callerTasks,
  type Condition,
  type DateRange,
  fieldContains,
  filedBy,
  formIdsOf,
  formIn,
  type Grants,
  isCancellationRequest,
  type ListStanding,
  stateIs,
  taskStateIs,
  textContains,
  touchesRange,
  visibleCandidates,
} from './document-lists.conditions.repository';
import { NEWEST_FIRST, type Sort, sortOf, taskSortOf } from './document-lists.ordering.repository';
import {
  byFormName,
  countCap,
  countMatching,
  countWithFilteredPage,
  filterFirst,
  listTuning,
  type PageRow,
  pageStrategy,
  walk,
  walkRange,
} from './document-lists.paging.repository';
import { rowsOf } from './document-lists.rows.repository';
import type { DocumentViewer } from './document-permission';
import * as formSettingsRepository from './form-settings.repository';
import { visibleTo } from './submission-visibility.repository';

// The document lists (spec 1 §2, §7): get-documents, the tasks, the applications and the caller's
// own submissions. Every list applies visibleTo(viewer); each filter and sort has an index
// (migration 0005, checked with EXPLAIN on a million rows: README "Benchmarks"). The parts live
// beside this file: conditions (filters, visibility), ordering, paging (count, page strategies), rows.

export { listTuning } from './document-lists.paging.repository';

interface ListQuery {
  conditions: Condition[];
  /** The date filter, when there is one (a walk newest first runs down its own index). */
  dateRange?: DateRange;
  /** Free text or a per-field search is among the conditions (counted by bitmaps only). */
  isTextSearch?: boolean;
  /** A form (or group) or state filter is among the conditions (with a date range, counted by one index of the three). */
  isFormOrStateFiltered?: boolean;
  sort: Sort;
  page: PageInput;
  /** Form metas whose entry values the rows carry. */
  valueMetaIds: readonly number[];
  /** The viewer's read grants (ListStanding: read beforehand, once per request); none for an administrator. */
  readGrants: Grants | null;
}

/**
 * One page of the submissions the viewer may read that meet every filter. The total is counted up
 * to DOCUMENT_COUNT_LIMIT rows past the page: more is reported as a lower bound (README "Benchmarks").
 * The count decides how the page is found (pageStrategy), before any page query runs: with few
 * matching rows, by filtering first; with many, by a walk down the sort's index, or down the date
 * range's own in filing or update order; where a walk is in doubt (a date range narrowed by form or
 * state, sorted otherwise), the count goes on further, and up to that many rows are read whole instead.
 * PostgreSQL's own choice between these goes wrong when the matching rows cluster away from the
 * start of the order (a date range years back) or its estimate of a filter is far off (trigrams).
 */
async function listPage(db: Executor, viewer: DocumentViewer, query: ListQuery): Promise<DocumentListPage> {
  const base: Condition[] = [visibleTo(viewer), ...query.conditions];
  // For the scans driven by an index; a walk checks visibleTo row by row.
  const indexedBase = !viewer.isAdmin && query.readGrants ? [...base, visibleCandidates(viewer, query.readGrants)] : base;
  const withDates = (list: Condition[]) => (query.dateRange ? [...list, touchesRange(query.dateRange)] : list);
  const indexed = withDates(indexedBase);

  const countLimit = pageOffset(query.page) + DOCUMENT_COUNT_LIMIT;
  const limits = { countLimit, walkRows: listTuning.walkRows };
  const shape = {
    sort: query.sort,
    dateRange: query.dateRange,
    isFormOrStateFiltered: query.isFormOrStateFiltered ?? false,
    isTextSearch: query.isTextSearch ?? false,
  };
  const { sort } = query;
  let count: number;
  let pageRows: PageRow[] | null = null;
  if (!shape.dateRange && !shape.isTextSearch && sort.kind === 'column') {
    // Without dates or free text, the count and (when few match) the page found by filtering first
    // come together. Not for a field's sort: its key, a subquery per row, makes the page's scan look
    // costly enough for PostgreSQL to compile it (JIT) even when it never runs (seen: 60 ms).
    ({ count, pageRows } = await countWithFilteredPage(db, indexed, { limit: countCap(shape, limits) + 1, countLimit }, sort, query.page));
  } else {
    count = await countMatching(db, indexedBase, countCap(shape, limits) + 1, shape);
  }
  const strategy = pageStrategy(shape, count, limits);
  if (pageRows === null) {
    switch (strategy.kind) {
      case 'byFormName':
        pageRows = await byFormName(db, indexed, strategy.sort, query.page);
        break;
      case 'walkRange':
        pageRows = await walkRange(db, viewer, withDates(base), strategy.sort, query.page, strategy.dateRange);
        break;
      case 'walk':
        pageRows = await walk(db, viewer, withDates(base), strategy.sort, query.page);
        break;
    }
  }
  // Also after a walk that came back short of a page (the last page, or the rows lie further on).
  pageRows ??= await filterFirst(db, indexed, query.sort, query.page);
  const items = await rowsOf(
    db,
    viewer,
    pageRows.map((row) => row.id),
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

export interface SearchOptions {
  /** The business time zone: documents without a period match by their filing day there. */
  timeZone: string;
}

/** get-documents: the documents the viewer may read that match the filter, sorted and paged; the rows carry the values of the viewer's columns. */
export async function searchDocuments(
  db: Executor,
  viewer: DocumentViewer,
  standing: ListStanding,
  input: DocumentSearchInput,
  options: SearchOptions,
): Promise<DocumentListPage> {
  // The look-ups are independent: one round trip for all of them.
  const formIds = formIdsOf(db, input);
  const [kept, fieldConditions, sort, valueMetaIds] = await Promise.all([
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
    isFormOrStateFiltered: kept !== undefined || stateIs(input.state) !== null,
    sort,
    page: input,
    valueMetaIds,
    readGrants: standing.readGrants,
  });
}

/** get-form-submission-tasks: what waits for the caller, newest first or by deadline. */
export async function listTasks(
  db: Executor,
  viewer: DocumentViewer,
  standing: ListStanding,
  input: TaskListQuery,
): Promise<DocumentListPage> {
  const conditions = [
    callerTasks(viewer, standing.taskGrants, { awaitingOnly: input.hasAction === true }),
    formIn(input.formId === undefined ? undefined : [input.formId]),
    taskStateIs(input.state),
    input.cancellationRequests === true ? isCancellationRequest : null,
  ].filter((condition): condition is Condition => condition !== null);
  return listPage(db, viewer, {
    conditions,
    sort: taskSortOf(input.sort, input.sortDirection),
    page: input,
    valueMetaIds: [],
    readGrants: standing.readGrants,
  });
}

/**
 * The caller's next task after a decision on `afterId`: of the In Progress documents and cancellation
 * requests awaiting their action (the tasks list's default), in the tasks list's order (newest first), the first one after `afterId`'s place, else the
 * first of the list (tasks newer than it); never `afterId` itself. Undefined when none is left.
 */
export async function findNextTask(
  db: Executor,
  viewer: DocumentViewer,
  standing: ListStanding,
  afterId: number,
): Promise<{ id: number } | undefined> {
  const conditions = [
    visibleTo(viewer),
    callerTasks(viewer, standing.taskGrants, { awaitingOnly: true }),
    taskStateIs(SubmissionState.inProgress)!,
  ];
  const after = sql`(select decided.created_at, decided.id from form_submissions as decided
    where decided.id = ${afterId} and decided.company_code = ${viewer.companyCode})`;
  return (
    db
      .selectFrom('form_submissions')
      .select('form_submissions.id')
      .where((eb) => eb.and(conditions.map((condition) => condition(eb))))
      .where('form_submissions.id', '<>', afterId)
      // Those listed below `afterId` first (its place read by the subquery; none when it is gone).
      .orderBy(sql`coalesce((form_submissions.created_at, form_submissions.id) < ${after}, false)`, 'desc')
      .orderBy('form_submissions.created_at', 'desc')
      .orderBy('form_submissions.id', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

/** get-applications and get-my-submissions: what the caller filed or initiated (applications only, or everything), newest first. */
export async function listOwn(
  db: Executor,
  viewer: DocumentViewer,
  standing: ListStanding,
  input: ApplicationListQuery | MySubmissionsQuery,
  options: { applicationsOnly: boolean },
): Promise<DocumentListPage> {
  const { formId } = input;
  // Applications: the application forms (one of them, when a form is asked for); else the form asked for, if any.
  const formIds = options.applicationsOnly
    ? standing.applicationFormIds.filter((id) => formId === undefined || id === formId)
    : await formIdsOf(db, { formId });
  const conditions = [filedBy(viewer.userId), formIn(formIds), stateIs(input.state)].filter(
    (condition): condition is Condition => condition !== null,
  );
  return listPage(db, viewer, { conditions, sort: NEWEST_FIRST, page: input, valueMetaIds: [], readGrants: standing.readGrants });
}

/** Records that the user has opened the submission (unread rows show bold); opening it again changes nothing. */
export async function markSubmissionViewed(db: Executor, submissionId: number, userId: number): Promise<void> {
  await db
    .insertInto('form_submission_views')
    .values({ submission_id: submissionId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['submission_id', 'user_id']).doNothing())
    .execute();
}
