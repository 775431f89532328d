import { FormErrorCode } from './form-errors';

/** Upload limits of spec 1 §9: per file, and for all files of a submission including saved ones. */
export const MAX_FILE_BYTES = 15_000_000;
export const MAX_TOTAL_FILE_BYTES = 50_000_000;
/**
 * Files people may attach to one document (its upload fields and the files of its workflow steps
 * together). Our own bound, beside the bytes: each file is a row to list, print and review.
 */
export const MAX_FILES_PER_DOCUMENT = 50;

export interface UploadCandidate {
  name: string;
  sizeBytes: number;
}

export interface RefusedFile {
  name: string;
  code: typeof FormErrorCode.fileTooLarge | typeof FormErrorCode.filesSizeLimitReached;
}

export interface UploadCheck<T extends UploadCandidate> {
  accepted: T[];
  refused: RefusedFile[];
}

/**
 * Which newly chosen files may be attached. A file over 15,000,000 bytes is skipped with
 * errors.file_too_large; if the rest together with the bytes already attached (saved files and files
 * chosen earlier) exceed 50,000,000, all newly chosen files are removed with errors.files_size_limit_reached.
 * Both limits are inclusive: exactly 15,000,000 or 50,000,000 bytes is allowed.
 */
export function checkNewFiles<T extends UploadCandidate>(files: T[], attachedBytes: number): UploadCheck<T> {
  const refused: RefusedFile[] = [];
  const fitting: T[] = [];
  for (const file of files) {
    if (file.sizeBytes > MAX_FILE_BYTES) refused.push({ name: file.name, code: FormErrorCode.fileTooLarge });
    else fitting.push(file);
  }
  const total = fitting.reduce((sum, file) => sum + file.sizeBytes, attachedBytes);
  if (total > MAX_TOTAL_FILE_BYTES) {
    return {
      accepted: [],
      refused: [...refused, ...fitting.map((file) => ({ name: file.name, code: FormErrorCode.filesSizeLimitReached }))],
    };
  }
  return { accepted: fitting, refused };
}
