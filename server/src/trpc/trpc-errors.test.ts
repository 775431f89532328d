import { ErrorCode } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { bearer, signInToken, startTestApp, type TestHarness } from '../testing/test-app';

let harness: TestHarness;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => {
  await harness?.close();
});

interface TrpcErrorBody {
  error: { json: { message: string; code: number; data: Record<string, unknown> } };
}

/** A tRPC mutation over HTTP, input in the superjson wire format the web client sends. */
function mutate(path: string, input: unknown, token?: string) {
  return harness.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: JSON.stringify({ json: input }),
  });
}

describe('tRPC errors over /trpc', () => {
  it('carries field errors with catalogue keys on a validation failure', async () => {
    const response = await mutate('users.requestPasswordReset', { username: '   ', isAdmin: true });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as TrpcErrorBody;
    expect(error.json.message).toBe(ErrorCode.invalidValue);
    expect(error.json.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      path: 'users.requestPasswordReset',
      errorCode: ErrorCode.invalidValue,
      fieldErrors: { username: [ErrorCode.fieldRequired], isAdmin: [ErrorCode.invalidValue] },
    });
    expect(error.json.data.stack).toBeUndefined();
    expect(await harness.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });

  it('carries the catalogue key of a domain error in data.errorCode', async () => {
    const response = await mutate('sessions.usernameAuth', { username: 'admin', password: 'Wrong1234' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as TrpcErrorBody;
    expect(error.json.message).toBe(ErrorCode.usernameOrPasswordIncorrect);
    expect(error.json.data).toMatchObject({ code: 'BAD_REQUEST', errorCode: ErrorCode.usernameOrPasswordIncorrect, fieldErrors: null });
    expect(error.json.data.stack).toBeUndefined();
  });

  it('carries the field errors of a domain error too', async () => {
    const user = await createUser(harness.db, { username: 'trpc-company' });
    const token = await signInToken(harness.app, user.username, user.password);
    const response = await mutate('users.changeCompany', { code: 'NL' }, token);
    const { error } = response.json() as TrpcErrorBody;
    expect(response.statusCode).toBe(400);
    expect(error.json.data).toMatchObject({
      errorCode: ErrorCode.companyNotAvailable,
      fieldErrors: { code: [ErrorCode.companyNotAvailable] },
    });
  });

  it('maps domain errors onto their HTTP status: 401 for no session, 403 for a pending password change', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: '/trpc/users.me' });
    expect(anonymous.statusCode).toBe(401);
    expect((anonymous.json() as TrpcErrorBody).error.json.data).toMatchObject({ code: 'UNAUTHORIZED', errorCode: ErrorCode.notSignedIn });

    const user = await createUser(harness.db, { username: 'trpc-forced', forcePasswordChange: true });
    const token = await signInToken(harness.app, user.username, user.password);
    const refused = await harness.app.inject({ method: 'GET', url: '/trpc/companies.current', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as TrpcErrorBody).error.json.data).toMatchObject({ code: 'FORBIDDEN', errorCode: ErrorCode.passwordExpired });
  });

  it('answers a successful call in the superjson wire format', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/trpc/sessions.preAuthSettings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { json: { siteClosed: false, environmentName: 'Demo' } } } });
  });
});
