import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { checkPasswordPolicy, checkUsername } from './password-policy';

describe('checkPasswordPolicy', () => {
  it('accepts a password with upper and lower case letters and a digit of at least 8 symbols', () => {
    expect(checkPasswordPolicy('Vasarele7x')).toEqual([]);
  });

  it('names every rule a weak password breaks', () => {
    expect(checkPasswordPolicy('abc')).toEqual([
      ErrorCode.passwordTooShort,
      ErrorCode.passwordNeedsUpperCase,
      ErrorCode.passwordNeedsDigit,
    ]);
    expect(checkPasswordPolicy('ABCDEFGH1')).toEqual([ErrorCode.passwordNeedsLowerCase]);
  });

  it('counts Lithuanian letters as letters', () => {
    expect(checkPasswordPolicy('Žąsinas12')).toEqual([]);
  });

  it('refuses common passwords and ones containing the username or a company name', () => {
    expect(checkPasswordPolicy('Password1')).toContain(ErrorCode.passwordTooCommon);
    expect(checkPasswordPolicy('Jonukas2026', { username: 'jonukas' })).toContain(ErrorCode.passwordContainsContextWord);
    expect(checkPasswordPolicy('Nemuno2026x', { companyNames: ['UAB „Nemuno logistika“'] })).toContain(
      ErrorCode.passwordContainsContextWord,
    );
  });

  it('refuses the user’s own first or last name, with or without Lithuanian letters, in any letter case', () => {
    const personNames = ['Šarūnas', 'Žemaitė-Čiurlionienė'];
    for (const password of ['Sarunas2026x', 'xSARUNAS77y', 'Šarūnas2026x', 'Zemaite1Abc', 'Ciurlioniene9A', 'ČIURLIONIENĖ9a']) {
      expect(checkPasswordPolicy(password, { personNames }), password).toContain(ErrorCode.passwordContainsContextWord);
    }
    expect(checkPasswordPolicy('Vasarele7x', { personNames })).toEqual([]);
  });

  it('refuses a company name written without Lithuanian letters, and the folded username', () => {
    const companyNames = ['UAB „Šiaurės vėjas“'];
    expect(checkPasswordPolicy('Siaures2026x', { companyNames })).toContain(ErrorCode.passwordContainsContextWord);
    expect(checkPasswordPolicy('VEJAS-2026a', { companyNames })).toContain(ErrorCode.passwordContainsContextWord);
    expect(checkPasswordPolicy('Jurgis2026x', { username: 'jūrgis' })).toContain(ErrorCode.passwordContainsContextWord);
    expect(checkPasswordPolicy('Vasarele7x', { companyNames, username: 'jūrgis' })).toEqual([]);
  });

  it('refuses the old password', () => {
    expect(checkPasswordPolicy('Vasarele7x', { isSameAsOld: true })).toEqual([ErrorCode.passwordSameAsOld]);
  });
});

describe('checkUsername', () => {
  it('needs at least 4 symbols', () => {
    expect(checkUsername('abc')).toEqual([ErrorCode.usernameTooShort]);
    expect(checkUsername('abcd')).toEqual([]);
  });
});
