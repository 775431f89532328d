import { EnvelopeStatus, ErrorCode, type FieldErrors, httpStatusByTrpcCode, httpStatusOf, Substatus } from '@portal/shared';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { fieldErrorsFromZod } from '../trpc/init';
import { DomainError, trpcCodeFor } from './domain-error';

export interface DescribedError {
  httpStatus: number;
  status: EnvelopeStatus;
  substatus: Substatus | null;
  messages: ErrorCode[];
  validationErrors: FieldErrors | null;
  isUnexpected: boolean;
}

/** How any error thrown by a procedure is answered over REST. */
export function describeError(error: unknown): DescribedError {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  // Only a rejected input is the caller's fault; a ZodError under any other code (a failed output
  // validation is INTERNAL_SERVER_ERROR) is ours and answers 500.
  if (cause instanceof ZodError && error instanceof TRPCError && error.code === 'BAD_REQUEST') {
    const validationErrors = fieldErrorsFromZod(cause);
    // Clients show the first message (spec 1 §8): the field's own key says more than 'invalid value'.
    const messages = [...new Set(Object.values(validationErrors).flat())];
    return {
      httpStatus: httpStatusByTrpcCode.BAD_REQUEST,
      status: EnvelopeStatus.validationError,
      substatus: null,
      messages: messages.length > 0 ? messages : [ErrorCode.invalidValue],
      validationErrors,
      isUnexpected: false,
    };
  }
  if (cause instanceof DomainError) {
    // The status comes from the one table (shared/src/errors/error-status.ts); the envelope adds its own words.
    const base = {
      httpStatus: httpStatusOf(cause.code),
      messages: [cause.code],
      validationErrors: cause.fieldErrors ?? null,
      isUnexpected: false,
    };
    switch (trpcCodeFor(cause.code)) {
      case 'UNAUTHORIZED':
        return { ...base, status: EnvelopeStatus.error, substatus: null };
      case 'FORBIDDEN':
        if (cause.code === ErrorCode.passwordExpired)
          return { ...base, status: EnvelopeStatus.error, substatus: Substatus.passwordExpired };
        if (cause.code === ErrorCode.permissionDenied)
          return { ...base, status: EnvelopeStatus.error, substatus: Substatus.permissionDenied };
        return { ...base, status: EnvelopeStatus.fail, substatus: null };
      case 'NOT_FOUND':
        return { ...base, status: EnvelopeStatus.fail, substatus: Substatus.notFound };
      case 'TOO_MANY_REQUESTS':
        return { ...base, status: EnvelopeStatus.fail, substatus: Substatus.tooManyRequests };
      case 'SERVICE_UNAVAILABLE':
        return { ...base, status: EnvelopeStatus.fail, substatus: Substatus.siteClosed };
      case 'CONFLICT':
        return { ...base, status: EnvelopeStatus.fail, substatus: Substatus.conflict };
      case 'INTERNAL_SERVER_ERROR':
        return { ...base, status: EnvelopeStatus.exception, substatus: null };
      default:
        return { ...base, status: cause.fieldErrors ? EnvelopeStatus.validationError : EnvelopeStatus.fail, substatus: null };
    }
  }
  if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
    return {
      httpStatus: httpStatusByTrpcCode.NOT_FOUND,
      status: EnvelopeStatus.fail,
      substatus: Substatus.notFound,
      messages: [ErrorCode.recordNotFound],
      validationErrors: null,
      isUnexpected: false,
    };
  }
  return {
    httpStatus: httpStatusByTrpcCode.INTERNAL_SERVER_ERROR,
    status: EnvelopeStatus.exception,
    substatus: null,
    messages: [ErrorCode.criticalServerError],
    validationErrors: null,
    isUnexpected: true,
  };
}
