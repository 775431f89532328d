// Benchmark of a timesheet's month on PostgreSQL (issue #14): README "Benchmarks".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_schedules pnpm bench:timesheets --reuse
//   pnpm bench:timesheets --database postgres://… [--employees 2000] [--runs 20] [--reuse] [--only generate,table,export]
//
// It stands on the schedules' benchmark database (lib/schedule-month.ts: `employees` employees in one
// schedule on the four-crew formula, its month generated; --reuse keeps one built before, by either
// benchmark), puts a fresh timesheet on that schedule (the one of an earlier run is removed first, so the
// first generation always writes every figure), then, as the demo planner with a fresh signed-in context
// per call, times:
// - the timesheet's generation of the month (the first, writing every figure, and again with nothing to change);
// - the month table as the browser gets it (the call, superjson and JSON.stringify as the server answers,
//   the client's JSON.parse, superjson read in place and the decoding of every line's days);
// - the monthly record's .xlsx (with hours and the SDLA result), as POST download answers it.
// Targets: generation < 3 s, table p95 < 250 ms, the .xlsx < 5 s. Beside the wall times, the median CPU
// time of this process per call (the portal's and the client's work, not PostgreSQL's).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createTimesheetReportsCaller } from '../../server/src/modules/timesheets/timesheets.router';
import { appRouter } from '../../server/src/trpc/app-router';
import { decodeTimesheetTable } from '../../shared/src/timesheets/timesheet-table-wire';
import type { TimesheetTableWire } from '../../shared/src/timesheets/timesheets.schemas';
import { benchDatabaseUrl, kysely, loadAverage, percentile } from './lib/bench-database';
import { superjson } from './lib/portal-screens';
import { BENCH_MONTH, generateBenchMonth, plannerCaller, plannerContext, prepareBenchSchedule } from './lib/schedule-month';

const { sql } = kysely;

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    employees: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '20' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string', default: 'generate,table,export' },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_schedules');
const employeeCount = Number(options.employees);
const runs = Number(options.runs);
const timed = new Set(options.only.split(','));
const TIMESHEET_CODE = 'BENCH-T';

interface Figure {
  name: string;
  cpu: number;
  p50: number;
  p95: number;
  max: number;
  target: string;
}

/** Runs `work` `count` times: the wall times and the median CPU time (user + system) of this process per call, in ms. */
async function timeRuns(count: number, work: () => Promise<unknown>): Promise<{ times: number[]; cpu: number }> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < count; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    times,
    cpu: percentile(
      cpu.sort((a, b) => a - b),
      0.5,
    ),
  };
}

function figureOf(name: string, measured: { times: number[]; cpu: number }, target: string): Figure {
  const sorted = [...measured.times].sort((a, b) => a - b);
  return { name, cpu: measured.cpu, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1)!, target };
}

async function main() {
  const figures: Figure[] = [];
  const { db, scheduleId } = await prepareBenchSchedule(databaseUrl, {
    count: employeeCount,
    reuse: options.reuse,
    onBuilt: async (schedule) => {
      await generateBenchMonth(await plannerCaller(schedule.db, databaseUrl), schedule.scheduleId);
    },
  });
  try {
    const planner = await plannerCaller(db, databaseUrl);
    await sql`delete from timesheets where company_code = 'SV' and code = ${TIMESHEET_CODE}`.execute(db);
    const { id: timesheetId } = await planner.timesheets.create({ code: TIMESHEET_CODE, name: 'Benchmark timesheet', scheduleId });
    const month = { timesheetId, ...BENCH_MONTH };

    let written = 0;
    const first = await timeRuns(1, async () => {
      written = (await planner.timesheets.generate(month)).written;
    });
    await sql`analyze timesheet_entries`.execute(db);
    figures.push(figureOf(`generate the month (${written.toLocaleString('en')} figures written)`, first, '< 3 s'));
    if (timed.has('generate')) {
      figures.push(figureOf('generate it again (nothing to change)', await timeRuns(3, () => planner.timesheets.generate(month)), '< 3 s'));
    }

    if (timed.has('table')) {
      const transformer = appRouter._def._config.transformer.output;
      let bytes = 0;
      const asBrowserGetsIt = async () => {
        const body = JSON.stringify(transformer.serialize(await planner.timesheets.table(month)));
        bytes = Buffer.byteLength(body);
        return decodeTimesheetTable(superjson.deserialize<TimesheetTableWire>(JSON.parse(body), { inPlace: true }));
      };
      await asBrowserGetsIt(); // warm-up
      const measured = await timeRuns(runs, asBrowserGetsIt);
      figures.push(
        figureOf(`table (${employeeCount.toLocaleString('en')} lines, ${(bytes / 1_000_000).toFixed(1)} MB)`, measured, 'p95 < 250 ms'),
      );
    }

    if (timed.has('export')) {
      // The report as POST download answers it (the same use case the month record's job runs).
      const reports = createTimesheetReportsCaller(await plannerContext(db, databaseUrl));
      let bytes = 0;
      const measured = await timeRuns(3, async () => {
        bytes = (await reports.download({ ...month, setHours: true, showSdlaResult: true })).bytes.length;
      });
      figures.push(figureOf(`the monthly record (.xlsx, ${(bytes / 1_000_000).toFixed(1)} MB)`, measured, '< 5 s'));
    }

    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
    console.log(
      `\nPostgreSQL, ${employeeCount.toLocaleString('en')} employees in one timesheet, ${BENCH_MONTH.year}-${BENCH_MONTH.month}; load average ${loadAverage()}`,
    );
    console.log(`${'figure'.padEnd(48)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'CPU p50'.padStart(10)}   target`);
    for (const figure of figures) {
      console.log(`${figure.name.padEnd(48)}${ms(figure.p50)}${ms(figure.p95)}${ms(figure.max)} ${ms(figure.cpu)}   ${figure.target}`);
    }
  } finally {
    await db.destroy();
  }
}

await main();
