import { type Envelope, EnvelopeStatus, type Pagination, type Substatus } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../errors/describe-error';
import { type AppRouter, createCaller } from '../trpc/app-router';
import type { AppDeps } from '../trpc/context';
import { createRequestContext } from './request-context';

type Caller = ReturnType<typeof createCaller>;

/** Dotted paths of every procedure of the app router, e.g. 'sessions.usernameAuth'. */
type ProcedurePath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown ? `${Prefix}${K}` : ProcedurePath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type AppProcedurePath = ProcedurePath<Caller>;

export interface RestRequestParts {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** One REST compatibility route: which procedure it calls and how the request maps onto its input. */
export interface RestRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api in Fastify notation, e.g. '/sessions/get-user-type/:username'. */
  path: string;
  procedure: AppProcedurePath;
  /** Maps the request onto the procedure input. Default: the query for GET and DELETE, else the body. */
  input?: (request: RestRequestParts) => unknown;
  /** The result is `{items, pagination}`: answer `items` as data and fill the envelope's pagination. */
  paged?: boolean;
  /** A substatus to send with a successful answer (e.g. password_expired after sign-in). */
  substatus?: (data: unknown) => Substatus | null;
}

export function defineRestRows(rows: RestRow[]): RestRow[] {
  return rows;
}

function resolveProcedure(caller: Caller, path: AppProcedurePath): (input: unknown) => Promise<unknown> {
  let target: unknown = caller;
  for (const segment of path.split('.')) target = (target as Record<string, unknown>)[segment];
  if (typeof target !== 'function') throw new Error(`REST row points at a missing procedure: ${path}`);
  return target as (input: unknown) => Promise<unknown>;
}

/** The REST envelope with every field present (spec 1 §7); a procedure answering nothing (void) has data null. */
export function envelope<TData>(parts: Partial<Envelope<TData>> & Pick<Envelope<TData>, 'status'>): Envelope<TData> {
  return { messages: [], pagination: null, validationErrors: null, substatus: null, ...parts, data: parts.data ?? null };
}

/** Registers every row under /api; each calls the same procedure the web client calls through tRPC. */
export function registerRestRows(app: FastifyInstance, deps: AppDeps, rows: RestRow[]): void {
  for (const row of rows) {
    app.route({
      method: row.method,
      url: `/api${row.path}`,
      handler: async (request: FastifyRequest, reply) => {
        void reply.header('cache-control', 'no-store');
        const parts: RestRequestParts = {
          params: (request.params ?? {}) as Record<string, string>,
          query: (request.query ?? {}) as RestRequestParts['query'],
          body: request.body ?? {},
        };
        try {
          const ctx = await createRequestContext(deps, request);
          const input = row.input ? row.input(parts) : row.method === 'GET' || row.method === 'DELETE' ? parts.query : parts.body;
          const procedure = resolveProcedure(createCaller(ctx), row.procedure);
          const result = await procedure(input);
          if (row.paged) {
            const { items, pagination } = result as { items: unknown[]; pagination: Pagination };
            return envelope({ status: EnvelopeStatus.success, data: items, pagination });
          }
          return envelope({ status: EnvelopeStatus.success, data: result, substatus: row.substatus?.(result) ?? null });
        } catch (error) {
          return replyWithError(request, reply, error, row.procedure);
        }
      },
    });
  }
}

/** Answers an error thrown by a procedure or a service as the envelope, with its HTTP status. */
export function replyWithError(request: FastifyRequest, reply: FastifyReply, error: unknown, label: string): Envelope<null> {
  const described = describeError(error);
  if (described.isUnexpected) request.log.error({ err: error, procedure: label }, 'REST call failed');
  void reply.status(described.httpStatus);
  return envelope({
    status: described.status,
    substatus: described.substatus,
    messages: described.messages,
    validationErrors: described.validationErrors,
    ...(described.isUnexpected ? { requestId: request.id } : {}),
  });
}

export type { AppRouter };
