import { checkNewFiles, FieldType, MAX_FILE_BYTES, MAX_FILES_PER_DOCUMENT, serializeFieldValue } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { detectFileType } from '../../../files/detect-file-type';
import { nameMatchingType, safeFileName } from '../../../files/file-names';
import { type FileStorage, sha256Hex } from '../../../files/file-storage';
import * as submissionsRepository from '../../submissions/submissions.repository';
import * as formFilesRepository from '../form-files.repository';
import { type FormFileInfo, FormFileType, UPLOADED_FILE_TYPES } from '../form-files.schemas';
import { UploadRefusal, UploadRefusedError } from '../upload-refused-error';

export interface IncomingFile {
  /** Where the file came from (the multipart key), named back when it is refused. */
  key: string;
  /** The field placement (form_data id) the file belongs to, or null for the submission as a whole. */
  formDataId: number | null;
  /** The name the client gave; stored cleaned. */
  clientName: string;
  bytes: Buffer;
  /**
   * Only for files the portal made itself (a generated PDF, an ERP document). A person's upload leaves
   * it out: its type is read from its bytes against the allowlist, never taken from the client.
   */
  trustedMimeType?: string;
}

export interface AttachFilesInput {
  submissionId: number;
  type: FormFileType;
  files: IncomingFile[];
  userId: number;
  now: Date;
}

function refuseOverLimits(input: AttachFilesInput, saved: { bytes: number; files: number }): void {
  const candidates = input.files.map((file) => ({ key: file.key, name: file.clientName, sizeBytes: file.bytes.length }));
  const everyCandidate = () => candidates.map((file) => ({ key: file.key, fileName: file.name }));
  const tooLarge = candidates.filter((file) => file.sizeBytes > MAX_FILE_BYTES);
  if (tooLarge.length > 0) {
    throw new UploadRefusedError(
      UploadRefusal.fileTooLarge,
      tooLarge.map((file) => ({ key: file.key, fileName: file.name })),
    );
  }
  // Files the portal makes itself do not count towards what people may upload (bytes or files).
  const isUpload = UPLOADED_FILE_TYPES.includes(input.type);
  if (checkNewFiles(candidates, isUpload ? saved.bytes : 0).refused.length > 0) {
    throw new UploadRefusedError(UploadRefusal.filesSizeLimitReached, everyCandidate());
  }
  if (isUpload && saved.files + candidates.length > MAX_FILES_PER_DOCUMENT) {
    throw new UploadRefusedError(UploadRefusal.tooManyFilesInDocument, everyCandidate());
  }
}

/**
 * Stores files on a submission inside the caller's transaction. The caller has authorised the change
 * and holds the submission's row lock (authorizeSubmission with `lock`), so two uploads at once cannot
 * both fit under the limits (bytes and number of files). One refused file refuses them all: nothing is
 * stored. A stored name ends in an extension of the type detected from the bytes ('report.pdf' holding
 * a PNG is kept as 'report.png': the bytes, not the name, say what the file is). An upload field's
 * entry value is rewritten to the names of its files joined with ';', so required-upload validation
 * sees them. Used by the upload routes, and by approve and decline for the files of a workflow step.
 */
export async function attachFiles(trx: Transaction<Database>, storage: FileStorage, input: AttachFilesInput): Promise<FormFileInfo[]> {
  refuseOverLimits(input, await formFilesRepository.uploadedTotals(trx, input.submissionId));
  const typed = input.files.map((file) => ({ file, mimeType: file.trustedMimeType ?? detectFileType(file.bytes, file.clientName) }));
  const untyped = typed.filter((entry) => entry.mimeType === null);
  if (untyped.length > 0) {
    throw new UploadRefusedError(
      UploadRefusal.typeNotAllowed,
      untyped.map((entry) => ({ key: entry.file.key, fileName: entry.file.clientName })),
    );
  }

  const stored: FormFileInfo[] = [];
  for (const { file, mimeType } of typed) {
    const location = await storage.put(file.bytes);
    stored.push(
      await formFilesRepository.insert(trx, {
        submissionId: input.submissionId,
        formDataId: file.formDataId,
        type: input.type,
        fileName: nameMatchingType(safeFileName(file.clientName), mimeType as string),
        mimeType: mimeType as string,
        sizeBytes: file.bytes.length,
        sha256: sha256Hex(file.bytes),
        content: location.content ?? null,
        storageKey: location.storageKey ?? null,
        createdBy: input.userId,
      }),
    );
  }
  if (input.type === FormFileType.attachment) {
    const fields = new Set(input.files.map((file) => file.formDataId).filter((id): id is number => id !== null));
    for (const formDataId of fields) await refreshUploadFieldValue(trx, input.submissionId, formDataId);
  }
  await submissionsRepository.touchSubmission(trx, input.submissionId, input.userId, input.now);
  return stored;
}

/** Rewrites an upload field's entry value from the files it holds. */
export async function refreshUploadFieldValue(trx: Transaction<Database>, submissionId: number, formDataId: number): Promise<void> {
  const names = await formFilesRepository.attachmentNamesOfField(trx, submissionId, formDataId);
  await submissionsRepository.saveEntries(trx, submissionId, [{ formDataId, value: serializeFieldValue(FieldType.upload, names) }]);
}
