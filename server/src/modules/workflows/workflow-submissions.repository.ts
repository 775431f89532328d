import type { IsoDate } from '@portal/shared';
import type { Executor } from '../../db/transaction';

// The submission columns the workflow engine reads and writes (form_submissions belongs to the
// documents module; these are the workflow's own columns and the one "submission joined with form"
// read the engine, the notices and the ERP record share).

/** The submission row the engine works on, locked for the rest of the transaction. */
export function lockSubmission(db: Executor, submissionId: number, companyCode: string) {
  return db
    .selectFrom('form_submissions')
    .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
    .select([
      'form_submissions.id',
      'form_submissions.company_code',
      'form_submissions.form_id',
      'form_submissions.state',
      'form_submissions.employee_no',
      'form_submissions.submitted_by',
      'form_submissions.initiated_by',
      'form_submissions.workflow_instance_id',
      'forms.form_group_id',
    ])
    .where('form_submissions.id', '=', submissionId)
    .where('form_submissions.company_code', '=', companyCode)
    .forUpdate('form_submissions')
    .executeTakeFirst();
}
export type LockedSubmission = NonNullable<Awaited<ReturnType<typeof lockSubmission>>>;

/** The submission with its form, as the notices and the ERP record describe it. */
export function findSubmissionWithForm(db: Executor, submissionId: number) {
  return db
    .selectFrom('form_submissions')
    .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
    .select([
      'form_submissions.id',
      'form_submissions.company_code',
      'form_submissions.document_no',
      'form_submissions.employee_no',
      'form_submissions.date_from',
      'form_submissions.date_to',
      'form_submissions.initiated_by',
      'form_submissions.submitted_by',
      'form_submissions.workflow_id',
      'forms.name as form_name',
      'forms.name_en as form_name_en',
      'forms.is_application',
      'forms.activity_code',
    ])
    .where('form_submissions.id', '=', submissionId)
    .executeTakeFirst();
}

/** The submission's entries of fields of the given types, in the form's order. */
export function listEntriesOfFieldTypes(db: Executor, submissionId: number, fieldTypes: readonly number[]) {
  return db
    .selectFrom('form_submission_entries')
    .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select(['form_metas.type', 'form_submission_entries.form_value'])
    .where('form_submission_entries.submission_id', '=', submissionId)
    .where('form_metas.type', 'in', [...fieldTypes])
    .orderBy('form_data.sort_order')
    .orderBy('form_data.id')
    .execute();
}

export async function findSubmissionState(db: Executor, submissionId: number): Promise<string> {
  const row = await db.selectFrom('form_submissions').select('state').where('id', '=', submissionId).executeTakeFirstOrThrow();
  return row.state;
}

/** The workflow and run the submission is under (set-workflow). */
export async function setSubmissionRun(db: Executor, submissionId: number, workflowId: number, instanceId: number): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ workflow_id: workflowId, workflow_instance_id: instanceId })
    .where('id', '=', submissionId)
    .execute();
}

export type SubmissionChange = Partial<{ state: string; cancellation_in_progress: boolean; initiated_by: number }>;

/** A change of the document's standing: its version moves on, so editors holding the old one are refused. */
export async function changeSubmission(
  db: Executor,
  submissionId: number,
  changes: SubmissionChange,
  changedBy: number | null,
  now: Date,
): Promise<void> {
  await db
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

/** The activity the document waits on (shown in lists with its deadline), or none. */
export async function setCurrentActivity(
  db: Executor,
  submissionId: number,
  activity: { id: number; deadline: IsoDate | null } | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({
      workflow_activity_id: activity?.id ?? null,
      workflow_activity_date: activity ? now : null,
      deadline: activity?.deadline ?? null,
    })
    .where('id', '=', submissionId)
    .execute();
}
