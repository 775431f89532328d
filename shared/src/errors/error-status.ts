import { ErrorCode } from './error-codes';

// The ONE mapping of errors to statuses, used by both tiers: catalogue key → tRPC code → HTTP status.
// The server's tRPC middleware and REST adapter answer with it; the web client's test mocks answer
// like the server with it. tRPC's own table agrees (server/src/errors/error-status.test.ts).

/** The tRPC error codes the portal answers with (a subset of tRPC's TRPC_ERROR_CODE_KEY). */
export const TrpcErrorCode = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internalServerError: 'INTERNAL_SERVER_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type TrpcErrorCode = (typeof TrpcErrorCode)[keyof typeof TrpcErrorCode];

export const httpStatusByTrpcCode: Record<TrpcErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

// Unlisted keys (validation, wrong credentials, refused input …) are BAD_REQUEST.
const trpcCodeByErrorCode: Partial<Record<ErrorCode, TrpcErrorCode>> = {
  [ErrorCode.notSignedIn]: TrpcErrorCode.unauthorized,
  [ErrorCode.sessionExpired]: TrpcErrorCode.unauthorized,
  [ErrorCode.permissionDenied]: TrpcErrorCode.forbidden,
  [ErrorCode.userLoginForbidden]: TrpcErrorCode.forbidden,
  [ErrorCode.passwordExpired]: TrpcErrorCode.forbidden,
  [ErrorCode.siteClosed]: TrpcErrorCode.serviceUnavailable,
  [ErrorCode.recordNotFound]: TrpcErrorCode.notFound,
  [ErrorCode.documentNotFound]: TrpcErrorCode.notFound,
  [ErrorCode.tooManyAttempts]: TrpcErrorCode.tooManyRequests,
  [ErrorCode.workImplementNotAwaitingAcceptance]: TrpcErrorCode.conflict,
  [ErrorCode.documentNotEditable]: TrpcErrorCode.conflict,
  [ErrorCode.documentChanged]: TrpcErrorCode.conflict,
  [ErrorCode.workflowStepAlreadyDecided]: TrpcErrorCode.conflict,
  [ErrorCode.workflowActionNotAllowed]: TrpcErrorCode.conflict,
  [ErrorCode.participantNotRemovable]: TrpcErrorCode.conflict,
  [ErrorCode.periodNotEditable]: TrpcErrorCode.conflict,
  [ErrorCode.schedulePeriodChanged]: TrpcErrorCode.conflict,
  [ErrorCode.timesheetPeriodChanged]: TrpcErrorCode.conflict,
  [ErrorCode.editSessionNotOpen]: TrpcErrorCode.conflict,
  [ErrorCode.annualLeaveCodeMissing]: TrpcErrorCode.conflict,
  [ErrorCode.overrideWithoutOwnEntry]: TrpcErrorCode.conflict,
  [ErrorCode.periodNotApproved]: TrpcErrorCode.conflict,
  [ErrorCode.periodNotPrepared]: TrpcErrorCode.conflict,
  [ErrorCode.timesheetMonthInProgress]: TrpcErrorCode.conflict,
  [ErrorCode.timesheetMonthPrepared]: TrpcErrorCode.conflict,
  [ErrorCode.workJobAlreadyRunning]: TrpcErrorCode.conflict,
  [ErrorCode.workJobNotRunning]: TrpcErrorCode.conflict,
  [ErrorCode.holidayPlanNotEditable]: TrpcErrorCode.conflict,
  [ErrorCode.employeeActivityChanged]: TrpcErrorCode.conflict,
  [ErrorCode.workflowChanged]: TrpcErrorCode.conflict,
  [ErrorCode.workflowApprovalMappingExists]: TrpcErrorCode.conflict,
  [ErrorCode.importHasErrors]: TrpcErrorCode.conflict,
  [ErrorCode.importAlreadyApplied]: TrpcErrorCode.conflict,
  [ErrorCode.importFileReplaced]: TrpcErrorCode.conflict,
  [ErrorCode.criticalServerError]: TrpcErrorCode.internalServerError,
};

/** The tRPC code an error with this catalogue key is answered with. */
export function trpcCodeOf(code: ErrorCode): TrpcErrorCode {
  return trpcCodeByErrorCode[code] ?? TrpcErrorCode.badRequest;
}

/** The HTTP status of a tRPC code the portal answers with; any other code is a server error. */
export function httpStatusOfTrpcCode(code: string): number {
  return code in httpStatusByTrpcCode ? httpStatusByTrpcCode[code as TrpcErrorCode] : 500;
}

/** The HTTP status an error with this catalogue key is answered with, over tRPC and REST alike. */
export function httpStatusOf(code: ErrorCode): number {
  return httpStatusByTrpcCode[trpcCodeOf(code)];
}
