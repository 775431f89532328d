import { type ActivityImportPreview, type ActivityImportPreviewInputSchema, ErrorCode } from '@portal/shared';
import type { z } from 'zod';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { timesheetFor } from '../../timesheets/timesheet-access';
import * as importsRepository from '../activity-entries.repository';

/**
 * GET wtc-area/activity-entries/import/{jobId} (edit on the import's timesheet): the check's counts, the
 * first valid rows and a page of its errors by row and column. Another company's job is "not found".
 */
export async function getActivityImportPreview(
  ctx: ScheduleContext,
  input: z.output<typeof ActivityImportPreviewInputSchema>,
): Promise<ActivityImportPreview> {
  const upload = await importsRepository.findByValidationJob(ctx.db, ctx.companyCode, input.jobId);
  if (!upload) throw new DomainError(ErrorCode.recordNotFound);
  await timesheetFor(ctx, ctx.db, upload.timesheet_id, 'edit');
  const preview = (upload.preview ?? { validRows: [], errors: [] }) as Pick<ActivityImportPreview, 'validRows' | 'errors'>;
  const start = (input.page - 1) * input.rowsPerPage;
  return {
    jobId: input.jobId,
    timesheetId: upload.timesheet_id,
    year: upload.year,
    month: upload.month,
    fileName: upload.file_name,
    isChecked: upload.checked_at !== null,
    rowCount: upload.row_count,
    validCount: upload.valid_count,
    errorCount: upload.error_count,
    isApplied: upload.applied_at !== null,
    validRows: preview.validRows,
    errors: preview.errors.slice(start, start + input.rowsPerPage),
    page: input.page,
    rowsPerPage: input.rowsPerPage,
  };
}
