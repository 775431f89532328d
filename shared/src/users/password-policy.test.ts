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
