import { MAX_FILE_BYTES, MAX_FILES_PER_DOCUMENT, MAX_TOTAL_FILE_BYTES } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { MAX_FILES_PER_UPLOAD } from './form-files.schemas';
import { type RefusedFile, UploadRefusal, UploadRefusedError } from './upload-refused-error';
import type { IncomingFile } from './use-cases/attach-files';
import type { UploadTarget } from './use-cases/upload-form-files';

/**
 * Parser limits of the upload routes: busboy stops a file's stream at 15,000,000 bytes (marking it
 * truncated), so no file is ever held beyond that; plain fields are few and small.
 */
export const UPLOAD_PARSER_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES_PER_UPLOAD,
  fields: 20,
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: MAX_FILES_PER_UPLOAD + 20,
  headerPairs: 100,
} as const;

/** The part keys of spec 1 §7: `{fieldId}_file{n}`, fieldId the form_data id of an upload field. */
const PART_KEY = /^(\d{1,10})_file(\d{1,4})$/;
/** The part keys of files attached to an approve or decline. */
const WORKFLOW_PART_KEY = /^file\d{1,4}$/;

/** Codes @fastify/multipart gives its parser errors. */
const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

function refusalOf(error: unknown): UploadRefusedError {
  if (error instanceof UploadRefusedError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && LIMIT_ERRORS.has(code))
    return new UploadRefusedError(UploadRefusal.tooManyFiles, [{ key: 'files', fileName: null }]);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new UploadRefusedError(UploadRefusal.notMultipart, [{ key: 'files', fileName: null }]);
  return new UploadRefusedError(UploadRefusal.malformed, [{ key: 'files', fileName: null }]);
}

/**
 * Stops reading a request body that will not be used: the parser is detached and the stream paused,
 * so a refused upload is never read (let alone buffered) to its end. The route also answers
 * `Connection: close`, so the server does not drain the rest either.
 */
export function stopReadingBody(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.pause();
}

/**
 * Reads the files of a multipart upload while enforcing the limits on the stream: a part naming no
 * allowed field is refused before its bytes are read; a file over 15,000,000 bytes is refused when
 * busboy cuts it; once the submission's saved bytes plus the new ones pass 50,000,000 the rest of the
 * file is only counted (to tell which limit it breaks), never kept; a file past the document's number
 * of files is refused unread. Plain fields are ignored.
 * At most 50,000,000 bytes are held, plus the file being counted.
 */
export async function readUploadedFiles(request: FastifyRequest, target: UploadTarget): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  let totalBytes = target.savedBytes;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const key = part.fieldname;
      const clientName = part.filename;
      let formDataId: number | null = null;
      if (target.uploadFieldIds === 'none') {
        // Files of a workflow step belong to no field: keys are `file{n}`.
        if (!WORKFLOW_PART_KEY.test(key)) throw new UploadRefusedError(UploadRefusal.invalidKey, [{ key, fileName: clientName }]);
      } else {
        const match = PART_KEY.exec(key);
        formDataId = match ? Number(match[1]) : null;
        if (formDataId === null || !target.uploadFieldIds.has(formDataId)) {
          throw new UploadRefusedError(UploadRefusal.invalidKey, [{ key, fileName: clientName }]);
        }
      }
      // One file past the document's cap: refused before its bytes are read (attachFiles checks again under the lock).
      if (target.savedFiles + files.length + 1 > MAX_FILES_PER_DOCUMENT) {
        throw new UploadRefusedError(UploadRefusal.tooManyFilesInDocument, [
          ...files.map((file) => ({ key: file.key, fileName: file.clientName })),
          { key, fileName: clientName },
        ]);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // busboy would skip the rest of an oversized part to its very end: stop at the limit instead.
      let isTooLarge = false;
      part.file.once('limit', () => {
        isTooLarge = true;
        // Synchronously, from inside the parser: not one more chunk of the body is read.
        stopReadingBody(request);
        part.file.destroy();
      });
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          totalBytes += chunk.length;
          if (totalBytes <= MAX_TOTAL_FILE_BYTES) chunks.push(chunk);
        }
      } catch (error) {
        if (!isTooLarge) throw error;
      }
      if (isTooLarge || part.file.truncated) throw new UploadRefusedError(UploadRefusal.fileTooLarge, [{ key, fileName: clientName }]);
      const named: RefusedFile[] = [...files.map((file) => ({ key: file.key, fileName: file.clientName })), { key, fileName: clientName }];
      if (totalBytes > MAX_TOTAL_FILE_BYTES) throw new UploadRefusedError(UploadRefusal.filesSizeLimitReached, named);
      files.push({ key, formDataId, clientName, bytes: Buffer.concat(chunks, size) });
    }
  } catch (error) {
    stopReadingBody(request);
    throw refusalOf(error);
  }
  return files;
}
