import { ErrorCode, type FiledFormDefinition, FiledFormDefinitionSchema, type IsoDate, SubmissionState } from '@portal/shared';
import { type Expression, type ExpressionBuilder, type RawBuilder, sql, type Transaction } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { JsonValue } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';

// Submissions (form_submissions and their entries): this module owns the table. Documents (filing,
// editing, viewing), workflows (the run's columns), files, permissions and the seed read and write a
// submission through these functions, one per operation, never with SQL of their own: the row, the
// row with its form, its entries, the numbering that names it and the columns a workflow run keeps.
// Who may see a submission is the documents module's rule (documents/submission-visibility.repository.ts);
// the documents list reads the table with its own tuned query (documents/document-lists.*.repository.ts).
// This module imports neither documents nor workflows: both depend on it.

// ——— The form definition a document was filed with (issue #15, migration 0033) ——————————————————

/**
 * The form `formId` names as the document view reads it (FiledFormDefinitionSchema), built in the
 * database so that every write that files a document stores it in the same statement. Migration 0033
 * backfilled existing documents with the same expression.
 */
function filedFormDefinition(formId: Expression<number>): RawBuilder<JsonValue> {
  return sql<JsonValue>`(
    select jsonb_build_object(
      'snapshotVersion', 1,
      'id', f.id, 'name', f.name, 'nameEn', f.name_en, 'isApplication', f.is_application,
      'formGroupId', f.form_group_id, 'formSection', f.form_section, 'archived', f.archived,
      'sortOrder', f.sort_order, 'activityCode', f.activity_code, 'holidayPlanningColor', f.holiday_planning_color,
      'allowHolidayPlanning', f.allow_holiday_planning, 'messageOnSubmit', f.message_on_submit,
      'systemName', f.system_name, 'numbering', n.code, 'bcGroup', f.bc_group,
      'formData', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', d.id, 'formId', d.form_id, 'formMetaId', d.form_meta_id, 'sortOrder', d.sort_order,
          'formMeta', jsonb_build_object(
            'id', m.id, 'type', m.type, 'formDataType', m.form_data_type, 'caption', m.caption,
            'captionEn', m.caption_en, 'mandatory', m.mandatory, 'requiredErrorMessage', m.required_error_message,
            'requiredErrorMessageEn', m.required_error_message_en, 'cssClass', m.css_class,
            'dataSourceFieldKey', m.data_source_field_key, 'systemic', m.systemic,
            'formMetaPrevaluesListId', m.pre_values_list_id, 'searchVisible', m.search_visible,
            'tableVisible', m.table_visible, 'searchOrdering', m.search_ordering, 'tableOrdering', m.table_ordering
          ),
          'formValidation', coalesce((
            select jsonb_agg(jsonb_build_object('id', v.id, 'validationType', v.validation_type, 'validation', coalesce(v.value, '')) order by v.id)
            from form_data_validations v where v.form_data_id = d.id
          ), '[]'::jsonb),
          'preValues', coalesce((
            select jsonb_agg(jsonb_build_object(
              'id', p.id, 'formMetaPreValuesListId', p.list_id, 'name', p.name, 'nameEn', p.name_en,
              'value', p.value, 'isDefault', p.is_default
            ) order by p.sort_order, p.id)
            from pre_value_items p where p.list_id = m.pre_values_list_id
          ), '[]'::jsonb),
          'formDataGroupId', d.form_data_group_id, 'showSubordinateEmployees', d.show_subordinate_employees,
          'showDepartmentEmployees', d.show_department_employees, 'showWorkTimeSetupEmployees', d.show_work_time_setup_employees,
          'excludeFromMessages', d.exclude_from_messages, 'includeHolidaysAnnualLeave', d.include_holidays_annual_leave,
          'isMultiple', d.is_multiple, 'cssClass', d.css_class, 'activityCode', d.activity_code,
          'activityCodeAdditional', d.activity_code_additional
        ) order by d.sort_order, d.id)
        from form_data d join form_metas m on m.id = d.form_meta_id
        where d.form_id = f.id
      ), '[]'::jsonb)
    )
    from forms f left join numberings n on n.id = f.numbering_id
    where f.id = ${formId}
  )`;
}

/** A write that leaves a submission filed keeps the definition it first was filed with. */
function keptFormDefinition(state: string | undefined) {
  if (state === undefined || state === SubmissionState.draft) return {};
  return {
    form_definition: sql<JsonValue>`coalesce(form_submissions.form_definition, ${filedFormDefinition(sql.ref('form_submissions.form_id'))})`,
  };
}

/** Stores the definition on filed submissions that have none (the seed, which files in bulk). */
export async function storeMissingFormDefinitions(db: Executor): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ form_definition: filedFormDefinition(sql.ref('form_submissions.form_id')) })
    .where('state', '<>', SubmissionState.draft)
    .where('form_definition', 'is', null)
    .execute();
}

/**
 * A filed submission's stored definition with its entries, in one statement; null for a draft or a
 * submission that has none, which read the live form.
 */
export async function findFiledForm(
  db: Executor,
  submissionId: number,
): Promise<{ definition: FiledFormDefinition; entries: { id: number; formDataId: number; formValue: string }[] } | null> {
  const row = await db
    .selectFrom('form_submissions')
    .select((submission) => [
      'form_submissions.form_definition',
      jsonArrayFrom(
        submission
          .selectFrom('form_submission_entries')
          .select(['form_submission_entries.id', 'form_submission_entries.form_data_id', 'form_submission_entries.form_value'])
          .whereRef('form_submission_entries.submission_id', '=', 'form_submissions.id'),
      ).as('entries'),
    ])
    .where('form_submissions.id', '=', submissionId)
    .where('form_submissions.state', '<>', SubmissionState.draft)
    .executeTakeFirst();
  if (!row || row.form_definition === null) return null;
  return {
    definition: FiledFormDefinitionSchema.parse(row.form_definition),
    entries: row.entries.map((entry) => ({ id: entry.id, formDataId: entry.form_data_id, formValue: entry.form_value })),
  };
}

export async function findSubmission(db: Executor, id: number, companyCode: string) {
  return db.selectFrom('form_submissions').selectAll().where('id', '=', id).where('company_code', '=', companyCode).executeTakeFirst();
}

/**
 * A submission joined with its form: what access checks, the workflow engine (locked), its
 * notifications and ERP records, the permissions screen and the printed document read. With
 * `companyCode`, only a submission of that company; with `forUpdate`, the submission row stays locked
 * until the transaction ends (`db` must then be one), so transitions on it are serialised.
 */
export function findWithForm(db: Executor, submissionId: number, options: { companyCode?: string; forUpdate?: boolean } = {}) {
  return withFormQuery(db, submissionId, options).executeTakeFirst();
}
export type SubmissionWithForm = NonNullable<Awaited<ReturnType<typeof findWithForm>>>;

/**
 * The query of findWithForm, not yet sent: for the documents module, which reads the caller's
 * standing on the submission in the same statement (submission-visibility.repository.ts).
 */
export function withFormQuery(db: Executor, submissionId: number, options: { companyCode?: string; forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('form_submissions')
    .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
    .select([
      'form_submissions.id',
      'form_submissions.company_code',
      'form_submissions.form_id',
      'form_submissions.document_no',
      'form_submissions.state',
      'form_submissions.employee_no',
      'form_submissions.date_from',
      'form_submissions.date_to',
      'form_submissions.created_at',
      'form_submissions.updated_at',
      'form_submissions.submitted_by',
      'form_submissions.changed_by',
      'form_submissions.initiated_by',
      'form_submissions.version',
      'form_submissions.workflow_id',
      'form_submissions.workflow_instance_id',
      'form_submissions.cancellation_in_progress',
      'form_submissions.bc_guid',
      'form_submissions.comment',
      'forms.form_group_id',
      'forms.name as form_name',
      'forms.name_en as form_name_en',
      'forms.is_application',
      'forms.activity_code',
    ])
    .where('form_submissions.id', '=', submissionId);
  if (options.companyCode !== undefined) query = query.where('form_submissions.company_code', '=', options.companyCode);
  if (options.forUpdate) query = query.forUpdate('form_submissions');
  return query;
}

/** The submission's state (after a transition, for the answer). */
export async function findState(db: Executor, submissionId: number): Promise<SubmissionState> {
  const row = await db.selectFrom('form_submissions').select('state').where('id', '=', submissionId).executeTakeFirstOrThrow();
  return row.state as SubmissionState;
}

/** The ids of the company's submissions, as a subquery for rows that hang off a submission (`submission_id in …`). */
export function idsInCompany(db: Executor, companyCode: string) {
  return db.selectFrom('form_submissions').select('form_submissions.id').where('form_submissions.company_code', '=', companyCode);
}

/**
 * The submission's entry (its id and value) for the placed field of the surrounding query over
 * form_data, as a JSON object or null: the documents module reads a form with a submission's values
 * in one statement (forms.repository.ts findForm).
 */
export function entryOfField(field: ExpressionBuilder<Database, 'form_data'>, submissionId: number) {
  return jsonObjectFrom(
    field
      .selectFrom('form_submission_entries')
      .select(['form_submission_entries.id', 'form_submission_entries.form_value'])
      .where('form_submission_entries.submission_id', '=', submissionId)
      .whereRef('form_submission_entries.form_data_id', '=', 'form_data.id'),
  );
}

export async function listEntries(db: Executor, submissionId: number) {
  return db
    .selectFrom('form_submission_entries')
    .select(['id', 'form_data_id', 'form_value'])
    .where('submission_id', '=', submissionId)
    .execute();
}

/** The entry values of the submission's fields of these types (participants, ERP fields …), in the form's order. */
export function listEntriesOfFieldTypes(db: Executor, submissionId: number, types: readonly number[]) {
  return db
    .selectFrom('form_submission_entries')
    .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select(['form_metas.type', 'form_submission_entries.form_value'])
    .where('form_submission_entries.submission_id', '=', submissionId)
    .where('form_metas.type', 'in', [...types])
    .orderBy('form_data.sort_order')
    .orderBy('form_data.id')
    .execute();
}

/** Saved files per placed field (the upload rule counts them in edit). */
export async function countFilesByField(db: Executor, submissionId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('form_files')
    .select(['form_data_id', sql<number>`count(*)::int`.as('files')])
    .where('submission_id', '=', submissionId)
    .where('form_data_id', 'is not', null)
    .groupBy('form_data_id')
    .execute();
  return new Map(rows.map((row) => [row.form_data_id!, row.files]));
}

/**
 * Takes the next document number of a numbering. The numbering row is locked until the transaction
 * ends, so concurrent submissions queue here and numbers come out without gaps or duplicates.
 */
export async function takeDocumentNumber(trx: Transaction<Database>, numberingId: number, now: Date): Promise<string> {
  const numbering = await trx
    .selectFrom('numberings')
    .select(['prefix', 'next_number', 'figures'])
    .where('id', '=', numberingId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('numberings')
    .set({ next_number: numbering.next_number + 1, last_used_at: now })
    .where('id', '=', numberingId)
    .execute();
  return `${numbering.prefix}${String(numbering.next_number).padStart(numbering.figures, '0')}`;
}

export interface SubmissionWrite {
  companyCode: string;
  formId: number;
  documentNo: string | null;
  state: SubmissionState;
  employeeNo: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  userId: number;
  initiated: boolean;
  searchText: string;
  now: Date;
}

export async function insertSubmission(trx: Transaction<Database>, write: SubmissionWrite): Promise<number> {
  const { id } = await trx
    .insertInto('form_submissions')
    .values({
      company_code: write.companyCode,
      form_id: write.formId,
      document_no: write.documentNo,
      state: write.state,
      employee_no: write.employeeNo,
      date_from: write.dateFrom,
      date_to: write.dateTo,
      submitted_by: write.userId,
      changed_by: write.userId,
      initiated_by: write.initiated ? write.userId : null,
      created_at: write.now,
      updated_at: write.now,
      search_text: write.searchText,
      ...(write.state === SubmissionState.draft ? {} : { form_definition: filedFormDefinition(sql.val(write.formId)) }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSubmission(
  trx: Transaction<Database>,
  id: number,
  write: Pick<SubmissionWrite, 'state' | 'employeeNo' | 'dateFrom' | 'dateTo' | 'userId' | 'initiated' | 'searchText' | 'now'>,
): Promise<void> {
  await trx
    .updateTable('form_submissions')
    .set((eb) => ({
      state: write.state,
      employee_no: write.employeeNo,
      date_from: write.dateFrom,
      date_to: write.dateTo,
      changed_by: write.userId,
      ...(write.initiated ? { initiated_by: write.userId } : {}),
      updated_at: write.now,
      search_text: write.searchText,
      version: eb('version', '+', 1),
      ...keptFormDefinition(write.state),
    }))
    .where('id', '=', id)
    .execute();
}

/** Writes every entry of the submission: one row per placed field, replacing earlier values. */
export async function saveEntries(trx: Executor, submissionId: number, values: { formDataId: number; value: string }[]): Promise<void> {
  if (values.length === 0) return;
  await trx
    .insertInto('form_submission_entries')
    .values(values.map((entry) => ({ submission_id: submissionId, form_data_id: entry.formDataId, form_value: entry.value })))
    .onConflict((conflict) =>
      conflict.columns(['submission_id', 'form_data_id']).doUpdateSet((eb) => ({ form_value: eb.ref('excluded.form_value') })),
    )
    .execute();
}

export async function deleteSubmission(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('form_submissions').where('id', '=', id).execute();
}

/** Records who changed the submission's files and when (the version is the entries' concern, not bumped here). */
export async function touchSubmission(trx: Executor, submissionId: number, userId: number, now: Date): Promise<void> {
  await trx.updateTable('form_submissions').set({ changed_by: userId, updated_at: now }).where('id', '=', submissionId).execute();
}

/**
 * What the printed submission shows: the submission with its form, and every placed field with its
 * value — for a filed submission, the form's names and fields as it was filed with.
 */
export async function loadSubmissionDocument(db: Executor, submissionId: number) {
  const submission = await findWithForm(db, submissionId);
  if (!submission) throw new DomainError(ErrorCode.documentNotFound);
  const filed = await findFiledForm(db, submissionId);
  if (filed) {
    const values = new Map(filed.entries.map((entry) => [entry.formDataId, entry.formValue]));
    return {
      submission: { ...submission, form_name: filed.definition.name, form_name_en: filed.definition.nameEn },
      fields: [...filed.definition.formData]
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((field) => ({
          id: field.id,
          type: field.formMeta.type,
          caption: field.formMeta.caption,
          caption_en: field.formMeta.captionEn,
          form_value: values.get(field.id) ?? null,
        })),
    };
  }
  const fields = await db
    .selectFrom('form_data')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .leftJoin('form_submission_entries', (join) =>
      join
        .onRef('form_submission_entries.form_data_id', '=', 'form_data.id')
        .on('form_submission_entries.submission_id', '=', submissionId),
    )
    .select(['form_data.id', 'form_metas.type', 'form_metas.caption', 'form_metas.caption_en', 'form_submission_entries.form_value'])
    .where('form_data.form_id', '=', submission.form_id)
    .orderBy('form_data.sort_order')
    .orderBy('form_data.id')
    .execute();
  return { submission, fields };
}

// ——— Workflow runs: the submission columns a run keeps up to date ————————————————————————

/** Names the workflow and the run the submission is under. */
export async function setWorkflowRun(trx: Executor, submissionId: number, run: { workflowId: number; instanceId: number }): Promise<void> {
  await trx
    .updateTable('form_submissions')
    .set({ workflow_id: run.workflowId, workflow_instance_id: run.instanceId })
    .where('id', '=', submissionId)
    .execute();
}

export type SubmissionChange = Partial<{ state: string; cancellation_in_progress: boolean; initiated_by: number }>;

/**
 * A transition of the submission: its changes, who made them (null: the system) and when. The version
 * moves on, so editors holding the old one are refused.
 */
export async function recordTransition(
  trx: Executor,
  submissionId: number,
  changes: SubmissionChange,
  changedBy: number | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('form_submissions')
    .set((eb) => ({
      ...changes,
      ...(changedBy === null ? {} : { changed_by: changedBy }),
      updated_at: now,
      version: eb('version', '+', 1),
      ...keptFormDefinition(changes.state),
    }))
    .where('id', '=', submissionId)
    .execute();
}

/** The activity the submission waits on (the lists show it and its deadline), or none. */
export async function setCurrentActivity(
  trx: Executor,
  submissionId: number,
  activity: { id: number; deadline: IsoDate | null } | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('form_submissions')
    .set({
      workflow_activity_id: activity?.id ?? null,
      workflow_activity_date: activity ? now : null,
      deadline: activity?.deadline ?? null,
    })
    .where('id', '=', submissionId)
    .execute();
}

// Reads other modules make of submissions: the form designer (a form with documents is not deleted),
// numberings (numbers already issued) and message templates (a document to preview a template with).

/** Documents filed with the form, in any company. */
export async function countSubmissionsOfForm(db: Executor, formId: number): Promise<number> {
  const row = await db
    .selectFrom('form_submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('form_id', '=', formId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The highest number among stored document numbers made of `prefix` and digits only, in the
 * companies that may use the numbering (`companyCode`, or every company for a shared one); 0 if none.
 */
export async function highestStoredDocumentNumber(db: Executor, query: { prefix: string; companyCode: string | null }): Promise<number> {
  const start = query.prefix.length + 1;
  let select = db
    .selectFrom('form_submissions')
    .select(sql<string | null>`max(substr(document_no, ${start})::numeric)`.as('highest'))
    .where('document_no', 'is not', null)
    // The prefix test in the form of the (company_code, lower(document_no)) index; the exact test follows.
    .where(sql`lower(document_no)`, 'like', `${query.prefix.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`)
    .where(sql<boolean>`left(document_no, ${query.prefix.length}) = ${query.prefix}`)
    .where(sql<boolean>`substr(document_no, ${start}) ~ '^[0-9]{1,30}$'`);
  if (query.companyCode !== null) select = select.where('company_code', '=', query.companyCode);
  const row = await select.executeTakeFirstOrThrow();
  return row.highest === null ? 0 : Number(row.highest);
}

/** The company's newest documents, searched by number or form name. */
export function listRecentSubmissions(db: Executor, companyCode: string, search: string | undefined, limit: number) {
  let query = db
    .selectFrom('form_submissions')
    .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
    .select([
      'form_submissions.id',
      'form_submissions.document_no',
      'forms.name as form_name',
      'forms.name_en as form_name_en',
      'form_submissions.created_at',
    ])
    .where('form_submissions.company_code', '=', companyCode);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('form_submissions.document_no', 'ilike', pattern),
        eb('forms.name', 'ilike', pattern),
        eb('forms.name_en', 'ilike', pattern),
      ]),
    );
  }
  return query.orderBy('form_submissions.created_at', 'desc').orderBy('form_submissions.id', 'desc').limit(limit).execute();
}

/** The company's newest document's id. */
export async function newestSubmissionId(db: Executor, companyCode: string): Promise<number | null> {
  const [row] = await listRecentSubmissions(db, companyCode, undefined, 1);
  return row?.id ?? null;
}
