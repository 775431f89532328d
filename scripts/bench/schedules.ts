// Benchmark of a schedule's month on PostgreSQL (issue #13): README "Benchmarks".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_schedules pnpm bench:schedules
//   pnpm bench:schedules --database postgres://… [--employees 2000] [--runs 20]
//
// It (re)creates the database named in the URL (the name must contain "bench": it is dropped), migrates
// it, seeds the demo company, adds `employees` employees to SV and puts them all in one schedule on the
// four-crew 12-hour formula, then, as the demo planner through createCaller with a fresh signed-in
// context per call (as each request has its own), times:
// - generation of a month (the first, writing every cell, and a second that finds nothing to change);
// - the month table and its summary table (schedulePeriods.table and .summaryTable, when the app has them);
//   the table as the browser gets it: the call, superjson and JSON.stringify as the server answers, and
//   the client's JSON.parse, superjson and decoding of the lines' entries (shared table-wire.ts);
// - the commit of an edit session changing 500 cells.
// Targets: generation < 3 s, table p95 < 250 ms, commit < 1 s.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { createDb, type DbClient } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedDemoCompany } from '../../server/src/db/seed/seed';
import { readEnv } from '../../server/src/env';
import { startSession } from '../../server/src/modules/sessions/use-cases/start-session';
import * as usersRepository from '../../server/src/modules/users/users.repository';
import { insertGrants } from '../../server/src/modules/work-time-access/work-time-access.repository';
import { contextFor } from '../../server/src/plugins/request-context';
import { appRouter, createCaller } from '../../server/src/trpc/app-router';
import { decodeScheduleTable } from '../../shared/src/schedule-periods/table-wire';
import type { ScheduleTableWire } from '../../shared/src/schedule-periods/schedule-periods.schemas';
import { benchDatabaseUrl, kysely, loadAverage, percentile, seconds } from './lib/bench-database';

const { sql } = kysely;

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    employees: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '20' },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_schedules');
const employeeCount = Number(options.employees);
const runs = Number(options.runs);
const YEAR = 2027;
const MONTH = 3;
const COMMIT_CELLS = 500;

const silentLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

type Caller = ReturnType<typeof createCaller>;

async function freshDatabase(): Promise<DbClient> {
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const maintenanceUrl = new URL(databaseUrl);
  maintenanceUrl.pathname = '/postgres';
  const maintenance = createDb({ driver: 'pg', connectionString: maintenanceUrl.toString(), maxConnections: 1 });
  await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(maintenance);
  await sql`create database ${sql.id(databaseName)}`.execute(maintenance);
  await maintenance.destroy();
  const db = createDb({ driver: 'pg', connectionString: databaseUrl });
  const started = performance.now();
  await migrateToLatest(db);
  await seedDemoCompany(db);
  console.log(`Migrated and seeded the demo in ${seconds(started)}.`);
  return db;
}

/** `count` employees in SV, one schedule with all of them on a four-crew 12-hour cycle, the planner its administrator. */
async function buildSchedule(db: DbClient, count: number): Promise<{ scheduleId: number; shiftIds: number[]; employeeNos: string[] }> {
  const started = performance.now();
  const employeeNos = Array.from({ length: count }, (_, index) => `SB${String(index + 1).padStart(5, '0')}`);
  for (let start = 0; start < employeeNos.length; start += 1000) {
    await db
      .insertInto('employees')
      .values(
        employeeNos.slice(start, start + 1000).map((employeeNo) => ({
          company_code: 'SV',
          employee_no: employeeNo,
          personnel_no: `PB${employeeNo.slice(2)}`,
          first_name: 'Bench',
          last_name: employeeNo,
          department_code: 'PROD',
          employment_date: '2020-01-01',
        })),
      )
      .execute();
  }
  const group = await db
    .insertInto('shift_groups')
    .values({ company_code: 'SV', code: 'BENCH', name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shift = async (code: string, startTime: string | null, endTime: string | null, workMinutes: number) =>
    (
      await db
        .insertInto('shifts')
        .values({
          shift_group_id: group.id,
          code,
          name: code,
          type: startTime ? 'work_day' : 'rest_day',
          start_time: startTime,
          end_time: endTime,
          work_minutes: workMinutes,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Twelve hours with an hour's break not counted, as real 12-hour shifts have: without it every shift
  // would be a Labor Code break violation, which is not the month a planner looks at.
  const day = await shift('D12', '07:00', '19:00', 660);
  const night = await shift('N12', '19:00', '07:00', 660);
  await db
    .insertInto('shift_rest_entries')
    .values([day, night].map((shiftId) => ({ shift_id: shiftId, minutes: 60, counted_in_work_time: false })))
    .execute();
  const rest = await shift('P', null, null, 0);
  const formula = await db
    .insertInto('schedule_formulas')
    .values({ company_code: 'SV', shift_group_id: group.id, code: 'BENCH-4B', name: 'Bench', type: 'cyclic', start_date: '2027-01-04' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('schedule_formula_entries')
    .values(
      [day, day, night, night, rest, rest, rest, rest].map((shiftId, position) => ({
        schedule_formula_id: formula.id,
        position,
        shift_id: shiftId,
      })),
    )
    .execute();
  const schedule = await db
    .insertInto('schedules')
    .values({ company_code: 'SV', code: 'BENCH-1', name: 'Bench', shift_group_id: group.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groups = await db
    .insertInto('schedule_employee_groups')
    .values(Array.from({ length: 10 }, (_, index) => ({ schedule_id: schedule.id, name: `Brigada ${index + 1}`, sort_order: index })))
    .returning('id')
    .execute();
  for (let start = 0; start < employeeNos.length; start += 1000) {
    await db
      .insertInto('schedule_employees')
      .values(
        employeeNos.slice(start, start + 1000).map((employeeNo, index) => ({
          schedule_id: schedule.id,
          company_code: 'SV',
          employee_no: employeeNo,
          schedule_employee_group_id: groups[(start + index) % groups.length]!.id,
          schedule_formula_id: formula.id,
          formula_offset: ((start + index) % 4) * 2,
          sort_order: start + index,
          valid_from: '2027-01-01',
        })),
      )
      .execute();
  }
  const planner = await usersRepository.findByUsername(db, 'planner');
  await insertGrants(db, [
    { companyCode: 'SV', objectType: 'schedule', objectId: schedule.id, userId: planner!.id, action: 'administer', grantedBy: null },
  ]);
  await sql`vacuum analyze`.execute(db);
  console.log(`Added ${count.toLocaleString('en')} employees in one schedule in ${seconds(started)}.`);
  return { scheduleId: schedule.id, shiftIds: [day, night], employeeNos };
}

/** The planner's caller, each call with a new request's context (nothing remembered between calls). */
async function plannerCaller(db: DbClient): Promise<Caller> {
  const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const user = await usersRepository.findByUsername(db, 'planner');
  if (!user) throw new Error('no demo planner');
  const deps = { db, env, log: silentLog, now: () => new Date() };
  const request = { requestId: 'bench', ipAddress: '127.0.0.1', userAgent: 'bench' };
  const { token } = await startSession(deps, { ...request, bearerToken: null }, user, { rememberMe: false, appMode: 'stable' });
  return createCaller(() => contextFor(deps, { token, request, appMode: 'stable', requestedCompanyCode: 'SV' }));
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** A read of schedulePeriods (built by its own module), called by name: null when this build has none. */
function periodRead(caller: Caller, name: 'table' | 'summaryTable'): ((input: object) => Promise<unknown>) | null {
  if (!(`schedulePeriods.${name}` in appRouter._def.procedures)) return null;
  const namespace = (caller as unknown as Record<string, Record<string, (input: object) => Promise<unknown>>>).schedulePeriods;
  return namespace?.[name] ?? null;
}

interface Figure {
  name: string;
  p50: number;
  p95: number;
  max: number;
  target: string;
}

function figureOf(name: string, times: number[], target: string): Figure {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1)!, target };
}

async function main() {
  const db = await freshDatabase();
  try {
    const { scheduleId, shiftIds, employeeNos } = await buildSchedule(db, employeeCount);
    const planner = await plannerCaller(db);
    const month = { scheduleId, year: YEAR, month: MONTH };
    const figures: Figure[] = [];
    const skipped: string[] = [];

    let written = 0;
    const firstGeneration = await time(async () => {
      written = (await planner.scheduleEntries.generate(month)).written;
    });
    figures.push(figureOf(`generate a month (${written.toLocaleString('en')} entries written)`, [firstGeneration], '< 3 s'));
    const regenerations: number[] = [];
    for (let run = 0; run < 3; run++) regenerations.push(await time(() => planner.scheduleEntries.generate(month)));
    figures.push(figureOf('generate it again (nothing to change)', regenerations, '< 3 s'));
    await sql`analyze schedule_entries`.execute(db);

    for (const [name, label] of [
      ['table', 'table'],
      ['summaryTable', 'summary table'],
    ] as const) {
      const read = periodRead(planner, name);
      if (!read) {
        skipped.push(`schedulePeriods.${name} is not in this build: the ${label} was not timed.`);
        continue;
      }
      const transformer = appRouter._def._config.transformer.output;
      let bytes = 0;
      const timed =
        name === 'table'
          ? async (input: object) => {
              const body = JSON.stringify(transformer.serialize(await read(input)));
              bytes = Buffer.byteLength(body);
              return decodeScheduleTable(transformer.deserialize(JSON.parse(body)) as ScheduleTableWire);
            }
          : read;
      await timed(month); // warm-up
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await time(() => timed(month)));
      const size = name === 'table' ? `, ${(bytes / 1_000_000).toFixed(1)} MB` : '';
      figures.push(
        figureOf(`${label} (${employeeCount.toLocaleString('en')} lines${size})`, times, name === 'table' ? 'p95 < 250 ms' : ''),
      );
    }

    // Each run: a session changing 500 cells (day shifts on the first 17 days of 30 employees, a new
    // set of employees each run), committed; the commit alone is timed.
    const commits: number[] = [];
    for (let run = 0; run < Math.min(runs, 10); run++) {
      await planner.scheduleEntries.init(month);
      const cells = Array.from({ length: COMMIT_CELLS }, (_, index) => ({
        employeeNo: employeeNos[(run * 30 + Math.floor(index / 17)) % employeeNos.length]!,
        date: `${YEAR}-${String(MONTH).padStart(2, '0')}-${String((index % 17) + 1).padStart(2, '0')}`,
      }));
      await planner.scheduleEntries.createShiftEntries({ ...month, shiftId: shiftIds[run % 2]!, cells });
      commits.push(await time(() => planner.scheduleEntries.commit(month)));
    }
    figures.push(figureOf(`commit ${COMMIT_CELLS} changed cells`, commits, '< 1 s'));

    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
    console.log(
      `\nPostgreSQL, ${employeeCount.toLocaleString('en')} employees in one schedule, ${YEAR}-${MONTH}; load average ${loadAverage()}`,
    );
    console.log(`${'figure'.padEnd(48)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}   target`);
    for (const figure of figures) {
      console.log(`${figure.name.padEnd(48)}${ms(figure.p50)}${ms(figure.p95)}${ms(figure.max)}   ${figure.target}`);
    }
    for (const line of skipped) console.log(line);
  } finally {
    await db.destroy();
  }
}

await main();
