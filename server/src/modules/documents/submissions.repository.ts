import { ErrorCode, type SubmissionPerson, type SubmissionState } from '@portal/shared';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { DocumentPermission, type DocumentViewer, permissionsAtLeast } from './document-permission';

// Submissions (form_submissions and their entries): this module owns the table. Other modules read
// and write a submission through these functions, never with SQL of their own: the row, the row with
// its form, its entries, the numbering that names it, and who may see it (visibleTo).

export async function findSubmission(db: Executor, id: number, companyCode: string) {
  return db.selectFrom('form_submissions').selectAll().where('id', '=', id).where('company_code', '=', companyCode).executeTakeFirst();
}

/**
 * A submission joined with its form: what access checks, the workflow engine, its notifications and
 * ERP records, the permissions screen and the printed document read. With `companyCode`, only a
 * submission of that company; with `forUpdate`, the submission row stays locked until the
 * transaction ends (`db` must then be one).
 */
export function findWithForm(db: Executor, submissionId: number, options: { companyCode?: string; forUpdate?: boolean } = {}) {
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
      'form_submissions.initiated_by',
      'form_submissions.version',
      'form_submissions.workflow_id',
      'form_submissions.workflow_instance_id',
      'forms.form_group_id',
      'forms.name as form_name',
      'forms.name_en as form_name_en',
      'forms.is_application',
      'forms.activity_code',
    ])
    .where('form_submissions.id', '=', submissionId);
  if (options.companyCode !== undefined) query = query.where('form_submissions.company_code', '=', options.companyCode);
  if (options.forUpdate) query = query.forUpdate('form_submissions');
  return query.executeTakeFirst();
}
export type SubmissionWithForm = NonNullable<Awaited<ReturnType<typeof findWithForm>>>;

/** The submission's state (after a transition, for the answer). */
export async function findState(db: Executor, submissionId: number): Promise<SubmissionState> {
  const row = await db.selectFrom('form_submissions').select('state').where('id', '=', submissionId).executeTakeFirstOrThrow();
  return row.state as SubmissionState;
}

/** The ids of the company's submissions, as a subquery for rows that hang off a submission (`submission_id in …`). */
export function idsInCompany(db: Executor, companyCode: string) {
  return db.selectFrom('form_submissions').select('form_submissions.id').where('form_submissions.company_code', '=', companyCode);
}

/** The ids of the submissions the viewer may read, as a subquery (`submission_id in …`). */
export function idsVisibleTo(db: Executor, viewer: DocumentViewer) {
  return db.selectFrom('form_submissions').select('form_submissions.id').where(visibleTo(viewer));
}

/**
 * The viewer takes part in a workflow run of the submission (or substitutes someone who does), as a
 * SQL condition on form_submissions. With `pendingOnly`, only a participation still awaiting their
 * decision on the active activity: a task.
 */
export function participatesIn(viewer: Pick<DocumentViewer, 'userId' | 'substitutedEmployeeNos'>, options: { pendingOnly: boolean }) {
  return (eb: ExpressionBuilder<Database, 'form_submissions'>) => {
    let query = eb
      .selectFrom('workflow_participants')
      .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
      .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
      .select(sql`1`.as('one'))
      .whereRef('workflow_instances.submission_id', '=', 'form_submissions.id')
      .where((who) =>
        who.or([
          who('workflow_participants.user_id', '=', viewer.userId),
          // A substitute never acts on a document they filed themselves.
          ...(viewer.substitutedEmployeeNos.length > 0
            ? [
                who.and([
                  who('workflow_participants.employee_no', 'in', viewer.substitutedEmployeeNos),
                  who(who.fn.coalesce('form_submissions.submitted_by', sql.lit(0)), '<>', viewer.userId),
                  who(who.fn.coalesce('form_submissions.initiated_by', sql.lit(0)), '<>', viewer.userId),
                ]),
              ]
            : []),
        ]),
      );
    if (options.pendingOnly) {
      query = query
        .where('workflow_participants.action', '=', 0)
        .where('workflow_instance_activities.state', '=', 'active')
        .where('workflow_instances.state', '=', 'active');
    }
    return eb.exists(query);
  };
}

/** Grants of `userId` on the submission or its form group, as a SQL condition on form_submissions. */
function grantExists(eb: ExpressionBuilder<Database, 'form_submissions'>, userId: number, minimum: DocumentPermission) {
  const permissions = permissionsAtLeast(minimum);
  return eb.exists(
    eb
      .selectFrom('document_permissions')
      .select(sql`1`.as('one'))
      .where('document_permissions.user_id', '=', userId)
      .where('document_permissions.permission', 'in', permissions)
      .where((grant) =>
        grant.or([
          grant.and([
            grant('document_permissions.object_type', '=', 'document'),
            grant('document_permissions.object_id', '=', grant.ref('form_submissions.id')),
          ]),
          grant.and([
            grant('document_permissions.object_type', '=', 'document_group'),
            grant(
              'document_permissions.object_id',
              '=',
              grant.selectFrom('forms').select('forms.form_group_id').whereRef('forms.id', '=', 'form_submissions.form_id'),
            ),
          ]),
        ]),
      ),
  );
}

/**
 * The rule of who sees a document (submission-access.ts), as the condition a query puts on
 * form_submissions so that only submissions the viewer may read come back (the company is always
 * the session's).
 */
export function visibleTo(viewer: DocumentViewer) {
  return (eb: ExpressionBuilder<Database, 'form_submissions'>) => {
    const inCompany = eb('form_submissions.company_code', '=', viewer.companyCode);
    if (viewer.isAdmin) return eb.and([inCompany]);
    const readable = [
      eb('form_submissions.submitted_by', '=', viewer.userId),
      eb('form_submissions.initiated_by', '=', viewer.userId),
      ...(viewer.employeeNo ? [eb('form_submissions.employee_no', '=', viewer.employeeNo)] : []),
      grantExists(eb, viewer.userId, DocumentPermission.read),
      participatesIn(viewer, { pendingOnly: false })(eb),
    ];
    return eb.and([inCompany, eb.or(readable)]);
  };
}

/** Whether the viewer takes part in a workflow run of the submission (or substitutes someone who does). */
export async function isParticipant(db: Executor, viewer: DocumentViewer, submissionId: number): Promise<boolean> {
  const participant = await db
    .selectFrom('form_submissions')
    .select('form_submissions.id')
    .where('form_submissions.id', '=', submissionId)
    .where((eb) => participatesIn(viewer, { pendingOnly: false })(eb))
    .executeTakeFirst();
  return participant !== undefined;
}

/** The permissions granted to the user on the submission itself or on its form group. */
export async function grantedPermissions(
  db: Executor,
  userId: number,
  submission: { id: number; formGroupId: number },
): Promise<DocumentPermission[]> {
  const grants = await db
    .selectFrom('document_permissions')
    .select('permission')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('object_type', '=', 'document'), eb('object_id', '=', submission.id)]),
        eb.and([eb('object_type', '=', 'document_group'), eb('object_id', '=', submission.formGroupId)]),
      ]),
    )
    .execute();
  return grants.map((grant) => grant.permission as DocumentPermission);
}

export async function listEntries(db: Executor, submissionId: number) {
  return db
    .selectFrom('form_submission_entries')
    .select(['id', 'form_data_id', 'form_value'])
    .where('submission_id', '=', submissionId)
    .execute();
}

/** The entry values of the submission's fields of these types (participants, substitutes …), in the form's order. */
export function listEntryValuesOfTypes(db: Executor, submissionId: number, types: readonly number[]) {
  return db
    .selectFrom('form_submission_entries')
    .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select(['form_metas.type', 'form_submission_entries.form_value'])
    .where('form_submission_entries.submission_id', '=', submissionId)
    .where('form_metas.type', 'in', types)
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

/** Users by id with the name of their employee record in the company, for initiator/submitter columns. */
export async function findPeople(db: Executor, userIds: number[], companyCode: string): Promise<Map<number, SubmissionPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('employees', (join) =>
      join.onRef('employees.personnel_no', '=', 'users.personnel_no').on('employees.company_code', '=', companyCode),
    )
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'employees.first_name as employee_first_name',
      'employees.last_name as employee_last_name',
      'employees.employee_no',
    ])
    .where('users.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const first = row.employee_first_name ?? row.first_name;
      const last = row.employee_last_name ?? row.last_name;
      const fullName = [first, last].filter(Boolean).join(' ') || row.username;
      return [row.id, { userId: row.id, employeeFullName: fullName, employeeNo: row.employee_no }];
    }),
  );
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

/** What the printed submission shows: the submission with its form, and every placed field with its value. */
export async function loadSubmissionDocument(db: Executor, submissionId: number) {
  const submission = await findWithForm(db, submissionId);
  if (!submission) throw new DomainError(ErrorCode.documentNotFound);
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

/** A transition of the submission: its changes, who made them (null: the system) and when; the version moves on. */
export async function recordTransition(
  trx: Executor,
  submissionId: number,
  changes: Partial<{ state: string; cancellation_in_progress: boolean; initiated_by: number }>,
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
    }))
    .where('id', '=', submissionId)
    .execute();
}

/** The activity the submission waits on (the lists show it and its deadline), or none. */
export async function setCurrentActivity(
  trx: Executor,
  submissionId: number,
  activity: { id: number; deadline: string | null } | null,
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
