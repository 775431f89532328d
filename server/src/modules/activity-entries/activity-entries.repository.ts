import type { ActivityEntryRow, ActivityFileFormat, ActivityImportError, IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';

// Activity entry imports (migration 0026): the uploaded file kept until its rows are written, the check's
// outcome, and the mark that it was written. The entries themselves are the timesheets module's
// (timesheet_entries): written through its repository, read here for the export.

export interface ImportUpload {
  companyCode: string;
  timesheetId: number;
  year: number;
  month: number;
  fileName: string;
  format: ActivityFileFormat;
  bytes: Buffer;
  uploadedBy: number;
}

export async function insertUpload(db: Executor, upload: ImportUpload): Promise<number> {
  const row = await db
    .insertInto('activity_entry_imports')
    .values({
      company_code: upload.companyCode,
      timesheet_id: upload.timesheetId,
      year: upload.year,
      month: upload.month,
      file_name: upload.fileName,
      format: upload.format,
      bytes: upload.bytes,
      size: upload.bytes.length,
      uploaded_by: upload.uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setValidationJob(db: Executor, id: number, jobId: number): Promise<void> {
  await db.updateTable('activity_entry_imports').set({ validation_job_id: jobId }).where('id', '=', id).execute();
}

const importColumns = [
  'id',
  'company_code',
  'timesheet_id',
  'year',
  'month',
  'file_name',
  'format',
  'validation_job_id',
  'checked_at',
  'row_count',
  'valid_count',
  'error_count',
  'applied_at',
  sql<boolean>`bytes is not null`.as('has_file'),
] as const;

export type ImportRow = NonNullable<Awaited<ReturnType<typeof findInCompany>>>;

export function findInCompany(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('activity_entry_imports')
    .select(importColumns)
    .where('company_code', '=', companyCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The import a check job read, with its preview. */
export function findByValidationJob(db: Executor, companyCode: string, jobId: number) {
  return db
    .selectFrom('activity_entry_imports')
    .select([...importColumns, 'preview'])
    .where('company_code', '=', companyCode)
    .where('validation_job_id', '=', jobId)
    .executeTakeFirst();
}

/** The same row locked (FOR UPDATE): two confirms of one import queue here, the second finds it applied. */
export function lockByValidationJob(db: Executor, companyCode: string, jobId: number) {
  return db
    .selectFrom('activity_entry_imports')
    .select(importColumns)
    .where('company_code', '=', companyCode)
    .where('validation_job_id', '=', jobId)
    .forUpdate()
    .executeTakeFirst();
}

export async function readBytes(db: Executor, id: number): Promise<Buffer | null> {
  const row = await db.selectFrom('activity_entry_imports').select('bytes').where('id', '=', id).executeTakeFirst();
  // PGlite answers a bytea as a plain Uint8Array.
  return row?.bytes ? Buffer.from(row.bytes) : null;
}

export interface CheckOutcome {
  rowCount: number;
  validCount: number;
  errorCount: number;
  validRows: (ActivityEntryRow & { row: number })[];
  errors: ActivityImportError[];
}

export async function saveCheck(db: Executor, id: number, outcome: CheckOutcome): Promise<void> {
  await db
    .updateTable('activity_entry_imports')
    .set({
      checked_at: sql`now()`,
      row_count: outcome.rowCount,
      valid_count: outcome.validCount,
      error_count: outcome.errorCount,
      preview: JSON.stringify({ validRows: outcome.validRows, errors: outcome.errors }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Drops the files of the user's earlier unconfirmed uploads of the same timesheet month: the newer file
 * replaces them, so no upload is kept for ever without being confirmed.
 */
export async function dropReplacedFiles(db: Executor, upload: Omit<ImportUpload, 'fileName' | 'format' | 'bytes'> & { id: number }) {
  await db
    .updateTable('activity_entry_imports')
    .set({ bytes: null })
    .where('company_code', '=', upload.companyCode)
    .where('timesheet_id', '=', upload.timesheetId)
    .where('year', '=', upload.year)
    .where('month', '=', upload.month)
    .where('uploaded_by', '=', upload.uploadedBy)
    .where('applied_at', 'is', null)
    .where('bytes', 'is not', null)
    .where('id', '<>', upload.id)
    .execute();
}

/**
 * Deletes the company's uploads never confirmed and older than the given days, with their bytes: an upload
 * nobody confirms is not kept for ever. No foreign key points at an upload (its jobs name it only in
 * their input), and an applied one stays as the record of what was written.
 */
export async function deleteStaleUnconfirmed(db: Executor, companyCode: string, olderThanDays: number): Promise<number> {
  const result = await db
    .deleteFrom('activity_entry_imports')
    .where('company_code', '=', companyCode)
    .where('applied_at', 'is', null)
    // The database's clock, as the one that stamped created_at.
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks the import written and drops its file: it is kept only until confirmed. */
export async function markApplied(db: Executor, id: number, userId: number): Promise<void> {
  await db
    .updateTable('activity_entry_imports')
    .set({ applied_at: sql`now()`, applied_by: userId, bytes: null })
    .where('id', '=', id)
    .execute();
}

/** A timesheet's entries of a range, as the export writes them (by employee, date, code: the unique cell's order). */
export function listEntries(db: Executor, input: { timesheetId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('timesheet_entries')
    .select(['employee_no', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'activity_code', 'minutes'])
    .where('timesheet_id', '=', input.timesheetId)
    .where('date', '>=', input.from)
    .where('date', '<=', input.to)
    .where('minutes', '>', 0)
    .orderBy('employee_no')
    .orderBy('date')
    .orderBy('activity_code')
    .execute();
}

/**
 * The entries of a schedule's timesheets in a range (those in `visibleTimesheetIds`, or all of them), each
 * with its timesheet's code: by timesheet, then as one timesheet's export.
 */
export function listEntriesOfSchedule(
  db: Executor,
  input: { companyCode: string; scheduleId: number; visibleTimesheetIds: readonly number[] | 'all'; from: IsoDate; to: IsoDate },
) {
  let query = db
    .selectFrom('timesheet_entries as entry')
    .innerJoin('timesheets as timesheet', 'timesheet.id', 'entry.timesheet_id')
    .select([
      'timesheet.code as timesheet_code',
      'entry.employee_no',
      sql<string>`to_char(entry.date, 'YYYY-MM-DD')`.as('date'),
      'entry.activity_code',
      'entry.minutes',
    ])
    .where('timesheet.company_code', '=', input.companyCode)
    .where('timesheet.schedule_id', '=', input.scheduleId)
    .where('entry.date', '>=', input.from)
    .where('entry.date', '<=', input.to)
    .where('entry.minutes', '>', 0);
  if (input.visibleTimesheetIds !== 'all') {
    query = query.where('timesheet.id', 'in', input.visibleTimesheetIds.length > 0 ? [...input.visibleTimesheetIds] : [0]);
  }
  return query
    .orderBy('timesheet.code')
    .orderBy('timesheet.id')
    .orderBy('entry.employee_no')
    .orderBy('entry.date')
    .orderBy('entry.activity_code')
    .execute();
}
