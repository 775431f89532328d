import { i18n } from '@lingui/core';
import { errorCodes } from '@portal/shared';
import type { AppRouter } from '@portal/server/app-router';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { firstErrorCode } from './api-errors';
import { describeError, errorKeyText, errorMessages } from './error-messages';

function serverError(data: Record<string, unknown>) {
  return TRPCClientError.from<AppRouter>({ error: { message: 'x', code: -32600, data } } as never);
}

describe('error messages', () => {
  it('word every catalogue key under that key as message id (admin overrides and the server use it)', () => {
    for (const code of errorCodes) expect(errorMessages[code].id).toBe(code);
  });

  it('are translated into Lithuanian', () => {
    for (const code of errorCodes) expect(i18n._(errorMessages[code])).not.toBe(code);
  });

  it('prefer the first field error over the generic invalid-value key', () => {
    const error = serverError({
      errorCode: 'validation.invalid_value',
      fieldErrors: { username: ['validation.required'] },
      httpStatus: 400,
    });
    expect(firstErrorCode(error)).toBe('validation.required');
    expect(firstErrorCode(serverError({ errorCode: 'errors.no_such_token', fieldErrors: { token: ['errors.no_such_token'] } }))).toBe(
      'errors.no_such_token',
    );
  });

  it('falls back to a general text for answers without a catalogue key', () => {
    expect(i18n._(describeError(serverError({ errorCode: null, fieldErrors: null, httpStatus: 400 })))).toBe(
      'Užklausa nepavyko. Bandykite dar kartą.',
    );
    expect(i18n._(describeError(new TRPCClientError('fetch failed')))).toBe(
      'Nepavyko susisiekti su serveriu. Patikrinkite ryšį ir bandykite dar kartą.',
    );
  });

  it('word a form error held as a catalogue key, and a message without a key as an invalid value', () => {
    expect(errorKeyText(i18n, 'validation.required')).toBe('Šis laukas privalomas.');
    expect(errorKeyText(i18n, 'Too small: expected string to have >=1 characters')).toBe('Neteisinga reikšmė.');
    expect(errorKeyText(i18n, undefined)).toBeUndefined();
    expect(errorKeyText(i18n, '')).toBeUndefined();
  });
});
