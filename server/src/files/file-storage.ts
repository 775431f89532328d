import { createHash } from 'node:crypto';

/** Where a stored file's bytes are: in the row (`content`) or in an external store (`storage_key`). */
export interface StoredFileLocation {
  content: Buffer | Uint8Array | null;
  storage_key: string | null;
}

/**
 * Keeps the bytes of uploaded and generated files. A form_files row says where its bytes are: the
 * database implementation answers `content` for the row itself; an object store would answer a
 * `storageKey` (server-generated, never the user's file name).
 *
 * An external store cannot join the database transaction: put before inserting the row (an aborted
 * transaction leaves an orphan to sweep, never a row without bytes), delete only after the commit.
 */
export interface FileStorage {
  put(bytes: Buffer): Promise<{ content?: Buffer; storageKey?: string }>;
  get(row: StoredFileLocation): Promise<Buffer>;
  delete(row: StoredFileLocation): Promise<void>;
}

/** Lower-case hex SHA-256 of the bytes, as form_files.sha256 holds it. */
export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A Buffer view of bytes a driver returned (pg answers Buffer, PGlite Uint8Array), without copying. */
export function asBuffer(bytes: Buffer | Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
