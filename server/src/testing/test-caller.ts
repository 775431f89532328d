import { randomUUID } from 'node:crypto';
import type { AppMode, ErrorCode, FieldErrors } from '@portal/shared';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, expect } from 'vitest';
import { ZodError } from 'zod';
import { DomainError, trpcCodeFor } from '../errors/domain-error';
import { contextFor } from '../plugins/request-context';
import { createCaller } from '../trpc/app-router';
import { fieldErrorsFromZod } from '../trpc/init';
import { type DemoUser, type RestClient, restClient } from './rest-client';
import { depsOf, openSession, startTestApp, TEST_REQUEST, type TestHarness } from './test-app';

export { openSession };

/** The typed server-side caller of the app router: inputs and outputs as the procedures declare them. */
export type AppCaller = ReturnType<typeof createCaller>;

export interface CallerOptions {
  /** The x-app-mode header's value. */
  appMode?: AppMode;
  /** The x-company-code header's value (informational: the session's company is authoritative). */
  requestedCompanyCode?: string;
}

/**
 * A caller whose every call builds its context as plugins/request-context.ts does for one HTTP
 * request: the session behind the token is authenticated afresh (expiry, revocation, a switched
 * company and the test clock all apply), with request meta and the app mode. No token: signed out.
 */
export function callerWithToken(harness: TestHarness, token: string | null, options: CallerOptions = {}): AppCaller {
  return createCaller(() =>
    contextFor(depsOf(harness), {
      token,
      request: { requestId: randomUUID(), ...TEST_REQUEST },
      appMode: options.appMode ?? 'stable',
      requestedCompanyCode: options.requestedCompanyCode ?? null,
    }),
  );
}

/** A typed caller signed in as a demo user (or any username) through a fresh session. */
export async function callerAs(harness: TestHarness, username: DemoUser | (string & {}), options: CallerOptions = {}): Promise<AppCaller> {
  return callerWithToken(harness, await openSession(harness, username), options);
}

export interface DemoCallers {
  harness: TestHarness;
  /** One signed-in typed caller per demo user. */
  as: Record<DemoUser, AppCaller>;
  /** A caller without a session. */
  anonymous: AppCaller;
  /** The bearer tokens of the same sessions, for the REST rows. */
  tokens: Record<DemoUser, string>;
  client: RestClient;
}

const demoUsers: readonly DemoUser[] = ['employee', 'manager', 'admin', 'planner', 'viewer'];

/** One seeded app for the whole test file with a session per demo user; closed after the file. */
export function useDemoCallers(): DemoCallers {
  const api = {} as DemoCallers;
  beforeAll(async () => {
    api.harness = await startTestApp();
    api.client = restClient(api.harness.app);
    const tokens = await Promise.all(demoUsers.map((username) => openSession(api.harness, username)));
    api.tokens = Object.fromEntries(demoUsers.map((username, index) => [username, tokens[index]!])) as Record<DemoUser, string>;
    api.as = Object.fromEntries(demoUsers.map((username) => [username, callerWithToken(api.harness, api.tokens[username])])) as Record<
      DemoUser,
      AppCaller
    >;
    api.anonymous = callerWithToken(api.harness, null);
  });
  afterAll(async () => {
    await api.harness?.close();
  });
  return api;
}

async function rejection(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    (result) => {
      throw new Error(`expected the call to be refused, it answered ${JSON.stringify(result)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** The call is refused with this catalogue key, under the tRPC code (and so HTTP status) the catalogue maps it to. */
export async function expectDomainError(call: Promise<unknown>, code: ErrorCode): Promise<DomainError> {
  const error = await rejection(call);
  expect(error.cause, error.message).toBeInstanceOf(DomainError);
  const cause = error.cause as DomainError;
  expect(cause.code).toBe(code);
  expect(error.code).toBe(trpcCodeFor(code));
  return cause;
}

/**
 * The call is refused as a validation error naming the field (zod's dotted input path, or a domain
 * rule's field), with the catalogue key when given: what REST answers as validation_error.
 */
export async function expectFieldError(call: Promise<unknown>, field: string, code?: ErrorCode): Promise<FieldErrors> {
  const error = await rejection(call);
  expect(error.code, error.message).toBe('BAD_REQUEST');
  const fieldErrors =
    error.cause instanceof ZodError
      ? fieldErrorsFromZod(error.cause)
      : error.cause instanceof DomainError
        ? error.cause.fieldErrors
        : undefined;
  expect(Object.keys(fieldErrors ?? {}), error.message).toContain(field);
  if (code) expect(fieldErrors?.[field]).toContain(code);
  return fieldErrors!;
}

/** Page sizes 0, 101, negative and not a number, and page 0, are refused on their fields. */
export async function expectPageBoundsRefused<TInput>(
  call: (input: TInput) => Promise<unknown>,
  base: Partial<TInput> = {},
  field = 'rowsPerPage',
): Promise<void> {
  for (const size of [0, 101, -5, 'many']) {
    await expectFieldError(call({ ...base, [field]: size } as TInput), field);
  }
  await expectFieldError(call({ ...base, page: 0 } as TInput), 'page');
}

/** An input the procedure's type forbids, to prove its runtime validation refuses it as well. */
export function illTyped<TInput>(input: unknown): TInput {
  return input as TInput;
}
