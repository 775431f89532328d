// Benchmark of a schedule's month and the ERP on PostgreSQL (spec 2 §7; README "Benchmarks").
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_schedule_erp pnpm exec tsx scripts/bench/schedule-erp.ts
//   … --employees 2000 --absent 200
//
// It (re)creates the database named in the URL (the name must contain "bench": it is dropped), migrates
// it, seeds the demo company, adds `employees` employees to SV in one schedule with a day shift on every
// weekday of the month and a planned activity run for `absent` of them, approves the month, then, as the
// demo planner through createCaller, times: update-navision (every employee queued, then again with
// nothing to queue, then after one employee's change), absence-to-navision (first and again), the
// comparison workbook, and the delivery of the queued changes through the mirror gateway, one attempt
// per change as the job queue runs them.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { DbClient } from '../../server/src/db/database';
import { readEnv } from '../../server/src/env';
import { applyErpChange } from '../../server/src/erp/erp-delivery';
import { createMirrorErpGateway } from '../../server/src/erp/erp-mirror-gateway';
import { createScheduleExportCaller } from '../../server/src/modules/schedule-periods/schedule-periods.router';
import { startSession } from '../../server/src/modules/sessions/use-cases/start-session';
import * as usersRepository from '../../server/src/modules/users/users.repository';
import { insertGrants } from '../../server/src/modules/work-time-access/work-time-access.repository';
import { contextFor } from '../../server/src/plugins/request-context';
import { createCaller } from '../../server/src/trpc/app-router';
import { benchDatabaseUrl, kysely, loadAverage, recreateDemoDatabase, seconds, silentLog } from './lib/bench-database';

const { sql } = kysely;

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    employees: { type: 'string', default: '2000' },
    absent: { type: 'string', default: '200' },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_schedule_erp');
const employeeCount = Number(options.employees);
const absentCount = Math.min(Number(options.absent), employeeCount);
const YEAR = 2027;
const MONTH = 3;

/** The employees in one schedule: a day shift every weekday, and a week of leave (A) for the first `absentCount`. */
async function buildMonth(db: DbClient): Promise<number> {
  const started = performance.now();
  const employeeNos = Array.from({ length: employeeCount }, (_, index) => `SE${String(index + 1).padStart(5, '0')}`);
  const group = await db
    .insertInto('shift_groups')
    .values({ company_code: 'SV', code: 'BENCH-ERP', name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shift = await db
    .insertInto('shifts')
    .values({ shift_group_id: group.id, code: 'D', name: 'D', type: 'work_day', start_time: '08:00', end_time: '16:30', work_minutes: 480 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const schedule = await db
    .insertInto('schedules')
    .values({ company_code: 'SV', code: 'BENCH-ERP', name: 'Bench', shift_group_id: group.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const days = Array.from({ length: 31 }, (_, index) => `${YEAR}-03-${String(index + 1).padStart(2, '0')}`).filter((date) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  });
  for (let start = 0; start < employeeNos.length; start += 1000) {
    const batch = employeeNos.slice(start, start + 1000);
    await db
      .insertInto('employees')
      .values(
        batch.map((employeeNo) => ({
          company_code: 'SV',
          employee_no: employeeNo,
          personnel_no: `PE${employeeNo.slice(2)}`,
          first_name: 'Bench',
          last_name: employeeNo,
        })),
      )
      .execute();
    await db
      .insertInto('schedule_employees')
      .values(
        batch.map((employeeNo) => ({ schedule_id: schedule.id, company_code: 'SV', employee_no: employeeNo, valid_from: '2027-01-01' })),
      )
      .execute();
    const entries = batch.flatMap((employeeNo, index) =>
      days.map((date, day) => {
        const isAbsent = start + index < absentCount && day >= 5 && day < 10;
        return {
          schedule_id: schedule.id,
          company_code: 'SV',
          employee_no: employeeNo,
          date,
          type: isAbsent ? 'activity' : 'work',
          source: isAbsent ? 'manual' : 'formula',
          shift_id: isAbsent ? null : shift.id,
          activity_code: isAbsent ? 'A' : null,
          work_minutes: isAbsent ? 0 : 480,
          absence_minutes: isAbsent ? 480 : 0,
        };
      }),
    );
    for (let offset = 0; offset < entries.length; offset += 5000)
      await db
        .insertInto('schedule_entries')
        .values(entries.slice(offset, offset + 5000))
        .execute();
  }
  await db.insertInto('schedule_periods').values({ schedule_id: schedule.id, year: YEAR, month: MONTH, status: 2 }).execute();
  const planner = await usersRepository.findByUsername(db, 'planner');
  await insertGrants(db, [
    { companyCode: 'SV', objectType: 'schedule', objectId: schedule.id, userId: planner!.id, action: 'administer', grantedBy: null },
  ]);
  await sql`vacuum analyze`.execute(db);
  console.log(`Added ${employeeCount.toLocaleString('en')} employees and their month in ${seconds(started)}.`);
  return schedule.id;
}

async function plannerContext(db: DbClient) {
  const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const user = await usersRepository.findByUsername(db, 'planner');
  if (!user) throw new Error('no demo planner');
  const deps = { db, env, log: silentLog, now: () => new Date() };
  const request = { requestId: 'bench', ipAddress: '127.0.0.1', userAgent: 'bench' };
  const { token } = await startSession(deps, { ...request, bearerToken: null }, user, { rememberMe: false, appMode: 'stable' });
  return () => contextFor(deps, { token, request, appMode: 'stable', requestedCompanyCode: 'SV' });
}

async function timed<T>(label: string, work: () => Promise<T>, describe: (result: T) => string): Promise<void> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(52)}${`${(performance.now() - started).toFixed(0)} ms`.padStart(10)}   ${describe(result)}`);
}

async function main() {
  const db = await recreateDemoDatabase(databaseUrl);
  try {
    const scheduleId = await buildMonth(db);
    const context = await plannerContext(db);
    const planner = createCaller(context);
    const month = { scheduleId, year: YEAR, month: MONTH };
    const handOver = (result: { queued: number; reversed: number; unchanged: number }) =>
      `queued ${result.queued}, taken back ${result.reversed}, unchanged ${result.unchanged}`;
    console.log(`\nPostgreSQL, ${employeeCount.toLocaleString('en')} employees, ${YEAR}-${MONTH}; load average ${loadAverage()}`);
    await timed('update-navision (every employee)', () => planner.schedulePeriods.updateNavision(month), handOver);
    await timed('update-navision again (nothing changed)', () => planner.schedulePeriods.updateNavision(month), handOver);
    await db.deleteFrom('schedule_entries').where('employee_no', '=', 'SE00001').where('date', '=', '2027-03-01').execute();
    await timed('update-navision after one employee’s change', () => planner.schedulePeriods.updateNavision(month), handOver);
    await timed('absence-to-navision', () => planner.schedulePeriods.absenceToNavision(month), handOver);
    await timed('absence-to-navision again', () => planner.schedulePeriods.absenceToNavision(month), handOver);

    const pending = await db.selectFrom('erp_outbox').select('id').where('status', '=', 'pending').orderBy('id').execute();
    const deps = { db, log: silentLog, now: () => new Date(), gateway: createMirrorErpGateway(db) };
    await timed(
      `deliver the queued changes (mirror, one at a time)`,
      async () => {
        for (const row of pending) await applyErpChange(deps, row.id, { number: 1, isLast: false });
        return pending.length;
      },
      (count) => `${count} changes`,
    );
    await timed(
      'comparison workbook',
      () => createScheduleExportCaller(context).exportNavComparison(month),
      (file) => `${(file.bytes.length / 1_000_000).toFixed(1)} MB`,
    );
  } finally {
    await db.destroy();
  }
}

await main();
