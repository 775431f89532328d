import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { fileStorageFor } from '../../../files/choose-file-storage';
import { DomainError } from '../../../errors/domain-error';
import { authorizeSubmission, DocumentPermission } from '../../documents/submission-access';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { assertAttachmentsEditable, type SignedInContext } from '../form-files.access';
import * as formFilesRepository from '../form-files.repository';
import { type FormFileInfo, FormFileType } from '../form-files.schemas';
import { refreshUploadFieldValue } from './attach-files';

/**
 * Removes an uploaded attachment (delete-form-file): manage access, Draft unless administrator, under
 * the submission's lock; the field's entry value loses the name. Generated, ERP and workflow-step
 * files are records of what happened and are not deleted here.
 */
export async function deleteFormFile(ctx: SignedInContext, id: number): Promise<FormFileInfo> {
  const { deleted, location } = await withTransaction(ctx.db, async (trx) => {
    const file = await formFilesRepository.findInfoById(trx, id);
    if (!file) throw new DomainError(ErrorCode.recordNotFound);
    const access = await authorizeSubmission(ctx, file.submission_id, DocumentPermission.manage, { db: trx, lock: true });
    assertAttachmentsEditable(access);
    if (file.type !== FormFileType.attachment) throw new DomainError(ErrorCode.permissionDenied);
    const removed = await formFilesRepository.deleteById(trx, id);
    // Deleted by a concurrent call while this one waited for the lock.
    if (!removed) throw new DomainError(ErrorCode.recordNotFound);
    if (file.form_data_id !== null) await refreshUploadFieldValue(trx, file.submission_id, file.form_data_id);
    await submissionsRepository.touchSubmission(trx, file.submission_id, ctx.auth.user.id, ctx.now());
    return { deleted: formFilesRepository.toFormFileInfo(file), location: removed };
  });
  // Only after the commit: a rolled-back delete must still find its bytes.
  await fileStorageFor(ctx.env).delete(location);
  return deleted;
}
