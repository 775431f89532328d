import type { Env } from '../env';
import { databaseFileStorage } from './database-file-storage';
import type { FileStorage } from './file-storage';

/** The one place the file storage is chosen; an object store configured in env replaces it here. */
export function fileStorageFor(_env: Env): FileStorage {
  return databaseFileStorage;
}
