import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database, DbClient } from '../db/database';
import type { AuthenticatedSession, Context } from './context';
import { createCallerFactory, publicProcedure, router } from './init';
import { createViewer, type ViewerFacts, type ViewerLoaders, viewerFor } from './viewer';

// The viewer's memory on its own, with counting loaders: no database needed (the statements a real
// request saves are counted in statement-counts.test.ts).

const db = { isTransaction: false } as unknown as DbClient;
const today = '2026-11-20';

function session(userId: number, personnelNo: string | null, currentCompanyCode: string | null = 'SV'): AuthenticatedSession {
  return {
    sessionId: userId,
    currentCompanyCode,
    appMode: 'stable',
    rememberMe: false,
    passwordChangeRequired: false,
    user: { id: userId, username: `user${userId}`, adminAccess: 0, personnelNo, type: 'internal', workTimeAccessCompanies: [] },
  };
}

/** Loaders answering from a table of personnel numbers, counting their calls. */
function countingLoaders(people: Record<string, ViewerFacts>) {
  const calls: string[] = [];
  const loaders: ViewerLoaders = {
    facts: async (_db, companyCode, personnelNo, date) => {
      calls.push(`${companyCode}/${personnelNo}/${date}`);
      return people[personnelNo] ?? null;
    },
  };
  return { loaders, calls };
}

const people: Record<string, ViewerFacts> = {
  P1: { employee: { companyCode: 'SV', employeeNo: 'SV0012', allowMyTeam: false, departmentCode: 'IT' }, substitutedEmployeeNos: [] },
  P2: {
    employee: { companyCode: 'SV', employeeNo: 'SV0005', allowMyTeam: true, departmentCode: 'IT' },
    substitutedEmployeeNos: ['SV0001'],
  },
};

describe('a request viewer', () => {
  it("looks the employee record and today's substitutions up once, together, however often they are asked", async () => {
    const { loaders, calls } = countingLoaders(people);
    const viewer = createViewer(db, session(2, 'P2'), today, loaders);
    const answers = await Promise.all([viewer.employee(), viewer.substitutedEmployeeNos(), viewer.employee()]);
    expect(answers).toEqual([people.P2!.employee, ['SV0001'], people.P2!.employee]);
    expect(await viewer.substitutedEmployeeNos()).toEqual(['SV0001']);
    expect(calls).toEqual([`SV/P2/${today}`]);
  });

  it("keeps each request's facts to itself: another viewer, another user, asks for its own", async () => {
    const { loaders, calls } = countingLoaders(people);
    const first = createViewer(db, session(1, 'P1'), today, loaders);
    const second = createViewer(db, session(2, 'P2'), today, loaders);
    expect(await first.employee()).toEqual(people.P1!.employee);
    expect(await second.employee()).toEqual(people.P2!.employee);
    expect(await createViewer(db, session(1, 'P1'), today, loaders).employee()).toEqual(people.P1!.employee);
    expect(calls).toEqual([`SV/P1/${today}`, `SV/P2/${today}`, `SV/P1/${today}`]);
  });

  it('answers no employee record without a company or a personnel number, without asking', async () => {
    const { loaders, calls } = countingLoaders(people);
    expect(await createViewer(db, session(1, null), today, loaders).employee()).toBeNull();
    expect(await createViewer(db, session(1, 'P1', null), today, loaders).substitutedEmployeeNos()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('remembers a lookup by key until forget(), and does not remember a failure', async () => {
    const viewer = createViewer(db, session(1, 'P1'), today, countingLoaders(people).loaders);
    let loads = 0;
    const load = async () => ++loads;
    expect([await viewer.remember('a', load), await viewer.remember('a', load), await viewer.remember('b', load)]).toEqual([1, 1, 2]);
    viewer.forget();
    expect(await viewer.remember('a', load)).toBe(3);

    let attempts = 0;
    const flaky = async () => {
      attempts++;
      if (attempts === 1) throw new Error('connection lost');
      return 'read';
    };
    await expect(viewer.remember('flaky', flaky)).rejects.toThrow('connection lost');
    expect(await viewer.remember('flaky', flaky)).toBe('read');
    expect(attempts).toBe(2);
  });

  it("is the caller's only for the same session on the request's own database, never inside a transaction", () => {
    const auth = session(1, 'P1');
    const viewer = createViewer(db, auth, today, countingLoaders(people).loaders);
    const transaction = { isTransaction: true } as unknown as Transaction<Database>;
    expect(viewerFor({ db, auth, viewer })).toBe(viewer);
    expect(viewerFor({ db: transaction, auth, viewer })).toBeNull();
    // A session changed within the request (another company) is not the one the facts are about.
    expect(viewerFor({ db, auth: { ...auth, currentCompanyCode: 'NL' }, viewer })).toBeNull();
    expect(viewerFor({ db, auth, viewer: null })).toBeNull();
  });
});

describe('procedures and the viewer', () => {
  const testRouter = router({
    employeeNo: publicProcedure.query(async ({ ctx }) => (await ctx.viewer!.employee())?.employeeNo ?? null),
    change: publicProcedure.mutation(() => 'changed'),
  });
  const createCaller = createCallerFactory(testRouter);

  it('look the facts up afresh after a mutation of the same request', async () => {
    const { loaders, calls } = countingLoaders(people);
    const viewer = createViewer(db, session(1, 'P1'), today, loaders);
    const log = { error: () => undefined } as unknown as Context['log'];
    // One context for every call, as a batch has.
    const caller = createCaller({ viewer, log, request: { requestId: 'request-1' } } as unknown as Context);
    expect([await caller.employeeNo(), await caller.employeeNo()]).toEqual(['SV0012', 'SV0012']);
    expect(calls).toHaveLength(1);
    await caller.change();
    expect(await caller.employeeNo()).toBe('SV0012');
    expect(calls).toHaveLength(2);
  });
});
