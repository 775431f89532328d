import { ErrorCode, type ValidateActivityImportInput } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../../schedules/schedule-access';
import * as importsRepository from '../activity-entries.repository';
import { checkActivityImport, requireImportableMonth } from './check-activity-import';

// The check job of an activity import (kind activity_import_validation): reads the kept upload, checks
// every row and stores the preview on the upload in the transaction that ends the job.

export async function uploadToCheck(ctx: ScheduleContext, input: ValidateActivityImportInput) {
  const upload = await importsRepository.findInCompany(ctx.db, ctx.companyCode, input.uploadId);
  if (!upload) throw new DomainError(ErrorCode.recordNotFound);
  await requireImportableMonth(ctx, ctx.db, upload);
  return upload;
}

export async function validateActivityImport(
  ctx: ScheduleContext,
  input: ValidateActivityImportInput,
  onProgress: (rowsDone: number, rowsTotal: number) => Promise<void>,
): Promise<(trx: Transaction<Database>) => Promise<{ summary: Record<string, unknown> }>> {
  const upload = await uploadToCheck(ctx, input);
  const checked = await checkActivityImport(ctx, upload, onProgress);
  return async (trx) => {
    await importsRepository.saveCheck(trx, upload.id, checked);
    return {
      summary: { uploadId: upload.id, rowCount: checked.rowCount, validCount: checked.validCount, errorCount: checked.errorCount },
    };
  };
}
