// Benchmark of the activity entries import (issue #14: "an import of 50,000 activity rows validated and
// previewed < 10 s"): README "Benchmarks".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_activity pnpm bench:activity-import
//   pnpm bench:activity-import --database postgres://… [--rows 50000] [--format xlsx|csv] [--reuse]
//
// It builds the schedule benchmarks' database (lib/schedule-month.ts: the demo company, one schedule of
// enough employees that a month of them makes `rows` rows), adds a timesheet of that schedule the demo
// planner edits, writes an activity file of `rows` rows (one per employee and day, 8 hours of FD) and
// times, as the planner, the work the check job does (read the file, check every row, store the preview)
// and the preview's first page (activityEntries.importPreview through createCaller), then the write of all
// rows (the confirm's job: the rows checked again and written in one transaction).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { withTransaction } from '../../server/src/db/transaction';
import { readEnv } from '../../server/src/env';
import * as importsRepository from '../../server/src/modules/activity-entries/activity-entries.repository';
import { activityWorkbook, ACTIVITY_HEADER } from '../../server/src/modules/activity-entries/testing/activity-workbook';
import { applyActivityImport } from '../../server/src/modules/activity-entries/use-cases/apply-activity-import';
import { validateActivityImport } from '../../server/src/modules/activity-entries/use-cases/validate-activity-import';
import * as usersRepository from '../../server/src/modules/users/users.repository';
import { insertGrants } from '../../server/src/modules/work-time-access/work-time-access.repository';
import { actorContext } from '../../server/src/modules/work-jobs/work-job-runner';
import { benchDatabaseUrl, loadAverage } from './lib/bench-database';
import { BENCH_MONTH, plannerCaller, prepareBenchSchedule } from './lib/schedule-month';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    rows: { type: 'string', default: '50000' },
    format: { type: 'string', default: 'xlsx' },
    reuse: { type: 'boolean', default: false },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_activity');
const rowCount = Number(options.rows);
const format = options.format === 'csv' ? 'csv' : 'xlsx';
const { year: YEAR, month: MONTH } = BENCH_MONTH;
const DAYS = new Date(Date.UTC(YEAR, MONTH, 0)).getUTCDate();
const TARGET_MS = 10_000;

async function activityFile(employeeNos: string[]): Promise<Buffer> {
  const rows: string[][] = [];
  for (const employeeNo of employeeNos) {
    for (let day = 1; day <= DAYS && rows.length < rowCount; day++) {
      rows.push([employeeNo, `${YEAR}-${String(MONTH).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 'FD', '8']);
    }
  }
  if (format === 'csv') return Buffer.from([ACTIVITY_HEADER, ...rows].map((row) => row.join(',')).join('\n'), 'utf8');
  return activityWorkbook(rows);
}

async function main() {
  const employees = Math.ceil(rowCount / DAYS);
  const { db, scheduleId, employeeNos } = await prepareBenchSchedule(databaseUrl, {
    count: employees,
    reuse: options.reuse,
    onBuilt: async () => {},
  });
  try {
    const planner = await usersRepository.findByUsername(db, 'planner');
    if (!planner) throw new Error('no demo planner');
    const timesheet = await db
      .insertInto('timesheets')
      .values({ company_code: 'SV', code: `BENCH-IMPORT-${Date.now()}`, name: 'Bench import', schedule_id: scheduleId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertGrants(
      db,
      (['view', 'edit'] as const).map((action) => ({
        companyCode: 'SV',
        objectType: 'timesheet' as const,
        objectId: timesheet.id,
        userId: planner.id,
        action,
        grantedBy: null,
      })),
    );
    const bytes = await activityFile(employeeNos);
    console.log(
      `File: ${rowCount.toLocaleString('en')} rows, ${format}, ${(bytes.length / 1e6).toFixed(1)} MB; load average ${loadAverage()}.`,
    );

    const uploadId = await importsRepository.insertUpload(db, {
      companyCode: 'SV',
      timesheetId: timesheet.id,
      year: YEAR,
      month: MONTH,
      fileName: `bench.${format}`,
      format,
      bytes,
      uploadedBy: planner.id,
    });
    const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
    const actor = actorContext({ db, env, now: () => new Date() }, planner.id, 'SV');
    // The check job's row, so the preview can name it (its queue entry is not needed: this process runs the work).
    const job = await db
      .insertInto('work_jobs')
      .values({
        company_code: 'SV',
        kind: 'activity_import_validation',
        dedupe_key: `bench:${uploadId}`,
        status: 'running',
        started_by: planner.id,
        input: JSON.stringify({ uploadId }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await importsRepository.setValidationJob(db, uploadId, job.id);

    const started = performance.now();
    const store = await validateActivityImport(actor, { uploadId }, async () => {});
    await withTransaction(db, store);
    const checked = performance.now();
    const caller = await plannerCaller(db, databaseUrl);
    const preview = await caller.activityEntries.importPreview({ jobId: job.id, page: 1, rowsPerPage: 20 });
    const previewed = performance.now();
    if (preview.errorCount > 0) throw new Error(`the bench file has errors: ${JSON.stringify(preview.errors.slice(0, 3))}`);
    const total = previewed - started;
    console.log(
      `Checked ${preview.rowCount.toLocaleString('en')} rows in ${((checked - started) / 1000).toFixed(2)} s; preview in ${(previewed - checked).toFixed(0)} ms.`,
    );
    console.log(
      `Validated and previewed: ${(total / 1000).toFixed(2)} s (target < ${TARGET_MS / 1000} s) ${total < TARGET_MS ? 'OK' : 'OVER'}`,
    );

    await db.updateTable('work_jobs').set({ status: 'completed', finished_at: new Date() }).where('id', '=', job.id).execute();
    const writeStarted = performance.now();
    const write = await applyActivityImport(actor, { validationJobId: job.id }, async () => {});
    const outcome = await withTransaction(db, write);
    console.log(
      `Written ${String(outcome.summary.written)} rows (checked again, one transaction) in ${((performance.now() - writeStarted) / 1000).toFixed(2)} s.`,
    );
  } finally {
    await db.destroy();
  }
}

await main();
