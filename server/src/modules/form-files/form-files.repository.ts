import { FieldType } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import type { StoredFileLocation } from '../../files/file-storage';
import { type DocumentViewer, visibleTo } from '../documents/submission-access';
import { type FormFileInfo, FormFileType, UPLOADED_FILE_TYPES } from './form-files.schemas';

/** Columns of a file without its bytes. */
const INFO_COLUMNS = ['id', 'type', 'form_data_id', 'submission_id', 'file_name', 'mime_type', 'size_bytes'] as const;

interface InfoRow {
  id: number;
  type: number;
  form_data_id: number | null;
  submission_id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
}

export function toFormFileInfo(row: InfoRow): FormFileInfo {
  return {
    id: row.id,
    type: row.type,
    dataId: row.form_data_id,
    formSubmissionId: row.submission_id,
    formFileId: row.id,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
  };
}

/** The files of one field of a submission, oldest first. */
export async function listForField(
  db: Executor,
  submissionId: number,
  formDataId: number,
  type: FormFileType = FormFileType.attachment,
): Promise<FormFileInfo[]> {
  const rows = await db
    .selectFrom('form_files')
    .select(INFO_COLUMNS)
    .where('submission_id', '=', submissionId)
    .where('form_data_id', '=', formDataId)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map(toFormFileInfo);
}

/** Rows listed at most by get-form-files-by-data-id: the newest, across the submissions a viewer may read. */
export const BY_DATA_ID_LIMIT = 500;

export async function listByDataId(db: Executor, viewer: DocumentViewer, formDataId: number, type: FormFileType): Promise<FormFileInfo[]> {
  const rows = await db
    .selectFrom('form_files')
    .innerJoin('form_submissions', 'form_submissions.id', 'form_files.submission_id')
    .select(INFO_COLUMNS.map((column) => `form_files.${column}` as const))
    .where('form_files.form_data_id', '=', formDataId)
    .where('form_files.type', '=', type)
    .where(visibleTo(viewer))
    .orderBy('form_files.id', 'desc')
    .limit(BY_DATA_ID_LIMIT)
    .execute();
  return rows.map(toFormFileInfo);
}

export function findInfoById(db: Executor, id: number) {
  return db.selectFrom('form_files').select(INFO_COLUMNS).where('id', '=', id).executeTakeFirst();
}

// Bytes travel as hex text (decode/encode in SQL): PGlite converts a bytea parameter or result one
// byte at a time in JavaScript (seconds for 15 MB), while text is copied whole; on pg it costs nothing.
const contentAsHex = sql<string | null>`encode(form_files.content, 'hex')`.as('content_hex');

function withContent<T extends { content_hex: string | null }>(row: T | undefined) {
  if (!row) return undefined;
  const { content_hex: contentHex, ...rest } = row;
  return { ...rest, content: contentHex === null ? null : Buffer.from(contentHex, 'hex') };
}

/** A file with where its bytes are. */
export async function findWithContentById(db: Executor, id: number) {
  const row = await db
    .selectFrom('form_files')
    .select([...INFO_COLUMNS, contentAsHex, 'storage_key', 'sha256'])
    .where('id', '=', id)
    .executeTakeFirst();
  return withContent(row);
}

/** The newest file of a type of a submission (the ERP document of a BC submission). */
export async function findLatestOfType(db: Executor, submissionId: number, type: FormFileType) {
  const row = await db
    .selectFrom('form_files')
    .select([...INFO_COLUMNS, contentAsHex, 'storage_key'])
    .where('submission_id', '=', submissionId)
    .where('type', '=', type)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return withContent(row);
}

/** Bytes people uploaded to a submission so far (the 50,000,000-byte limit counts them). */
export async function uploadedBytes(db: Executor, submissionId: number): Promise<number> {
  const row = await db
    .selectFrom('form_files')
    .select(sql<number>`coalesce(sum(size_bytes), 0)::int8`.as('total'))
    .where('submission_id', '=', submissionId)
    .where('type', 'in', [...UPLOADED_FILE_TYPES])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Ids of the upload fields (type 10) placed on a form. */
export async function uploadFieldIds(db: Executor, formId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('form_data')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select('form_data.id')
    .where('form_data.form_id', '=', formId)
    .where('form_metas.type', '=', FieldType.upload)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export interface NewFileRow {
  submissionId: number;
  formDataId: number | null;
  type: FormFileType;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  content: Buffer | null;
  storageKey: string | null;
  createdBy: number | null;
}

export async function insert(trx: Executor, file: NewFileRow): Promise<FormFileInfo> {
  const row = await trx
    .insertInto('form_files')
    .values({
      submission_id: file.submissionId,
      form_data_id: file.formDataId,
      type: file.type,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      content: file.content === null ? null : sql<Buffer>`decode(${file.content.toString('hex')}, 'hex')`,
      storage_key: file.storageKey,
      created_by: file.createdBy,
    })
    .returning(INFO_COLUMNS)
    .executeTakeFirstOrThrow();
  return toFormFileInfo(row);
}

/** Deletes a file row; answers where its bytes were (never the bytes themselves), or undefined when it was gone. */
export async function deleteById(trx: Executor, id: number): Promise<StoredFileLocation | undefined> {
  const row = await trx.deleteFrom('form_files').where('id', '=', id).returning(['storage_key']).executeTakeFirst();
  return row && { content: null, storage_key: row.storage_key };
}

/** The names of a field's uploaded files in upload order: the value of the field's entry. */
export async function attachmentNamesOfField(trx: Executor, submissionId: number, formDataId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('form_files')
    .select('file_name')
    .where('submission_id', '=', submissionId)
    .where('form_data_id', '=', formDataId)
    .where('type', '=', FormFileType.attachment)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.file_name);
}

/** Creates or replaces the entry value of one field of a submission. */
export async function saveEntryValue(trx: Executor, submissionId: number, formDataId: number, formValue: string): Promise<void> {
  await trx
    .insertInto('form_submission_entries')
    .values({ submission_id: submissionId, form_data_id: formDataId, form_value: formValue })
    .onConflict((conflict) => conflict.columns(['submission_id', 'form_data_id']).doUpdateSet({ form_value: formValue }))
    .execute();
}

/** Records who changed the submission's files and when (the version is the entries' concern, not bumped here). */
export async function touchSubmission(trx: Executor, submissionId: number, userId: number, now: Date): Promise<void> {
  await trx.updateTable('form_submissions').set({ changed_by: userId, updated_at: now }).where('id', '=', submissionId).execute();
}

/** What the printed submission shows: the submission, its form, the people and every placed field with its value. */
export async function loadSubmissionDocument(db: Executor, submissionId: number) {
  const submission = await db
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
      'form_submissions.initiated_by',
      'form_submissions.submitted_by',
      'forms.name as form_name',
      'forms.name_en as form_name_en',
    ])
    .where('form_submissions.id', '=', submissionId)
    .executeTakeFirstOrThrow();
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

/** A user's name as printed: the user's own name, else their employee record in the company, else the username. */
export async function printedUserName(db: Executor, userId: number, companyCode: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .leftJoin('employees', (join) =>
      join.onRef('employees.personnel_no', '=', 'users.personnel_no').on('employees.company_code', '=', companyCode),
    )
    .select([
      'users.username',
      'users.first_name',
      'users.last_name',
      'employees.first_name as employee_first_name',
      'employees.last_name as employee_last_name',
      'employees.employee_no',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const ownName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const employeeName = [user.employee_first_name, user.employee_last_name].filter(Boolean).join(' ');
  const name = ownName || employeeName || user.username;
  return user.employee_no ? `${name} (${user.employee_no})` : name;
}

export async function printedEmployeeName(db: Executor, companyCode: string, employeeNo: string): Promise<string> {
  const employee = await db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .executeTakeFirst();
  return employee ? `${employee.first_name} ${employee.last_name} (${employeeNo})` : employeeNo;
}

export async function languageOf(db: Executor, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('default_language').where('id', '=', userId).executeTakeFirst();
  return row?.default_language ?? null;
}

/** Links stored files to the workflow history entry (an approve or decline) they document. */
export async function linkToWorkflowLog(db: Executor, fileIds: readonly number[], logId: number): Promise<void> {
  if (fileIds.length === 0) return;
  await db.updateTable('form_files').set({ workflow_log_id: logId }).where('id', 'in', fileIds).execute();
}
