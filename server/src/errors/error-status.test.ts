import { type ErrorCode, errorCodes, httpStatusByTrpcCode, httpStatusOf, trpcCodeOf } from '@portal/shared';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';
import { describeError } from './describe-error';
import { DomainError } from './domain-error';

// One error-to-HTTP mapping (shared/src/errors/error-status.ts): tRPC's own statuses agree with it,
// and a DomainError answers with its status over tRPC and over REST alike. The web client's test
// mocks answer from the same table (web/src/testing/trpc-mock.test.ts).

const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as Context['log'];
const testRouter = router({
  fail: publicProcedure.input(z.object({ code: z.string() })).query(({ input }) => {
    throw new DomainError(input.code as ErrorCode);
  }),
});

async function statusOverTrpc(code: ErrorCode) {
  const input = encodeURIComponent(JSON.stringify({ json: { code } }));
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://portal.test/trpc/fail?input=${input}`),
    router: testRouter,
    createContext: () => ({ log: silentLog, request: { requestId: 'request-1' } }) as unknown as Context,
  });
  const body = (await response.json()) as { error: { json: { data: { code: string; httpStatus: number; errorCode: string } } } };
  return { status: response.status, data: body.error.json.data };
}

describe('the one error-to-HTTP mapping', () => {
  it('gives every tRPC code the status tRPC itself answers with', () => {
    for (const [code, status] of Object.entries(httpStatusByTrpcCode)) {
      expect(getHTTPStatusCodeFromError(new TRPCError({ code: code as keyof typeof httpStatusByTrpcCode })), code).toBe(status);
    }
  });

  it('answers every catalogue key with the same status over tRPC and over REST', async () => {
    for (const code of errorCodes) {
      const overTrpc = await statusOverTrpc(code);
      expect(overTrpc, code).toEqual({
        status: httpStatusOf(code),
        data: expect.objectContaining({ code: trpcCodeOf(code), errorCode: code }),
      });
      expect(overTrpc.data.httpStatus, code).toBe(httpStatusOf(code));
      expect(describeError(new DomainError(code)).httpStatus, code).toBe(httpStatusOf(code));
    }
  });
});
