import type { AppRouter } from '@portal/server/app-router';
import { type ErrorCode, type FieldErrors, httpStatusOfTrpcCode, isErrorCode, trpcCodeOf } from '@portal/shared';
import type { inferRouterInputs, inferRouterOutputs, TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { http, HttpResponse } from 'msw';
import superjson from 'superjson';

// Answers the tRPC client's batched HTTP calls by procedure name, in the wire format of the server
// (superjson, server/src/trpc/init.ts errorFormatter), so components run against realistic answers.

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type RouterKey = keyof Outputs & string;

export type ProcedurePath = { [R in RouterKey]: `${R}.${keyof Outputs[R] & string}` }[RouterKey];
export type OutputOf<P extends ProcedurePath> = P extends `${infer R}.${infer N}`
  ? R extends RouterKey
    ? N extends keyof Outputs[R]
      ? Outputs[R][N]
      : never
    : never
  : never;
export type InputOf<P extends ProcedurePath> = P extends `${infer R}.${infer N}`
  ? R extends RouterKey
    ? N extends keyof Inputs[R]
      ? Inputs[R][N]
      : never
    : never
  : never;

export type ProcedureResolver<P extends ProcedurePath> = (input: InputOf<P>) => OutputOf<P> | Promise<OutputOf<P>>;
export type ProcedureMocks = { [P in ProcedurePath]?: ProcedureResolver<P> };

export interface RecordedCall {
  path: string;
  input: unknown;
  headers: Headers;
}

/** Thrown by a resolver to answer with a tRPC error the way the server formats it. */
export class TrpcMockError extends Error {
  constructor(
    readonly code: TRPC_ERROR_CODE_KEY,
    readonly errorCode: ErrorCode | null,
    readonly fieldErrors: FieldErrors | null = null,
    readonly requestId: string | null = 'test-request-id',
  ) {
    super(errorCode ?? code);
  }

  /** As the server answers: the one table of shared/src/errors/error-status.ts. */
  get httpStatus(): number {
    return httpStatusOfTrpcCode(this.code);
  }

  shape(path: string) {
    return {
      message: this.errorCode ?? this.code,
      code: TRPC_ERROR_CODES_BY_KEY[this.code],
      data: {
        code: this.code,
        httpStatus: this.httpStatus,
        path,
        errorCode: this.errorCode,
        params: {},
        fieldErrors: this.fieldErrors,
        requestId: this.requestId,
      },
    };
  }
}

interface TrpcErrorOptions {
  fieldErrors?: FieldErrors;
  requestId?: string;
}

/**
 * The server's answer to a procedure that threw `errorCode`: its tRPC code and HTTP status come from
 * the shared table, as on the server. The form with an explicit tRPC code is for answers without a
 * catalogue key (null) and refuses a code the server would not send with the key.
 */
export function trpcError(errorCode: ErrorCode, options?: TrpcErrorOptions): TrpcMockError;
export function trpcError(code: TRPC_ERROR_CODE_KEY, errorCode: ErrorCode | null, options?: TrpcErrorOptions): TrpcMockError;
export function trpcError(
  first: ErrorCode | TRPC_ERROR_CODE_KEY,
  second?: ErrorCode | null | TrpcErrorOptions,
  third: TrpcErrorOptions = {},
): TrpcMockError {
  if (isErrorCode(first)) {
    const options = (second ?? {}) as TrpcErrorOptions;
    return new TrpcMockError(trpcCodeOf(first), first, options.fieldErrors ?? null, options.requestId ?? 'test-request-id');
  }
  const errorCode = (second ?? null) as ErrorCode | null;
  if (errorCode && trpcCodeOf(errorCode) !== first) {
    throw new Error(`The server answers ${errorCode} with ${trpcCodeOf(errorCode)}, not ${first}`);
  }
  return new TrpcMockError(first, errorCode, third.fieldErrors ?? null, third.requestId ?? 'test-request-id');
}

async function readInputs(request: Request, url: URL): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  const text = await request.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Procedures a test did not expect: each fails the test (see setup.ts). */
export const unexpectedProcedures: string[] = [];

export function trpcHandler(mocks: ProcedureMocks, calls: RecordedCall[]) {
  return http.all('*/trpc/:procedures', async ({ request }) => {
    const url = new URL(request.url);
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const inputs = await readInputs(request, url);
    const answers = await Promise.all(
      paths.map(async (path, index) => {
        const serialized = inputs[String(index)];
        const input =
          serialized === undefined ? undefined : superjson.deserialize(serialized as Parameters<typeof superjson.deserialize>[0]);
        calls.push({ path, input, headers: request.headers });
        const resolver = (mocks as Record<string, ((input: unknown) => unknown) | undefined>)[path];
        try {
          if (!resolver) {
            unexpectedProcedures.push(path);
            throw trpcError('NOT_FOUND', null);
          }
          return { status: 200, body: { result: { data: superjson.serialize(await resolver(input)) } } };
        } catch (error) {
          if (!(error instanceof TrpcMockError)) throw error;
          return { status: error.httpStatus, body: { error: superjson.serialize(error.shape(path)) } };
        }
      }),
    );
    // Like the server: one status for a batch that agrees, 207 for a mixed one.
    const statuses = new Set(answers.map((answer) => answer.status));
    const status = statuses.size === 1 ? answers[0]!.status : 207;
    return HttpResponse.json(
      answers.map((answer) => answer.body),
      { status },
    );
  });
}
