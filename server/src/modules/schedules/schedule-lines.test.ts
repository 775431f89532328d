import { decodeScheduleTable, ErrorCode, type ScheduleEmployee, type ScheduleEntryPage, type SdlaSummary } from '@portal/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { createEmployees, createTimedShift } from '../../testing/schedule-period-factories';
import {
  type AppCaller,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import {
  addScheduleEmployee,
  createSchedule,
  createSchedulePeriod,
  createScheduleEntry,
  createShiftGroup,
  grantWorkTime,
} from '../../testing/work-time-factories';

// A schedule's lines (spec 2 §7 "Schedules"): the order of a month's lines (save-entries-order), the
// month's employees, the committed entries for other clients and a line's summarised working-time
// accounting (SDLA). The planner administers schedule SL-1; the demo `viewer` only views it;
// `lines.nogrants` has work-time access and no grant; NL's schedule does not exist for SV's users.
// November 2026 is in progress, October approved, September locked by hand.
const api = useDemoCallers();
const ids = { schedule: 0, other: 0, nl: 0, groupA: 0, groupB: 0, day: 0 };
const periods = { november: 0, october: 0, september: 0, nl: 0 };
const members = { ona: 0, jonas: 0, petras: 0, ruta: 0, left: 0, otherSchedule: 0 };
let noGrants: AppCaller;
let noGrantsToken = '';

beforeAll(async () => {
  const { db } = api.harness;
  const group = await createShiftGroup(db, { code: 'SL-G' });
  ids.day = await createTimedShift(db, { shiftGroupId: group, code: 'D', startTime: '08:00', endTime: '16:00', workMinutes: 480 });
  ids.schedule = await createSchedule(db, { code: 'SL-1', name: 'Eilučių grafikas', shiftGroupId: group });
  ids.other = await createSchedule(db, { code: 'SL-2', shiftGroupId: group });
  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'SL-NL' });
  ids.nl = await createSchedule(db, { companyCode: 'NL', code: 'SL-NL', shiftGroupId: nlGroup });
  const [groupA, groupB] = await db
    .insertInto('schedule_employee_groups')
    .values([
      { schedule_id: ids.schedule, name: 'A', sort_order: 1 },
      { schedule_id: ids.schedule, name: 'B', sort_order: 2 },
    ])
    .returning('id')
    .execute();
  ids.groupA = groupA!.id;
  ids.groupB = groupB!.id;

  await createEmployees(db, [
    { employeeNo: 'SL001', firstName: 'Ona', lastName: 'Alaitė', appointmentFrom: '2020-01-01' },
    { employeeNo: 'SL002', firstName: 'Jonas', lastName: 'Bilaitis', appointmentFrom: '2020-01-01', partTimeShare: 0.5 },
    { employeeNo: 'SL003', firstName: 'Petras', lastName: 'Cilaitis', appointmentFrom: '2020-01-01' },
    { employeeNo: 'SL004', firstName: 'Rūta', lastName: 'Dilaitė', appointmentFrom: '2020-01-01' },
    { employeeNo: 'SL005', firstName: 'Left', lastName: 'Early', appointmentFrom: '2020-01-01' },
  ]);
  const member = async (employeeNo: string, groupId: number | null, validTo: string | null = null, scheduleId = ids.schedule) => {
    const id = await addScheduleEmployee(db, { scheduleId, employeeNo, validFrom: '2026-01-01', validTo });
    await db.updateTable('schedule_employees').set({ schedule_employee_group_id: groupId }).where('id', '=', id).execute();
    return id;
  };
  members.ona = await member('SL001', ids.groupA);
  members.jonas = await member('SL002', ids.groupA);
  members.petras = await member('SL003', ids.groupA);
  members.ruta = await member('SL004', ids.groupB);
  members.left = await member('SL005', ids.groupA, '2026-10-31');
  members.otherSchedule = await member('SL001', null, null, ids.other);

  periods.november = await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2026, month: 11 });
  periods.october = await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2026, month: 10, status: 2 });
  periods.september = await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2026, month: 9 });
  await db.updateTable('schedule_periods').set({ manual_lock: true }).where('id', '=', periods.september).execute();
  periods.nl = await createSchedulePeriod(db, { scheduleId: ids.nl, year: 2026, month: 11 });

  const work = (employeeNo: string, date: string, scheduleId = ids.schedule) =>
    createScheduleEntry(db, { scheduleId, employeeNo, date, shiftId: ids.day, workMinutes: 480 });
  await work('SL001', '2026-10-01');
  await work('SL001', '2026-11-02');
  await work('SL002', '2026-11-02');
  await createScheduleEntry(db, {
    scheduleId: ids.schedule,
    employeeNo: 'SL001',
    date: '2026-11-03',
    activityCode: 'A',
    absenceMinutes: 480,
  });
  await createScheduleEntry(db, {
    scheduleId: ids.schedule,
    employeeNo: 'SL001',
    date: '2026-11-04',
    shiftId: ids.day,
    workMinutes: 300,
    startTime: '10:00',
    endTime: '15:00',
    source: 'manual',
  });
  // Another schedule's entry is not this schedule's.
  await work('SL001', '2026-11-05', ids.other);

  const plannerId = await userIdOf(db, 'planner');
  // The admin administers every schedule of the company (a second planner, and the settings).
  await grantWorkTime(db, { userId: await userIdOf(db, 'admin'), actions: ['administer'] });
  await grantWorkTime(db, { userId: plannerId, objectId: ids.schedule, actions: ['administer'] });
  await grantWorkTime(db, { userId: await userIdOf(db, 'viewer'), objectId: ids.schedule, actions: ['view'] });
  await createUser(db, { username: 'lines.nogrants', workTimeCompanies: ['SV'] });
  noGrantsToken = await openSession(api.harness, 'lines.nogrants');
  noGrants = callerWithToken(api.harness, noGrantsToken);
});

const november = { year: 2026, month: 11 };
const lineOrder = async (caller: AppCaller, month = november) =>
  decodeScheduleTable(await caller.schedulePeriods.table({ scheduleId: ids.schedule, ...month })).lines.map((line) => line.employeeNo);
const ordered = (...memberIds: number[]) => memberIds.map((scheduleEmployeeId, index) => ({ scheduleEmployeeId, order: index + 1 }));

describe('schedulePeriods.saveLineOrder', () => {
  it('is followed by the month table and the export, within the groups, and leaves other months in the default order', async () => {
    expect(await lineOrder(api.as.planner)).toEqual(['SL001', 'SL002', 'SL003', 'SL004']);
    const saved = await api.as.planner.schedulePeriods.saveLineOrder({
      periodId: periods.november,
      lines: ordered(members.ruta, members.petras, members.ona, members.jonas),
    });
    expect(saved).toEqual({ periodId: periods.november, scheduleEmployeeIds: [members.ruta, members.petras, members.ona, members.jonas] });
    // Group A before group B whatever the order says; inside A the saved order.
    expect(await lineOrder(api.as.planner)).toEqual(['SL003', 'SL001', 'SL002', 'SL004']);
    const table = decodeScheduleTable(await api.as.planner.schedulePeriods.table({ scheduleId: ids.schedule, ...november }));
    expect(table.lines.map((line) => line.order)).toEqual([1, 2, 3, 4]);
    expect(await lineOrder(api.as.planner, { year: 2026, month: 12 })).toEqual(['SL001', 'SL002', 'SL003', 'SL004']);

    const response = await api.client.post(`/api/wtc-area/schedules/${ids.schedule}/export-to-excel/2026/11`, api.tokens.planner, {});
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect([3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(1).value)).toEqual(['SL003', 'SL001', 'SL002', 'SL004']);
  });

  it('replaces the previous order, lines left out following the ordered ones', async () => {
    await api.as.planner.schedulePeriods.saveLineOrder({ periodId: periods.november, lines: ordered(members.jonas) });
    expect(await lineOrder(api.as.planner)).toEqual(['SL002', 'SL001', 'SL003', 'SL004']);
  });

  it('refuses a line that is not one of the month’s, naming it, and writes nothing', async () => {
    for (const foreign of [members.left, members.otherSchedule, 999_999]) {
      await expectFieldError(
        api.as.planner.schedulePeriods.saveLineOrder({ periodId: periods.november, lines: ordered(members.ona, foreign) }),
        'lines.1.scheduleEmployeeId',
        ErrorCode.invalidValue,
      );
    }
    await expectFieldError(
      api.as.planner.schedulePeriods.saveLineOrder({ periodId: periods.november, lines: ordered(members.ona, members.ona) }),
      'lines.1.scheduleEmployeeId',
    );
    expect(await lineOrder(api.as.planner)).toEqual(['SL002', 'SL001', 'SL003', 'SL004']);
  });

  it('refuses an approved or locked month, a viewer, a user without a grant and another company’s period', async () => {
    const lines = ordered(members.ona);
    await expectDomainError(
      api.as.planner.schedulePeriods.saveLineOrder({ periodId: periods.october, lines }),
      ErrorCode.periodNotEditable,
    );
    await expectDomainError(
      api.as.planner.schedulePeriods.saveLineOrder({ periodId: periods.september, lines }),
      ErrorCode.periodNotEditable,
    );
    await expectDomainError(api.as.viewer.schedulePeriods.saveLineOrder({ periodId: periods.november, lines }), ErrorCode.permissionDenied);
    await expectDomainError(noGrants.schedulePeriods.saveLineOrder({ periodId: periods.november, lines }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.schedulePeriods.saveLineOrder({ periodId: periods.nl, lines }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.planner.schedulePeriods.saveLineOrder({ periodId: 999_999, lines }), ErrorCode.recordNotFound);
  });

  it('keeps one order when two planners save at once', async () => {
    const first = ordered(members.petras, members.jonas, members.ona);
    const second = ordered(members.ona, members.petras, members.jonas);
    const results = await Promise.all([
      api.as.planner.schedulePeriods.saveLineOrder({ periodId: periods.november, lines: first }),
      api.as.admin.schedulePeriods.saveLineOrder({ periodId: periods.november, lines: second }),
    ]);
    const order = await lineOrder(api.as.planner);
    // Whichever committed last, the saved order is one of the two whole, never a mix.
    expect([
      ['SL003', 'SL002', 'SL001', 'SL004'],
      ['SL001', 'SL003', 'SL002', 'SL004'],
    ]).toContainEqual(order);
    expect(results.map((result) => result.scheduleEmployeeIds.length)).toEqual([3, 3]);
  });
});

describe('schedules.employees', () => {
  it('answers the memberships valid some day of the month, as schedule-employees/assigned shapes them', async () => {
    const employees = await api.as.viewer.schedules.employees({ scheduleId: ids.schedule, ...november });
    expect(employees.map((employee) => employee.employeeNo)).toEqual(['SL001', 'SL002', 'SL003', 'SL004']);
    expect(employees[0]).toMatchObject({
      id: members.ona,
      scheduleId: ids.schedule,
      fullName: 'Ona Alaitė',
      groupId: ids.groupA,
      trackingType: expect.any(Number),
      validFrom: '2026-01-01',
      validTo: null,
    });
    const assigned = await api.as.viewer.scheduleEmployees.assigned({ scheduleId: ids.schedule });
    expect(assigned.find((employee) => employee.id === members.ona)).toEqual(employees[0]);
    // October still has the one who left at its end.
    const october = await api.as.viewer.schedules.employees({ scheduleId: ids.schedule, year: 2026, month: 10 });
    expect(october.map((employee) => employee.employeeNo)).toContain('SL005');
  });

  it('refuses a user without a grant and answers another company’s schedule as not found', async () => {
    await expectDomainError(noGrants.schedules.employees({ scheduleId: ids.schedule, ...november }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.schedules.employees({ scheduleId: ids.nl, ...november }), ErrorCode.recordNotFound);
  });
});

describe('schedules.entries', () => {
  const range = { dateFrom: '2026-10-01', dateTo: '2026-11-30' };

  it('answers the committed entries of the range by date and employee, with shift times where the entry has none', async () => {
    const page = await api.as.viewer.schedules.entries({ scheduleId: ids.schedule, ...range });
    expect(page.pagination).toEqual({ page: 1, rowsPerPage: 20, totalRecords: 5 });
    expect(page.items.map((entry) => [entry.date, entry.employeeNo, entry.type])).toEqual([
      ['2026-10-01', 'SL001', 'work'],
      ['2026-11-02', 'SL001', 'work'],
      ['2026-11-02', 'SL002', 'work'],
      ['2026-11-03', 'SL001', 'activity'],
      ['2026-11-04', 'SL001', 'work'],
    ]);
    expect(page.items[0]).toMatchObject({
      employeeFullName: 'Ona Alaitė',
      shiftId: ids.day,
      shiftCode: 'D',
      activityCode: null,
      startTime: '08:00',
      endTime: '16:00',
      workHours: 8,
      absenceHours: 0,
      source: 'formula',
    });
    expect(page.items[3]).toMatchObject({ shiftCode: null, activityCode: 'A', startTime: null, absenceHours: 8, source: 'manual' });
    expect(page.items[4]).toMatchObject({ startTime: '10:00', endTime: '15:00', workHours: 5 });
  });

  it('filters by employee and pages', async () => {
    const page = await api.as.planner.schedules.entries({
      scheduleId: ids.schedule,
      ...range,
      employeeNo: 'SL001',
      rowsPerPage: 2,
      page: 2,
    });
    expect(page.pagination).toEqual({ page: 2, rowsPerPage: 2, totalRecords: 4 });
    expect(page.items.map((entry) => entry.date)).toEqual(['2026-11-03', '2026-11-04']);
  });

  it('refuses a range longer than 93 days or reversed, a user without a grant, and another company’s schedule', async () => {
    await expectFieldError(
      api.as.planner.schedules.entries({ scheduleId: ids.schedule, dateFrom: '2026-01-01', dateTo: '2026-04-04' }),
      'dateTo',
      ErrorCode.dateRangeTooLong,
    );
    // 1 January to 3 April is 93 days: allowed.
    await api.as.planner.schedules.entries({ scheduleId: ids.schedule, dateFrom: '2026-01-01', dateTo: '2026-04-03' });
    await expectFieldError(
      api.as.planner.schedules.entries({ scheduleId: ids.schedule, dateFrom: '2026-02-01', dateTo: '2026-01-31' }),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectDomainError(noGrants.schedules.entries({ scheduleId: ids.schedule, ...range }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.schedules.entries({ scheduleId: ids.nl, ...range }), ErrorCode.recordNotFound);
  });
});

describe('schedules.sdla', () => {
  it('sums the accounting period so far (a quarter by default) from the committed entries of this schedule', async () => {
    const summary = await api.as.viewer.schedules.sdla({ scheduleId: ids.schedule, ...november, employeeNo: 'SL001' });
    // October 2026: 22 work days (176 h); November: 21 (168 h; 1 November is a Sunday holiday, 2 November a work day).
    expect(summary).toMatchObject({
      scheduleId: ids.schedule,
      employeeNo: 'SL001',
      periodMonths: 3,
      periodFrom: '2026-10-01',
      periodTo: '2026-12-31',
      months: [
        { year: 2026, month: 10, workHours: 8, absenceHours: 0 },
        { year: 2026, month: 11, workHours: 13, absenceHours: 8 },
      ],
      historicSdlaHours: 8,
      schedulePeriodTotalHours: 21,
      averageWeeklyLimitHours: 48,
      exceedsAverageWeeklyLimit: false,
    });
    const [october, month] = summary.months;
    expect(summary.historicDeductibleNormHours).toBe(october!.normHours);
    expect(summary.schedulePeriodDiffHours).toBe(21 - (october!.normHours + month!.normHours - 8));
    // The half-time employee's norm is half of it.
    const jonas = await api.as.viewer.schedules.sdla({ scheduleId: ids.schedule, ...november, employeeNo: 'SL002' });
    expect(jonas.months[1]!.normHours).toBe(month!.normHours / 2);
  });

  it('follows the company’s accounting period', async () => {
    const admin = api.as.admin;
    const settings = await admin.workTimeSettings.get();
    await admin.workTimeSettings.update({ laborCode: settings.laborCode, sdlaPeriodMonths: 1 });
    try {
      const summary = await api.as.planner.schedules.sdla({ scheduleId: ids.schedule, ...november, employeeNo: 'SL001' });
      expect(summary).toMatchObject({ periodMonths: 1, periodFrom: '2026-11-01', periodTo: '2026-11-30', historicSdlaHours: 0 });
      expect(summary.months).toHaveLength(1);
    } finally {
      await admin.workTimeSettings.update({ laborCode: settings.laborCode, sdlaPeriodMonths: 3 });
    }
  });

  it('answers an employee not on the schedule and another company’s schedule as not found, and refuses a user without a grant', async () => {
    await expectDomainError(
      api.as.planner.schedules.sdla({ scheduleId: ids.schedule, ...november, employeeNo: 'SL999' }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(
      api.as.planner.schedules.sdla({ scheduleId: ids.schedule, year: 2025, month: 11, employeeNo: 'SL001' }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(
      api.as.planner.schedules.sdla({ scheduleId: ids.nl, ...november, employeeNo: 'SL001' }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(
      noGrants.schedules.sdla({ scheduleId: ids.schedule, ...november, employeeNo: 'SL001' }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('REST rows', () => {
  const base = () => `/api/wtc-area/schedules/${ids.schedule}`;

  it('POST save-entries-order/{periodId}: the body’s lines (an array or {lines}), the path’s period winning', async () => {
    const { client, tokens } = api;
    const saved = successData<{ periodId: number; scheduleEmployeeIds: number[] }>(
      await client.post(`/api/wtc-area/schedules/save-entries-order/${periods.november}`, tokens.planner, ordered(members.petras)),
    );
    expect(saved).toEqual({ periodId: periods.november, scheduleEmployeeIds: [members.petras] });
    const wrapped = successData<{ periodId: number; scheduleEmployeeIds: number[] }>(
      await client.post(`/api/wtc-area/schedules/save-entries-order/${periods.november}`, tokens.planner, {
        periodId: periods.october,
        lines: ordered(members.jonas),
      }),
    );
    expect(wrapped).toEqual({ periodId: periods.november, scheduleEmployeeIds: [members.jonas] });
    expectPermissionDenied(
      await client.post(`/api/wtc-area/schedules/save-entries-order/${periods.november}`, tokens.viewer, ordered(members.ona)),
    );
  });

  it('GET {id}/employees?year&month, the path’s schedule winning', async () => {
    const employees = successData<ScheduleEmployee[]>(
      await api.client.get(`${base()}/employees?year=2026&month=11&scheduleId=${ids.nl}`, api.tokens.viewer),
    );
    expect(employees.map((employee) => employee.employeeNo)).toEqual(['SL001', 'SL002', 'SL003', 'SL004']);
    expectValidationError(await api.client.get(`${base()}/employees?year=2026&month=13`, api.tokens.viewer), 'month');
  });

  it('GET {id}/entries?dateFrom&dateTo&employeeNo&page&rowsPerPage, paged in the envelope', async () => {
    const response = await api.client.get(
      `${base()}/entries?dateFrom=2026-10-01&dateTo=2026-11-30&employeeNo=SL001&rowsPerPage=3&scheduleId=${ids.nl}`,
      api.tokens.viewer,
    );
    const items = successData<ScheduleEntryPage['items']>(response);
    expect(items.map((entry) => entry.date)).toEqual(['2026-10-01', '2026-11-02', '2026-11-03']);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 3, totalRecords: 4 });
    expectValidationError(
      await api.client.get(`${base()}/entries?dateFrom=2026-01-01&dateTo=2026-12-31`, api.tokens.viewer),
      'dateTo',
      ErrorCode.dateRangeTooLong,
    );
  });

  it('GET {id}/sdla/{year}/{month}/{employeeGuidEntryId}: the employee number in the path', async () => {
    const summary = successData<SdlaSummary>(await api.client.get(`${base()}/sdla/2026/11/SL001`, api.tokens.viewer));
    expect(summary).toMatchObject({ employeeNo: 'SL001', year: 2026, month: 11, schedulePeriodTotalHours: 21 });
    const missing = await api.client.get(`${base()}/sdla/2026/11/SL999`, api.tokens.viewer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'fail', data: null, messages: [ErrorCode.recordNotFound] });
    expectPermissionDenied(await api.client.get(`${base()}/sdla/2026/11/SL001`, noGrantsToken));
  });
});
