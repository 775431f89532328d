import type { AppRouter } from '@portal/server/app-router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson, { type SuperJSONResult, type SuperJSONValue } from 'superjson';
import { storedAppMode } from './app-mode';
import { readStorage, StorageKey } from './storage';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/**
 * superjson, reading each answer in place: the answer was just parsed for this call alone, so the deep
 * copy superjson makes by default (a month table: tens of thousands of values) is not needed.
 */
export const clientTransformer = {
  serialize: (value: SuperJSONValue) => superjson.serialize(value),
  deserialize: (payload: SuperJSONResult) => superjson.deserialize(payload, { inPlace: true }),
};

/** Headers every call carries (spec 1 §7): the bearer token, the chosen company and the app mode. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'x-app-mode': storedAppMode() };
  const token = readStorage(StorageKey.sessionToken);
  if (token) headers.authorization = `Bearer ${token}`;
  const companyCode = readStorage(StorageKey.companyCode);
  if (companyCode) headers['x-company-code'] = companyCode;
  return headers;
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        // Absolute, so the same client works in the browser and under the test runner's fetch.
        url: `${window.location.origin}/trpc`,
        transformer: clientTransformer,
        // Read per request: sign-in, sign-out and a company change take effect on the next call.
        headers: requestHeaders,
      }),
    ],
  });
}
