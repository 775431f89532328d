import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test imports i18n.ts afresh (no catalog loaded, unlike the setup's module) and watches which
// compiled catalogs it imports: the real ones, optionally held back to arrive later.
const imported: string[] = [];
const heldBack = new Map<string, Promise<void>>();

function watchCatalog(language: 'lt' | 'en' | 'admin:lt' | 'admin:en') {
  return async (importOriginal: () => Promise<unknown>) => {
    imported.push(language);
    await heldBack.get(language);
    return importOriginal();
  };
}

async function freshI18n() {
  vi.resetModules();
  vi.doMock('../locales/lt/messages.po', watchCatalog('lt'));
  vi.doMock('../locales/en/messages.po', watchCatalog('en'));
  vi.doMock('../locales/lt/admin.po', watchCatalog('admin:lt'));
  vi.doMock('../locales/en/admin.po', watchCatalog('admin:en'));
  return import('./i18n');
}

const language = msg`Language`;

afterEach(() => {
  vi.doUnmock('../locales/lt/messages.po');
  vi.doUnmock('../locales/en/messages.po');
  vi.doUnmock('../locales/lt/admin.po');
  vi.doUnmock('../locales/en/admin.po');
  imported.length = 0;
  heldBack.clear();
});

describe('loading the interface language', () => {
  it('imports only the catalog of the language activated, and the other one when switched to', async () => {
    const { activateLanguage } = await freshI18n();
    await activateLanguage('lt');
    expect(imported).toEqual(['lt']);
    expect(i18n.locale).toBe('lt');
    expect(i18n._(language)).toBe('Kalba');
    // Dates speak the language too (Mantine's date pickers read dayjs's locale).
    expect(dayjs('2026-03-01').format('MMMM')).toBe('kovas');

    await activateLanguage('en');
    expect(imported).toEqual(['lt', 'en']);
    expect(i18n._(language)).toBe('Language');
    expect(document.documentElement.lang).toBe('en');

    // Back to a language already loaded: switched at once, nothing imported again.
    void activateLanguage('lt');
    expect(i18n._(language)).toBe('Kalba');
    expect(imported).toEqual(['lt', 'en']);
  });

  it('keeps the current language until the new catalog arrives, and the latest choice wins', async () => {
    const { activateLanguage, changeLanguage } = await freshI18n();
    await activateLanguage('lt');
    let releaseEnglish = () => {};
    heldBack.set('en', new Promise<void>((resolve) => (releaseEnglish = resolve)));

    const toEnglish = changeLanguage('en');
    await vi.waitFor(() => expect(imported).toContain('en'));
    // Still Lithuanian, and translated: never message ids while the catalog travels.
    expect(i18n.locale).toBe('lt');
    expect(i18n._(language)).toBe('Kalba');

    // The visitor changes their mind before English arrives: Lithuanian stays.
    await activateLanguage('lt');
    releaseEnglish();
    await toEnglish;
    expect(i18n.locale).toBe('lt');
    expect(i18n._(language)).toBe('Kalba');
  });

  it('fetches the admin area’s own catalog only when the area opens, and with every language after that', async () => {
    const { activateLanguage, loadAreaCatalog } = await freshI18n();
    const newFormGroup = msg`New form group`;
    await activateLanguage('lt');
    expect(imported).toEqual(['lt']);
    expect(i18n._(newFormGroup)).toBe('New form group');

    await loadAreaCatalog('admin');
    expect(imported).toEqual(['lt', 'admin:lt']);
    expect(i18n._(newFormGroup)).toBe('Nauja formų grupė');
    expect(i18n._(language)).toBe('Kalba');

    await activateLanguage('en');
    expect(imported).toEqual(['lt', 'admin:lt', 'en', 'admin:en']);
    expect(i18n._(newFormGroup)).toBe('New form group');
    await activateLanguage('lt');
    expect(i18n._(newFormGroup)).toBe('Nauja formų grupė');
    // Opening the area again fetches nothing.
    await loadAreaCatalog('admin');
    expect(imported).toEqual(['lt', 'admin:lt', 'en', 'admin:en']);
  });
});
