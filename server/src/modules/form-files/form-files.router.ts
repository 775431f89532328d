import { z } from 'zod';
import { createCallerFactory, router, signedInProcedure } from '../../trpc/init';
import { authorizeSubmission, documentViewerOf, DocumentPermission } from '../documents/submission-access';
import * as formFilesRepository from './form-files.repository';
import {
  type FileContent,
  FileContentSchema,
  type FileDownload,
  FileDownloadSchema,
  FormFileIdInputSchema,
  FormFileInfoSchema,
  ListFormFilesByDataIdInputSchema,
  ListFormFilesInputSchema,
} from './form-files.schemas';
import { deleteFormFile } from './use-cases/delete-form-file';
import { downloadErpFile, downloadFormFile } from './use-cases/download-form-file';
import { downloadSubmissionPdf } from './use-cases/download-submission-pdf';

/** The JSON shape of a file for the REST clients of spec 1 §7: its bytes in base64. */
function asJson(file: FileContent): FileDownload {
  return { binaryData: file.bytes.toString('base64'), mimeType: file.mimeType, fileName: file.fileName, formFileId: file.formFileId };
}

// Uploads are multipart and so not procedures: see form-files.routes.ts.
export const formFilesRouter = router({
  /** The files uploaded into one field of a submission (get-form-files/{submissionId}/{formDataId}). */
  list: signedInProcedure
    .input(ListFormFilesInputSchema)
    .output(z.array(FormFileInfoSchema))
    .query(async ({ ctx, input }) => {
      await authorizeSubmission(ctx, input.submissionId, DocumentPermission.read);
      return formFilesRepository.listForField(ctx.db, input.submissionId, input.formDataId);
    }),

  /** Files of a type in one field across the submissions the caller may read (get-form-files-by-data-id/{formDataId}/{type}). */
  listByDataId: signedInProcedure
    .input(ListFormFilesByDataIdInputSchema)
    .output(z.array(FormFileInfoSchema))
    .query(async ({ ctx, input }) => formFilesRepository.listByDataId(ctx.db, await documentViewerOf(ctx), input.formDataId, input.type)),

  /** One file with its bytes (download-form-file/{id}). */
  download: signedInProcedure
    .input(FormFileIdInputSchema)
    .output(FileDownloadSchema)
    .query(async ({ ctx, input }) => asJson(await downloadFormFile(ctx, input.id))),

  /** The submission rendered as a PDF (download-pdf-file/{submissionId}). */
  downloadPdf: signedInProcedure
    .input(FormFileIdInputSchema)
    .output(FileDownloadSchema)
    .query(async ({ ctx, input }) => asJson(await downloadSubmissionPdf(ctx, input.id))),

  /** The ERP's document of a submission (download-bc-file/{submissionId}). */
  downloadErpFile: signedInProcedure
    .input(FormFileIdInputSchema)
    .output(FileDownloadSchema)
    .query(async ({ ctx, input }) => asJson(await downloadErpFile(ctx, input.id))),

  /** Removes an uploaded attachment while the submission is a Draft (administrators: always). */
  delete: signedInProcedure
    .input(FormFileIdInputSchema)
    .output(FormFileInfoSchema)
    .mutation(({ ctx, input }) => deleteFormFile(ctx, input.id)),
});

/**
 * The same three downloads answering the bytes themselves, for the download routes
 * (form-files.routes.ts) the web client saves files from. Not part of the app router: bytes do not
 * travel as tRPC JSON. Built on signedInProcedure and the same use cases, so every request passes the
 * very gates and access checks of the JSON procedures above.
 */
export const fileContentRouter = router({
  formFile: signedInProcedure
    .input(FormFileIdInputSchema)
    .output(FileContentSchema)
    .query(({ ctx, input }) => downloadFormFile(ctx, input.id)),

  submissionPdf: signedInProcedure
    .input(FormFileIdInputSchema)
    .output(FileContentSchema)
    .query(({ ctx, input }) => downloadSubmissionPdf(ctx, input.id)),

  erpFile: signedInProcedure
    .input(FormFileIdInputSchema)
    .output(FileContentSchema)
    .query(({ ctx, input }) => downloadErpFile(ctx, input.id)),
});

export const createFileContentCaller = createCallerFactory(fileContentRouter);
