import { ErrorCode, FormErrorCode } from '@portal/shared';

/** Why an upload was refused, and so its catalogue key and HTTP status. */
export const UploadRefusal = {
  fileTooLarge: { code: FormErrorCode.fileTooLarge, httpStatus: 413 },
  filesSizeLimitReached: { code: FormErrorCode.filesSizeLimitReached, httpStatus: 413 },
  tooManyFiles: { code: ErrorCode.invalidValue, httpStatus: 413 },
  /** The document would hold more than MAX_FILES_PER_DOCUMENT files people uploaded. */
  tooManyFilesInDocument: { code: FormErrorCode.tooManyFilesInDocument, httpStatus: 413 },
  typeNotAllowed: { code: ErrorCode.invalidValue, httpStatus: 415 },
  /** The part's key names no upload field of the submission's form (or not the field of the URL). */
  invalidKey: { code: ErrorCode.invalidValue, httpStatus: 400 },
  noFiles: { code: ErrorCode.fieldRequired, httpStatus: 400 },
  notMultipart: { code: ErrorCode.invalidValue, httpStatus: 415 },
  malformed: { code: ErrorCode.invalidValue, httpStatus: 400 },
} as const;
export type UploadRefusal = (typeof UploadRefusal)[keyof typeof UploadRefusal];

export interface RefusedFile {
  /** The multipart key (`{fieldId}_file{n}`); 'files' when the refusal concerns the request as a whole. */
  key: string;
  /** The file's name as the client sent it, so the notice can name it (spec 1 §8 "File over limit"). */
  fileName: string | null;
}

/**
 * A refused upload. Kept apart from DomainError because the upload limit keys are form keys
 * (FormErrorCode), not ErrorCodes, and the answer names the refused files.
 */
export class UploadRefusedError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly files: RefusedFile[];

  constructor(refusal: UploadRefusal, files: RefusedFile[]) {
    super(refusal.code);
    this.name = 'UploadRefusedError';
    this.code = refusal.code;
    this.httpStatus = refusal.httpStatus;
    this.files = files;
  }
}
