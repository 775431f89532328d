import { ErrorCode } from '@portal/shared';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';
import { describeError } from './describe-error';
import { DomainError } from './domain-error';

function zodErrorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.error;
}

describe('describeError', () => {
  it('answers a rejected input as a 400 validation_error keyed by field, its keys first among the messages', () => {
    const schema = z.strictObject({
      username: z.string().min(1, ErrorCode.fieldRequired),
      code: z.enum(['lt', 'en'], { error: ErrorCode.languageNotSupported }),
    });
    const cause = zodErrorOf(schema, { username: '', code: 'xx' });
    expect(describeError(new TRPCError({ code: 'BAD_REQUEST', cause }))).toEqual({
      httpStatus: 400,
      status: 'validation_error',
      substatus: null,
      messages: [ErrorCode.fieldRequired, ErrorCode.languageNotSupported],
      validationErrors: { username: [ErrorCode.fieldRequired], code: [ErrorCode.languageNotSupported] },
      isUnexpected: false,
    });
  });

  it('answers a failed output validation as an unexpected 500, not as the caller’s validation error', () => {
    const cause = zodErrorOf(z.object({ id: z.number() }), { id: 'x' });
    const described = describeError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed', cause }));
    expect(described).toMatchObject({ httpStatus: 500, status: 'exception', validationErrors: null, isUnexpected: true });
    expect(described.messages).toEqual([ErrorCode.criticalServerError]);
  });

  it.each([
    [ErrorCode.notSignedIn, 401, 'error', null],
    [ErrorCode.sessionExpired, 401, 'error', null],
    [ErrorCode.passwordExpired, 403, 'error', 'password_expired'],
    [ErrorCode.permissionDenied, 403, 'error', 'permission_denied'],
    [ErrorCode.userLoginForbidden, 403, 'fail', null],
    [ErrorCode.recordNotFound, 404, 'fail', 'not_found'],
    [ErrorCode.tooManyAttempts, 429, 'fail', 'too_many_requests'],
    [ErrorCode.siteClosed, 503, 'fail', 'site_closed'],
    [ErrorCode.usernameOrPasswordIncorrect, 400, 'fail', null],
  ])('answers the domain error %s with HTTP %i, status %s, substatus %s', (code, httpStatus, status, substatus) => {
    const described = describeError(new TRPCError({ code: 'BAD_REQUEST', cause: new DomainError(code) }));
    expect(described).toEqual({ httpStatus, status, substatus, messages: [code], validationErrors: null, isUnexpected: false });
  });

  it('answers a domain error with field errors as a validation_error carrying them', () => {
    const described = describeError(
      new TRPCError({ code: 'BAD_REQUEST', cause: DomainError.forField('password', ErrorCode.currentPasswordIncorrect) }),
    );
    expect(described).toMatchObject({
      httpStatus: 400,
      status: 'validation_error',
      validationErrors: { password: [ErrorCode.currentPasswordIncorrect] },
    });
  });

  it('answers anything else as an unexpected 500 with only the critical-error key', () => {
    const described = describeError(new Error('relation "users" does not exist'));
    expect(described).toEqual({
      httpStatus: 500,
      status: 'exception',
      substatus: null,
      messages: [ErrorCode.criticalServerError],
      validationErrors: null,
      isUnexpected: true,
    });
  });
});

describe('the tRPC error formatter', () => {
  const testRouter = router({
    badOutput: publicProcedure.output(z.object({ id: z.number() })).query(() => ({ id: 'not a number' }) as unknown as { id: number }),
    strictInput: publicProcedure
      .input(z.strictObject({ name: z.string().min(1, ErrorCode.fieldRequired) }))
      .query(({ input }) => input.name),
    domain: publicProcedure.query(() => {
      throw DomainError.forField('code', ErrorCode.companyNotAvailable);
    }),
  });
  const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as Context['log'];

  async function call(path: string, input?: unknown) {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request(`http://portal.test/trpc/${path}${query}`),
      router: testRouter,
      createContext: () => ({ log: silentLog, request: { requestId: 'request-1' } }) as unknown as Context,
    });
    return {
      status: response.status,
      error: ((await response.json()) as { error: { json: { message: string; data: Record<string, unknown> } } }).error.json,
    };
  }

  it('renders a failed output validation as a critical server error without field errors', async () => {
    const { status, error } = await call('badOutput');
    expect(status).toBe(500);
    expect(error.message).toBe(ErrorCode.criticalServerError);
    expect(error.data).toMatchObject({ errorCode: ErrorCode.criticalServerError, fieldErrors: null, requestId: 'request-1' });
    expect(error.data.stack).toBeUndefined();
  });

  it('renders a rejected input with field errors, unknown keys named', async () => {
    const { status, error } = await call('strictInput', { name: '', isAdmin: true });
    expect(status).toBe(400);
    expect(error.data).toMatchObject({
      errorCode: ErrorCode.invalidValue,
      fieldErrors: { name: [ErrorCode.fieldRequired], isAdmin: [ErrorCode.invalidValue] },
    });
  });

  it('renders a domain error with its catalogue key and field errors', async () => {
    const { status, error } = await call('domain');
    expect(status).toBe(400);
    expect(error.message).toBe(ErrorCode.companyNotAvailable);
    expect(error.data).toMatchObject({ errorCode: ErrorCode.companyNotAvailable, fieldErrors: { code: [ErrorCode.companyNotAvailable] } });
  });
});
