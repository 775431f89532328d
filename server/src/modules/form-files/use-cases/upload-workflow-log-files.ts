import { ActionCode, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { fileStorageFor } from '../../../files/choose-file-storage';
import { authorizeSubmission, DocumentPermission } from '../../documents/submission-access';
import { sessionCompany } from '../../employees/employee-access';
import * as workflowLogsRepository from '../../workflows/workflow-logs.repository';
import type { SignedInContext } from '../form-files.access';
import * as formFilesRepository from '../form-files.repository';
import { type FormFileInfo, FormFileType } from '../form-files.schemas';
import { UploadRefusal, UploadRefusedError } from '../upload-refused-error';
import { attachFiles, type IncomingFile } from './attach-files';
import type { UploadTarget } from './upload-form-files';

/** Files are attached to an approve or decline by the one who made it, shortly after. */
const ATTACH_WINDOW_MS = 30 * 60 * 1000;

/**
 * The approve or decline (a history entry) files may be attached to: the caller's own decision of
 * the last 30 minutes, on a submission of the session's company.
 */
async function attachableLog(ctx: SignedInContext, logId: number, db: SignedInContext['db'] = ctx.db) {
  const log = await workflowLogsRepository.findLogInCompany(db, logId, sessionCompany(ctx.auth));
  if (!log) throw new DomainError(ErrorCode.recordNotFound);
  const isDecision = log.action === ActionCode.approved || log.action === ActionCode.declined;
  if (!isDecision || log.executed_by !== ctx.auth.user.id) throw new DomainError(ErrorCode.permissionDenied);
  if (ctx.now().getTime() - log.created_at.getTime() > ATTACH_WINDOW_MS) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
  return log;
}

/** Checked before the body is read (submit-form-file-workflow-execution-log/{logId}). */
export async function prepareWorkflowLogUpload(ctx: SignedInContext, logId: number): Promise<UploadTarget> {
  const log = await attachableLog(ctx, logId);
  await authorizeSubmission(ctx, log.submission_id, DocumentPermission.read);
  const saved = await formFilesRepository.uploadedTotals(ctx.db, log.submission_id);
  return { uploadFieldIds: 'none', savedBytes: saved.bytes, savedFiles: saved.files };
}

/** Stores the files of an approve or decline under the submission's lock, linked to its history entry. */
export async function uploadWorkflowLogFiles(
  ctx: SignedInContext,
  input: { logId: number; files: IncomingFile[] },
): Promise<FormFileInfo[]> {
  if (input.files.length === 0) throw new UploadRefusedError(UploadRefusal.noFiles, [{ key: 'files', fileName: null }]);
  return withTransaction(ctx.db, async (trx) => {
    const log = await attachableLog(ctx, input.logId, trx);
    await authorizeSubmission(ctx, log.submission_id, DocumentPermission.read, { db: trx, lock: true });
    const stored = await attachFiles(trx, fileStorageFor(ctx.env), {
      submissionId: log.submission_id,
      type: FormFileType.workflowLog,
      files: input.files,
      userId: ctx.auth.user.id,
      now: ctx.now(),
    });
    await formFilesRepository.linkToWorkflowLog(
      trx,
      stored.map((file) => file.id),
      log.id,
    );
    return stored;
  });
}
