import { type UploadOutcome, uploadParts } from '../lib/upload-files';

export type { FailedUpload, UploadOutcome } from '../lib/upload-files';

export interface FileToUpload {
  /** The form data id of the upload field. */
  formDataId: number;
  file: File;
}

/**
 * Uploads the chosen files of a saved submission one by one, each under the key
 * `{formDataId}_file{n}` of spec 1 §7 (n counts the field's files). A failure does not stop the others.
 */
export async function uploadFiles(
  submissionId: number,
  files: FileToUpload[],
  onProgress: (done: number, total: number) => void,
): Promise<UploadOutcome> {
  const indexByField = new Map<number, number>();
  const parts = files.map(({ formDataId, file }) => {
    const index = indexByField.get(formDataId) ?? 0;
    indexByField.set(formDataId, index + 1);
    return { key: `${formDataId}_file${index}`, file };
  });
  return uploadParts(`/api/documents/submit-form-file/${submissionId}`, parts, onProgress);
}
