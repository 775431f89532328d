// Every local storage key the portal uses (spec 1 §9), in one place so sign-out can clear them all.
export const StorageKey = {
  sessionToken: 'token',
  defaultLanguage: 'defaultLanguage',
  appMode: 'appMode',
  companyCode: 'companyCode',
  companyName: 'companyName',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

// Storage can throw (disabled cookies, private modes): the portal then behaves as if nothing was stored.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply does not survive a reload.
  }
}

/** Sign-out clears local storage (spec 1 §2): every portal key, not other applications' data. */
export function clearPortalStorage(): void {
  for (const key of Object.values(StorageKey)) writeStorage(key, null);
}
