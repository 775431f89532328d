import { FieldType } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import type { StoredFileLocation } from '../../files/file-storage';
import type { DocumentViewer } from '../documents/document-permission';
import { idsVisibleTo } from '../documents/submission-visibility.repository';
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
    .select(INFO_COLUMNS.map((column) => `form_files.${column}` as const))
    .where('form_files.form_data_id', '=', formDataId)
    .where('form_files.type', '=', type)
    .where('form_files.submission_id', 'in', idsVisibleTo(db, viewer))
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

/** What people uploaded to a submission so far: its bytes and its files, which the per-document limits count. */
export async function uploadedTotals(db: Executor, submissionId: number): Promise<{ bytes: number; files: number }> {
  const row = await db
    .selectFrom('form_files')
    .select([sql<number>`coalesce(sum(size_bytes), 0)::int8`.as('bytes'), sql<number>`count(*)::int4`.as('files')])
    .where('submission_id', '=', submissionId)
    .where('type', 'in', [...UPLOADED_FILE_TYPES])
    .executeTakeFirstOrThrow();
  return { bytes: Number(row.bytes), files: Number(row.files) };
}

/** Ids of the upload fields (type 10) placed on a form. */
export async function uploadFieldIds(db: Executor, formId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('form_data')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select('form_data.id')
    .where('form_data.form_id', '=', formId)
    .where('form_data.removed_at', 'is', null)
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
