import { i18n, type Messages } from '@lingui/core';
import { isErrorCode } from '@portal/shared/errors/error-codes';
import { isLanguage, type Language, languages } from '@portal/shared/users/user-options';
import dayjs from 'dayjs';
import { readStorage, StorageKey, writeStorage } from './storage';

/** Lithuanian is the interface's default language (spec 1 §1). */
export const DEFAULT_LANGUAGE: Language = 'lt';

/**
 * Each language's compiled catalog (and its dayjs locale) is its own chunk, fetched when the language is
 * first activated: a visitor downloads only the language they read (issue #12, the first load's budget).
 */
const catalogLoaders: Record<Language, () => Promise<Messages>> = {
  lt: async () => {
    const [{ messages }] = await Promise.all([import('../locales/lt/messages.po'), import('dayjs/locale/lt')]);
    return messages;
  },
  en: async () => (await import('../locales/en/messages.po')).messages,
};

const catalogs = new Map<Language, Messages>();

/** Areas whose screens have a catalog of their own (web/lingui.config.ts), fetched when first opened. */
export type CatalogArea = 'admin';

const areaCatalogLoaders: Record<CatalogArea, Record<Language, () => Promise<Messages>>> = {
  admin: {
    lt: async () => (await import('../locales/lt/admin.po')).messages,
    en: async () => (await import('../locales/en/admin.po')).messages,
  },
};

/** The areas opened so far: a language activated later loads their catalogs too. */
const openedAreas = new Set<CatalogArea>();
const areaCatalogs = new Map<string, Messages>();
const areaKey = (area: CatalogArea, language: Language) => `${area}:${language}`;

/** Administrators' rewording per language, kept so that re-activating a language keeps it. */
const overridesByLanguage = new Map<Language, Messages>();

/** Counts activation requests: when catalogs arrive out of order, the latest request still wins. */
let latestActivation = 0;

function messagesFor(language: Language): Messages {
  // Always a fresh object: lingui merges later loads into the object it holds.
  const areas = [...openedAreas].map((area) => areaCatalogs.get(areaKey(area, language)));
  return Object.assign({}, ...areas, catalogs.get(language), overridesByLanguage.get(language)) as Messages;
}

/** Fetches a language's catalog, unless it is loaded (the browser fetches each chunk once). */
async function loadCatalog(language: Language): Promise<void> {
  await Promise.all([
    catalogs.has(language) ? undefined : catalogLoaders[language]().then((messages) => void catalogs.set(language, messages)),
    ...[...openedAreas].map((area) => loadAreaMessages(area, language)),
  ]);
}

async function loadAreaMessages(area: CatalogArea, language: Language): Promise<void> {
  const key = areaKey(area, language);
  if (!areaCatalogs.has(key)) areaCatalogs.set(key, await areaCatalogLoaders[area][language]());
}

function isLoaded(language: Language): boolean {
  return catalogs.has(language) && [...openedAreas].every((area) => areaCatalogs.has(areaKey(area, language)));
}

/**
 * Opens an area's catalog (the admin area's route loader calls it): fetched for the active language,
 * merged into it, and fetched for any language activated later.
 */
export async function loadAreaCatalog(area: CatalogArea): Promise<void> {
  const language = isLanguage(i18n.locale) ? i18n.locale : storedLanguage();
  const opened = openedAreas.has(area);
  openedAreas.add(area);
  await loadAreaMessages(area, language);
  if (!opened && i18n.locale === language) i18n.load(language, messagesFor(language));
}

/**
 * Gives catalogs that are at hand already, so that activating their languages is immediate: the
 * component tests use it (web/src/testing/setup.ts), where every render expects the language at once.
 */
export function provideCatalogs(
  given: Partial<Record<Language, Messages>>,
  areas: Partial<Record<CatalogArea, Partial<Record<Language, Messages>>>> = {},
): void {
  for (const language of languages) {
    const messages = given[language];
    if (messages) catalogs.set(language, messages);
  }
  for (const [area, byLanguage] of Object.entries(areas) as [CatalogArea, Partial<Record<Language, Messages>>][]) {
    for (const language of languages) {
      const messages = byLanguage[language];
      if (messages) areaCatalogs.set(areaKey(area, language), messages);
    }
  }
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
  const stored = readStorage(StorageKey.defaultLanguage);
  return isLanguage(stored) ? stored : undefined;
}

function switchTo(language: Language): void {
  i18n.loadAndActivate({ locale: language, messages: messagesFor(language) });
  dayjs.locale(language);
  document.documentElement.lang = language;
}

/**
 * Switches the interface language without storing the choice: at once when its catalog is loaded,
 * otherwise once it is (the interface keeps the current language meanwhile, never showing message ids).
 * Resolves when the language is active, or when a later call has taken over.
 */
export function activateLanguage(language: Language): Promise<void> {
  const activation = ++latestActivation;
  if (isLoaded(language)) {
    switchTo(language);
    return Promise.resolve();
  }
  return loadCatalog(language).then(() => {
    if (activation === latestActivation) switchTo(language);
  });
}

/** Switches the interface language and keeps it for the next visit (the "default language" key). */
export function changeLanguage(language: Language): Promise<void> {
  writeStorage(StorageKey.defaultLanguage, language);
  return activateLanguage(language);
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

/**
 * A language's messages (its catalog with the administrators' rewording), its catalog fetched first if
 * needed: for a part of a screen shown in a language of its own (the form designer's preview).
 */
export async function languageMessages(language: Language): Promise<Messages> {
  await loadCatalog(language);
  return messagesFor(language);
}
