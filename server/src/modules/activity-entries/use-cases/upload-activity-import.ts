import { type ActivityImportTarget, ActivityImportTargetSchema, ErrorCode, isErrorCode, type WorkJob, WorkJobKind } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../../schedules/schedule-access';
import * as importsRepository from '../activity-entries.repository';
import { activityFileFormatOf } from '../read-activity-file';
import { requireImportableMonth } from './check-activity-import';

// POST wtc-area/activity-entries/import?timesheetId&year&month (multipart, one file; edit): the target is
// checked before a byte of the file is read; the file's type is taken from its bytes; the upload is kept
// and its check job queued in ONE transaction (no upload without its job, no job without its upload),
// which also deletes the company's uploads left unconfirmed for more than UNCONFIRMED_UPLOAD_DAYS.

/** Days an upload is kept unconfirmed: each new upload of the company deletes the older ones. */
export const UNCONFIRMED_UPLOAD_DAYS = 7;

/** Starts a work job (work-jobs' startWorkJob, passed in by the app so this module does not import the queue's). */
export type StartWorkJob = (ctx: ScheduleContext, request: { kind: string; input: unknown }) => Promise<WorkJob>;

export async function prepareActivityImport(ctx: ScheduleContext, query: unknown): Promise<ActivityImportTarget> {
  const parsed = ActivityImportTargetSchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = isErrorCode(issue?.message) ? issue.message : ErrorCode.invalidValue;
    throw DomainError.forField(String(issue?.path[0] ?? 'timesheetId'), code);
  }
  const target = parsed.data;
  await requireImportableMonth(ctx, ctx.db, { timesheet_id: target.timesheetId, year: target.year, month: target.month });
  return target;
}

export async function uploadActivityImport(
  ctx: ScheduleContext,
  target: ActivityImportTarget,
  file: { fileName: string; bytes: Buffer },
  startJob: StartWorkJob,
): Promise<WorkJob> {
  const format = activityFileFormatOf(file.fileName, file.bytes);
  if (format === null) throw DomainError.forField('file', ErrorCode.importFileTypeNotAllowed);
  return withTransaction(ctx.db, async (trx) => {
    // Checked again in the transaction: the month may have been locked while the file arrived.
    await requireImportableMonth(ctx, trx, { timesheet_id: target.timesheetId, year: target.year, month: target.month });
    const uploadId = await importsRepository.insertUpload(trx, {
      companyCode: ctx.companyCode,
      timesheetId: target.timesheetId,
      year: target.year,
      month: target.month,
      fileName: file.fileName.slice(0, 255),
      format,
      bytes: file.bytes,
      uploadedBy: ctx.auth.user.id,
    });
    await importsRepository.dropReplacedFiles(trx, {
      id: uploadId,
      companyCode: ctx.companyCode,
      timesheetId: target.timesheetId,
      year: target.year,
      month: target.month,
      uploadedBy: ctx.auth.user.id,
    });
    await importsRepository.deleteStaleUnconfirmed(trx, ctx.companyCode, UNCONFIRMED_UPLOAD_DAYS);
    const job = await startJob({ ...ctx, db: trx }, { kind: WorkJobKind.activityImportValidation, input: { uploadId } });
    await importsRepository.setValidationJob(trx, uploadId, job.id);
    return job;
  });
}
