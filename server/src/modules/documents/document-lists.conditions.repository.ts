import { ALL_STATES, type AdvancedSearchItem, ErrorCode, type StateFilter, SubmissionState } from '@portal/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { DocumentPermission, type DocumentViewer } from './document-permission';
import * as formSettingsRepository from './form-settings.repository';
import { participatesIn } from './submission-visibility.repository';

// The conditions of the document lists on form_submissions: the filters, and the list-only forms of
// the visibility rule (visibleTo itself is submission-visibility.repository.ts's). Each filter has an index
// (migration 0005, README "Benchmarks").

export type Condition = (eb: ExpressionBuilder<Database, 'form_submissions'>) => Expression<SqlBool>;

const never: Condition = () => sql<SqlBool>`false`;

export interface Grants {
  documentIds: number[];
  /** The forms of the granted document groups. */
  formIds: number[];
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
export function visibleCandidates(viewer: DocumentViewer, grants: Grants): Condition {
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
export const UPDATE_OR_MORE = [DocumentPermission.update, DocumentPermission.manage] as const;
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
export function filedBy(userId: number): Condition {
  return (eb) => eb.or([eb('form_submissions.submitted_by', '=', userId), eb('form_submissions.initiated_by', '=', userId)]);
}

export function formIn(formIds: readonly number[] | undefined): Condition | null {
  if (formIds === undefined) return null;
  return formIds.length === 0 ? never : (eb) => eb('form_submissions.form_id', 'in', formIds);
}

export function stateIs(state: StateFilter | SubmissionState | undefined): Condition | null {
  if (state === undefined || state === ALL_STATES) return null;
  return (eb) => eb('form_submissions.state', '=', state);
}

/** An approved document whose cancellation workflow runs: a cancellation request awaiting its approvers. */
export const isCancellationRequest: Condition = (eb) =>
  eb.and([eb('form_submissions.state', '=', SubmissionState.approved), eb('form_submissions.cancellation_in_progress', '=', true)]);

/**
 * The tasks list's state filter: as stateIs, except that In Progress also takes the cancellation
 * requests, which wait for a decision as much as an approval does (the list's default would hide them).
 */
export function taskStateIs(state: StateFilter): Condition | null {
  if (state !== SubmissionState.inProgress) return stateIs(state);
  return (eb) => eb.or([eb('form_submissions.state', '=', SubmissionState.inProgress), isCancellationRequest(eb)]);
}

export interface DateRange {
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

/** The month numbers a closed range spans, when few enough for form_submissions_form_state_months_idx to pay. */
export function monthsOf(range: DateRange): number[] | null {
  if (range.start === null || range.end === null) return null;
  const first = monthNumber(range.start);
  const last = monthNumber(range.end);
  return last - first < 36 ? Array.from({ length: last - first + 1 }, (_, index) => first + index) : null;
}

/** A dated document touching the range; `byMonths` lets the month index find the candidates (not for a walk in filing order). */
export function datedTouching(range: DateRange, options: { byMonths: boolean } = { byMonths: true }): Condition {
  const months = options.byMonths ? monthsOf(range) : null;
  if (months && range.start !== null && range.end !== null) {
    // The months find the candidates (with the form and state, when filtered: one GIN index of the
    // three). The exact test is spelt as one comparison that no index serves, so that PostgreSQL
    // builds no bitmap from the GiST index or the date_from index to AND with them.
    const { start, end } = range;
    return (eb) =>
      eb.and([
        eb('form_submissions.date_from', 'is not', null),
        sql<SqlBool>`form_submissions.period_months && array[${sql.join(months)}]::integer[]`,
        sql<SqlBool>`greatest(form_submissions.date_from, ${start}::date)
          <= least(coalesce(form_submissions.date_to, form_submissions.date_from), ${end}::date)`,
      ]);
  }
  return (eb) =>
    eb.and([
      eb('form_submissions.date_from', 'is not', null),
      sql<SqlBool>`${PERIOD} && daterange(${range.start}::date, ${range.end}::date, '[]')`,
    ]);
}

export function undatedFiledIn(range: DateRange): Condition {
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
export function touchesRange(range: DateRange): Condition {
  return (eb) => eb.or([datedTouching(range)(eb), undatedFiledIn(range)(eb)]);
}

/** Free text: the document number, form names and entry values, case-insensitive (search_text is lower-cased on write). */
export function textContains(text: string): Condition {
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
export async function fieldContains(db: Executor, item: AdvancedSearchItem): Promise<Condition> {
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
export async function formIdsOf(
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

/**
 * What the document lists judge the viewer by besides the viewer itself, the same for every list of
 * a request (remembered by the request's viewer: document-list-standing.ts).
 */
export interface ListStanding {
  /**
   * What the viewer may read beyond their own documents, as ids for the index-friendly candidate
   * condition: their grants, and the submissions whose workflow runs they (or someone they
   * substitute today) take part in. Null for an administrator.
   */
  readGrants: Grants | null;
  /** Their grants to update or manage: the documents the tasks list offers them. */
  taskGrants: Grants;
  /** The forms that are applications (the applications list). */
  applicationFormIds: number[];
}

const dedupe = (ids: readonly number[]) => [...new Set(ids)];

/**
 * The viewer's list standing in one statement: their document permissions (a group's as the forms
 * in it), the submissions of the workflow runs they take part in, and the application forms.
 */
export async function listStandingOf(db: Executor, viewer: DocumentViewer): Promise<ListStanding> {
  const row = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('document_permissions')
          .select(['document_permissions.object_type', 'document_permissions.object_id', 'document_permissions.permission'])
          .select((grant) =>
            grant
              .fn<number[]>('array', [
                grant
                  .selectFrom('forms')
                  .select('forms.id')
                  .whereRef('forms.form_group_id', '=', 'document_permissions.object_id')
                  .where('document_permissions.object_type', '=', 'document_group'),
              ])
              .as('form_ids'),
          )
          .where('document_permissions.user_id', '=', viewer.userId)
          .where('document_permissions.permission', 'in', READ_OR_MORE),
      ).as('grants'),
      // An administrator reads every document of the company: no participation widens that.
      viewer.isAdmin
        ? sql<number[]>`array[]::integer[]`.as('participations')
        : eb.fn<number[]>('array', [participatedSubmissionIds(eb, viewer)]).as('participations'),
      eb
        .fn<number[]>('array', [eb.selectFrom('forms').select('forms.id').where('forms.is_application', '=', true).orderBy('forms.id')])
        .as('application_form_ids'),
    ])
    .executeTakeFirstOrThrow();
  const grantsAmong = (permissions: readonly string[]): Grants => {
    const rows = row.grants.filter((grant) => permissions.includes(grant.permission));
    return {
      documentIds: dedupe(rows.filter((grant) => grant.object_type === 'document').map((grant) => grant.object_id)),
      formIds: dedupe(rows.flatMap((grant) => grant.form_ids)),
    };
  };
  const read = grantsAmong(READ_OR_MORE);
  return {
    readGrants: viewer.isAdmin ? null : { ...read, documentIds: dedupe([...read.documentIds, ...row.participations]) },
    taskGrants: grantsAmong(UPDATE_OR_MORE),
    applicationFormIds: row.application_form_ids,
  };
}

function participatedSubmissionIds(eb: ExpressionBuilder<Database, never>, viewer: DocumentViewer) {
  return eb
    .selectFrom('workflow_participants')
    .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select('workflow_instances.submission_id')
    .distinct()
    .where((who) =>
      who.or([
        who('workflow_participants.user_id', '=', viewer.userId),
        ...(viewer.substitutedEmployeeNos.length > 0
          ? [who('workflow_participants.employee_no', 'in', viewer.substitutedEmployeeNos)]
          : []),
      ]),
    );
}
