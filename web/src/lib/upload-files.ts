import type { Envelope } from '@portal/shared';
import { storedAppMode } from './app-mode';
import { getSessionToken } from './session';
import { readStorage, StorageKey } from './storage';

// Uploads are multipart POSTs to REST routes (server/src/modules/form-files/form-files.routes.ts),
// which a JSON tRPC call cannot carry. They carry the headers every tRPC call does (lib/trpc.ts).
function uploadHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'x-app-mode': storedAppMode() };
  const token = getSessionToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const companyCode = readStorage(StorageKey.companyCode);
  if (companyCode) headers['x-company-code'] = companyCode;
  return headers;
}

/** One file and the multipart key the route expects it under. */
export interface UploadPart {
  key: string;
  file: File;
}

export interface FailedUpload {
  /** The multipart key the file was sent under (`{formDataId}_file{n}` for a field's file). */
  key: string;
  fileName: string;
  /** The first message the server answered with (a catalogue key), or null without an answer. */
  code: string | null;
}

/** Files uploaded so far of all that were chosen. */
export interface UploadProgress {
  done: number;
  total: number;
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
 * Posts files to an upload route one request each (so progress can be shown and a refused file is
 * named); a failure does not stop the others. `path` is the route under the site, e.g.
 * `/api/documents/submit-form-file/41`.
 */
export async function uploadParts(
  path: string,
  parts: UploadPart[],
  onProgress: (done: number, total: number) => void,
): Promise<UploadOutcome> {
  const failed: FailedUpload[] = [];
  onProgress(0, parts.length);
  for (const [done, { key, file }] of parts.entries()) {
    const body = new FormData();
    body.append(key, file, file.name);
    try {
      const response = await fetch(`${window.location.origin}${path}`, { method: 'POST', headers: uploadHeaders(), body });
      if (!response.ok) failed.push({ key, fileName: file.name, code: await failureCode(response) });
    } catch {
      failed.push({ key, fileName: file.name, code: null });
    }
    onProgress(done + 1, parts.length);
  }
  return { uploaded: parts.length - failed.length, failed };
}

/** The answer of a one-file upload: the envelope's data, or the first catalogue key it was refused with. */
export type SingleUploadOutcome<TData> = { ok: true; data: TData } | { ok: false; code: string | null };

/** Posts one file under `key` to an upload route that answers the envelope (the activity import's). */
export async function uploadOneFile<TData>(path: string, key: string, file: File): Promise<SingleUploadOutcome<TData>> {
  const body = new FormData();
  body.append(key, file, file.name);
  try {
    const response = await fetch(`${window.location.origin}${path}`, { method: 'POST', headers: uploadHeaders(), body });
    if (!response.ok) return { ok: false, code: await failureCode(response) };
    return { ok: true, data: ((await response.json()) as Envelope<TData>).data as TData };
  } catch {
    return { ok: false, code: null };
  }
}
