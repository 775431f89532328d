import { ErrorCode, type FieldErrors, trpcCodeOf } from '@portal/shared';
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

/**
 * The tRPC code of a catalogue key: the one table in shared/src/errors/error-status.ts, which the REST
 * adapter and the web client's test mocks use too. Its codes are tRPC's own (checked here by the type).
 */
export function trpcCodeFor(code: ErrorCode): TRPC_ERROR_CODE_KEY {
  const trpcCode: TRPC_ERROR_CODE_KEY = trpcCodeOf(code);
  return trpcCode;
}
