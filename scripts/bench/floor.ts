// Floor benchmark: three typical calls through the portal against a bare Fastify + pg server sending
// the same statements for the same user (lib/floor-server.ts), side by side in one run. README "Benchmarks".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_load pnpm bench:floor
//   options: --connections 50  --seconds 10  --rounds 3  --count <bulk documents, 100000>  --reuse
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../server/src/app';
import type { DbClient } from '../../server/src/db/database';
import { readEnv } from '../../server/src/env';
import { benchDatabaseUrl, loadAverage, prepareBenchDatabase } from './lib/bench-database';
import type { CapturedCase, CapturedStatement } from './lib/floor-server';
import { repositoryRoot, type ServerProcess, startNodeServer, startPortal } from './lib/portal-process';
import { batchUrl } from './lib/portal-screens';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    count: { type: 'string', default: '100000' },
    reuse: { type: 'boolean', default: false },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_load');

interface BenchCase {
  name: string;
  /** The portal's URL path for the call. */
  path: string;
}

const EMPLOYEE_NO = 'SV0012'; // the demo employee's own payslips

const benchCases: BenchCase[] = [
  { name: 'payslips history, REST', path: `/api/employees/${EMPLOYEE_NO}/payslips-history?page=1&rowsPerPage=12` },
  {
    name: 'payslips history, tRPC',
    path: batchUrl([{ path: 'payslips.history', input: { employeeNo: EMPLOYEE_NO, page: 1, rowsPerPage: 12 } }]),
  },
  {
    name: 'documents search, tRPC',
    path: batchUrl([
      { path: 'documentLists.search', input: { page: 1, rowsPerPage: 20, sort: 444, sortDirection: 'desc', searchQuery: 'ryga' } },
    ]),
  },
];

interface TimedStatement {
  statement: CapturedStatement;
  startedAt: number;
  endedAt: number | null;
}

/**
 * Records when each statement started and ended. A query compiled without being run (a subquery built
 * into another) never ends here and is left out; statements whose times overlap ran concurrently.
 */
function capturingPlugin(db: DbClient, log: Map<unknown, TimedStatement>): KyselyPlugin {
  return {
    transformQuery: (args) => {
      const compiled = db.getExecutor().compileQuery(args.node, args.queryId);
      log.set(args.queryId, {
        statement: { sql: compiled.sql, parameters: [...compiled.parameters] },
        startedAt: performance.now(),
        endedAt: null,
      });
      return args.node;
    },
    transformResult: async (args) => {
      const entry = log.get(args.queryId);
      if (entry) entry.endedAt = performance.now();
      return args.result;
    },
  };
}

/** The statements in the order they started, a statement joining the group before it when it started while that group ran. */
function groupConcurrent(log: Map<unknown, TimedStatement>): CapturedCase {
  const groups: CapturedCase = [];
  let groupEnd = -Infinity;
  for (const entry of [...log.values()].filter((candidate) => candidate.endedAt !== null).sort((a, b) => a.startedAt - b.startedAt)) {
    if (entry.startedAt < groupEnd && groups.length > 0) groups.at(-1)!.push(entry.statement);
    else groups.push([entry.statement]);
    groupEnd = Math.max(groupEnd, entry.endedAt!);
  }
  return groups;
}

async function captureStatements(db: DbClient, token: string): Promise<Record<string, CapturedCase>> {
  const log = new Map<unknown, TimedStatement>();
  const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app: FastifyInstance = await buildApp({ db: db.withPlugin(capturingPlugin(db, log)), env, serveWeb: false });
  const captured: Record<string, CapturedCase> = {};
  try {
    for (const benchCase of benchCases) {
      const call = () => app.inject({ method: 'GET', url: benchCase.path, headers: { authorization: `Bearer ${token}` } });
      await call(); // the first call may write the session's last-seen time; the measured calls do not
      log.clear();
      const response = await call();
      if (response.statusCode !== 200) throw new Error(`${benchCase.name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      captured[benchCase.name] = groupConcurrent(log);
    }
  } finally {
    await app.close();
  }
  return captured;
}

interface RoundResult {
  p50: number;
  p99: number;
  perSecond: number;
  cpuMsPerRequest: number;
  errors: number;
}

async function measure(server: ServerProcess, urlPath: string, token: string | null): Promise<RoundResult> {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: `${server.url}${urlPath}`,
    connections: Number(options.connections),
    duration: Number(options.seconds),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const requests = result.requests.total;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.average,
    cpuMsPerRequest: (server.cpuMs() - cpuBefore) / Math.max(1, requests),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function row(label: string, result: RoundResult, floor?: RoundResult): string {
  const ratio = (value: number, floorValue: number | undefined) => (floorValue ? ` (${(value / floorValue).toFixed(2)}×)` : '');
  return [
    label.padEnd(10),
    `p50 ${result.p50.toFixed(1).padStart(6)}${ratio(result.p50, floor?.p50).padEnd(9)}`,
    `p99 ${result.p99.toFixed(1).padStart(6)}${ratio(result.p99, floor?.p99).padEnd(9)} ms`,
    `${result.perSecond.toFixed(0).padStart(6)} req/s`,
    `CPU ${result.cpuMsPerRequest.toFixed(2)}${ratio(result.cpuMsPerRequest, floor?.cpuMsPerRequest)} ms/req`,
    `${result.errors} errors`,
  ].join('  ');
}

async function main(): Promise<void> {
  const db = await prepareBenchDatabase(databaseUrl, { count: Number(options.count), reuse: options.reuse });
  const portal = await startPortal(databaseUrl);
  let floor: ServerProcess | null = null;
  try {
    const signIn = await fetch(`${portal.url}/api/sessions/username-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'employee', password: 'Demo1234' }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const captured = await captureStatements(db, token);
    const statementsFile = path.join(tmpdir(), `portal-floor-${process.pid}.json`);
    writeFileSync(statementsFile, JSON.stringify(captured));
    floor = await startNodeServer({
      name: 'the floor server',
      args: ['--import', 'tsx', path.join(repositoryRoot, 'scripts/bench/lib/floor-server.ts')],
      env: { DATABASE_URL: databaseUrl, FLOOR_STATEMENTS_FILE: statementsFile },
      readyPath: '/ready',
    });
    console.log(
      `\n${options.connections} connections, ${options.seconds} s per measurement, ${options.rounds} rounds; the portal and the floor alternate.`,
    );
    for (const benchCase of benchCases) {
      const groups = captured[benchCase.name]!;
      console.log(
        `\n${benchCase.name}: ${groups.flat().length} statements in ${groups.length} round trips\n${groups
          .map((group) => group.map((statement) => `    ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}`).join('\n'))
          .join('\n  then\n')}`,
      );
      const floorPath = `/floor/${encodeURIComponent(benchCase.name)}`;
      await measure(portal, benchCase.path, token); // warm-up
      await measure(floor, floorPath, null);
      for (let round = 1; round <= Number(options.rounds); round++) {
        const portalResult = await measure(portal, benchCase.path, token);
        const floorResult = await measure(floor, floorPath, null);
        console.log(`  round ${round}`);
        console.log(`    ${row('portal', portalResult, floorResult)}`);
        console.log(`    ${row('floor', floorResult)}`);
      }
    }
  } finally {
    await db.destroy();
    await floor?.stop();
    await portal.stop();
  }
  console.log(`\nLoad average after the run: ${loadAverage()}`);
}

await main();
