import multipart from '@fastify/multipart';
import { EnvelopeStatus, ErrorCode } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { createRequestContext } from '../../plugins/request-context';
import { envelope, replyWithError } from '../../plugins/rest-api';
import type { AppDeps, Context } from '../../trpc/context';
import { requireSignedIn } from '../../trpc/init';
import { attachmentDisposition } from '../../files/content-disposition';
import type { SignedInContext } from './form-files.access';
import { createFileContentCaller } from './form-files.router';
import type { FileContent } from './form-files.schemas';
import { readUploadedFiles, stopReadingBody, UPLOAD_PARSER_LIMITS } from './read-upload';
import { UploadRefusedError } from './upload-refused-error';
import { prepareUpload, uploadFormFiles } from './use-cases/upload-form-files';
import { prepareWorkflowLogUpload, uploadWorkflowLogFiles } from './use-cases/upload-workflow-log-files';

const MAX_ID = 2_147_483_647;
const IdParamSchema = z.coerce.number().int().min(1).max(MAX_ID);

/** The gate of signedInProcedure itself: a live session, no password change pending, the site open. */
function signedIn(ctx: Context): SignedInContext {
  return { ...ctx, auth: requireSignedIn(ctx, undefined) };
}

function idParam(value: string | undefined, field: string): number {
  const parsed = IdParamSchema.safeParse(value);
  if (!parsed.success) throw DomainError.forField(field, ErrorCode.invalidValue);
  return parsed.data;
}

/**
 * A refused upload: validation_error with the limit's key, each refused part's key as a validation
 * error, and `data.refusedFiles` naming the files (the client shows "name: file too large").
 */
function refusedEnvelope(reply: FastifyReply, error: UploadRefusedError) {
  void reply.status(error.httpStatus);
  return envelope({
    status: EnvelopeStatus.validationError,
    messages: [error.code],
    validationErrors: Object.fromEntries(error.files.map((file) => [file.key, [error.code]])),
    data: { refusedFiles: error.files },
  });
}

async function upload(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  submissionParam: string | undefined,
  fieldParam: string | null,
) {
  void reply.header('cache-control', 'no-store');
  try {
    const submissionId = idParam(submissionParam, 'id');
    const onlyFormDataId = fieldParam === null ? null : idParam(fieldParam, 'formDataId');
    const ctx = signedIn(await createRequestContext(deps, request));
    // Authorised before a byte of the body is read.
    const target = await prepareUpload(ctx, submissionId, onlyFormDataId);
    const files = await readUploadedFiles(request, target);
    const stored = await uploadFormFiles(ctx, { submissionId, onlyFormDataId, files });
    return envelope({ status: EnvelopeStatus.success, data: stored });
  } catch (error) {
    // The body may be unread: never drain it, close the connection after the answer.
    stopReadingBody(request);
    void reply.header('connection', 'close');
    if (error instanceof UploadRefusedError) return refusedEnvelope(reply, error);
    return replyWithError(request, reply, error, 'formFiles.upload');
  }
}

/** Files of an approve or decline: POST /api/documents/submit-form-file-workflow-execution-log/{logId}, keys `file{n}`. */
async function uploadToWorkflowLog(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, logParam: string | undefined) {
  void reply.header('cache-control', 'no-store');
  try {
    const logId = idParam(logParam, 'id');
    const ctx = signedIn(await createRequestContext(deps, request));
    const target = await prepareWorkflowLogUpload(ctx, logId);
    const files = await readUploadedFiles(request, target);
    return envelope({ status: EnvelopeStatus.success, data: await uploadWorkflowLogFiles(ctx, { logId, files }) });
  } catch (error) {
    stopReadingBody(request);
    void reply.header('connection', 'close');
    if (error instanceof UploadRefusedError) return refusedEnvelope(reply, error);
    return replyWithError(request, reply, error, 'formFiles.uploadToWorkflowLog');
  }
}

type FileContentCaller = ReturnType<typeof createFileContentCaller>;

/**
 * Headers of a file handed out: saved under its name (never shown inline), of its stored type and not
 * sniffed as another, and should a browser render it anyway, in a sandbox without scripts, plugins
 * or its own origin. Authorised per request, so never kept by a cache.
 */
export function fileHeaders(file: Pick<FileContent, 'mimeType' | 'fileName'>): Record<string, string> {
  return {
    'content-type': file.mimeType,
    'content-disposition': attachmentDisposition(file.fileName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  };
}

/**
 * Answers a file's bytes. The procedure behind it is the JSON procedure's twin (fileContentRouter):
 * the session from the Authorization header, the same gates, the same access check, the same errors
 * as the envelope. The token is never read from the URL.
 */
async function download(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  label: string,
  read: (caller: FileContentCaller) => Promise<FileContent>,
) {
  try {
    const file = await read(createFileContentCaller(await createRequestContext(deps, request)));
    return reply.headers(fileHeaders(file)).send(file.bytes);
  } catch (error) {
    void reply.header('cache-control', 'no-store');
    return replyWithError(request, reply, error, label);
  }
}

/**
 * Downloads as files, for the web client (fetch with the bearer token, then save the bytes under the
 * name of Content-Disposition). The REST rows download-form-file, download-pdf-file and download-bc-file
 * keep answering JSON with base64 for the clients of spec 1 §7.
 * - GET /api/files/form-files/{id}: a file of a submission (any type);
 * - GET /api/files/documents/{submissionId}/pdf: the submission rendered as a PDF;
 * - GET /api/files/documents/{submissionId}/erp-file: the ERP's document of the submission.
 */
function registerDownloads(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string } }>('/api/files/form-files/:id', (request, reply) =>
    download(deps, request, reply, 'fileContent.formFile', (caller) => caller.formFile({ id: request.params.id })),
  );
  app.get<{ Params: { id: string } }>('/api/files/documents/:id/pdf', (request, reply) =>
    download(deps, request, reply, 'fileContent.submissionPdf', (caller) => caller.submissionPdf({ id: request.params.id })),
  );
  app.get<{ Params: { id: string } }>('/api/files/documents/:id/erp-file', (request, reply) =>
    download(deps, request, reply, 'fileContent.erpFile', (caller) => caller.erpFile({ id: request.params.id })),
  );
}

/**
 * The multipart upload calls of spec 1 §7, which a JSON tRPC call cannot carry. The web posts the same
 * URLs with fetch and FormData. Keys are `{fieldId}_file{n}`, fieldId the form_data id of an upload
 * field (type 10) of the submission's form:
 * - POST /api/documents/submit-form-file/{submissionId}: files for any upload fields of the submission;
 * - POST /api/documents/submit-form-files/{submissionId}/{formDataId}: files for that one field only.
 * Registered in its own encapsulated context, so the multipart parser exists for these routes only;
 * the file downloads, which answer bytes rather than the envelope, are registered beside them.
 */
export async function formFilesRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_PARSER_LIMITS, throwFileSizeLimit: false });
  const { deps } = options;
  app.post<{ Params: { id: string } }>('/api/documents/submit-form-file/:id', (request, reply) =>
    upload(deps, request, reply, request.params.id, null),
  );
  app.post<{ Params: { submissionId: string; formDataId: string } }>(
    '/api/documents/submit-form-files/:submissionId/:formDataId',
    (request, reply) => upload(deps, request, reply, request.params.submissionId, request.params.formDataId),
  );
  app.post<{ Params: { id: string } }>('/api/documents/submit-form-file-workflow-execution-log/:id', (request, reply) =>
    uploadToWorkflowLog(deps, request, reply, request.params.id),
  );
  registerDownloads(app, deps);
}
