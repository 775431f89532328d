// Mixed load: N people sign in, then each loops through the screens a person opens (home, messages,
// absences, the documents menu, a search, a document), as fast as the server answers or at a human
// pace. README "Benchmarks".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_load pnpm bench:load
//   options: --users 100,200  --seconds 30  --pace <ms between screens per person, 0 = no pause>
//            --count <bulk documents, 100000>  --reuse  --profile <directory for the server's .cpuprofile>
//            --checkout <another checkout of the portal: run its server instead, to compare before and after>
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { benchDatabaseUrl, benchUsers, loadAverage, percentile, prepareBenchDatabase } from './lib/bench-database';
import { startPortal } from './lib/portal-process';
import { batchUrl, type ProcedureCall, screens, type ScreenUser } from './lib/portal-screens';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    users: { type: 'string', default: '100,200' },
    seconds: { type: 'string', default: '30' },
    pace: { type: 'string', default: '0' },
    count: { type: 'string', default: '100000' },
    reuse: { type: 'boolean', default: false },
    profile: { type: 'string' },
    checkout: { type: 'string' },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_load');
const userCounts = options.users.split(',').map(Number);
const durationMs = Number(options.seconds) * 1000;
const paceMs = Number(options.pace);

interface Person extends ScreenUser {
  username: string;
  token: string;
}

interface Tally {
  times: number[];
  errors: Map<string, number>;
  screens: number;
  /** Each request's time by the procedures it called, for the breakdown. */
  byRequest?: Map<string, number[]>;
}

function countError(tally: Tally, what: string): void {
  tally.errors.set(what, (tally.errors.get(what) ?? 0) + 1);
}

async function send(
  agent: Agent,
  origin: string,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const response = await request(`${origin}${path}`, {
    dispatcher: agent,
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.statusCode, text: await response.body.text() };
}

/** Signs everyone in over REST (as the web client's sign-in does), a few at a time; answers the people and the time it took. */
async function signIn(agent: Agent, origin: string, usernames: string[], tally: Tally): Promise<Person[]> {
  const people: Person[] = [];
  const today = new Date().toISOString().slice(0, 10);
  const inSixMonths = new Date(Date.now() + 182 * 86_400_000).toISOString().slice(0, 10);
  let next = 0;
  const words = ['talinas', 'varšuva', 'helsinkis', 'ryga', 'praha'];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < usernames.length) {
        const username = usernames[next++]!;
        const started = performance.now();
        const answer = await send(agent, origin, null, 'POST', '/api/sessions/username-auth', { username, password: 'Demo1234' });
        tally.times.push(performance.now() - started);
        const token = (JSON.parse(answer.text) as { data?: { token?: string } }).data?.token;
        if (answer.status !== 200 || !token) {
          countError(tally, `sign-in ${answer.status} ${answer.text.slice(0, 160)}`);
          continue;
        }
        // A document of theirs to open: the newest they may read, as the documents list shows it.
        const list = await send(agent, origin, token, 'POST', '/api/documents/get-documents', { page: 1, rowsPerPage: 1 });
        const documentId = (JSON.parse(list.text) as { data?: { id: number }[] }).data?.[0]?.id ?? null;
        people.push({ username, token, today, inSixMonths, documentId, searchWord: words[people.length % words.length]! });
      }
    }),
  );
  return people;
}

function failedCalls(text: string, calls: ProcedureCall[]): string[] {
  const answers = JSON.parse(text) as { error?: { json?: { data?: { code?: string } } } }[];
  return answers.flatMap((answer, index) => (answer.error ? [`${calls[index]!.path} ${answer.error.json?.data?.code ?? 'error'}`] : []));
}

/** One person looping through the screens until `until`; every request's time goes into the tally. */
async function browse(
  agent: Agent,
  origin: string,
  person: Person,
  until: number,
  tally: Tally,
  offset: number,
  people: number,
): Promise<void> {
  // At a human pace people start spread over one pause, as they would, instead of all at once.
  if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, (offset / people) * paceMs));
  for (let turn = offset; performance.now() < until; turn++) {
    const screen = screens[turn % screens.length]!;
    const started = performance.now();
    for (const calls of screen.requests(person)) {
      const requestStarted = performance.now();
      try {
        const answer = await send(agent, origin, person.token, 'GET', batchUrl(calls));
        const elapsed = performance.now() - requestStarted;
        tally.times.push(elapsed);
        const key = calls.map((call) => call.path).join(',');
        tally.byRequest?.set(key, [...(tally.byRequest.get(key) ?? []), elapsed]);
        if (answer.status !== 200) for (const failure of failedCalls(answer.text, calls)) countError(tally, `${screen.name}: ${failure}`);
      } catch (error) {
        countError(tally, `${screen.name}: ${(error as Error).message}`);
      }
    }
    tally.screens++;
    if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(0, paceMs - (performance.now() - started))));
  }
}

function summary(label: string, tally: Tally, elapsedMs: number, cpuMs: number): string {
  const times = [...tally.times].sort((a, b) => a - b);
  const errors = [...tally.errors.values()].reduce((sum, value) => sum + value, 0);
  const perSecond = (times.length / elapsedMs) * 1000;
  return [
    label.padEnd(26),
    `${perSecond.toFixed(0).padStart(6)} req/s`,
    `p50 ${percentile(times, 0.5).toFixed(1).padStart(7)}`,
    `p95 ${percentile(times, 0.95).toFixed(1).padStart(7)}`,
    `p99 ${percentile(times, 0.99).toFixed(1).padStart(7)} ms`,
    `${String(errors).padStart(4)} errors`,
    `server CPU ${(cpuMs / Math.max(1, times.length)).toFixed(2)} ms/req`,
  ].join('  ');
}

async function main(): Promise<void> {
  const maxUsers = Math.max(...userCounts);
  const db = await prepareBenchDatabase(databaseUrl, { count: Number(options.count), reuse: options.reuse });
  const usernames = await benchUsers(db, maxUsers);
  await db.destroy();

  const portal = await startPortal(databaseUrl, {
    ...(options.profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] } : {}),
    ...(options.checkout ? { checkout: options.checkout } : {}),
  });
  const agent = new Agent({ connections: maxUsers, pipelining: 1, keepAliveTimeout: 60_000 });
  console.log(
    `\nThe portal at ${portal.url} (NODE_ENV=production); ${paceMs > 0 ? `one screen per person every ${paceMs} ms` : 'no pause between screens'}; ${durationMs / 1000} s per level after a 5 s warm-up.`,
  );
  try {
    for (const userCount of userCounts) {
      const signInTally: Tally = { times: [], errors: new Map(), screens: 0 };
      let cpuBefore = portal.cpuMs();
      let started = performance.now();
      const people = await signIn(agent, portal.url, usernames.slice(0, userCount), signInTally);
      console.log(`\n${userCount} people`);
      console.log(summary('  signing in', signInTally, performance.now() - started, portal.cpuMs() - cpuBefore));
      for (const [what, count] of signInTally.errors) console.log(`  error ×${count}: ${what}`);

      const warmUp: Tally = { times: [], errors: new Map(), screens: 0 };
      const warmUntil = performance.now() + 5_000;
      await Promise.all(people.map((person, index) => browse(agent, portal.url, person, warmUntil, warmUp, index, people.length)));

      const tally: Tally = { times: [], errors: new Map(), screens: 0, byRequest: new Map() };
      cpuBefore = portal.cpuMs();
      started = performance.now();
      const until = started + durationMs;
      await Promise.all(people.map((person, index) => browse(agent, portal.url, person, until, tally, index, people.length)));
      const elapsed = performance.now() - started;
      console.log(summary('  browsing', tally, elapsed, portal.cpuMs() - cpuBefore));
      console.log(`  ${tally.screens} screens (${((tally.screens / elapsed) * 1000).toFixed(0)}/s)`);
      for (const [what, count] of tally.errors) console.log(`  error ×${count}: ${what}`);
      for (const [procedures, times] of tally.byRequest!) {
        times.sort((a, b) => a - b);
        console.log(
          `    ${procedures.slice(0, 90).padEnd(90)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)}  p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`,
        );
      }
    }
  } finally {
    await agent.close();
    await portal.stop();
  }
  console.log(`\nLoad average after the run: ${loadAverage()}`);
}

await main();
