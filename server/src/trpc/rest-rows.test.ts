import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, openDemoSessions, restClient, successData } from '../testing/rest-client';
import { startTestApp, type TestHarness } from '../testing/test-app';
import { restRows } from './rest-rows';

// The path names the record a REST row works on: a query parameter or a body field of the same name
// never overrides it (README, "How to add a procedure and its REST row").

function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

describe('REST rows with path parameters', () => {
  const rowsWithParams = restRows.filter((row) => pathParamsOf(row.path).length > 0);

  it('all map their path parameters onto the input', () => {
    expect(rowsWithParams.length).toBeGreaterThan(20);
    for (const row of rowsWithParams) expect(row.input, `${row.method} ${row.path}`).toBeDefined();
  });

  it('keep the path’s values when the query and the body name the same fields otherwise', () => {
    for (const row of rowsWithParams) {
      const params = Object.fromEntries(pathParamsOf(row.path).map((name) => [name, `path-${name}`]));
      const clean = row.input!({ params, query: {}, body: {} }) as Record<string, unknown>;
      // A path value may sit inside the input (a job's input under `input`): every leaf is looked at.
      const fromPath = leavesOf(clean).filter(([, value]) => typeof value === 'string' && value.startsWith('path-'));
      expect(fromPath.length, `${row.method} ${row.path} uses its path`).toBeGreaterThan(0);
      const forged = Object.fromEntries([...Object.keys(clean), ...Object.keys(params)].map((key) => [key, 'forged']));
      const attacked = new Map(leavesOf(row.input!({ params, query: forged, body: forged })));
      for (const [key, value] of fromPath) expect(attacked.get(key), `${row.method} ${row.path}: ${key}`).toBe(value);
    }
  });
});

describe('a REST row on the database', () => {
  let harness: TestHarness;
  let tokens: Awaited<ReturnType<typeof openDemoSessions>>;
  beforeAll(async () => {
    harness = await startTestApp();
    tokens = await openDemoSessions(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers for the employee in the path, not for one named in the query', async () => {
    const own = `/api/employees/${demo.employee}/absences?dateFrom=2020-01-01&dateTo=2030-12-31`;
    const expected = successData(await restClient(harness.app).get(own, tokens.employee));
    // The manager's absences are not the employee's to see: had the query won, this would be refused.
    const response = await restClient(harness.app).get(`${own}&employeeNo=${demo.manager}`, tokens.employee);
    expect(successData(response)).toEqual(expected);
  });
});

/** Every leaf of a plain value as [dotted key, value]. */
function leavesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, prefix ? `${prefix}.${key}` : key));
}
