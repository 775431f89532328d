import { type ApplyActivityImportInput, ErrorCode, hoursTypeOfCode } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../../schedules/schedule-access';
import * as timesheetsRepository from '../../timesheets/timesheets.repository';
import { requireEditable } from '../../timesheets/use-cases/timesheet-rules';
import * as importsRepository from '../activity-entries.repository';
import { checkActivityImport, requireImportableMonth } from './check-activity-import';

// The write job of an activity import (kind activity_import, POST …/import/{jobId}/confirm): only an
// import whose check found no errors, checked once more against the month as it is now, written in ONE
// transaction with a few set-based statements. The import row is locked and marked applied in that
// transaction, so of two confirms one writes and the other finds it applied; a rerun writes nothing twice.

async function importOfJob(ctx: ScheduleContext, db: Executor, input: ApplyActivityImportInput) {
  const upload = await importsRepository.findByValidationJob(db, ctx.companyCode, input.validationJobId);
  if (!upload) throw new DomainError(ErrorCode.recordNotFound);
  return upload;
}

function requireConfirmable(
  upload: Pick<importsRepository.ImportRow, 'applied_at' | 'checked_at' | 'error_count' | 'valid_count' | 'has_file'>,
) {
  if (upload.applied_at !== null) throw new DomainError(ErrorCode.importAlreadyApplied);
  if (!upload.has_file) throw new DomainError(ErrorCode.importFileReplaced);
  if (upload.checked_at === null || upload.error_count > 0 || upload.valid_count === 0) throw new DomainError(ErrorCode.importHasErrors);
}

/** Refuses the confirm before it is queued: the caller edits the timesheet, and the check ended without errors. */
export async function authorizeApplyActivityImport(ctx: ScheduleContext, input: ApplyActivityImportInput): Promise<void> {
  const upload = await importOfJob(ctx, ctx.db, input);
  await requireImportableMonth(ctx, ctx.db, upload);
  requireConfirmable(upload);
}

export async function applyActivityImport(
  ctx: ScheduleContext,
  input: ApplyActivityImportInput,
  onProgress: (rowsDone: number, rowsTotal: number) => Promise<void>,
): Promise<(trx: Transaction<Database>) => Promise<{ summary: Record<string, unknown> }>> {
  const upload = await importOfJob(ctx, ctx.db, input);
  requireConfirmable(upload);
  const checked = await checkActivityImport(ctx, upload, onProgress);
  if (checked.errorCount > 0) throw new DomainError(ErrorCode.importHasErrors);

  return async (trx) => {
    const locked = await importsRepository.lockByValidationJob(trx, ctx.companyCode, input.validationJobId);
    if (!locked) throw new DomainError(ErrorCode.recordNotFound);
    requireConfirmable(locked);
    const month = { timesheetId: upload.timesheet_id, year: upload.year, month: upload.month };
    await timesheetsRepository.ensurePeriod(trx, month);
    // Generations and commits of the month queue on its period row: the import changes it as they do.
    const period = await timesheetsRepository.lockPeriod(trx, month);
    requireEditable(period);
    const types = new Map(
      (await timesheetsRepository.listActivityCodes(trx, ctx.companyCode)).map((row) => [row.code, row.activity_type_id]),
    );
    const { employeeNos, dates, codes, minutes } = checked.entries;
    await timesheetsRepository.applyChanges(trx, {
      timesheetId: upload.timesheet_id,
      companyCode: ctx.companyCode,
      userId: ctx.auth.user.id,
      changes: {
        cleared: { employeeNos: [], dates: [] },
        deleted: { employeeNos: [], dates: [], codes: [] },
        set: { employeeNos, dates, codes, hoursTypes: codes.map((code) => hoursTypeOfCode(code, types.get(code))), minutes },
      },
    });
    const version = await timesheetsRepository.bumpVersion(trx, period.id);
    await importsRepository.markApplied(trx, upload.id, ctx.auth.user.id);
    return { summary: { uploadId: upload.id, written: employeeNos.length, version } };
  };
}
