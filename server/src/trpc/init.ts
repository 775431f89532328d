import { ErrorCode, type FieldErrors, hasWorkTimeAccess, isErrorCode } from '@portal/shared';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { DomainError, trpcCodeFor } from '../errors/domain-error';
import type { AuthenticatedSession, Context } from './context';
import { portalTransformer } from './transformer';

export interface ProcedureMeta {
  /** Reachable while the user must still change an expired or forced password. */
  allowWhilePasswordChangeRequired?: boolean;
  /** Reachable by non-administrators while the site is closed (site_settings.site_closed). */
  allowWhileSiteClosed?: boolean;
}

/** Field errors of a zod failure, keyed by the dotted input path, valued with catalogue keys. */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const code = isErrorCode(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? ErrorCode.fieldRequired
        : ErrorCode.invalidValue;
    // Unknown keys of a strict object are named one by one, so the client sees which field it must not send.
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.length > 0 ? issue.path.join('.') : '_'];
    for (const field of fields) (fieldErrors[field] ??= []).push(code);
  }
  return fieldErrors;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: portalTransformer,
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      // Input validation only: a failed output validation is an INTERNAL_SERVER_ERROR with a ZodError cause.
      const isZod = cause instanceof ZodError && error.code === 'BAD_REQUEST';
      const isDomain = cause instanceof DomainError;
      const internal = error.code === 'INTERNAL_SERVER_ERROR' && !isDomain;
      return {
        // Never a stack, SQL or internal message to the client: only catalogue keys.
        message: isDomain ? cause.code : isZod ? ErrorCode.invalidValue : internal ? ErrorCode.criticalServerError : error.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          errorCode: isDomain ? cause.code : isZod ? ErrorCode.invalidValue : internal ? ErrorCode.criticalServerError : null,
          params: isDomain ? cause.params : {},
          fieldErrors: isZod ? fieldErrorsFromZod(cause) : isDomain ? (cause.fieldErrors ?? null) : null,
          requestId: ctx?.request.requestId ?? null,
        },
      };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// Converts DomainErrors thrown by services into TRPCErrors with the right code (tRPC v11:
// a failed next() returns a result, it does not throw).
const domainErrors = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof DomainError && !(result.error.code === trpcCodeFor(cause.code))) {
      throw new TRPCError({ code: trpcCodeFor(cause.code), message: cause.code, cause });
    }
    if (result.error.code === 'INTERNAL_SERVER_ERROR' && !(cause instanceof DomainError)) {
      ctx.log.error({ err: result.error.cause ?? result.error, path, requestId: ctx.request.requestId }, 'procedure failed');
    }
  }
  return result;
});

// A mutation may change what the request's viewer remembered (a document's state, a permission):
// whatever runs after it in the same batch looks its facts up afresh.
const viewerForgetsAfterMutations = t.middleware(async ({ ctx, type, next }) => {
  if (type !== 'mutation') return next();
  try {
    return await next();
  } finally {
    ctx.viewer?.forget();
  }
});

export const publicProcedure = t.procedure.use(domainErrors).use(viewerForgetsAfterMutations);

/**
 * The session a signed-in call runs under, or the refusal: no live session; the site closed to
 * non-administrators (at once, not only at their next sign-in); a pending forced password change.
 */
export function requireSignedIn(ctx: Context, meta: ProcedureMeta | undefined): AuthenticatedSession {
  if (!ctx.auth) throw new DomainError(ctx.authFailure === 'expired' ? ErrorCode.sessionExpired : ErrorCode.notSignedIn);
  if (ctx.siteClosed && ctx.auth.user.adminAccess <= 0 && !meta?.allowWhileSiteClosed) throw new DomainError(ErrorCode.siteClosed);
  if (ctx.auth.passwordChangeRequired && !meta?.allowWhilePasswordChangeRequired) throw new DomainError(ErrorCode.passwordExpired);
  return ctx.auth;
}

/** Signed in with a live session (requireSignedIn). */
export const signedInProcedure = publicProcedure.use(({ ctx, meta, next }) => next({ ctx: { ...ctx, auth: requireSignedIn(ctx, meta) } }));

/** Administrators whose adminAccess is at least `minLevel`. */
export function adminProcedure(minLevel = 1) {
  return signedInProcedure.use(({ ctx, next }) => {
    if (ctx.auth.user.adminAccess < minLevel) throw new DomainError(ErrorCode.permissionDenied);
    return next();
  });
}

/** Work-time planners: the session's current company must be one of the user's work-time companies. */
export const workTimeProcedure = signedInProcedure.use(({ ctx, next }) => {
  const company = ctx.auth.currentCompanyCode;
  if (!company || !hasWorkTimeAccess({ currentCompanyCode: company, workTimeAccessCompanies: ctx.auth.user.workTimeAccessCompanies })) {
    throw new DomainError(ErrorCode.permissionDenied);
  }
  return next({ ctx: { ...ctx, companyCode: company } });
});
