import { requestHeaders } from './trpc';

/** A file the server handed out: its bytes and the name it said to save them under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The name a file is saved under when the answer names none. */
const FALLBACK_FILE_NAME = 'file';

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` (RFC 5987) when present, as
 * browsers read it, else the plain quoted `filename`.
 */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * Fetches a file from a download route (server/src/modules/form-files/form-files.routes.ts), which
 * answers the bytes themselves. The session travels in the Authorization header like every call,
 * never in the address. Exports built on request (the schedule month's Excel) are POSTed. Throws on
 * any answer but success.
 */
export async function fetchFile(path: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<DownloadedFile> {
  const hasBody = options.body !== undefined;
  const response = await fetch(`${window.location.origin}${path}`, {
    method: options.method ?? 'GET',
    headers: hasBody ? { ...requestHeaders(), 'content-type': 'application/json' } : requestHeaders(),
    body: hasBody ? JSON.stringify(options.body) : undefined,
  });
  if (!response.ok) throw new Error(`Download failed with HTTP ${response.status}`);
  return {
    blob: await response.blob(),
    fileName: fileNameOfDisposition(response.headers.get('content-disposition')) ?? FALLBACK_FILE_NAME,
  };
}
