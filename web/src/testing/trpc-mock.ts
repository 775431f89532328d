import type { AppRouter } from '@portal/server/app-router';
import type { ErrorCode, FieldErrors } from '@portal/shared';
import type { inferRouterInputs, inferRouterOutputs, TRPC_ERROR_CODE_KEY } from '@trpc/server';
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

const httpStatusByCode: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};
const jsonRpcCodeByCode: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  TOO_MANY_REQUESTS: -32029,
  INTERNAL_SERVER_ERROR: -32603,
  SERVICE_UNAVAILABLE: -32603,
};

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

  get httpStatus(): number {
    return httpStatusByCode[this.code] ?? 500;
  }

  shape(path: string) {
    return {
      message: this.errorCode ?? this.code,
      code: jsonRpcCodeByCode[this.code] ?? -32603,
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

export function trpcError(
  code: TRPC_ERROR_CODE_KEY,
  errorCode: ErrorCode | null,
  options: { fieldErrors?: FieldErrors; requestId?: string } = {},
): TrpcMockError {
  return new TrpcMockError(code, errorCode, options.fieldErrors ?? null, options.requestId ?? 'test-request-id');
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
