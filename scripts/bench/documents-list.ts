// Benchmark of the documents list (get-documents) on a million documents: README "Benchmarks".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench pnpm bench:documents
//   pnpm bench:documents --database postgres://… [--count 1000000] [--runs 50] [--reuse] [--explain] [--case text]
//
// It (re)creates the database named in the URL (the name must contain "bench": it is dropped),
// migrates it, seeds the demo company, files `count` documents in SV (and 2 % as many in NL), runs
// VACUUM ANALYZE, then calls the real documentLists.search procedure through createCaller with a
// fresh signed-in context for every run (as each request has its own), as the administrator (who
// sees all) and as the demo employee, and prints
// p50 / p95 / max per filter, warm: one warm-up run per rotating value first. --reuse keeps a database seeded before with the same count;
// --explain prints EXPLAIN (ANALYZE, BUFFERS) of every list and count query of one run of each case.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { DocumentSearchInputInput } from '@portal/shared';
import type { CompiledQuery, KyselyPlugin } from 'kysely';
import type { DbClient } from '../../server/src/db/database';
import { DemoForm, readCatalogue } from '../../server/src/db/seed/demo-forms';
import { readEnv } from '../../server/src/env';
import { startSession } from '../../server/src/modules/sessions/use-cases/start-session';
import * as usersRepository from '../../server/src/modules/users/users.repository';
import { contextFor } from '../../server/src/plugins/request-context';
import { createCaller } from '../../server/src/trpc/app-router';
import type { Context } from '../../server/src/trpc/context';
import { benchDatabaseUrl, kysely, percentile, prepareBenchDatabase, silentLog } from './lib/bench-database';

const { CompiledQuery: Compiled, sql } = kysely;

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    count: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '50' },
    reuse: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    case: { type: 'string' },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench');
const count = Number(options.count);
const runs = Number(options.runs);

interface SignedInUser {
  username: string;
  /** A new request's context (as plugins/request-context.ts builds one per request): nothing remembered from another run. */
  requestContext: () => Promise<Context>;
}

/** A demo user's session, opened as sign-in opens it, and the contexts of their requests. */
async function signIn(db: DbClient, username: string): Promise<SignedInUser> {
  const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const user = await usersRepository.findByUsername(db, username);
  if (!user) throw new Error(`no user named ${username}`);
  const deps = { db, env, log: silentLog, now: () => new Date() };
  const request = { requestId: 'bench', ipAddress: '127.0.0.1', userAgent: 'bench' };
  const { token } = await startSession(deps, { ...request, bearerToken: null }, user, { rememberMe: false, appMode: 'stable' });
  const requestContext = async () => {
    const context = await contextFor(deps, { token, request, appMode: 'stable', requestedCompanyCode: 'SV' });
    if (!context.auth) throw new Error(`cannot sign in ${username}`);
    return context;
  };
  await requestContext();
  return { username, requestContext };
}

/** Every case rotates over at most this many values: one warm-up run each, so no value is timed cold. */
const WARM_UP_RUNS = 6;

interface Case {
  name: string;
  /** The input of run `run`: the values rotate, so the plans are not for one lucky value. */
  input: (run: number) => DocumentSearchInputInput;
}

async function casesOf(db: DbClient): Promise<Case[]> {
  const catalogue = await readCatalogue(db);
  const forms = [DemoForm.businessTrip, DemoForm.annualLeave, DemoForm.illness, DemoForm.request, DemoForm.equipmentRequest].map((name) =>
    catalogue.forms.get(name)!,
  );
  const metas = {
    tripPurpose: catalogue.metas.get('tripPurpose')!,
    dateFrom: catalogue.metas.get('dateFrom')!,
    certificateNo: catalogue.metas.get('certificateNo')!,
  };
  const states = ['InProgress', 'Approved', 'Rejected', 'New', 'Cancelled'] as const;
  const months = ['2024-02', '2024-09', '2025-03', '2025-11', '2026-06', '2026-10'];
  const cities = ['talinas', 'varšuva', 'helsinkis', 'ryga', 'praha'];
  // Numbers of documents the demo employee may read, so both users find something.
  const numbers = await db
    .selectFrom('form_submissions')
    .select('document_no')
    .where('company_code', '=', 'SV')
    .where('employee_no', '=', 'SV0012')
    .where('document_no', 'is not', null)
    .orderBy('id')
    .limit(WARM_UP_RUNS)
    .execute();
  const pick = <T>(list: readonly T[], run: number): T => list[run % list.length]!;
  const monthRange = (run: number) => {
    const month = pick(months, run);
    return { startDate: `${month}-01`, endDate: `${month}-28` };
  };
  return [
    { name: 'no filter (newest first)', input: () => ({}) },
    { name: 'form', input: (run) => ({ formId: pick(forms, run) }) },
    { name: 'state', input: (run) => ({ state: pick(states, run) }) },
    { name: 'date range (a month)', input: monthRange },
    { name: 'free text: document number', input: (run) => ({ searchQuery: pick(numbers, run).document_no! }) },
    { name: 'free text: a word', input: (run) => ({ searchQuery: pick(cities, run) }) },
    { name: 'per-field search', input: (run) => ({ advancedSearch: `${metas.tripPurpose}[${pick(cities, run)}]` }) },
    {
      name: 'per-field search, sorted by a field',
      input: (run) => ({ advancedSearch: `${metas.tripPurpose}[${pick(cities, run)}]`, sort: metas.dateFrom, sortDirection: 'asc' }),
    },
    {
      name: 'form + state + month, sorted by a field',
      input: (run) => ({ formId: pick(forms, run), state: 'Approved', ...monthRange(run), sort: metas.dateFrom }),
    },
    { name: 'form, sorted by a field', input: (run) => ({ formId: pick(forms, run), sort: metas.dateFrom, sortDirection: 'asc' }) },
    { name: 'date range, sorted by update date', input: (run) => ({ ...monthRange(run), sort: 'updateDate' }) },
  ];
}

/** Collects the SQL of the queries run through the database, to EXPLAIN them. */
function recordingPlugin(db: DbClient, queries: CompiledQuery[]): KyselyPlugin {
  return {
    transformQuery: (args) => {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

async function explain(db: DbClient, user: SignedInUser, testCase: Case): Promise<void> {
  const context = await user.requestContext();
  const queries: CompiledQuery[] = [];
  const recording = db.withPlugin(recordingPlugin(db, queries));
  await createCaller({ ...context, db: recording }).documentLists.search(testCase.input(0));
  // The list's own queries: the count and the page (the rows of the page are read by id after).
  for (const query of queries.filter(
    (candidate) =>
      /form_submissions/.test(candidate.sql) &&
      !/where "form_submissions"\."id" in \(\$/.test(candidate.sql) &&
      !/^select 1 as "one"/.test(candidate.sql),
  )) {
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      Compiled.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
    );
    console.log(`\n--- ${testCase.name} (${user.username})\n${query.sql}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

async function main(): Promise<void> {
  const db = await prepareBenchDatabase(databaseUrl, { count, reuse: options.reuse });
  try {
    const total = await db
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    console.log(
      `${Number(total.count).toLocaleString('en')} documents; PostgreSQL ${(await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0]?.v}.`,
    );
    const cases = (await casesOf(db)).filter((testCase) => !options.case || testCase.name.includes(options.case));
    const users = [await signIn(db, 'admin'), await signIn(db, 'employee')];
    if (options.explain) {
      for (const user of users) for (const testCase of cases) await explain(db, user, testCase);
    }
    console.log(
      `\n${runs} runs each (after ${WARM_UP_RUNS} warm-up runs, one per rotating value); times of a request in ms (its context built, then the procedure called).\n`,
    );
    console.log(`${'case'.padEnd(42)}${'user'.padEnd(10)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}   rows`);
    for (const testCase of cases) {
      for (const user of users) {
        const times: number[] = [];
        const totals = new Set<string>();
        for (let run = -WARM_UP_RUNS; run < runs; run++) {
          const started = performance.now();
          // A fresh context each run, as each request has: the viewer's look-ups are part of its cost.
          const page = await createCaller(await user.requestContext()).documentLists.search(testCase.input(run + WARM_UP_RUNS));
          if (run >= 0) {
            times.push(performance.now() - started);
            totals.add(`${page.pagination.totalRecords}${page.pagination.totalRecordsIsEstimate ? '+' : ''}`);
          }
        }
        times.sort((a, b) => a - b);
        const shownTotals = [...totals].slice(0, 4).join(', ') + (totals.size > 4 ? ', …' : '');
        console.log(
          `${testCase.name.padEnd(42)}${user.username.padEnd(10)}${percentile(times, 0.5).toFixed(1).padStart(8)}${percentile(times, 0.95).toFixed(1).padStart(8)}${times.at(-1)!.toFixed(1).padStart(8)}   ${shownTotals}`,
        );
      }
    }
  } finally {
    await db.destroy();
  }
}

await main();
