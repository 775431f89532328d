import { withTransaction } from '../../../db/transaction';
import { fileStorageFor } from '../../../files/choose-file-storage';
import { authorizeSubmission, DocumentPermission } from '../../documents/submission-access';
import { assertAttachmentsEditable, type SignedInContext } from '../form-files.access';
import * as formFilesRepository from '../form-files.repository';
import { type FormFileInfo, FormFileType } from '../form-files.schemas';
import { UploadRefusal, UploadRefusedError } from '../upload-refused-error';
import { attachFiles, type IncomingFile } from './attach-files';

export interface UploadTarget {
  /** Upload fields of the submission's form a part may name (only the one of the URL, when it names one); 'none' for files of no field. */
  uploadFieldIds: ReadonlySet<number> | 'none';
  /** Bytes already uploaded to the submission: the stream is cut as soon as the total passes the limit. */
  savedBytes: number;
  /** Files already uploaded to the submission: a part past the per-document cap is refused before it is read. */
  savedFiles: number;
}

function refuseKeysOutside(files: readonly IncomingFile[], allowed: ReadonlySet<number>): void {
  const outside = files.filter((file) => file.formDataId === null || !allowed.has(file.formDataId));
  if (outside.length > 0)
    throw new UploadRefusedError(
      UploadRefusal.invalidKey,
      outside.map((file) => ({ key: file.key, fileName: file.clientName })),
    );
}

async function allowedFields(db: SignedInContext['db'], formId: number, onlyFormDataId: number | null): Promise<Set<number>> {
  const fields = await formFilesRepository.uploadFieldIds(db, formId);
  if (onlyFormDataId === null) return fields;
  if (!fields.has(onlyFormDataId))
    throw new UploadRefusedError(UploadRefusal.invalidKey, [{ key: String(onlyFormDataId), fileName: null }]);
  return new Set([onlyFormDataId]);
}

/**
 * Checked before a byte of the body is read: the caller may manage the submission, it is still
 * editable, and (submit-form-files/{submissionId}/{formDataId}) the field is an upload field of its form.
 */
export async function prepareUpload(ctx: SignedInContext, submissionId: number, onlyFormDataId: number | null): Promise<UploadTarget> {
  const access = await authorizeSubmission(ctx, submissionId, DocumentPermission.manage);
  assertAttachmentsEditable(access);
  const saved = await formFilesRepository.uploadedTotals(ctx.db, submissionId);
  return {
    uploadFieldIds: await allowedFields(ctx.db, access.submission.formId, onlyFormDataId),
    savedBytes: saved.bytes,
    savedFiles: saved.files,
  };
}

/**
 * Stores the files of one upload request in one transaction, checking again under the submission's
 * lock what prepareUpload checked without it (a concurrent upload may have used up the limit).
 */
export async function uploadFormFiles(
  ctx: SignedInContext,
  input: { submissionId: number; onlyFormDataId: number | null; files: IncomingFile[] },
): Promise<FormFileInfo[]> {
  if (input.files.length === 0) throw new UploadRefusedError(UploadRefusal.noFiles, [{ key: 'files', fileName: null }]);
  return withTransaction(ctx.db, async (trx) => {
    const access = await authorizeSubmission(ctx, input.submissionId, DocumentPermission.manage, { db: trx, lock: true });
    assertAttachmentsEditable(access);
    refuseKeysOutside(input.files, await allowedFields(trx, access.submission.formId, input.onlyFormDataId));
    return attachFiles(trx, fileStorageFor(ctx.env), {
      submissionId: input.submissionId,
      type: FormFileType.attachment,
      files: input.files,
      userId: ctx.auth.user.id,
      now: ctx.now(),
    });
  });
}
