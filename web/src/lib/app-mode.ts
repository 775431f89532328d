import { type AppMode, isAppMode } from '@portal/shared/users/user-options';
import { readStorage, StorageKey, writeStorage } from './storage';

/** The stable or beta interface, chosen from the environment chip and kept on this device. */
export function storedAppMode(): AppMode {
  const stored = readStorage(StorageKey.appMode);
  return isAppMode(stored) ? stored : 'stable';
}

/** Stores the mode and reloads, so every screen and the server start over in that mode (spec 1 §1). */
export function switchAppMode(mode: AppMode): void {
  writeStorage(StorageKey.appMode, mode);
  window.location.reload();
}
