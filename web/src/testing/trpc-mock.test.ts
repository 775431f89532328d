import { errorCodes, httpStatusOf, trpcCodeOf } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { trpcError } from './trpc-mock';

// The mocks answer like the server: tRPC code and HTTP status from the one shared table, which the
// server's tRPC and REST answers follow too (server/src/errors/error-status.test.ts).
describe('the tRPC mock errors', () => {
  it('answer every catalogue key with the server’s tRPC code and HTTP status', () => {
    for (const errorCode of errorCodes) {
      const error = trpcError(errorCode);
      expect(error.httpStatus, errorCode).toBe(httpStatusOf(errorCode));
      expect(error.shape('documents.get').data, errorCode).toMatchObject({
        code: trpcCodeOf(errorCode),
        httpStatus: httpStatusOf(errorCode),
        errorCode,
      });
    }
  });

  it('refuse a tRPC code the server never sends with the catalogue key', () => {
    expect(() => trpcError('BAD_REQUEST', 'errors.record_with_id_does_not_exist')).toThrow(
      'The server answers errors.record_with_id_does_not_exist with NOT_FOUND, not BAD_REQUEST',
    );
    expect(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist').httpStatus).toBe(404);
    expect(trpcError('INTERNAL_SERVER_ERROR', null).httpStatus).toBe(500);
  });
});
