import { ErrorCode } from '@portal/shared';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import type { AuthenticatedSession } from '../modules/sessions/session-tokens';
import type { Context } from './context';
import { adminProcedure, createCallerFactory, publicProcedure, router, signedInProcedure, workTimeProcedure } from './init';

// The procedure builders on their own, with hand-made sessions: no database needed.
const testRouter = router({
  signedIn: signedInProcedure.query(({ ctx }) => ctx.auth.user.id),
  duringPasswordChange: signedInProcedure.meta({ allowWhilePasswordChangeRequired: true }).query(() => 'allowed'),
  whileSiteClosed: signedInProcedure.meta({ allowWhileSiteClosed: true }).query(() => 'allowed'),
  adminLevelTwo: adminProcedure(2).query(() => 'admin'),
  workTime: workTimeProcedure.query(({ ctx }) => ctx.companyCode),
  throwsDomainError: publicProcedure.query(() => {
    throw new DomainError(ErrorCode.tooManyAttempts, { params: { seconds: 4 } });
  }),
});
const createCaller = createCallerFactory(testRouter);

function session(
  overrides: {
    adminAccess?: number;
    workTimeAccessCompanies?: string[];
    currentCompanyCode?: string | null;
    passwordChangeRequired?: boolean;
  } = {},
): AuthenticatedSession {
  return {
    sessionId: 1,
    currentCompanyCode: overrides.currentCompanyCode === undefined ? 'SV' : overrides.currentCompanyCode,
    appMode: 'stable',
    rememberMe: false,
    passwordChangeRequired: overrides.passwordChangeRequired ?? false,
    user: {
      id: 7,
      username: 'someone',
      adminAccess: overrides.adminAccess ?? 0,
      personnelNo: null,
      type: 'internal',
      workTimeAccessCompanies: overrides.workTimeAccessCompanies ?? [],
    },
  };
}

function callerFor(auth: AuthenticatedSession | null, authFailure: Context['authFailure'] = null, siteClosed = false) {
  const log = { error: () => undefined } as unknown as Context['log'];
  return createCaller({ auth, authFailure, siteClosed, log, request: { requestId: 'request-1' } } as unknown as Context);
}

async function refusal(call: Promise<unknown>): Promise<{ code: string; errorCode: string | undefined }> {
  const error = await call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError;
  return { code: trpcError.code, errorCode: trpcError.cause instanceof DomainError ? trpcError.cause.code : undefined };
}

describe('procedure builders', () => {
  it('refuses a signed-in procedure without a session: not signed in, or expired when a dead token was sent', async () => {
    expect(await refusal(callerFor(null).signedIn())).toEqual({ code: 'UNAUTHORIZED', errorCode: ErrorCode.notSignedIn });
    expect(await refusal(callerFor(null, 'expired').signedIn())).toEqual({ code: 'UNAUTHORIZED', errorCode: ErrorCode.sessionExpired });
    expect(await callerFor(session()).signedIn()).toBe(7);
  });

  it('refuses signed-in procedures while a password change is pending, except those marked for it', async () => {
    const caller = callerFor(session({ passwordChangeRequired: true }));
    expect(await refusal(caller.signedIn())).toEqual({ code: 'FORBIDDEN', errorCode: ErrorCode.passwordExpired });
    expect(await caller.duringPasswordChange()).toBe('allowed');
  });

  it('refuses non-administrators while the site is closed, except procedures marked for it, and admits administrators', async () => {
    const employee = callerFor(session(), null, true);
    expect(await refusal(employee.signedIn())).toEqual({ code: 'SERVICE_UNAVAILABLE', errorCode: ErrorCode.siteClosed });
    expect(await employee.whileSiteClosed()).toBe('allowed');
    expect(await callerFor(session({ adminAccess: 1 }), null, true).signedIn()).toBe(7);
  });

  it('admits an administrator at or above the required level only', async () => {
    expect(await refusal(callerFor(session({ adminAccess: 1 })).adminLevelTwo())).toEqual({
      code: 'FORBIDDEN',
      errorCode: ErrorCode.permissionDenied,
    });
    expect(await refusal(callerFor(null).adminLevelTwo())).toEqual({ code: 'UNAUTHORIZED', errorCode: ErrorCode.notSignedIn });
    expect(await callerFor(session({ adminAccess: 2 })).adminLevelTwo()).toBe('admin');
  });

  it('admits a work-time planner only in a current company of their work-time access', async () => {
    expect(await refusal(callerFor(session({ workTimeAccessCompanies: ['NL'] })).workTime())).toEqual({
      code: 'FORBIDDEN',
      errorCode: ErrorCode.permissionDenied,
    });
    expect(await refusal(callerFor(session({ workTimeAccessCompanies: ['SV'], currentCompanyCode: null })).workTime())).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await callerFor(session({ workTimeAccessCompanies: ['NL', 'SV'] })).workTime()).toBe('SV');
  });

  it('turns a domain error into the tRPC code of its catalogue key', async () => {
    expect(await refusal(callerFor(null).throwsDomainError())).toEqual({ code: 'TOO_MANY_REQUESTS', errorCode: ErrorCode.tooManyAttempts });
  });
});
