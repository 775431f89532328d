// Benchmark of a schedule's month on PostgreSQL (issue #13): README "Benchmarks".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_schedules pnpm bench:schedules
//   pnpm bench:schedules --database postgres://… [--employees 2000] [--runs 20] [--reuse] [--only table,summary]
//
// It (re)creates the database named in the URL (the name must contain "bench": it is dropped), migrates
// it, seeds the demo company, adds `employees` employees to SV and puts them all in one schedule on the
// four-crew 12-hour formula (lib/schedule-month.ts), then, as the demo planner through createCaller with
// a fresh signed-in context per call (as each request has its own), times:
// - generation of a month (the first, writing every cell, and a second that finds nothing to change);
// - the month table and its summary table (schedulePeriods.table and .summaryTable, when the app has them);
//   the table as the browser gets it: the call, superjson and JSON.stringify as the server answers, and
//   the client's JSON.parse, superjson read in place (as web/src/lib/trpc.ts reads answers) and the
//   decoding of the entries of the first screenful of lines (shared table-wire.ts decodes a line's
//   entries when it is first drawn);
// - the commit of an edit session changing 500 cells.
// Targets: generation < 3 s, table p95 < 250 ms, commit < 1 s. Beside the wall times, the median CPU time
// of this process per call (the portal's and the client's work, not PostgreSQL's), steadier on a busy machine.
// --reuse keeps a database built before with its month generated (the first generation is then not
// timed); --only times some of: generate, table, summary, commit (for a profile of one of them).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { appRouter } from '../../server/src/trpc/app-router';
import { decodeScheduleTable } from '../../shared/src/schedule-periods/table-wire';
import type { ScheduleTableWire } from '../../shared/src/schedule-periods/schedule-periods.schemas';
import { benchDatabaseUrl, loadAverage, percentile } from './lib/bench-database';
import { superjson } from './lib/portal-screens';
import { BENCH_MONTH, type Caller, generateBenchMonth, plannerCaller, prepareBenchSchedule } from './lib/schedule-month';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    employees: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '20' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string', default: 'generate,table,summary,commit' },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_schedules');
const employeeCount = Number(options.employees);
const runs = Number(options.runs);
const timed = new Set(options.only.split(','));
const { year: YEAR, month: MONTH } = BENCH_MONTH;
/** Lines the table shows at once at its default height of 800 px (and a few more the grid draws ahead). */
const FIRST_SCREEN_LINES = 40;
const COMMIT_CELLS = 500;

/** CPU time (user + system) of this process by call, in ms: on a busy machine it moves far less than the wall time. */
const cpuByCall = new WeakMap<number[], number[]>();

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Runs `work` `count` times; the wall times, with the process's CPU time of each call kept beside them (cpuByCall). */
async function timeRuns(count: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < count; run++) {
    const cpuBefore = process.cpuUsage();
    times.push(await time(work));
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  cpuByCall.set(times, cpu);
  return times;
}

/** A read of schedulePeriods (built by its own module), called by name: null when this build has none. */
function periodRead(caller: Caller, name: 'table' | 'summaryTable'): ((input: object) => Promise<unknown>) | null {
  if (!(`schedulePeriods.${name}` in appRouter._def.procedures)) return null;
  const namespace = (caller as unknown as Record<string, Record<string, (input: object) => Promise<unknown>>>).schedulePeriods;
  return namespace?.[name] ?? null;
}

interface Figure {
  name: string;
  /** Median CPU time of the bench process per call (the portal's and the client's work; PostgreSQL's not). */
  cpu: number | null;
  p50: number;
  p95: number;
  max: number;
  target: string;
}

function figureOf(name: string, times: number[], target: string): Figure {
  const sorted = [...times].sort((a, b) => a - b);
  const cpu = cpuByCall.get(times);
  const cpuMedian = cpu
    ? percentile(
        [...cpu].sort((a, b) => a - b),
        0.5,
      )
    : null;
  return { name, cpu: cpuMedian, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1)!, target };
}

async function main() {
  const figures: Figure[] = [];
  const skipped: string[] = [];
  const { db, scheduleId, shiftIds, employeeNos } = await prepareBenchSchedule(databaseUrl, {
    count: employeeCount,
    reuse: options.reuse,
    onBuilt: async (schedule) => {
      const planner = await plannerCaller(schedule.db, databaseUrl);
      let written = 0;
      const firstGeneration = await time(async () => {
        written = await generateBenchMonth(planner, schedule.scheduleId);
      });
      figures.push(figureOf(`generate a month (${written.toLocaleString('en')} entries written)`, [firstGeneration], '< 3 s'));
    },
  });
  try {
    const planner = await plannerCaller(db, databaseUrl);
    const month = { scheduleId, year: YEAR, month: MONTH };

    if (timed.has('generate')) {
      const regenerations: number[] = [];
      for (let run = 0; run < 3; run++) regenerations.push(await time(() => planner.scheduleEntries.generate(month)));
      figures.push(figureOf('generate it again (nothing to change)', regenerations, '< 3 s'));
    }

    for (const [name, label, option] of [
      ['table', 'table', 'table'],
      ['summaryTable', 'summary table', 'summary'],
    ] as const) {
      if (!timed.has(option)) continue;
      const read = periodRead(planner, name);
      if (!read) {
        skipped.push(`schedulePeriods.${name} is not in this build: the ${label} was not timed.`);
        continue;
      }
      const transformer = appRouter._def._config.transformer.output;
      let bytes = 0;
      const call =
        name === 'table'
          ? async (input: object) => {
              const body = JSON.stringify(transformer.serialize(await read(input)));
              bytes = Buffer.byteLength(body);
              const table = decodeScheduleTable(superjson.deserialize<ScheduleTableWire>(JSON.parse(body), { inPlace: true }));
              for (const line of table.lines.slice(0, FIRST_SCREEN_LINES)) void line.entries;
              return table;
            }
          : read;
      await call(month); // warm-up
      const times = await timeRuns(runs, () => call(month));
      const size = name === 'table' ? `, ${(bytes / 1_000_000).toFixed(1)} MB` : '';
      figures.push(figureOf(`${label} (${employeeCount.toLocaleString('en')} lines${size})`, times, 'p95 < 250 ms'));
    }

    // Each run: a session changing 500 cells (day shifts on the first 17 days of 30 employees, a new
    // set of employees each run), committed; the commit alone is timed.
    const commits: number[] = [];
    for (let run = 0; run < (timed.has('commit') ? Math.min(runs, 10) : 0); run++) {
      await planner.scheduleEntries.init(month);
      const cells = Array.from({ length: COMMIT_CELLS }, (_, index) => ({
        employeeNo: employeeNos[(run * 30 + Math.floor(index / 17)) % employeeNos.length]!,
        date: `${YEAR}-${String(MONTH).padStart(2, '0')}-${String((index % 17) + 1).padStart(2, '0')}`,
      }));
      await planner.scheduleEntries.createShiftEntries({ ...month, shiftId: shiftIds[run % 2]!, cells });
      commits.push(await time(() => planner.scheduleEntries.commit(month)));
    }
    if (commits.length > 0) figures.push(figureOf(`commit ${COMMIT_CELLS} changed cells`, commits, '< 1 s'));

    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
    console.log(
      `\nPostgreSQL, ${employeeCount.toLocaleString('en')} employees in one schedule, ${YEAR}-${MONTH}; load average ${loadAverage()}`,
    );
    console.log(`${'figure'.padEnd(48)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'CPU p50'.padStart(10)}   target`);
    for (const figure of figures) {
      const cpu = figure.cpu === null ? '—'.padStart(10) : ` ${ms(figure.cpu)}`;
      console.log(`${figure.name.padEnd(48)}${ms(figure.p50)}${ms(figure.p95)}${ms(figure.max)}${cpu}   ${figure.target}`);
    }
    for (const line of skipped) console.log(line);
  } finally {
    await db.destroy();
  }
}

await main();
