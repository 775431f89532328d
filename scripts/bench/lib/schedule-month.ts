// The schedule benchmarks' database (README "Benchmarks → Schedule months"): the demo company, `count`
// employees of SV all in one schedule on the four-crew 12-hour formula, the demo planner its
// administrator. Shared by `pnpm bench:schedules` (procedures through createCaller) and
// `pnpm bench:schedule-table` (the built portal in Chromium).
import { performance } from 'node:perf_hooks';
import { createDb, type DbClient } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { readEnv } from '../../../server/src/env';
import { startSession } from '../../../server/src/modules/sessions/use-cases/start-session';
import * as usersRepository from '../../../server/src/modules/users/users.repository';
import { insertGrants } from '../../../server/src/modules/work-time-access/work-time-access.repository';
import { contextFor } from '../../../server/src/plugins/request-context';
import { createCaller } from '../../../server/src/trpc/app-router';
import { kysely, recreateDemoDatabase, seconds, silentLog } from './bench-database';

const { sql } = kysely;

/** The month every schedule benchmark reads: March 2027 (31 days). */
export const BENCH_MONTH = { year: 2027, month: 3 } as const;
const SCHEDULE_CODE = 'BENCH-1';

export interface BenchSchedule {
  db: DbClient;
  scheduleId: number;
  /** The day and night work shifts. */
  shiftIds: number[];
  employeeNos: string[];
}

export type Caller = ReturnType<typeof createCaller>;

/** `count` employees in SV, one schedule with all of them on a four-crew 12-hour cycle, the planner its administrator. */
async function buildSchedule(db: DbClient, count: number): Promise<Omit<BenchSchedule, 'db'>> {
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
    .values({ company_code: 'SV', code: SCHEDULE_CODE, name: 'Bench', shift_group_id: group.id })
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

/** The marker left on the schedules table once the month is generated: what --reuse looks for. */
const readyMarker = (count: number) => `bench:schedules:${count}:${BENCH_MONTH.year}-${BENCH_MONTH.month}`;

/** A database built before for the same count, with its month generated; null when there is none. */
async function reusableSchedule(databaseUrl: string, count: number): Promise<BenchSchedule | null> {
  const db = createDb({ driver: 'pg', connectionString: databaseUrl });
  const marker = await sql<{ value: string | null }>`select obj_description('schedules'::regclass) as value`
    .execute(db)
    .catch(() => ({ rows: [] as Array<{ value: string | null }> }));
  if (marker.rows[0]?.value !== readyMarker(count)) {
    await db.destroy();
    return null;
  }
  // A migration added since (an index) applies to the kept data too; one that cannot (a migration
  // numbered before those already run, from a merge) means building the database again.
  try {
    await migrateToLatest(db);
  } catch (error) {
    console.log(`Not reusing the database: ${error instanceof Error ? error.message : String(error)}`);
    await db.destroy();
    return null;
  }
  const schedule = await db
    .selectFrom('schedules')
    .select(['id', 'shift_group_id'])
    .where('code', '=', SCHEDULE_CODE)
    .executeTakeFirstOrThrow();
  const shifts = await db
    .selectFrom('shifts')
    .select('id')
    .where('shift_group_id', '=', schedule.shift_group_id)
    .where('type', '=', 'work_day')
    .orderBy('id')
    .execute();
  const members = await db
    .selectFrom('schedule_employees')
    .select('employee_no')
    .where('schedule_id', '=', schedule.id)
    .orderBy('sort_order')
    .execute();
  return { db, scheduleId: schedule.id, shiftIds: shifts.map((row) => row.id), employeeNos: members.map((row) => row.employee_no) };
}

/**
 * The benchmark's schedule: with `reuse`, a database built before with the same count and its month
 * generated is kept; otherwise the database is rebuilt (`onBuilt` runs on the fresh schedule, e.g. to
 * time the month's generation) and marked ready for a later --reuse.
 */
export async function prepareBenchSchedule(
  databaseUrl: string,
  options: { count: number; reuse: boolean; onBuilt: (schedule: BenchSchedule) => Promise<void> },
): Promise<BenchSchedule & { reused: boolean }> {
  if (options.reuse) {
    const reused = await reusableSchedule(databaseUrl, options.count);
    if (reused) {
      console.log(`Reusing ${new URL(databaseUrl).pathname.slice(1)} (${options.count.toLocaleString('en')} employees, month generated).`);
      return { ...reused, reused: true };
    }
  }
  const db = await recreateDemoDatabase(databaseUrl);
  const schedule = { db, ...(await buildSchedule(db, options.count)) };
  await options.onBuilt(schedule);
  await sql`analyze schedule_entries`.execute(db);
  await sql`comment on table schedules is ${sql.lit(readyMarker(options.count))}`.execute(db);
  return { ...schedule, reused: false };
}

/** Generates the benchmark's month as the planner; answers the number of entries written. */
export async function generateBenchMonth(caller: Caller, scheduleId: number): Promise<number> {
  return (await caller.scheduleEntries.generate({ scheduleId, ...BENCH_MONTH })).written;
}

/** A new request's context of the signed-in planner, per call (nothing remembered between calls). */
export async function plannerContext(db: DbClient, databaseUrl: string) {
  const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const user = await usersRepository.findByUsername(db, 'planner');
  if (!user) throw new Error('no demo planner');
  const deps = { db, env, log: silentLog, now: () => new Date() };
  const request = { requestId: 'bench', ipAddress: '127.0.0.1', userAgent: 'bench' };
  const { token } = await startSession(deps, { ...request, bearerToken: null }, user, { rememberMe: false, appMode: 'stable' });
  return () => contextFor(deps, { token, request, appMode: 'stable', requestedCompanyCode: 'SV' });
}

/** The planner's caller, each call with a new request's context (nothing remembered between calls). */
export async function plannerCaller(db: DbClient, databaseUrl: string): Promise<Caller> {
  return createCaller(await plannerContext(db, databaseUrl));
}
