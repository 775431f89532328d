// Every local storage key the portal uses (spec 1 §9), in one place so sign-out can clear them all.
export const StorageKey = {
  sessionToken: 'token',
  defaultLanguage: 'defaultLanguage',
  appMode: 'appMode',
  companyCode: 'companyCode',
  companyName: 'companyName',
  /** The tasks list's state filter (spec 1 §9). */
  tasksState: 'applications_tasks.state',
  /** The schedule table's settings (spec 2 §3 "Schedule table settings"), as JSON. */
  scheduleTableSettings: 'schedule_table.settings',
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

// The documents list's last filters and the page a document view returns to (spec 1 §9), kept in
// session storage: they last as long as the browser tab.
export const SessionKey = {
  startDate: 'form.startDate',
  endDate: 'form.endDate',
  searchQuery: 'form.searchQuery',
  state: 'form.state',
  advancedSearch: 'form.advancedSearch',
  formId: 'form.formId',
  formGroupId: 'form.formGroupId',
  /** Where the document view's Back goes: an app path without the leading slash ('documents', 'applications/tasks'). */
  backPath: 'back_path',
} as const;
export type SessionKey = (typeof SessionKey)[keyof typeof SessionKey];

export function readSession(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
  try {
    if (value === null || value === '') window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // As with local storage: the value does not survive a reload.
  }
}

/**
 * Sign-out clears local storage (spec 1 §2): every portal key, not other applications' data. The
 * session's filters go too, so the next user of the tab does not inherit them.
 */
export function clearPortalStorage(): void {
  for (const key of Object.values(StorageKey)) writeStorage(key, null);
  for (const key of Object.values(SessionKey)) writeSession(key, null);
}
