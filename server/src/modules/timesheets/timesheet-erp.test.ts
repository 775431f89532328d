import {
  decodeTimesheetTable,
  ErrorCode,
  PeriodStatus,
  type Timesheet,
  type TimesheetErpHandOverResult,
  type TimesheetTable,
} from '@portal/shared';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyErpChange } from '../../erp/erp-delivery';
import type { AbsenceRecordPayload } from '../../erp/erp-gateway';
import { createMirrorErpGateway } from '../../erp/erp-mirror-gateway';
import type { Executor } from '../../db/transaction';
import { userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, successData } from '../../testing/rest-client';
import { createErpAbsence } from '../../testing/schedule-entry-factories';
import { createEmployees, createTimedShift } from '../../testing/schedule-period-factories';
import { testDatabaseUrl } from '../../testing/test-db';
import { type AppCaller, callerWithToken, expectDomainError, openSession, useDemoCallers } from '../../testing/test-caller';
import {
  addScheduleEmployee,
  createSchedule,
  createScheduleEntry,
  createScheduleFormula,
  createShiftGroup,
  grantWorkTime,
} from '../../testing/work-time-factories';
import type { WorkTimeGrantAction } from '../work-time-access/work-time-access.repository';

// A timesheet's month and the ERP (spec 2 §7 "Timesheets": update-navision, set-bc-update-date,
// export-to-excel-nav-comparison) over the mirror gateway, and the recalculation marks of confirmed
// days (issue #14). Timesheet TE-Z on schedule TE-1: Ona (TE001) works day shifts on 1 and 2 December
// 2026, Jonas (TE002) on the 2nd and is absent (the ERP's A) on the 14th. The planner administers the
// schedule and the timesheet, the demo viewer only views the timesheet, `te.nogrants` has no grant, and
// NL's timesheet does not exist for SV's users. January 2027 is where the schedule changes.
const api = useDemoCallers();
const log = pino({ level: 'silent' });
const DECEMBER = { year: 2026, month: 12 };
const JANUARY = { year: 2027, month: 1 };
const ids = { schedule: 0, other: 0, timesheet: 0, otherTimesheet: 0, nlTimesheet: 0, day: 0, night: 0 };
let noGrants: AppCaller;
let noGrantsToken = '';

async function grantTimesheet(db: Executor, userId: number, objectId: number, actions: readonly WorkTimeGrantAction[]) {
  await db
    .insertInto('work_time_grants')
    .values(actions.map((action) => ({ company_code: 'SV', object_type: 'timesheet', object_id: objectId, user_id: userId, action })))
    .execute();
}

/** The outbox changes of a month of TE-Z, first queued first. */
const outboxOf = (year: number, month: number) =>
  api.harness.db
    .selectFrom('erp_outbox')
    .selectAll()
    .where('idempotency_key', 'like', `timesheet:${ids.timesheet}:${year}-${String(month).padStart(2, '0')}:%`)
    .orderBy('id')
    .execute();

/** Runs the delivery job's attempt over every pending change, through the mirror gateway. */
async function deliverPending() {
  const { db, clock } = api.harness;
  const pending = await db.selectFrom('erp_outbox').select('id').where('status', '=', 'pending').orderBy('id').execute();
  const deps = { db, log, now: clock.now, gateway: createMirrorErpGateway(db) };
  for (const row of pending) expect(await applyErpChange(deps, row.id, { number: 1, isLast: false })).toBe('sent');
}

const erpHoursOf = (employeeNo: string) =>
  api.harness.db
    .selectFrom('erp_timesheet_entries')
    .select(['date', 'activity_code', 'hours_type', 'minutes'])
    .where('timesheet_code', '=', 'TE-Z')
    .where('employee_no', '=', employeeNo)
    .orderBy('date')
    .orderBy('activity_code')
    .execute();

const dayOf = (table: TimesheetTable, employeeNo: string, date: string) =>
  table.lines.find((line) => line.employeeNo === employeeNo)!.days.find((day) => day.date === date)!;
const figuresOf = (table: TimesheetTable, employeeNo: string, date: string) =>
  Object.fromEntries(dayOf(table, employeeNo, date).figures.map((figure) => [figure.code, figure.minutes]));
const januaryTable = async () => decodeTimesheetTable(await api.as.planner.timesheets.table({ timesheetId: ids.timesheet, ...JANUARY }));
const marksOf = (table: TimesheetTable, employeeNo: string, date: string) => {
  const { confirmed, recalculationRequired } = dayOf(table, employeeNo, date);
  return { confirmed, recalculationRequired };
};

beforeAll(async () => {
  const { db } = api.harness;
  const group = await createShiftGroup(db, { code: 'TE-G', name: 'Žiniaraščio ERP pamainos' });
  ids.day = await createTimedShift(db, { shiftGroupId: group, code: 'D', startTime: '08:00', endTime: '16:30', workMinutes: 480 });
  ids.night = await createTimedShift(db, { shiftGroupId: group, code: 'N', startTime: '22:00', endTime: '06:30', workMinutes: 480 });
  ids.schedule = await createSchedule(db, { code: 'TE-1', name: 'Žiniaraščio ERP grafikas', shiftGroupId: group });
  ids.other = await createSchedule(db, { code: 'TE-2', name: 'Kitas grafikas', shiftGroupId: group });
  await createEmployees(db, [
    { employeeNo: 'TE001', firstName: 'Ona', lastName: 'Aitė', appointmentFrom: '2020-01-01' },
    { employeeNo: 'TE002', firstName: 'Jonas', lastName: 'Baitis', appointmentFrom: '2020-01-01' },
  ]);
  for (const employeeNo of ['TE001', 'TE002'])
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo, validFrom: '2026-01-01' });
  await addScheduleEmployee(db, { scheduleId: ids.other, employeeNo: 'TE001', validFrom: '2026-01-01' });
  const shift = (employeeNo: string, date: string) =>
    createScheduleEntry(db, {
      scheduleId: ids.schedule,
      employeeNo,
      date,
      shiftId: ids.day,
      startTime: '08:00',
      endTime: '16:30',
      workMinutes: 480,
    });
  for (const date of ['2026-12-01', '2026-12-02']) await shift('TE001', date);
  await shift('TE002', '2026-12-02');
  await shift('TE001', '2027-01-04');
  await createErpAbsence(db, { employeeNo: 'TE002', entryNo: 950_001, dateFrom: '2026-12-14', dateTo: '2026-12-14', activityCode: 'A' });

  const insertTimesheet = async (companyCode: string, code: string, scheduleId: number) =>
    (
      await db
        .insertInto('timesheets')
        .values({ company_code: companyCode, code, name: `Žiniaraštis ${code}`, schedule_id: scheduleId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.timesheet = await insertTimesheet('SV', 'TE-Z', ids.schedule);
  ids.otherTimesheet = await insertTimesheet('SV', 'TE-Y', ids.other);
  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'TE-NL' });
  const nlSchedule = await createSchedule(db, { companyCode: 'NL', code: 'TE-NL', shiftGroupId: nlGroup });
  ids.nlTimesheet = await insertTimesheet('NL', 'TE-NL', nlSchedule);

  const plannerId = await userIdOf(db, 'planner');
  await grantWorkTime(db, { userId: plannerId, objectId: ids.schedule, actions: ['administer'] });
  await grantWorkTime(db, { userId: plannerId, objectId: ids.other, actions: ['administer'] });
  await grantTimesheet(db, plannerId, ids.timesheet, ['administer']);
  await grantTimesheet(db, await userIdOf(db, 'viewer'), ids.timesheet, ['view']);
  await createUser(db, { username: 'te.nogrants', workTimeCompanies: ['SV'] });
  noGrantsToken = await openSession(api.harness, 'te.nogrants');
  noGrants = callerWithToken(api.harness, noGrantsToken);

  await api.as.planner.timesheets.generate({ timesheetId: ids.timesheet, ...DECEMBER });
});

describe(`the timesheet month to the ERP on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  const december = () => ({ timesheetId: ids.timesheet, ...DECEMBER });

  it('refuses a month not approved naming its status, a viewer and a user without a grant; another company’s timesheet is not found', async () => {
    const planner = api.as.planner.timesheets;
    await expectDomainError(planner.updateNavision(december()), ErrorCode.timesheetMonthInProgress);
    // A month never started is in progress too.
    await expectDomainError(
      planner.updateNavision({ timesheetId: ids.timesheet, year: 2026, month: 6 }),
      ErrorCode.timesheetMonthInProgress,
    );
    await planner.setStatus({ ...december(), status: PeriodStatus.prepared });
    await expectDomainError(planner.updateNavision(december()), ErrorCode.timesheetMonthPrepared);
    await planner.setStatus({ ...december(), status: PeriodStatus.approved });
    await expectDomainError(api.as.viewer.timesheets.updateNavision(december()), ErrorCode.permissionDenied);
    await expectDomainError(noGrants.timesheets.updateNavision(december()), ErrorCode.permissionDenied);
    await expectDomainError(planner.updateNavision({ ...december(), timesheetId: ids.nlTimesheet }), ErrorCode.recordNotFound);
    expect(await outboxOf(2026, 12)).toEqual([]);
  });

  it('queues one change per employee with their days, records the hand-over, and queues nothing the second time', async () => {
    const sent = await api.as.planner.timesheets.updateNavision(december());
    expect(sent).toEqual({ queued: 2, unchanged: 0, bcUpdatedAt: api.harness.clock.now() });
    expect((await api.as.planner.timesheets.get({ id: ids.timesheet })).bcUpdatedAt).toEqual(api.harness.clock.now());

    const rows = await outboxOf(2026, 12);
    expect(rows.map((row) => [row.kind, row.idempotency_key, row.status])).toEqual([
      ['timesheet.month', `timesheet:${ids.timesheet}:2026-12:TE001:month:v1`, 'pending'],
      ['timesheet.month', `timesheet:${ids.timesheet}:2026-12:TE002:month:v1`, 'pending'],
    ]);
    const worked = [{ activityCode: 'FD', hoursType: 'worked', minutes: 480 }];
    expect(rows[0]!.payload).toMatchObject({
      timesheetId: ids.timesheet,
      timesheetCode: 'TE-Z',
      employeeNo: 'TE001',
      year: 2026,
      month: 12,
      version: 1,
      days: [
        { date: '2026-12-01', figures: worked },
        { date: '2026-12-02', figures: worked },
      ],
    });
    expect((rows[1]!.payload as { days: unknown[] }).days).toEqual([
      { date: '2026-12-02', figures: worked },
      { date: '2026-12-14', figures: [{ activityCode: 'A', hoursType: 'absence', minutes: 480 }] },
    ]);

    api.harness.clock.advance(60_000);
    const again = await api.as.planner.timesheets.updateNavision(december());
    expect(again).toEqual({ queued: 0, unchanged: 2, bcUpdatedAt: sent.bcUpdatedAt });
    expect(await outboxOf(2026, 12)).toHaveLength(2);
  });

  it('is applied by the delivery job through the mirror gateway and logged in the integration log', async () => {
    await deliverPending();
    expect(await erpHoursOf('TE002')).toEqual([
      { date: '2026-12-02', activity_code: 'FD', hours_type: 'worked', minutes: 480 },
      { date: '2026-12-14', activity_code: 'A', hours_type: 'absence', minutes: 480 },
    ]);
    const [first] = await outboxOf(2026, 12);
    expect(first).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    const logged = await api.harness.db.selectFrom('integration_log').selectAll().where('outbox_id', '=', first!.id).execute();
    expect(logged).toEqual([
      expect.objectContaining({
        direction: 'to_erp',
        kind: 'timesheet.month',
        idempotency_key: first!.idempotency_key,
        status: 'ok',
        message: 'mirror: timesheet TE-Z 2026-12 TE001 v1 recorded, 2 figures',
      }),
    ]);
  });

  it('queues the next version of a changed employee only; it replaces the ERP’s hours, and the older version arriving late changes nothing', async () => {
    const { db } = api.harness;
    await db
      .updateTable('timesheet_entries')
      .set({ minutes: 420 })
      .where('timesheet_id', '=', ids.timesheet)
      .where('employee_no', '=', 'TE001')
      .where('date', '=', '2026-12-02')
      .execute();
    expect(await api.as.planner.timesheets.updateNavision(december())).toMatchObject({ queued: 1, unchanged: 1 });
    const rows = await outboxOf(2026, 12);
    expect(rows.at(-1)!.idempotency_key).toBe(`timesheet:${ids.timesheet}:2026-12:TE001:month:v2`);
    await deliverPending();
    expect((await erpHoursOf('TE001')).map((row) => [row.date, row.minutes])).toEqual([
      ['2026-12-01', 480],
      ['2026-12-02', 420],
    ]);
    const [v1] = rows;
    const late = await createMirrorErpGateway(db).apply({
      outboxId: v1!.id,
      companyCode: 'SV',
      kind: v1!.kind,
      idempotencyKey: v1!.idempotency_key,
      payload: v1!.payload,
    });
    expect(late).toEqual({ ok: true, message: 'timesheet TE-Z 2026-12 TE001 v1 already applied or superseded' });
    expect((await erpHoursOf('TE001')).map((row) => row.minutes)).toEqual([480, 420]);
    // A day outside the month is refused for good.
    const outside = { ...(v1!.payload as object), version: 9, days: [{ date: '2027-01-01', figures: [] }] };
    expect(
      await createMirrorErpGateway(db).apply({
        outboxId: v1!.id,
        companyCode: 'SV',
        kind: 'timesheet.month',
        idempotencyKey: 'x',
        payload: outside,
      }),
    ).toEqual({ ok: false, retryable: false, message: 'day 2027-01-01 outside 2026-12' });
  });

  it('queues a month once when two calls race', async () => {
    const { db } = api.harness;
    await db
      .updateTable('timesheet_entries')
      .set({ minutes: 400 })
      .where('timesheet_id', '=', ids.timesheet)
      .where('date', '=', '2026-12-02')
      .execute();
    const call = () => api.as.planner.timesheets.updateNavision(december());
    const results = await Promise.all([call(), call()]);
    expect(results.map((result) => result.queued).sort()).toEqual([0, 2]);
    await deliverPending();
    expect((await erpHoursOf('TE002')).map((row) => row.minutes)).toEqual([400, 480]);
  });

  it('set-bc-update-date records when the ERP took the timesheet (change_status)', async () => {
    api.harness.clock.advance(60_000);
    const timesheet = await api.as.planner.timesheets.setBcUpdateDate({ id: ids.timesheet });
    expect(timesheet).toMatchObject({ id: ids.timesheet, code: 'TE-Z', bcUpdatedAt: api.harness.clock.now() });
    await expectDomainError(api.as.viewer.timesheets.setBcUpdateDate({ id: ids.timesheet }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.timesheets.setBcUpdateDate({ id: ids.nlTimesheet }), ErrorCode.recordNotFound);
  });

  describe('REST rows', () => {
    it('update-navision and set-bc-update-date answer in the envelope', async () => {
      const { client, tokens } = api;
      const setMinutes = (employeeNo: string, minutes: number) =>
        api.harness.db
          .updateTable('timesheet_entries')
          .set({ minutes })
          .where('timesheet_id', '=', ids.timesheet)
          .where('employee_no', '=', employeeNo)
          .where('date', '=', '2026-12-02')
          .execute();
      await setMinutes('TE001', 420);
      await setMinutes('TE002', 360);
      const done = successData<TimesheetErpHandOverResult>(
        await client.post('/api/wtc-area/timesheets/update-navision', tokens.planner, december()),
      );
      expect(done).toMatchObject({ queued: 2, unchanged: 0 });
      const refused = await client.post('/api/wtc-area/timesheets/update-navision', tokens.planner, { ...december(), month: 11 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.timesheetMonthInProgress], data: null });
      expectPermissionDenied(await client.post('/api/wtc-area/timesheets/update-navision', tokens.viewer, december()));

      const marked = successData<Timesheet>(
        await client.post('/api/wtc-area/timesheets/set-bc-update-date', tokens.planner, { id: ids.timesheet }),
      );
      expect(marked).toMatchObject({ id: ids.timesheet, bcUpdatedAt: api.harness.clock.now().toISOString() });
      expectPermissionDenied(await client.post('/api/wtc-area/timesheets/set-bc-update-date', tokens.viewer, { id: ids.timesheet }));
      await deliverPending();
    });
  });

  describe('the comparison with the ERP', () => {
    const url = '/api/wtc-area/timesheets/export-to-excel-nav-comparison';

    it('answers an .xlsx of the employees’ days in the timesheet and in the ERP, the differences marked, with totals', async () => {
      // Changed after the last hand-over: the ERP has 6 hours of Jonas's 2nd, the timesheet 5.
      await api.harness.db
        .updateTable('timesheet_entries')
        .set({ minutes: 300 })
        .where('timesheet_id', '=', ids.timesheet)
        .where('employee_no', '=', 'TE002')
        .where('date', '=', '2026-12-02')
        .execute();
      // The spec's names of the body's fields.
      const response = await api.client.post(url, api.tokens.viewer, { TimesheetId: ids.timesheet, Year: 2026, Month: 12 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toContain('TE-Z 2026-12 ERP palyginimas.xlsx');

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe('Žiniaraštis TE-Z — 2026-12: žiniaraštis ir ERP');
      expect(sheet.getRow(2).values).toEqual([undefined, 'Tab. Nr.', 'Darbuotojas', 'Data', 'Portale', 'ERP', 'Skirtumas']);
      const rows: unknown[][] = [];
      sheet.eachRow((row, number) => {
        if (number > 2) rows.push((row.values as unknown[]).slice(1));
      });
      expect(rows).toEqual([
        ['TE001', 'Ona Aitė', '2026-12-01', 'FD 8 val.', 'FD 8 val.', ''],
        ['TE001', 'Ona Aitė', '2026-12-02', 'FD 7 val.', 'FD 7 val.', ''],
        ['TE001', 'Ona Aitė', 'Iš viso, val.', 15, 15, 'Sutampa'],
        ['TE002', 'Jonas Baitis', '2026-12-02', 'FD 5 val.', 'FD 6 val.', 'FD 5 ≠ 6'],
        ['TE002', 'Jonas Baitis', '2026-12-14', 'A 8 val.', 'A 8 val. · nebuvimai A', ''],
        ['TE002', 'Jonas Baitis', 'Iš viso, val.', 5, 6, 'Skiriasi dienų: 1'],
      ]);
      const fillOf = (row: number, column: number) =>
        (sheet.getRow(row).getCell(column).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
      expect(fillOf(3, 6)).toBeUndefined();
      expect(fillOf(6, 1)).toBe('FFFFC7CE');
      expect(sheet.getRow(6).getCell(6).font?.color?.argb).toBe('FF9C0006');
      expect(fillOf(8, 1)).toBe('FFF2F2F2');
    });

    it('refuses a user without a grant in the envelope; another company’s timesheet is not found; bad input names the field', async () => {
      expectPermissionDenied(await api.client.post(url, noGrantsToken, { timesheetId: ids.timesheet, ...DECEMBER }));
      const other = await api.client.post(url, api.tokens.planner, { timesheetId: ids.nlTimesheet, ...DECEMBER });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.recordNotFound], data: null });
      const bad = await api.client.post(url, api.tokens.planner, { timesheetId: ids.timesheet, year: 2026, month: 13 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ status: 'validation_error', validationErrors: { month: expect.any(Array) } });
    });
  });
});

describe(`recalculation marks of confirmed days on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  const month = () => ({ timesheetId: ids.timesheet, ...JANUARY });
  const scheduleMonth = () => ({ scheduleId: ids.schedule, ...JANUARY });

  it('a committed schedule edit marks the confirmed days of its cells; regenerating recalculates them and clears the mark', async () => {
    const planner = api.as.planner;
    await planner.timesheets.generate(month());
    await planner.timesheets.confirmDays({ ...month(), employeeNos: ['TE001'], dates: ['2027-01-04', '2027-01-05'] });

    await planner.scheduleEntries.init(scheduleMonth());
    await planner.scheduleEntries.createShiftEntries({
      ...scheduleMonth(),
      shiftId: ids.night,
      cells: [{ employeeNo: 'TE001', date: '2027-01-04' }],
    });
    await planner.scheduleEntries.commit(scheduleMonth());
    let table = await januaryTable();
    expect(marksOf(table, 'TE001', '2027-01-04')).toEqual({ confirmed: true, recalculationRequired: true });
    expect(marksOf(table, 'TE001', '2027-01-05')).toEqual({ confirmed: true, recalculationRequired: false });
    // Kept as confirmed until recalculated.
    expect(figuresOf(table, 'TE001', '2027-01-04')).toEqual({ FD: 480 });

    await planner.timesheets.generate(month());
    table = await januaryTable();
    expect(marksOf(table, 'TE001', '2027-01-04')).toEqual({ confirmed: true, recalculationRequired: false });
    expect(figuresOf(table, 'TE001', '2027-01-04')).toEqual({ FD: 510, DN: 480 });
  });

  it('a schedule generation marks the confirmed days it rewrote, and a second generation that changes nothing marks none', async () => {
    const { db } = api.harness;
    const planner = api.as.planner;
    const group = await db.selectFrom('schedules').select('shift_group_id').where('id', '=', ids.schedule).executeTakeFirstOrThrow();
    const formula = await createScheduleFormula(db, {
      shiftGroupId: group.shift_group_id,
      code: 'TE-F',
      startDate: '2027-01-01',
      shiftIds: [ids.day],
    });
    await db
      .updateTable('schedule_employees')
      .set({ schedule_formula_id: formula })
      .where('schedule_id', '=', ids.schedule)
      .where('employee_no', '=', 'TE002')
      .execute();
    await planner.timesheets.confirmDays({ ...month(), employeeNos: ['TE002'], dates: ['2027-01-12'] });
    await planner.timesheets.confirmDays({ ...month(), employeeNos: ['TE001'], dates: ['2027-01-13'] });

    await planner.scheduleEntries.generate(scheduleMonth());
    let table = await januaryTable();
    expect(marksOf(table, 'TE002', '2027-01-12')).toEqual({ confirmed: true, recalculationRequired: true });
    expect(marksOf(table, 'TE001', '2027-01-13')).toEqual({ confirmed: true, recalculationRequired: false });

    await planner.timesheets.generate(month());
    expect(figuresOf(await januaryTable(), 'TE002', '2027-01-12')).toEqual({ FD: 510 });
    await planner.scheduleEntries.generate(scheduleMonth());
    table = await januaryTable();
    expect(marksOf(table, 'TE002', '2027-01-12')).toEqual({ confirmed: true, recalculationRequired: false });
  });

  it('a holiday written from a document marks the employee’s confirmed days of it in the timesheets of every schedule written', async () => {
    const { db } = api.harness;
    await api.as.planner.timesheets.confirmDays({ ...month(), employeeNos: ['TE001'], dates: ['2027-01-18', '2027-01-20'] });
    await db
      .insertInto('timesheet_day_confirmations')
      .values({ timesheet_id: ids.otherTimesheet, employee_no: 'TE001', date: '2027-01-19' })
      .execute();
    await api.as.planner.scheduleEntries.generateHolidayEntries({
      employeeGuidEntryId: 'TE001',
      startDate: '2027-01-18',
      endDate: '2027-01-19',
      documentNo: 'AT-TE-0001',
      documentDate: '2027-01-10',
    });
    const table = await januaryTable();
    expect(marksOf(table, 'TE001', '2027-01-18')).toEqual({ confirmed: true, recalculationRequired: true });
    expect(marksOf(table, 'TE001', '2027-01-20')).toEqual({ confirmed: true, recalculationRequired: false });
    const other = await db
      .selectFrom('timesheet_day_confirmations')
      .select('recalculation_required')
      .where('timesheet_id', '=', ids.otherTimesheet)
      .where('date', '=', '2027-01-19')
      .executeTakeFirstOrThrow();
    expect(other.recalculation_required).toBe(true);
  });

  it('an absence the ERP records or takes back marks the employee’s confirmed days in every timesheet holding them', async () => {
    const { db } = api.harness;
    const planner = api.as.planner;
    await planner.timesheets.confirmDays({ ...month(), employeeNos: ['TE001'], dates: ['2027-01-06'] });
    await db
      .insertInto('timesheet_day_confirmations')
      .values({ timesheet_id: ids.otherTimesheet, employee_no: 'TE001', date: '2027-01-06' })
      .execute();
    const otherMark = () =>
      db
        .selectFrom('timesheet_day_confirmations')
        .select('recalculation_required')
        .where('timesheet_id', '=', ids.otherTimesheet)
        .where('date', '=', '2027-01-06')
        .executeTakeFirstOrThrow();

    const record: AbsenceRecordPayload = {
      employeeNo: 'TE001',
      dateFrom: '2027-01-06',
      dateTo: '2027-01-06',
      activityCode: 'A',
      description: 'Kasmetinės atostogos',
      applicationNo: null,
      submissionId: null,
      scheduleId: ids.schedule,
      calendarDays: 1,
      workDays: 1,
    };
    const mirror = createMirrorErpGateway(db);
    const key = `timesheet-erp-test:absence:${testDatabaseUrl() ? 'pg' : 'pglite'}`;
    expect(
      await mirror.apply({ outboxId: 0, companyCode: 'SV', kind: 'absence.record', idempotencyKey: key, payload: record }),
    ).toMatchObject({
      ok: true,
    });
    let table = await januaryTable();
    expect(marksOf(table, 'TE001', '2027-01-06')).toEqual({ confirmed: true, recalculationRequired: true });
    expect(marksOf(table, 'TE001', '2027-01-05')).toEqual({ confirmed: true, recalculationRequired: false });
    expect(await otherMark()).toEqual({ recalculation_required: true });

    await planner.timesheets.generate(month());
    table = await januaryTable();
    expect(marksOf(table, 'TE001', '2027-01-06')).toEqual({ confirmed: true, recalculationRequired: false });
    expect(figuresOf(table, 'TE001', '2027-01-06')).toEqual({ A: 480 });

    const reverse = { ...record, reverses: key };
    expect(
      await mirror.apply({ outboxId: 0, companyCode: 'SV', kind: 'absence.reverse', idempotencyKey: `${key}:reverse`, payload: reverse }),
    ).toMatchObject({ ok: true, message: expect.stringMatching(/^absence entry -\d+ removed$/) });
    expect(marksOf(await januaryTable(), 'TE001', '2027-01-06')).toEqual({ confirmed: true, recalculationRequired: true });
  });
});
