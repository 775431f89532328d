import { ErrorCode } from '@portal/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, openSession, startTestApp, type TestHarness } from './test-app';

/** Employee numbers of the demo company: the demo users and people around them. */
export const demo = {
  /** `employee`: reports to the manager; also employed by NL as NL0021. */
  employee: 'SV0012',
  /** `manager`: heads production, leads a team (SV0012, SV0019, SV0026 …). */
  manager: 'SV0005',
  /** `admin`: an administrator (adminAccess 3). */
  admin: 'SV0002',
  /** `planner`: heads HR, with work-time access to SV. */
  planner: 'SV0003',
  /** `viewer`: a production worker who may only view the demo schedule GAM-01. */
  viewer: 'SV0040',
  /** A colleague of the employee in the manager's team. */
  colleague: 'SV0019',
  /** Someone outside the manager's team (warehouse). */
  outsider: 'SV0013',
  /** The company head, the manager's own manager. */
  head: 'SV0001',
} as const;

export type DemoUser = 'employee' | 'manager' | 'admin' | 'planner' | 'viewer';

/** A session for each demo user, opened as sign-in opens it after the password check. */
export async function openDemoSessions(harness: TestHarness): Promise<Record<DemoUser, string>> {
  const [employee, manager, admin, planner, viewer] = await Promise.all(
    (['employee', 'manager', 'admin', 'planner', 'viewer'] as const).map((username) => openSession(harness, username)),
  );
  return { employee: employee!, manager: manager!, admin: admin!, planner: planner!, viewer: viewer! };
}

export interface DemoApi {
  harness: TestHarness;
  client: RestClient;
  tokens: Record<DemoUser, string>;
}

/** One seeded app for the whole test file, with the demo users signed in; closed after the file. */
export function useDemoApi(): DemoApi {
  const api = {} as DemoApi;
  beforeAll(async () => {
    api.harness = await startTestApp();
    api.client = restClient(api.harness.app);
    // Sessions opened without the password check: the argon2 verification is sign-in's own tests' business.
    api.tokens = await openDemoSessions(api.harness);
  });
  afterAll(async () => {
    await api.harness?.close();
  });
  return api;
}

export interface RestClient {
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, token: string | undefined, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, token: string | undefined, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, token?: string): Promise<LightMyRequestResponse>;
}

function sendJson(app: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string | undefined, payload: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload ?? {}),
  });
}

export function restClient(app: FastifyInstance): RestClient {
  return {
    get: (url, token) => app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) }),
    post: (url, token, payload) => sendJson(app, 'POST', url, token, payload),
    put: (url, token, payload) => sendJson(app, 'PUT', url, token, payload),
    delete: (url, token) => app.inject({ method: 'DELETE', url, ...(token ? { headers: bearer(token) } : {}) }),
  };
}

/** The envelope of a permission-denied answer. */
export function expectPermissionDenied(response: LightMyRequestResponse, label = '') {
  expect(response.statusCode, `${label} ${response.body}`).toBe(403);
  expect(response.json(), label).toMatchObject({
    status: 'error',
    substatus: 'permission_denied',
    messages: [ErrorCode.permissionDenied],
    data: null,
  });
}

/** A validation_error envelope naming the field. */
export function expectValidationError(response: LightMyRequestResponse, field: string, code?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.status, response.body).toBe('validation_error');
  expect(Object.keys(body.validationErrors ?? {}), response.body).toContain(field);
  if (code) expect(body.validationErrors[field], response.body).toContain(code);
}

/** A success envelope; answers its data. */
export function successData<T = unknown>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.status, response.body).toBe('success');
  return body.data as T;
}

/** Page sizes 0, 101, negative and not a number answer validation_error on the page-size field. */
export async function expectPageSizeBounds(client: RestClient, url: string, token: string, field = 'rowsPerPage') {
  const separator = url.includes('?') ? '&' : '?';
  for (const size of ['0', '101', '-5', 'many']) {
    expectValidationError(await client.get(`${url}${separator}${field}=${size}`, token), field);
  }
  expectValidationError(await client.get(`${url}${separator}page=0`, token), 'page');
}
