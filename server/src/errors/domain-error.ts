import { ErrorCode, type FieldErrors } from '@portal/shared';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The one error type services throw: a catalogue key, optional parameters and field errors.
 * tRPC's error formatter and the REST envelope both render it; the client translates the key.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: ErrorCode, options: { params?: Record<string, string | number>; fieldErrors?: FieldErrors } = {}) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
  }

  static forField(field: string, ...codes: ErrorCode[]): DomainError {
    return new DomainError(codes[0] ?? ErrorCode.invalidValue, { fieldErrors: { [field]: codes } });
  }
}

// The ONE table from catalogue keys to tRPC codes (and so to HTTP statuses). Unlisted keys are BAD_REQUEST.
const trpcCodeByErrorCode: Partial<Record<ErrorCode, TRPC_ERROR_CODE_KEY>> = {
  [ErrorCode.notSignedIn]: 'UNAUTHORIZED',
  [ErrorCode.sessionExpired]: 'UNAUTHORIZED',
  [ErrorCode.permissionDenied]: 'FORBIDDEN',
  [ErrorCode.userLoginForbidden]: 'FORBIDDEN',
  [ErrorCode.passwordExpired]: 'FORBIDDEN',
  [ErrorCode.siteClosed]: 'SERVICE_UNAVAILABLE',
  [ErrorCode.recordNotFound]: 'NOT_FOUND',
  [ErrorCode.documentNotFound]: 'NOT_FOUND',
  [ErrorCode.tooManyAttempts]: 'TOO_MANY_REQUESTS',
  [ErrorCode.workImplementNotAwaitingAcceptance]: 'CONFLICT',
  [ErrorCode.documentNotEditable]: 'CONFLICT',
  [ErrorCode.documentChanged]: 'CONFLICT',
  [ErrorCode.workflowStepAlreadyDecided]: 'CONFLICT',
  [ErrorCode.workflowActionNotAllowed]: 'CONFLICT',
  [ErrorCode.participantNotRemovable]: 'CONFLICT',
  [ErrorCode.criticalServerError]: 'INTERNAL_SERVER_ERROR',
};

export function trpcCodeFor(code: ErrorCode): TRPC_ERROR_CODE_KEY {
  return trpcCodeByErrorCode[code] ?? 'BAD_REQUEST';
}
