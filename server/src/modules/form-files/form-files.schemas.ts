import { ErrorCode } from '@portal/shared';
import { z } from 'zod';

// Contracts of the form-file calls (spec 1 §3 "Form file", "Business-central file"; §7 "Documents").
// They move to shared/src/documents when the web's document screens consume them.

/**
 * form_files.type. The spec names types 0 and 3 for get-form-files-by-data-id; our reading:
 * 0 files uploaded into an upload field (10), 1 files attached to a workflow step (approve/decline),
 * 2 documents fetched from the ERP, 3 documents the portal generated for a field (e.g. download, 20).
 */
export const FormFileType = { attachment: 0, workflowLog: 1, erpDocument: 2, generated: 3 } as const;
export type FormFileType = (typeof FormFileType)[keyof typeof FormFileType];

/** Files people uploaded: they count towards the 50,000,000-byte limit of a submission. */
export const UPLOADED_FILE_TYPES: readonly FormFileType[] = [FormFileType.attachment, FormFileType.workflowLog];

/** At most this many files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 20;

const MAX_ID = 2_147_483_647;
const IdSchema = z.coerce
  .number({ error: ErrorCode.invalidValue })
  .int(ErrorCode.invalidValue)
  .min(1, ErrorCode.invalidValue)
  .max(MAX_ID, ErrorCode.invalidValue);

export const FormFileIdInputSchema = z.strictObject({ id: IdSchema });
export type FormFileIdInput = z.infer<typeof FormFileIdInputSchema>;

export const ListFormFilesInputSchema = z.strictObject({ submissionId: IdSchema, formDataId: IdSchema });
export type ListFormFilesInput = z.infer<typeof ListFormFilesInputSchema>;

/** get-form-files-by-data-id/{formDataId}/{type}: only the two types the spec names are listed. */
export const ListFormFilesByDataIdInputSchema = z.strictObject({
  formDataId: IdSchema,
  type: z.coerce
    .number({ error: ErrorCode.invalidValue })
    .pipe(z.union([z.literal(FormFileType.attachment), z.literal(FormFileType.generated)], { error: ErrorCode.invalidValue })),
});
export type ListFormFilesByDataIdInput = z.infer<typeof ListFormFilesByDataIdInputSchema>;

/** A stored file without its bytes. `formFileId` repeats `id`: the legacy client downloads by it. */
export const FormFileInfoSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  /** The field placement (form_data id) the file belongs to; null for files of the whole submission. */
  dataId: z.number().int().nullable(),
  formSubmissionId: z.number().int(),
  formFileId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type FormFileInfo = z.infer<typeof FormFileInfoSchema>;

/**
 * A file to hand out: its bytes, the type they were detected (or made) as, the name to save it under.
 * The download routes send the bytes as they are; the JSON procedures answer them as FileDownload.
 */
export const FileContentSchema = z.object({
  bytes: z.instanceof(Buffer),
  mimeType: z.string(),
  fileName: z.string(),
  /** The form_files id; null for a document rendered on request (the PDF). */
  formFileId: z.number().int().nullable(),
});
export type FileContent = z.infer<typeof FileContentSchema>;

/**
 * A downloaded file as JSON (base64): download-form-file, download-pdf-file and download-bc-file of the
 * REST API answer this shape for the clients of spec 1 §7.
 */
export const FileDownloadSchema = z.object({
  binaryData: z.string(),
  mimeType: z.string(),
  fileName: z.string(),
  /** The form_files id; null for a document rendered on request (the PDF). */
  formFileId: z.number().int().nullable(),
});
export type FileDownload = z.infer<typeof FileDownloadSchema>;
