import type { CurrentUser, SignInResult } from '@portal/shared';
import { useSyncExternalStore } from 'react';
import { changeLanguage, DEFAULT_LANGUAGE, activateLanguage } from './i18n';
import { clearPortalStorage, readStorage, StorageKey, writeStorage } from './storage';

// The session lives in local storage (spec 1 §9); this module is the only writer, and tells the
// interface when it changes: here, or in another tab (the storage event).
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.sessionToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getSessionToken(): string | null {
  return readStorage(StorageKey.sessionToken);
}

export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, () => getSessionToken() !== null);
}

/** Keeps the company a user works in, sent with every call and shown in the navbar. */
export function storeCompany(user: Pick<CurrentUser, 'currentCompanyCode' | 'currentCompanyName'>): void {
  writeStorage(StorageKey.companyCode, user.currentCompanyCode);
  writeStorage(StorageKey.companyName, user.currentCompanyName);
}

/**
 * Starts using a session the server opened: sign-in, password recovery and password changes all
 * answer a new token. The user's own language applies from here on.
 */
export function storeSignIn(result: SignInResult): void {
  writeStorage(StorageKey.sessionToken, result.token);
  storeCompany(result.user);
  changeLanguage(result.user.defaultLanguage);
  notify();
}

/** Forgets the session and every stored preference; the interface returns to its default language. */
export function clearSession(): void {
  clearPortalStorage();
  activateLanguage(DEFAULT_LANGUAGE);
  notify();
}
