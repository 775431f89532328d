import { ErrorCode, type WorkJob, WorkJobKind } from '@portal/shared';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/transaction';
import { readEnv } from '../../env';
import { JobName, type JobQueue } from '../../jobs/job-queue';
import { createUser } from '../../testing/factories';
import { startJobWorkers } from '../../testing/job-workers';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { createEmployees, createTimedShift } from '../../testing/schedule-period-factories';
import { createErpAbsence } from '../../testing/schedule-entry-factories';
import { type AppCaller, callerWithToken, openSession, useDemoCallers } from '../../testing/test-caller';
import { testDatabaseUrl } from '../../testing/test-db';
import { addScheduleEmployee, createSchedule, createScheduleEntry, createShiftGroup } from '../../testing/work-time-factories';
import { workJobKinds } from '../work-jobs/work-job-kinds';
import { runWorkJob } from '../work-jobs/work-job-runner';
import type { WorkTimeGrantAction } from '../work-time-access/work-time-access.repository';

// The timesheet reports (spec 2 §7 "Timesheets": download, downloadsdladiff, downloadunusedholidaydays;
// issue #14), opened back with exceljs. December 2030 (the 1st a Sunday; the 24th–26th public
// holidays). Schedule RP-1: Ona (RP001) works day shifts on the 2nd, 3rd and 24th; Jonas (RP002) one on
// the 5th; Petras (RP003) is on annual leave from the 16th to the 20th. `rp.keeper` keeps the
// timesheet, `rp.viewer` only views it, `rp.nogrants` has no grant; NL's timesheet is another company's.
const driver = testDatabaseUrl() ? 'PostgreSQL' : 'PGlite';
const api = useDemoCallers();
const ids = { schedule: 0, timesheet: 0, nlTimesheet: 0 };
const tokens = {} as Record<'keeper' | 'viewer' | 'nogrants', string>;
const as = {} as Record<'keeper' | 'viewer' | 'nogrants', AppCaller>;
const DECEMBER = { year: 2030, month: 12 };
let queue: JobQueue | undefined;

async function grant(db: Executor, userId: number, objectType: string, objectId: number | null, actions: readonly WorkTimeGrantAction[]) {
  await db
    .insertInto('work_time_grants')
    .values(actions.map((action) => ({ company_code: 'SV', object_type: objectType, object_id: objectId, user_id: userId, action })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toContain('attachment');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The sheet's rows from `first` on, as arrays of values (column A first). */
function rowsFrom(sheet: ExcelJS.Worksheet, first: number): unknown[][] {
  const rows: unknown[][] = [];
  for (let index = first; index <= sheet.rowCount; index++) {
    const values = sheet.getRow(index).values as unknown[];
    rows.push(values.slice(1));
  }
  return rows;
}

const rowOf = (rows: unknown[][], employeeNo: string) => rows.find((row) => row[0] === employeeNo);
/** The employees' rows of the month record (its totals and signature rows have no tab. no.). */
const employeeNosOf = (rows: unknown[][]) => rows.filter((row) => typeof row[0] === 'string').map((row) => row[0]);
const download = (path: string, token: string, body: unknown) => api.client.post(`/api/wtc-area/timesheets/${path}`, token, body);

beforeAll(async () => {
  const { db } = api.harness;
  const group = await createShiftGroup(db, { code: 'RP-G', name: 'Ataskaitų pamainos' });
  const day = await createTimedShift(db, { shiftGroupId: group, code: 'D', startTime: '08:00', endTime: '16:30', workMinutes: 480 });
  ids.schedule = await createSchedule(db, { code: 'RP-1', name: 'Ataskaitų grafikas', shiftGroupId: group });
  await createEmployees(db, [
    { employeeNo: 'RP001', firstName: 'Ona', lastName: 'Onaitė', jobTitle: 'Operatorė', appointmentFrom: '2030-01-01' },
    { employeeNo: 'RP002', firstName: 'Jonas', lastName: 'Jonaitis', jobTitle: 'Meistras', appointmentFrom: '2030-01-01' },
    { employeeNo: 'RP003', firstName: 'Petras', lastName: 'Petraitis', jobTitle: '=Pavojingas', appointmentFrom: '2030-01-01' },
  ]);
  for (const employeeNo of ['RP001', 'RP002', 'RP003'])
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo, validFrom: '2030-01-01' });
  for (const date of ['2030-12-02', '2030-12-03', '2030-12-24'])
    await createScheduleEntry(db, {
      scheduleId: ids.schedule,
      employeeNo: 'RP001',
      date,
      shiftId: day,
      startTime: '08:00',
      endTime: '16:30',
      workMinutes: 480,
    });
  await createScheduleEntry(db, {
    scheduleId: ids.schedule,
    employeeNo: 'RP002',
    date: '2030-12-05',
    shiftId: day,
    startTime: '08:00',
    endTime: '16:30',
    workMinutes: 480,
  });
  await createErpAbsence(db, { employeeNo: 'RP003', entryNo: 950_001, dateFrom: '2030-12-16', dateTo: '2030-12-20', activityCode: 'A' });
  // Unused holidays: Ona's ERP snapshot before the date; Jonas's only snapshot is later, so his days of the last sync count.
  await db
    .insertInto('holiday_reserves')
    .values([
      {
        company_code: 'SV',
        employee_no: 'RP001',
        as_of_date: '2030-12-01',
        holiday_reserve: '12.5',
        holiday_range_from: '2030-01-01',
        holiday_range_to: '2030-12-31',
      },
      {
        company_code: 'SV',
        employee_no: 'RP002',
        as_of_date: '2031-01-10',
        holiday_reserve: '30',
        holiday_range_from: '2031-01-01',
        holiday_range_to: '2031-12-31',
      },
    ])
    .execute();
  await db
    .updateTable('employees')
    .set({ unused_holidays: '3' })
    .where('company_code', '=', 'SV')
    .where('employee_no', '=', 'RP002')
    .execute();

  for (const role of ['keeper', 'viewer', 'nogrants'] as const) {
    const user = await createUser(db, { username: `rp.${role}`, workTimeCompanies: ['SV', 'NL'] });
    if (role === 'keeper') {
      await grant(db, user.id, 'timesheet', null, ['create']);
      await grant(db, user.id, 'schedule', ids.schedule, ['view']);
    }
    tokens[role] = await openSession(api.harness, `rp.${role}`);
    as[role] = callerWithToken(api.harness, tokens[role]);
  }
  ids.timesheet = (await as.keeper.timesheets.create({ code: 'RP-Z', name: 'Ataskaitų žiniaraštis', scheduleId: ids.schedule })).id;
  const viewer = await db.selectFrom('users').select('id').where('username', '=', 'rp.viewer').executeTakeFirstOrThrow();
  await grant(db, viewer.id, 'timesheet', ids.timesheet, ['view']);
  await as.keeper.timesheets.generate({ timesheetId: ids.timesheet, ...DECEMBER });

  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'RP-NL' });
  const nlSchedule = await createSchedule(db, { companyCode: 'NL', code: 'RP-NL', shiftGroupId: nlGroup });
  const nl = await db
    .insertInto('timesheets')
    .values({ company_code: 'NL', code: 'RP-NL', name: 'NL', schedule_id: nlSchedule })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.nlTimesheet = nl.id;
});

afterAll(async () => {
  await queue?.stop();
});

describe(`timesheet reports on ${driver}`, () => {
  it('downloads the month record: header, one row per employee with codes and hours per day, totals, days off shaded, landscape print', async () => {
    const table = await as.viewer.timesheets.table({ timesheetId: ids.timesheet, ...DECEMBER });
    const sheet = await workbookOf(await download('download', tokens.viewer, { timesheetId: ids.timesheet, ...DECEMBER }));
    expect(sheet.getCell('A1').value).toBe('Darbo laiko apskaitos žiniaraštis');
    expect(sheet.getCell('A3').value).toBe('RP-Z Ataskaitų žiniaraštis');
    expect(sheet.getCell('A4').value).toBe('Laikotarpis: 2030-12-01 – 2030-12-31');
    const header = sheet.getRow(6);
    expect([header.getCell(1).value, header.getCell(2).value, header.getCell(3).value, header.getCell(4).value]).toEqual([
      'Tab. Nr.',
      'Vardas, pavardė',
      'Pareigos',
      1,
    ]);
    expect(header.getCell(34).value).toBe(31);
    expect(header.getCell(35).value).toBe('Dirbta dienų');
    expect(header.getCell(41).value).toBe('Iš viso val.');
    // The 1st (a Sunday) and the 25th (Christmas) are shaded, the 2nd (a Monday) is not.
    const fillOf = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect(fillOf(header.getCell(4))).toBe('FFD9D9D9');
    expect(fillOf(header.getCell(28))).toBe('FFD9D9D9');
    expect(fillOf(header.getCell(5))).toBe('FFEDEDED');

    const rows = rowsFrom(sheet, 7);
    expect(employeeNosOf(rows)).toEqual(['RP002', 'RP001', 'RP003']);
    const ona = rowOf(rows, 'RP001')!;
    expect(ona.slice(1, 3)).toEqual(['Ona Onaitė', 'Operatorė']);
    expect(ona[4]).toBe('FD 8');
    expect(ona[5]).toBe('FD 8');
    expect(ona[3]).toBeUndefined();
    expect(String(ona[26])).toContain('FD 8');
    const onaTotals = table.lines.find((line) => line.employeeNo === 'RP001')!.totals;
    expect(onaTotals.worked).toBe(24);
    expect(ona.slice(34, 41)).toEqual([3, 24, onaTotals.night, onaTotals.overtime, onaTotals.holiday, 0, onaTotals.total]);
    const petras = rowOf(rows, 'RP003')!;
    // A text read as a formula is neutralised.
    expect(petras[2]).toBe("'=Pavojingas");
    expect(petras[34]).toBe(0);
    expect(petras[39]).toBe(table.lines.find((line) => line.employeeNo === 'RP003')!.totals.absence);
    expect(petras[39]).toBeGreaterThan(0);
    // The totals row sums the lines: days worked, then hours per type.
    const totalsRow = rows[3]!;
    expect(totalsRow[1]).toBe('Iš viso');
    expect(totalsRow[34]).toBe(4);
    expect(totalsRow[35]).toBe(32);
    expect(totalsRow[39]).toBe(petras[39]);
    expect(rows.slice(5).map((row) => row[1])).toEqual(['Sudarė: ____________________', 'Patvirtino: ____________________']);
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
  });

  it('writes codes only without hours, and only the selected employees', async () => {
    const sheet = await workbookOf(
      await download('download', tokens.viewer, { timesheetId: ids.timesheet, ...DECEMBER, setHours: false, selectedEmployees: ['RP001'] }),
    );
    const rows = rowsFrom(sheet, 7);
    expect(employeeNosOf(rows)).toEqual(['RP001']);
    expect(rows[0]![4]).toBe('FD');
  });

  it('adds the SDLA columns: the norm less absences against the hours over the accounting period', async () => {
    const sheet = await workbookOf(
      await download('download', tokens.viewer, { timesheetId: ids.timesheet, ...DECEMBER, showSdlaResult: true }),
    );
    expect([42, 43, 44, 45].map((column) => sheet.getRow(6).getCell(column).value)).toEqual([
      'SDLA laikotarpis',
      'SDLA norma',
      'SDLA dirbta',
      'SDLA skirtumas',
    ]);
    const ona = rowOf(rowsFrom(sheet, 7), 'RP001')!;
    expect(ona[41]).toBe('2030-10-01 – 2030-12-31');
    const [norm, worked, difference] = [ona[42], ona[43], ona[44]] as number[];
    // October to December, full time: 63 working days of 8 hours less the shortened pre-holiday day(s).
    expect(norm).toBeGreaterThan(480);
    expect(norm).toBeLessThanOrEqual(504);
    expect(worked).toBe(ona[40]);
    expect(difference).toBeCloseTo(worked! - norm!, 2);
  });

  it('downloads the plan/fact difference per employee with a row of sums', async () => {
    const sheet = await workbookOf(
      await download('downloadsdladiff', tokens.viewer, { timesheetId: ids.timesheet, from: '2030-12-01', to: '2030-12-31' }),
    );
    expect(sheet.getCell('A1').value).toBe('Planuoto ir faktinio darbo laiko skirtumai');
    const rows = rowsFrom(sheet, 5);
    const ona = rowOf(rows, 'RP001')!;
    // Plan work and absence, fact worked … total, then the differences.
    expect(ona[3]).toBe(24);
    expect(ona[4]).toBe(0);
    expect(ona[5]).toBe(24);
    expect(ona[11]).toBe((ona[10] as number) - 24);
    const petras = rowOf(rows, 'RP003')!;
    expect(petras[3]).toBe(0);
    expect(petras[9]).toBeGreaterThan(0);
    expect(petras[12]).toBe(petras[9]);
    const sums = rows.at(-1)!;
    expect(sums[1]).toBe('Iš viso');
    expect(sums[3]).toBe(32);

    const onlyJonas = await workbookOf(
      await download('downloadsdladiff', tokens.viewer, {
        timesheetId: ids.timesheet,
        from: '2030-12-01',
        to: '2030-12-10',
        selectedEmployees: ['RP002', 'NOT-HERE'],
      }),
    );
    const jonasRows = rowsFrom(onlyJonas, 5);
    expect(jonasRows.map((row) => row[0])).toEqual(['RP002', undefined]);
    expect(jonasRows[0]!.slice(3, 6)).toEqual([8, 0, 8]);
  });

  it("reads the spec's field names (Year, SetHours, SelectedEmployees, From, To …) as the procedures' own", async () => {
    const month = await workbookOf(
      await download('download', tokens.viewer, {
        TimesheetId: ids.timesheet,
        Year: 2030,
        Month: 12,
        SetHours: false,
        SelectedEmployees: ['RP001'],
        showSDLAResult: true,
      }),
    );
    expect(employeeNosOf(rowsFrom(month, 7))).toEqual(['RP001']);
    expect(rowOf(rowsFrom(month, 7), 'RP001')![4]).toBe('FD');
    expect(month.getRow(6).getCell(42).value).toBe('SDLA laikotarpis');
    const difference = await workbookOf(
      await download('downloadsdladiff', tokens.viewer, {
        TimesheetId: ids.timesheet,
        From: '2030-12-01',
        To: '2030-12-31',
        SelectedEmployees: ['RP002'],
      }),
    );
    expect(employeeNosOf(rowsFrom(difference, 5))).toEqual(['RP002']);
    // A field named both ways is refused, never silently chosen.
    expectValidationError(
      await download('download', tokens.viewer, { timesheetId: ids.timesheet, Year: 2030, year: 2030, month: 12 }),
      'Year',
    );
  });

  it('refuses a range ending before it starts, or longer than a year, naming the field', async () => {
    expectValidationError(
      await download('downloadsdladiff', tokens.viewer, { timesheetId: ids.timesheet, from: '2030-12-10', to: '2030-12-01' }),
      'to',
      ErrorCode.endEarlierThanStart,
    );
    expectValidationError(
      await download('downloadsdladiff', tokens.viewer, { timesheetId: ids.timesheet, from: '2030-01-01', to: '2031-06-01' }),
      'to',
      ErrorCode.dateRangeTooLong,
    );
    expectValidationError(await download('download', tokens.viewer, { timesheetId: ids.timesheet, year: 2030, month: 13 }), 'month');
  });

  it('downloads the unused holiday days on the date: the ERP snapshot before it, else the last sync', async () => {
    const sheet = await workbookOf(
      await download('downloadunusedholidaydays', tokens.viewer, { timesheetId: ids.timesheet, to: '2030-12-31' }),
    );
    const rows = rowsFrom(sheet, 5);
    expect(rowOf(rows, 'RP001')!.slice(1, 4)).toEqual(['Ona Onaitė', 'Operatorė', 12.5]);
    expect(rowOf(rows, 'RP002')![3]).toBe(3);
    expect(rows.at(-1)).toEqual([undefined, 'Iš viso', undefined, 15.5]);

    const selected = await workbookOf(
      await download('downloadunusedholidaydays', tokens.viewer, {
        timesheetId: ids.timesheet,
        to: '2030-12-31',
        selectedEmployees: ['RP002'],
      }),
    );
    expect(rowsFrom(selected, 5).map((row) => row[0])).toEqual(['RP002', undefined]);
  });

  it("refuses the reports without the view grant, and another company's timesheet is not found", async () => {
    const bodies = [
      ['download', { timesheetId: ids.timesheet, ...DECEMBER }],
      ['downloadsdladiff', { timesheetId: ids.timesheet, from: '2030-12-01', to: '2030-12-31' }],
      ['downloadunusedholidaydays', { timesheetId: ids.timesheet, to: '2030-12-31' }],
    ] as const;
    for (const [path, body] of bodies) {
      expectPermissionDenied(await download(path, tokens.nogrants, body), path);
      const other = await download(path, tokens.keeper, { ...body, timesheetId: ids.nlTimesheet });
      expect(other.statusCode, path).toBe(404);
      expect(other.json()).toMatchObject({ messages: [ErrorCode.recordNotFound] });
      expect(other.headers['cache-control']).toBe('no-store');
      expect((await download(path, undefined as unknown as string, body)).statusCode, path).toBe(401);
    }
  });

  it('runs the month record as a work job, downloaded from the job, and refuses to start one without the grant', async () => {
    const { db } = api.harness;
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '500' });
    const deps = { db, env, log: api.harness.app.log, now: () => new Date() };
    queue = await startJobWorkers(1, deps, { [JobName.workJob]: (payload, attempt) => runWorkJob(deps, workJobKinds, payload, attempt) });
    const body = {
      kind: WorkJobKind.timesheetExcelExport,
      input: { timesheetId: ids.timesheet, ...DECEMBER, selectedEmployees: ['RP003'] },
    };
    expectPermissionDenied(await api.client.post('/api/wtc-area/jobs/start', tokens.nogrants, body));
    const started = successData<WorkJob>(await api.client.post('/api/wtc-area/jobs/start', tokens.viewer, body));
    expect(started).toMatchObject({ kind: 'timesheet_excel_export', status: 'running', target: 'RP-Z Ataskaitų žiniaraštis · 2030-12' });
    await vi.waitFor(
      async () =>
        expect(successData<WorkJob>(await api.client.get(`/api/wtc-area/jobs/${started.id}`, tokens.viewer)).status).toBe('completed'),
      { timeout: 20_000, interval: 200 },
    );
    const done = successData<WorkJob>(await api.client.get(`/api/wtc-area/jobs/${started.id}`, tokens.viewer));
    expect(done).toMatchObject({ resultFile: { fileName: 'RP-Z 2030-12.xlsx' }, rowsDone: 1, rowsTotal: 1 });
    const sheet = await workbookOf(await api.client.get(`/api/wtc-area/jobs/${started.id}/download`, tokens.viewer));
    expect(employeeNosOf(rowsFrom(sheet, 7))).toEqual(['RP003']);
  });
});
