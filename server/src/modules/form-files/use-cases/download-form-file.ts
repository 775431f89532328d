import { ErrorCode } from '@portal/shared';
import { fileStorageFor } from '../../../files/choose-file-storage';
import type { StoredFileLocation } from '../../../files/file-storage';
import { DomainError } from '../../../errors/domain-error';
import { authorizeSubmission, DocumentPermission } from '../../documents/submission-access';
import type { SignedInContext } from '../form-files.access';
import * as formFilesRepository from '../form-files.repository';
import { type FileContent, FormFileType } from '../form-files.schemas';

async function contentOf(
  ctx: SignedInContext,
  file: StoredFileLocation & { id: number; file_name: string; mime_type: string },
): Promise<FileContent> {
  const bytes = await fileStorageFor(ctx.env).get(file);
  return { bytes, mimeType: file.mime_type, fileName: file.file_name, formFileId: file.id };
}

/** download-form-file/{id}: any file of a submission the caller may read; authorised on every request. */
export async function downloadFormFile(ctx: SignedInContext, id: number): Promise<FileContent> {
  const info = await formFilesRepository.findInfoById(ctx.db, id);
  if (!info) throw new DomainError(ErrorCode.recordNotFound);
  // Authorised before the bytes are read.
  await authorizeSubmission(ctx, info.submission_id, DocumentPermission.read);
  const file = await formFilesRepository.findWithContentById(ctx.db, id);
  if (!file) throw new DomainError(ErrorCode.recordNotFound);
  return contentOf(ctx, file);
}

/**
 * download-bc-file/{submissionId}: the ERP's document of a submission (the newest file of type 2).
 * There is no ERP gateway yet: the file is served from form_files, where the ERP sync stores it; the
 * live fetch from the ERP arrives with the gateway.
 */
export async function downloadErpFile(ctx: SignedInContext, submissionId: number): Promise<FileContent> {
  await authorizeSubmission(ctx, submissionId, DocumentPermission.read);
  const file = await formFilesRepository.findLatestOfType(ctx.db, submissionId, FormFileType.erpDocument);
  if (!file) throw new DomainError(ErrorCode.unableToDownloadFile);
  return contentOf(ctx, file);
}
