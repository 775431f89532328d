import { i18n, type Messages } from '@lingui/core';
import { isErrorCode, type Language, LanguageSchema } from '@portal/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/lt';
import { messages as enMessages } from '../locales/en/messages.po';
import { messages as ltMessages } from '../locales/lt/messages.po';
import { readStorage, StorageKey, writeStorage } from './storage';

/** Lithuanian is the interface's default language (spec 1 §1). */
export const DEFAULT_LANGUAGE: Language = 'lt';

// Both catalogs are small and bundled: the sign-in screen and a boot error can always be translated.
const catalogs: Record<Language, Messages> = { lt: ltMessages, en: enMessages };

/** Administrators' rewording per language, kept so that re-activating a language keeps it. */
const overridesByLanguage = new Map<Language, Messages>();

function messagesFor(language: Language): Messages {
  // Always a fresh object: lingui merges later loads into the object it holds.
  return { ...catalogs[language], ...overridesByLanguage.get(language) };
}

export function storedLanguage(): Language {
  return chosenLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * The language chosen in this browser before signing in (the sign-in pages' switch stores it), or
 * undefined when nobody chose: sign-in then keeps the profile's language instead of overwriting it
 * with the default. Sign-out clears the stored choice (clearSession).
 */
export function chosenLanguage(): Language | undefined {
  const parsed = LanguageSchema.safeParse(readStorage(StorageKey.defaultLanguage));
  return parsed.success ? parsed.data : undefined;
}

/** Switches the interface language now, without storing the choice. */
export function activateLanguage(language: Language): void {
  i18n.loadAndActivate({ locale: language, messages: messagesFor(language) });
  dayjs.locale(language);
  document.documentElement.lang = language;
}

/** Switches the interface language and keeps it for the next visit (the "default language" key). */
export function changeLanguage(language: Language): void {
  writeStorage(StorageKey.defaultLanguage, language);
  activateLanguage(language);
}

/**
 * Administrators may reword server messages per company (localization.overrides). Only catalogue keys
 * are applied: they are the message ids the server and the admin screens share. The text is used as
 * plain text (wrapped as a compiled message), never as markup or ICU syntax.
 */
export function applyWordingOverrides(language: Language, overrides: Record<string, string>): void {
  const replaced: Messages = {};
  for (const [key, value] of Object.entries(overrides)) {
    if (isErrorCode(key) && value.trim() !== '') replaced[key] = [value];
  }
  // Loading re-renders every translated text: skip it when there is nothing to apply or to undo.
  if (Object.keys(replaced).length === 0 && !overridesByLanguage.has(language)) return;
  if (Object.keys(replaced).length > 0) overridesByLanguage.set(language, replaced);
  else overridesByLanguage.delete(language);
  // The whole catalog goes in again so that an override removed since the last load is undone.
  i18n.load(language, messagesFor(language));
}
