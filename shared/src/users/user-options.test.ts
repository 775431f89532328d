import { describe, expect, it } from 'vitest';
import { isAppMode, isLanguage } from './user-options';
import { AppModeSchema, LanguageSchema } from './users.schemas';

// The web reads a stored language and app mode with the guards; the server checks them with the schemas.
describe('user options', () => {
  const candidates: unknown[] = ['lt', 'en', 'LT', 'de', '', null, undefined, 1, 'stable', 'beta', 'Beta', 'stable '];

  it('accepts a language exactly when the language schema does', () => {
    for (const value of candidates) expect(isLanguage(value), String(value)).toBe(LanguageSchema.safeParse(value).success);
    expect(candidates.filter(isLanguage)).toEqual(['lt', 'en']);
  });

  it('accepts an app mode exactly when the app mode schema does', () => {
    for (const value of candidates) expect(isAppMode(value), String(value)).toBe(AppModeSchema.safeParse(value).success);
    expect(candidates.filter(isAppMode)).toEqual(['stable', 'beta']);
  });
});
