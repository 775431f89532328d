import { asBuffer, type FileStorage } from './file-storage';

/** The embedded default: the bytes live in form_files.content, so they commit and roll back with the row. */
export const databaseFileStorage: FileStorage = {
  async put(bytes) {
    return { content: bytes };
  },
  async get(row) {
    if (!row.content) throw new Error('The file row keeps no content in the database');
    return asBuffer(row.content);
  },
  // Deleting the row deletes the bytes.
  async delete() {},
};
