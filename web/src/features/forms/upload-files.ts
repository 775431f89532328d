import type { Envelope } from '@portal/shared';
import { storedAppMode } from '../../lib/app-mode';
import { getSessionToken } from '../../lib/session';
import { readStorage, StorageKey } from '../../lib/storage';

// Uploads are multipart POSTs to the REST route (server/src/modules/form-files/form-files.routes.ts),
// which a JSON tRPC call cannot carry. They carry the headers every tRPC call does (lib/trpc.ts).
function uploadHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'x-app-mode': storedAppMode() };
  const token = getSessionToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const companyCode = readStorage(StorageKey.companyCode);
  if (companyCode) headers['x-company-code'] = companyCode;
  return headers;
}

export interface FileToUpload {
  /** The form data id of the upload field. */
  formDataId: number;
  file: File;
}

export interface FailedUpload {
  fileName: string;
  /** The first message the server answered with (a catalogue key), or null without an answer. */
  code: string | null;
}

export interface UploadOutcome {
  uploaded: number;
  failed: FailedUpload[];
}

async function failureCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as Partial<Envelope>;
    return body.messages?.[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Uploads the chosen files of a saved submission one by one (so progress can be shown and a refused
 * file is named), each under the key `{formDataId}_file{n}` of spec 1 §7. A failure does not stop the others.
 */
export async function uploadFiles(submissionId: number, files: FileToUpload[], onProgress: (done: number, total: number) => void): Promise<UploadOutcome> {
  const failed: FailedUpload[] = [];
  const indexByField = new Map<number, number>();
  onProgress(0, files.length);
  for (const [done, { formDataId, file }] of files.entries()) {
    const index = indexByField.get(formDataId) ?? 0;
    indexByField.set(formDataId, index + 1);
    const body = new FormData();
    body.append(`${formDataId}_file${index}`, file, file.name);
    try {
      const response = await fetch(`${window.location.origin}/api/documents/submit-form-file/${submissionId}`, { method: 'POST', headers: uploadHeaders(), body });
      if (!response.ok) failed.push({ fileName: file.name, code: await failureCode(response) });
    } catch {
      failed.push({ fileName: file.name, code: null });
    }
    onProgress(done + 1, files.length);
  }
  return { uploaded: files.length - failed.length, failed };
}
