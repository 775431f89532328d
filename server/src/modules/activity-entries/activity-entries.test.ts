import { type ActivityImportPreview, ErrorCode, MAX_ACTIVITY_IMPORT_BYTES, type WorkJob } from '@portal/shared';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../env';
import { JobName, type JobQueue } from '../../jobs/job-queue';
import { createUser } from '../../testing/factories';
import { startJobWorkers } from '../../testing/job-workers';
import { successData } from '../../testing/rest-client';
import { createEmployees } from '../../testing/schedule-period-factories';
import { openSession, useDemoCallers } from '../../testing/test-caller';
import { testDatabaseUrl } from '../../testing/test-db';
import { addScheduleEmployee, createSchedule, createShiftGroup } from '../../testing/work-time-factories';
import type { AppDeps } from '../../trpc/context';
import { postFiles } from '../form-files/testing/multipart';
import { activityWorkbook } from './testing/activity-workbook';
import { workJobKinds } from '../work-jobs/work-job-kinds';
import { runWorkJob } from '../work-jobs/work-job-runner';

// Activity entries import and export (spec 2 §2; issue #14) through their REST calls, with real workers
// running the jobs. December 2030, timesheet AI-1 of schedule AI-S with AI001 and AI002 (AI003 has a line
// only from the 20th). `editor` edits the timesheet, `viewer` only views it.
const driver = testDatabaseUrl() ? 'PostgreSQL' : 'PGlite';
const api = useDemoCallers();
const YEAR = 2030;
const MONTH = 12;
const ids = { timesheet: 0, other: 0, schedule: 0, otherSchedule: 0 };
const tokens = { editor: '', viewer: '', planner: '' };
let queue: JobQueue;

type Row = [employeeNo: string, date: string, code: string, hours: string | number];
const HEADER = ['Tabelio Nr.', 'Data', 'Veiklos kodas', 'Valandos'];

const xlsxOf = (rows: Row[], header = HEADER) => activityWorkbook(rows, header);

function csvOf(rows: Row[]): Buffer {
  // A Lithuanian Excel's CSV: semicolons, decimal commas, English headers this time.
  return Buffer.from(['Employee no;Date;Activity code;Hours', ...rows.map((row) => row.join(';'))].join('\r\n'), 'utf8');
}

function upload(file: { name: string; content: Buffer }, token = tokens.editor, timesheetId = ids.timesheet, month = MONTH) {
  return postFiles(api.harness.app, `/api/wtc-area/activity-entries/import?timesheetId=${timesheetId}&year=${YEAR}&month=${month}`, token, [
    { key: 'file', fileName: file.name, content: file.content },
  ]);
}

async function finished(jobId: number, token = tokens.editor): Promise<WorkJob> {
  let job: WorkJob | undefined;
  await vi.waitFor(
    async () => {
      job = successData<WorkJob>(await api.client.get(`/api/wtc-area/jobs/${jobId}`, token));
      expect(job.status).not.toBe('running');
    },
    { timeout: 20_000, interval: 100 },
  );
  return job!;
}

async function checked(file: { name: string; content: Buffer }): Promise<{ job: WorkJob; preview: ActivityImportPreview }> {
  const response = await upload(file);
  const started = successData<WorkJob>(response);
  const job = await finished(started.id);
  expect(job.status, JSON.stringify(job)).toBe('completed');
  const preview = successData<ActivityImportPreview>(
    await api.client.get(`/api/wtc-area/activity-entries/import/${job.id}?rowsPerPage=100`, tokens.editor),
  );
  return { job, preview };
}

const confirm = (jobId: number, token = tokens.editor) =>
  api.client.post(`/api/wtc-area/activity-entries/import/${jobId}/confirm`, token, {});

async function entries() {
  const { rows } = await sql<{ employee_no: string; date: string; activity_code: string; minutes: number; source: string }>`
    select employee_no, to_char(date, 'YYYY-MM-DD') as date, activity_code, minutes, source from timesheet_entries
    where timesheet_id = ${ids.timesheet} order by employee_no, date, activity_code`.execute(api.harness.db);
  return rows;
}

async function periodVersion(): Promise<number> {
  const row = await api.harness.db
    .selectFrom('timesheet_periods')
    .select('version')
    .where('timesheet_id', '=', ids.timesheet)
    .where('year', '=', YEAR)
    .where('month', '=', MONTH)
    .executeTakeFirst();
  return row?.version ?? -1;
}

beforeAll(async () => {
  const { db } = api.harness;
  const group = await createShiftGroup(db, { code: 'AI-G', name: 'AI-G' });
  const schedule = await createSchedule(db, { code: 'AI-S', name: 'Importo grafikas', shiftGroupId: group });
  await createEmployees(db, [
    { employeeNo: 'AI001', firstName: 'Ona', lastName: 'Importaitė', appointmentFrom: '2030-01-01' },
    { employeeNo: 'AI002', firstName: 'Jonas', lastName: 'Importas', appointmentFrom: '2030-01-01' },
    { employeeNo: 'AI003', firstName: 'Rūta', lastName: 'Vėlyvoji', appointmentFrom: '2030-01-01' },
  ]);
  await addScheduleEmployee(db, { scheduleId: schedule, employeeNo: 'AI001', validFrom: '2030-01-01' });
  await addScheduleEmployee(db, { scheduleId: schedule, employeeNo: 'AI002', validFrom: '2030-01-01' });
  await addScheduleEmployee(db, { scheduleId: schedule, employeeNo: 'AI003', validFrom: '2030-12-20' });
  const timesheet = async (code: string) =>
    (
      await db
        .insertInto('timesheets')
        .values({ company_code: 'SV', code, name: code, schedule_id: schedule })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.timesheet = await timesheet('AI-1');
  ids.other = await timesheet('AI-2');
  ids.schedule = schedule;
  ids.otherSchedule = await createSchedule(db, { code: 'AI-X', name: 'Kitas grafikas', shiftGroupId: group });
  await db.insertInto('timesheet_periods').values({ timesheet_id: ids.timesheet, year: YEAR, month: MONTH }).execute();
  const editor = await createUser(db, { username: 'ai.editor', workTimeCompanies: ['SV'] });
  const viewer = await createUser(db, { username: 'ai.viewer', workTimeCompanies: ['SV'] });
  // The planner views the schedule but none of its timesheets.
  const planner = await createUser(db, { username: 'ai.planner', workTimeCompanies: ['SV'] });
  const grants = [
    ...['view', 'edit'].flatMap((action) => [ids.timesheet, ids.other].map((id) => ({ user_id: editor.id, action, object_id: id }))),
    { user_id: viewer.id, action: 'view', object_id: ids.timesheet },
  ];
  await db
    .insertInto('work_time_grants')
    .values([
      ...grants.map((grant) => ({ company_code: 'SV', object_type: 'timesheet', ...grant })),
      ...[editor, viewer, planner].map((user) => ({
        company_code: 'SV',
        object_type: 'schedule',
        user_id: user.id,
        action: 'view',
        object_id: schedule,
      })),
    ])
    .execute();
  tokens.editor = await openSession(api.harness, 'ai.editor');
  tokens.viewer = await openSession(api.harness, 'ai.viewer');
  tokens.planner = await openSession(api.harness, 'ai.planner');
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '500' });
  const deps: AppDeps = { db, env, log: api.harness.app.log, now: () => new Date() };
  queue = await startJobWorkers(2, deps, { [JobName.workJob]: (payload, attempt) => runWorkJob(deps, workJobKinds, payload, attempt) });
});

afterAll(async () => {
  await queue?.stop();
});

const GOOD_ROWS: Row[] = [
  ['AI001', '2030-12-02', 'FD', '8'],
  ['AI001', '2030.12.03', 'FD', '7,5'],
  ['AI002', '2030-12-02', 'FD', 7.25],
  ['AI003', '2030-12-21', 'DN', '2.5'],
];

describe(`activity entries import and export on ${driver}`, () => {
  it('lists a bad row’s error by row and column and writes nothing, even when confirmed', async () => {
    const { job, preview } = await checked({
      name: 'bad.xlsx',
      content: await xlsxOf([...GOOD_ROWS, ['AI002', '2030-12-04', 'NOPE', '8']]),
    });
    expect(job.resultSummary).toMatchObject({ rowCount: 5, validCount: 4, errorCount: 1 });
    expect(preview).toMatchObject({ isChecked: true, rowCount: 5, validCount: 4, errorCount: 1, isApplied: false });
    expect(preview.errors).toEqual([{ row: 6, column: 'activityCode', code: ErrorCode.activityCodeUnknown }]);
    expect(preview.validRows[1]).toEqual({ row: 3, employeeNo: 'AI001', date: '2030-12-03', activityCode: 'FD', minutes: 450 });

    const refused = await confirm(job.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ messages: [ErrorCode.importHasErrors] });
    expect(await entries()).toEqual([]);
  });

  it('checks each row against the timesheet: month, line, code, number format and duplicates', async () => {
    const { preview } = await checked({
      name: 'checks.csv',
      content: csvOf([
        ['AI001', '2030-11-30', 'FD', '8'],
        ['AI003', '2030-12-05', 'FD', '8'],
        ['AI009', '2030-12-05', 'FD', '8'],
        ['AI001', '2030-12-05', 'FD', '0'],
        ['AI001', '31/12/2030', 'FD', 'aštuonios'],
        ['AI002', '2030-12-06', 'FD', '8'],
        ['AI002', '2030-12-06', 'FD', '6'],
      ]),
    });
    expect(preview.errors).toEqual([
      { row: 2, column: 'date', code: ErrorCode.importDateOutsideMonth },
      { row: 3, column: 'employeeNo', code: ErrorCode.importEmployeeNotInSchedule },
      { row: 4, column: 'employeeNo', code: ErrorCode.importEmployeeNotInSchedule },
      { row: 5, column: 'hours', code: ErrorCode.importHoursOutOfRange },
      { row: 6, column: 'date', code: ErrorCode.invalidDate },
      { row: 6, column: 'hours', code: ErrorCode.invalidValue },
      { row: 8, column: null, code: ErrorCode.importDuplicateRow, params: { row: 7 } },
    ]);
    expect(preview.validCount).toBe(1);
  });

  it('names the columns missing from the header', async () => {
    const { preview } = await checked({ name: 'header.xlsx', content: await xlsxOf(GOOD_ROWS, ['Employee no', 'Date', 'Kas tai']) });
    expect(preview.errors).toEqual([
      { row: 1, column: 'activityCode', code: ErrorCode.importColumnMissing, params: { column: 'activityCode' } },
      { row: 1, column: 'hours', code: ErrorCode.importColumnMissing, params: { column: 'hours' } },
    ]);
  });

  it('writes every row of the fixed file once, and a second confirm writes nothing', async () => {
    const before = await periodVersion();
    const { job, preview } = await checked({ name: 'fixed.csv', content: csvOf(GOOD_ROWS) });
    expect(preview).toMatchObject({ errorCount: 0, validCount: 4 });
    // The jobs screen names both jobs by the timesheet, the month and the file.
    expect(job.target).toMatch(/^AI-1 .* · 2030-12 · fixed\.csv$/);
    const write = successData<WorkJob>(await confirm(job.id));
    const written = await finished(write.id);
    expect(written).toMatchObject({ status: 'completed', progressPercent: 100, resultSummary: { written: 4 } });
    expect(written.target).toBe(job.target);
    expect(await entries()).toEqual([
      { employee_no: 'AI001', date: '2030-12-02', activity_code: 'FD', minutes: 480, source: 'manual' },
      { employee_no: 'AI001', date: '2030-12-03', activity_code: 'FD', minutes: 450, source: 'manual' },
      { employee_no: 'AI002', date: '2030-12-02', activity_code: 'FD', minutes: 435, source: 'manual' },
      { employee_no: 'AI003', date: '2030-12-21', activity_code: 'DN', minutes: 150, source: 'manual' },
    ]);
    expect(await periodVersion()).toBe(before + 1);

    const again = await confirm(job.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ messages: [ErrorCode.importAlreadyApplied] });
    expect((await api.client.get(`/api/wtc-area/activity-entries/import/${job.id}`, tokens.editor)).json().data).toMatchObject({
      isApplied: true,
    });
    expect(await periodVersion()).toBe(before + 1);
  });

  it('of two confirms at once, one writes and the other is refused', async () => {
    const { job } = await checked({ name: 'race.xlsx', content: await xlsxOf([['AI002', '2030-12-09', 'FD', '6']]) });
    const before = await periodVersion();
    const answers = await Promise.all([confirm(job.id), confirm(job.id)]);
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted, answers.map((answer) => answer.body).join('\n')).toHaveLength(1);
    const loser = answers.find((answer) => answer.statusCode !== 200)!;
    expect(loser.statusCode).toBe(409);
    expect([ErrorCode.workJobAlreadyRunning, ErrorCode.importAlreadyApplied]).toContain(loser.json().messages[0]);
    await finished(successData<WorkJob>(accepted[0]!).id);
    expect(await periodVersion()).toBe(before + 1);
    expect((await entries()).filter((entry) => entry.date === '2030-12-09')).toHaveLength(1);
  });

  it('drops an unconfirmed file when the same user uploads a newer one for the month: only the newer imports', async () => {
    const older = await checked({ name: 'older.csv', content: csvOf([['AI001', '2030-12-10', 'FD', '1']]) });
    const newer = await checked({ name: 'newer.csv', content: csvOf([['AI001', '2030-12-11', 'FD', '2']]) });
    const refused = await confirm(older.job.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ messages: [ErrorCode.importFileReplaced] });
    await finished(successData<WorkJob>(await confirm(newer.job.id)).id);
    expect((await entries()).filter((entry) => entry.date >= '2030-12-10' && entry.date <= '2030-12-11')).toEqual([
      { employee_no: 'AI001', date: '2030-12-11', activity_code: 'FD', minutes: 120, source: 'manual' },
    ]);
  });

  it('refuses a viewer, a file that is not what its name says, and a locked month', async () => {
    const file = { name: 'ok.csv', content: csvOf(GOOD_ROWS) };
    const denied = await upload(file, tokens.viewer);
    expect(denied.statusCode, denied.body).toBe(403);
    const fake = await upload({ name: 'fake.xlsx', content: Buffer.from('Tabelio Nr.;Data\n') });
    expect(fake.statusCode, fake.body).toBe(400);
    expect(fake.json()).toMatchObject({ validationErrors: { file: [ErrorCode.importFileTypeNotAllowed] } });
    const exe = await upload({ name: 'run.exe', content: csvOf(GOOD_ROWS) });
    expect(exe.statusCode, exe.body).toBe(400);
    const huge = await upload({ name: 'huge.csv', content: Buffer.alloc(MAX_ACTIVITY_IMPORT_BYTES + 1, 'a') });
    expect(huge.statusCode, huge.body).toBe(413);

    await api.harness.db
      .insertInto('timesheet_periods')
      .values({ timesheet_id: ids.other, year: YEAR, month: MONTH, manual_lock: true })
      .execute();
    const locked = await upload(file, tokens.editor, ids.other);
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json()).toMatchObject({ messages: [ErrorCode.periodNotEditable] });
    const { rows } = await sql<{
      count: string;
    }>`select count(*) as count from activity_entry_imports where timesheet_id = ${ids.other}`.execute(api.harness.db);
    expect(Number(rows[0]!.count)).toBe(0);
  });

  it('does not show a preview to a user who cannot edit the timesheet', async () => {
    const { job } = await checked({ name: 'mine.csv', content: csvOf(GOOD_ROWS) });
    const response = await api.client.get(`/api/wtc-area/activity-entries/import/${job.id}`, tokens.viewer);
    expect([403, 404]).toContain(response.statusCode);
  });

  it('exports the entries as .xlsx and .csv in the columns the import reads, and the file imports back unchanged', async () => {
    const started = successData<WorkJob>(
      await api.client.post('/api/wtc-area/activity-entries/export', tokens.viewer, {
        timesheetId: ids.timesheet,
        from: '2030-12-01',
        to: '2030-12-31',
        format: 'xlsx',
      }),
    );
    const job = await finished(started.id, tokens.viewer);
    expect(job).toMatchObject({ status: 'completed', resultFile: { fileName: 'AI-1_2030-12-01_2030-12-31.xlsx' } });
    expect(job.target).toMatch(/^AI-1 .* · 2030-12-01 – 2030-12-31$/);
    const download = await api.client.get(`/api/wtc-area/jobs/${job.id}/download`, tokens.viewer);
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'AI001', '2030-12-03', 'FD', 7.5]);
    const stored = await entries();
    expect(sheet.rowCount).toBe(stored.length + 1);

    const { preview } = await checked({ name: 'exported.xlsx', content: download.rawPayload });
    expect(preview).toMatchObject({ errorCount: 0, validCount: stored.length });

    const csvJob = successData<WorkJob>(
      await api.client.post('/api/wtc-area/activity-entries/export', tokens.viewer, {
        timesheetId: ids.timesheet,
        from: '2030-12-02',
        to: '2030-12-02',
        format: 'csv',
      }),
    );
    await finished(csvJob.id, tokens.viewer);
    const csv = await api.client.get(`/api/wtc-area/jobs/${csvJob.id}/download`, tokens.viewer);
    expect(csv.body).toBe('\uFEFFTabelio Nr.,Data,Veiklos kodas,Valandos\nAI001,2030-12-02,FD,8\nAI002,2030-12-02,FD,7.25\n');
  });

  it('refuses an export without the view grant and an end before the start', async () => {
    const body = { timesheetId: ids.other, from: '2030-12-01', to: '2030-12-31' };
    const denied = await api.client.post('/api/wtc-area/activity-entries/export', tokens.viewer, body);
    expect(denied.statusCode, denied.body).toBe(403);
    const backwards = await api.client.post('/api/wtc-area/activity-entries/export', tokens.editor, { ...body, from: '2031-01-01' });
    expect(backwards.statusCode, backwards.body).toBe(400);
  });

  const exportBySchedule = async (token: string, body: Record<string, unknown>) =>
    finished(successData<WorkJob>(await api.client.post('/api/wtc-area/activity-entries/export', token, body)).id, token);

  async function sheetOf(job: WorkJob, token: string) {
    const download = await api.client.get(`/api/wtc-area/jobs/${job.id}/download`, token);
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, bytes: download.rawPayload };
  }

  it('exports a schedule’s entries of only the timesheets the caller may view, each row naming its timesheet after the import’s columns', async () => {
    await api.harness.db
      .insertInto('timesheet_entries')
      .values({
        timesheet_id: ids.other,
        company_code: 'SV',
        employee_no: 'AI001',
        date: '2030-12-05',
        activity_code: 'FD',
        hours_type: 'worked',
        minutes: 60,
        source: 'manual',
      })
      .execute();
    const range = { scheduleId: ids.schedule, from: '2030-12-01', to: '2030-12-31', format: 'xlsx' };
    const stored = await entries();

    const viewerJob = await exportBySchedule(tokens.viewer, range);
    expect(viewerJob).toMatchObject({ status: 'completed', resultFile: { fileName: 'AI-S_2030-12-01_2030-12-31.xlsx' } });
    // The jobs screen names the schedule.
    expect(viewerJob.target).toBe('AI-S Importo grafikas · 2030-12-01 – 2030-12-31');
    const viewerSheet = await sheetOf(viewerJob, tokens.viewer);
    expect(viewerSheet.rows[0]).toEqual([...HEADER, 'Žiniaraštis']);
    // AI-2's entry is left out: the viewer may not view that timesheet.
    expect(viewerSheet.rows.slice(1)).toEqual(
      stored.map((entry) => [entry.employee_no, entry.date, entry.activity_code, entry.minutes / 60, 'AI-1']),
    );

    const editorSheet = await sheetOf(await exportBySchedule(tokens.editor, range), tokens.editor);
    expect(editorSheet.rows).toHaveLength(stored.length + 2);
    expect(editorSheet.rows.at(-1)).toEqual(['AI001', '2030-12-05', 'FD', 1, 'AI-2']);

    // The file re-imports into a timesheet: the timesheet column is ignored.
    const { preview } = await checked({ name: 'schedule.xlsx', content: viewerSheet.bytes });
    expect(preview).toMatchObject({ errorCount: 0, validCount: stored.length });
  });

  it('refuses a schedule export naming both or neither target, without the schedule’s view grant, or with no timesheet to view', async () => {
    const range = { from: '2030-12-01', to: '2030-12-31' };
    for (const body of [range, { ...range, timesheetId: ids.timesheet, scheduleId: ids.schedule }]) {
      const refused = await api.client.post('/api/wtc-area/activity-entries/export', tokens.editor, body);
      expect(refused.statusCode, refused.body).toBe(400);
      // The job's input is nested under `input` in workJobs.start.
      expect(refused.json()).toMatchObject({ validationErrors: { 'input.timesheetId': [ErrorCode.exportTargetExactlyOne] } });
    }
    const noGrant = await api.client.post('/api/wtc-area/activity-entries/export', tokens.editor, {
      ...range,
      scheduleId: ids.otherSchedule,
    });
    expect(noGrant.statusCode, noGrant.body).toBe(403);
    const missing = await api.client.post('/api/wtc-area/activity-entries/export', tokens.editor, { ...range, scheduleId: 999_999 });
    expect(missing.statusCode, missing.body).toBe(404);
    const noTimesheets = await api.client.post('/api/wtc-area/activity-entries/export', tokens.planner, {
      ...range,
      scheduleId: ids.schedule,
    });
    expect(noTimesheets.statusCode, noTimesheets.body).toBe(403);
  });

  it('deletes the company’s uploads left unconfirmed for more than 7 days on the next upload, and keeps the recent and the applied', async () => {
    const { db } = api.harness;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const stale = async (name: string, days: number, extra: { applied?: boolean; company?: string } = {}) =>
      (
        await db
          .insertInto('activity_entry_imports')
          .values({
            company_code: extra.company ?? 'SV',
            timesheet_id: ids.other,
            year: YEAR,
            month: MONTH,
            file_name: name,
            format: 'csv',
            bytes: Buffer.from('x'),
            size: 1,
            created_at: daysAgo(days),
            ...(extra.applied ? { applied_at: daysAgo(days) } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const old = await stale('old.csv', 8);
    const recent = await stale('recent.csv', 6);
    const applied = await stale('applied.csv', 8, { applied: true });
    const otherCompany = await stale('nl.csv', 8, { company: 'NL' });

    await checked({ name: 'next.csv', content: csvOf(GOOD_ROWS) });
    const left = await db
      .selectFrom('activity_entry_imports')
      .select('id')
      .where('id', 'in', [old, recent, applied, otherCompany])
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent, applied, otherCompany]);
  });
});
