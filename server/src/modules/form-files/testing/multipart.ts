import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../testing/test-app';

// Multipart request bodies for the upload tests, built by hand so a test controls every byte (and can
// stream a body far larger than it would ever hold).

export interface FilePart {
  key: string;
  fileName: string;
  content: Buffer;
  contentType?: string;
}

const BOUNDARY = `----portal-test-${randomBytes(8).toString('hex')}`;

function partHeader(part: Omit<FilePart, 'content'>): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.key}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    'utf8',
  );
}

const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);

export function multipartBody(parts: FilePart[]): Buffer {
  return Buffer.concat([...parts.flatMap((part) => [partHeader(part), part.content, Buffer.from('\r\n')]), CLOSING]);
}

export const multipartContentType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Posts files as multipart/form-data. */
export function postFiles(app: FastifyInstance, url: string, token: string | undefined, parts: FilePart[]) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': multipartContentType },
    payload: multipartBody(parts),
  });
}

/** A PDF-typed file of exactly `size` bytes (the signature, then spaces). */
export function pdfOfSize(size: number, fill = 0x20): Buffer {
  const bytes = Buffer.alloc(size, fill);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/**
 * A body with one file part of `fileBytes` bytes, produced lazily a megabyte at a time; `produced()`
 * tells how many of them the server has pulled so far.
 */
export function lazyFileBody(part: Omit<FilePart, 'content'>, fileBytes: number): { stream: Readable; produced: () => number } {
  const chunk = pdfOfSize(1_000_000);
  let produced = 0;
  let headerSent = false;
  let finished = false;
  const stream = new Readable({
    read() {
      if (!headerSent) {
        headerSent = true;
        this.push(partHeader(part));
        return;
      }
      if (produced < fileBytes) {
        const size = Math.min(chunk.length, fileBytes - produced);
        produced += size;
        this.push(chunk.subarray(0, size));
        return;
      }
      if (!finished) {
        finished = true;
        this.push(Buffer.concat([Buffer.from('\r\n'), CLOSING]));
        this.push(null);
      }
    },
  });
  return { stream, produced: () => produced };
}
