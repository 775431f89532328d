import { type ErrorCode, type FieldErrors, isErrorCode } from '@portal/shared/errors/error-codes';
import type { AppRouter } from '@portal/server/app-router';
import { TRPCClientError } from '@trpc/client';

export type ApiError = TRPCClientError<AppRouter>;

// Reading of tRPC errors as the server formats them (server/src/trpc/init.ts errorFormatter).

export function isApiError(error: unknown): error is ApiError {
  return error instanceof TRPCClientError;
}

/** The catalogue key the server sent, or null (a network failure or a response that is not ours). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!isApiError(error)) return null;
  const code = error.data?.errorCode;
  return isErrorCode(code) ? code : null;
}

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  return error.data?.fieldErrors ?? {};
}

export function requestIdOf(error: unknown): string | null {
  return isApiError(error) ? (error.data?.requestId ?? null) : null;
}

function httpStatusOf(error: unknown): number | null {
  return isApiError(error) ? (error.data?.httpStatus ?? null) : null;
}

/** HTTP 401: the session is missing, expired or revoked. */
export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401 || (isApiError(error) && error.data?.code === 'UNAUTHORIZED');
}

export function isPermissionDenied(error: unknown): boolean {
  return errorCodeOf(error) === 'errors.permission_denied';
}

/** The password expired or must be changed before anything else is allowed. */
export function isPasswordChangeRequired(error: unknown): boolean {
  return errorCodeOf(error) === 'errors.password_expired';
}

/** The site is closed for maintenance (HTTP 503): the server admits administrators only. */
export function isSiteClosed(error: unknown): boolean {
  return errorCodeOf(error) === 'errors.site_closed';
}

/** A server failure (HTTP 5xx) rather than a refusal: only a request id reaches the client. */
export function isCriticalServerError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return (status !== null && status >= 500 && status !== 503) || (isApiError(error) && error.data?.code === 'INTERNAL_SERVER_ERROR');
}

/** No answer from the server at all (offline, DNS, a proxy refusing the connection). */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && error.data === undefined && httpStatusOf(error) === null;
}

/**
 * The "first server message" of spec 1 §8. A validation failure carries the generic invalid-value key
 * plus one key per field; the first field's key says more, so it wins.
 */
export function firstErrorCode(error: unknown): ErrorCode | null {
  const code = errorCodeOf(error);
  if (code !== null && code !== 'validation.invalid_value') return code;
  const firstFieldCode = Object.values(fieldErrorsOf(error)).flat()[0];
  return firstFieldCode ?? code;
}
