import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { passwordChangeFieldsSchema } from './users.schemas';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('passwordChangeFieldsSchema', () => {
  it('accepts a new password that keeps the policy and is confirmed', () => {
    const schema = passwordChangeFieldsSchema({ withCurrentPassword: true, username: 'employee' });
    expect(schema.safeParse({ password: 'Demo1234', newPassword: 'Rudenelis2026', passwordConfirmation: 'Rudenelis2026' }).success).toBe(
      true,
    );
  });

  it('asks for every field, the current password only for an own change', () => {
    const empty = { password: '', newPassword: '', passwordConfirmation: '' };
    expect(issuesOf(passwordChangeFieldsSchema({ withCurrentPassword: true }).safeParse(empty))).toEqual([
      ['password', ErrorCode.fieldRequired],
      ['newPassword', ErrorCode.fieldRequired],
      ['passwordConfirmation', ErrorCode.fieldRequired],
    ]);
    expect(issuesOf(passwordChangeFieldsSchema({ withCurrentPassword: false }).safeParse(empty))).toEqual([
      ['newPassword', ErrorCode.fieldRequired],
      ['passwordConfirmation', ErrorCode.fieldRequired],
    ]);
  });

  it('names the policy rules the new password breaks, the username among them', () => {
    const schema = passwordChangeFieldsSchema({ withCurrentPassword: false, username: 'petraitis' });
    const result = schema.safeParse({ password: '', newPassword: 'Petraitis1', passwordConfirmation: 'Petraitis1' });
    expect(issuesOf(result)).toEqual([['newPassword', ErrorCode.passwordContainsContextWord]]);
    expect(issuesOf(schema.safeParse({ password: '', newPassword: 'short', passwordConfirmation: 'short' }))).toEqual([
      ['newPassword', ErrorCode.passwordTooShort],
      ['newPassword', ErrorCode.passwordNeedsUpperCase],
      ['newPassword', ErrorCode.passwordNeedsDigit],
    ]);
  });

  it('refuses a confirmation that differs from the new password on the confirmation field', () => {
    const schema = passwordChangeFieldsSchema({ withCurrentPassword: false });
    const result = schema.safeParse({ password: '', newPassword: 'Rudenelis2026', passwordConfirmation: 'Rudenelis2025' });
    expect(issuesOf(result)).toEqual([['passwordConfirmation', ErrorCode.passwordsDoNotMatch]]);
  });
});
