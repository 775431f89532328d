import {
  addMonths,
  decodeTimesheetTable,
  ErrorCode,
  PeriodStatus,
  type TimesheetMonthInput,
  type TimesheetTable,
  type TimesheetTableWire,
} from '@portal/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_DEMO_TODAY } from '../../db/seed/demo-absences';
import { DEMO_TIMESHEET_CODE } from '../../db/seed/demo-timesheets';
import type { Executor } from '../../db/transaction';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, successData } from '../../testing/rest-client';
import { createEmployees, createTimedShift } from '../../testing/schedule-period-factories';
import { createErpAbsence } from '../../testing/schedule-entry-factories';
import {
  type AppCaller,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import { addScheduleEmployee, createSchedule, createScheduleEntry, createShiftGroup } from '../../testing/work-time-factories';
import type { WorkTimeGrantAction } from '../work-time-access/work-time-access.repository';

// Timesheets (spec 2 §3, §4, §7 "Timesheets"; issue #14). December 2030: public holidays on the 24th,
// 25th and 26th. Schedule TS-1: Ona (TS001) works day shifts, the 24th among them; Jonas (TS002) a late
// shift into the night and a business trip; Petras (TS003) is on annual leave from the 16th to the 22nd;
// Rūta (TS004) joins on the 10th. `ts.first` and `ts.second` edit the timesheet, `ts.viewer` only views
// it, `ts.nogrants` has none; NL's timesheet does not exist for SV's users.
const api = useDemoCallers();
const YEAR = 2030;
const MONTH = 12;
const ids = { schedule: 0, timesheet: 0, nlTimesheet: 0, day: 0, late: 0 };
const as = {} as Record<'first' | 'second' | 'viewer' | 'nogrants', AppCaller>;
const tokens = {} as Record<'first' | 'second' | 'viewer' | 'nogrants', string>;
let month: { timesheetId: number; year: number; month: number };

async function grant(db: Executor, userId: number, objectId: number | null, actions: readonly WorkTimeGrantAction[]) {
  await db
    .insertInto('work_time_grants')
    .values(actions.map((action) => ({ company_code: 'SV', object_type: 'timesheet', object_id: objectId, user_id: userId, action })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The month table as the screens read it (the call sends each line's days encoded). */
async function tableOf(caller: AppCaller, month: TimesheetMonthInput): Promise<TimesheetTable> {
  return decodeTimesheetTable(await caller.timesheets.table(month));
}

const line = (table: TimesheetTable, employeeNo: string) => {
  const found = table.lines.find((candidate) => candidate.employeeNo === employeeNo);
  expect(found, employeeNo).toBeDefined();
  return found!;
};
const day = (table: TimesheetTable, employeeNo: string, date: string) =>
  line(table, employeeNo).days.find((candidate) => candidate.date === date)!;
const figures = (table: TimesheetTable, employeeNo: string, date: string) =>
  Object.fromEntries(day(table, employeeNo, date).figures.map((figure) => [figure.code, figure.minutes]));

beforeAll(async () => {
  const { db } = api.harness;
  const group = await createShiftGroup(db, { code: 'TS-G', name: 'Žiniaraščio pamainos' });
  ids.day = await createTimedShift(db, { shiftGroupId: group, code: 'D', startTime: '08:00', endTime: '16:30', workMinutes: 480 });
  ids.late = await createTimedShift(db, { shiftGroupId: group, code: 'V', startTime: '14:00', endTime: '23:00', workMinutes: 480 });
  ids.schedule = await createSchedule(db, { code: 'TS-1', name: 'Žiniaraščio grafikas', shiftGroupId: group });
  await createEmployees(db, [
    { employeeNo: 'TS001', firstName: 'Ona', lastName: 'Onaitė', appointmentFrom: '2030-01-01' },
    { employeeNo: 'TS002', firstName: 'Jonas', lastName: 'Jonaitis', appointmentFrom: '2030-01-01' },
    { employeeNo: 'TS003', firstName: 'Petras', lastName: 'Petraitis', appointmentFrom: '2030-01-01' },
    { employeeNo: 'TS004', firstName: 'Rūta', lastName: 'Rūtaitė', appointmentFrom: '2030-01-01' },
  ]);
  for (const employeeNo of ['TS001', 'TS002', 'TS003'])
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo, validFrom: '2030-01-01' });
  await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo: 'TS004', validFrom: '2030-12-10' });
  const shift = (employeeNo: string, date: string, shiftId: number, startTime: string, endTime: string) =>
    createScheduleEntry(db, { scheduleId: ids.schedule, employeeNo, date, shiftId, startTime, endTime, workMinutes: 480 });
  for (const date of ['2030-12-02', '2030-12-03', '2030-12-24']) await shift('TS001', date, ids.day, '08:00', '16:30');
  await shift('TS002', '2030-12-05', ids.late, '14:00', '23:00');
  // A planner's activity in the schedule is no work: it gives no hours.
  await createScheduleEntry(db, {
    scheduleId: ids.schedule,
    employeeNo: 'TS002',
    date: '2030-12-06',
    activityCode: 'A',
    absenceMinutes: 480,
  });
  await createErpAbsence(db, { employeeNo: 'TS003', entryNo: 940_001, dateFrom: '2030-12-16', dateTo: '2030-12-22', activityCode: 'A' });
  await createErpAbsence(db, { employeeNo: 'TS002', entryNo: 940_002, dateFrom: '2030-12-12', dateTo: '2030-12-12', activityCode: 'K' });
  // Another schedule's employee's absence is not this timesheet's.
  await createErpAbsence(db, { employeeNo: 'SV0012', entryNo: 940_003, dateFrom: '2030-12-02', dateTo: '2030-12-03', activityCode: 'A' });

  for (const role of ['first', 'second', 'viewer', 'nogrants'] as const) {
    const user = await createUser(db, { username: `ts.${role}`, workTimeCompanies: ['SV', 'NL'] });
    if (role === 'first') await grant(db, user.id, null, ['create']);
    if (role === 'first' || role === 'second') {
      await db
        .insertInto('work_time_grants')
        .values({ company_code: 'SV', object_type: 'schedule', object_id: ids.schedule, user_id: user.id, action: 'view' })
        .execute();
    }
    tokens[role] = await openSession(api.harness, `ts.${role}`);
    as[role] = callerWithToken(api.harness, tokens[role]);
  }
  const created = await as.first.timesheets.create({ code: 'TS-Z', name: 'Gamybos žiniaraštis', scheduleId: ids.schedule });
  ids.timesheet = created.id;
  month = { timesheetId: ids.timesheet, year: YEAR, month: MONTH };
  const users = await db.selectFrom('users').select(['id', 'username']).where('username', 'like', 'ts.%').execute();
  const idOf = (username: string) => users.find((user) => user.username === username)!.id;
  await grant(db, idOf('ts.second'), ids.timesheet, ['view', 'edit']);
  await grant(db, idOf('ts.viewer'), ids.timesheet, ['view']);

  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'TS-NL' });
  const nlSchedule = await createSchedule(db, { companyCode: 'NL', code: 'TS-NL', shiftGroupId: nlGroup });
  const nl = await db
    .insertInto('timesheets')
    .values({ company_code: 'NL', code: 'TS-NL', name: 'NL', schedule_id: nlSchedule })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.nlTimesheet = nl.id;
});

beforeEach(async () => {
  const { db } = api.harness;
  await db.deleteFrom('timesheet_edit_sessions').execute();
  await db.updateTable('timesheet_periods').set({ status: 0, manual_lock: false }).where('timesheet_id', '=', ids.timesheet).execute();
});

describe('timesheets: the generic model calls', () => {
  it('creates a timesheet its creator administers, lists, gets, updates, archives and takes it back', async () => {
    const created = await as.first.timesheets.get({ id: ids.timesheet });
    expect(created).toMatchObject({ code: 'TS-Z', scheduleId: ids.schedule, scheduleCode: 'TS-1', archived: false });
    expect(created.actions).toContain('administer');
    const list = await as.first.timesheets.list({ search: 'ts-z' });
    expect(list.items.map((item) => item.id)).toEqual([ids.timesheet]);
    expect(list.canCreate).toBe(true);

    const updated = await as.first.timesheets.update({
      id: ids.timesheet,
      code: 'TS-Z',
      name: 'Gamybos žiniaraštis 2',
      scheduleId: ids.schedule,
    });
    expect(updated.name).toBe('Gamybos žiniaraštis 2');
    expect((await as.first.timesheets.archive({ id: ids.timesheet })).archived).toBe(true);
    expect((await as.first.timesheets.list({ search: 'ts-z' })).items).toEqual([]);
    expect((await as.first.timesheets.list({ search: 'ts-z', showArchived: true })).items).toHaveLength(1);
    expect((await as.first.timesheets.undoArchive({ id: ids.timesheet })).archived).toBe(false);
  });

  it('refuses a code taken in the company, a schedule the caller cannot see, and creating without the create grant', async () => {
    await expectFieldError(
      as.first.timesheets.create({ code: 'ts-z', name: 'Kitas', scheduleId: ids.schedule }),
      'code',
      ErrorCode.codeTaken,
    );
    const other = await createSchedule(api.harness.db, {
      code: 'TS-HIDDEN',
      shiftGroupId:
        (await as.first.timesheets.get({ id: ids.timesheet })).scheduleId &&
        (await api.harness.db.selectFrom('shift_groups').select('id').where('code', '=', 'TS-G').executeTakeFirstOrThrow()).id,
    });
    await expectFieldError(
      as.first.timesheets.create({ code: 'TS-X', name: 'Kitas', scheduleId: other }),
      'scheduleId',
      ErrorCode.invalidValue,
    );
    await expectDomainError(
      as.second.timesheets.create({ code: 'TS-Y', name: 'Kitas', scheduleId: ids.schedule }),
      ErrorCode.permissionDenied,
    );
  });

  it('shows a timesheet only to those with a grant on it; another company’s is not found', async () => {
    expect((await as.nogrants.timesheets.list({})).items).toEqual([]);
    await expectDomainError(as.nogrants.timesheets.get({ id: ids.timesheet }), ErrorCode.permissionDenied);
    await expectDomainError(as.viewer.timesheets.archive({ id: ids.timesheet }), ErrorCode.permissionDenied);
    await expectDomainError(as.first.timesheets.get({ id: ids.nlTimesheet }), ErrorCode.recordNotFound);
    await expectDomainError(tableOf(as.first, { ...month, timesheetId: ids.nlTimesheet }), ErrorCode.recordNotFound);
  });
});

describe('timesheets.generate', () => {
  it('writes worked, night, holiday and absence minutes from the schedule and the ERP, and nothing more the second time', async () => {
    const first = await as.first.timesheets.generate(month);
    expect(first.written).toBeGreaterThan(0);
    expect(first.removed).toBe(0);
    const table = await tableOf(as.viewer, month);
    expect(figures(table, 'TS001', '2030-12-02')).toEqual({ FD: 480 });
    // A public holiday: the worked minutes are holiday minutes too.
    expect(figures(table, 'TS001', '2030-12-24')).toEqual({ FD: 480, DP: 480 });
    // 14:00–23:00 in Vilnius: one hour of it after 22:00.
    expect(figures(table, 'TS002', '2030-12-05')).toEqual({ FD: 480, DN: 60 });
    // The planner's activity in the schedule gives no hours; the ERP's business trip does.
    expect(figures(table, 'TS002', '2030-12-06')).toEqual({});
    expect(figures(table, 'TS002', '2030-12-12')).toEqual({ K: 480 });
    // Annual leave on working days only (the 21st and 22nd are a weekend).
    expect(figures(table, 'TS003', '2030-12-20')).toEqual({ A: 480 });
    expect(figures(table, 'TS003', '2030-12-21')).toEqual({});
    expect(line(table, 'TS003').totals).toMatchObject({ absence: 40, worked: 0, total: 0 });
    expect(line(table, 'TS001').totals).toMatchObject({ worked: 24, holiday: 8, night: 0, total: 24 });
    // The business trip counts with the worked hours.
    expect(line(table, 'TS002').totals).toMatchObject({ worked: 8, night: 1, absence: 8, total: 16 });
    expect(day(table, 'TS004', '2030-12-09').employeeValid).toBe(false);
    expect(day(table, 'TS004', '2030-12-10').employeeValid).toBe(true);
    expect(table.lines.map((candidate) => candidate.employeeNo)).not.toContain('SV0012');

    const second = await as.first.timesheets.generate(month);
    expect(second).toMatchObject({ written: 0, removed: 0, flaggedDays: 0, version: first.version + 1 });
  });

  it('removes what the schedule no longer plans and refuses a line outside the schedule', async () => {
    const { db } = api.harness;
    const extra = await createScheduleEntry(db, {
      scheduleId: ids.schedule,
      employeeNo: 'TS004',
      date: '2030-12-11',
      shiftId: ids.day,
      startTime: '08:00',
      endTime: '16:30',
      workMinutes: 480,
    });
    await as.first.timesheets.generate({ ...month, employeeNos: ['TS004'] });
    expect(figures(await tableOf(as.first, month), 'TS004', '2030-12-11')).toEqual({ FD: 480 });
    await db.deleteFrom('schedule_entries').where('id', '=', extra).execute();
    expect(await as.first.timesheets.generate({ ...month, employeeNos: ['TS004'] })).toMatchObject({ written: 0, removed: 1 });
    expect(figures(await tableOf(as.first, month), 'TS004', '2030-12-11')).toEqual({});
    await expectFieldError(
      as.first.timesheets.generate({ ...month, employeeNos: ['SV0012'] }),
      'employeeNos',
      ErrorCode.cellOutsideSchedule,
    );
  });

  it('create-timesheet-entries generates every timesheet of the schedule', async () => {
    const result = await as.first.timesheets.createTimesheetEntries({ scheduleId: ids.schedule, year: YEAR, month: MONTH });
    expect(result.timesheets.map((item) => item.timesheetId)).toEqual([ids.timesheet]);
    expect(result.timesheets[0]!.result).toMatchObject({ written: 0, removed: 0 });
    await expectDomainError(
      as.viewer.timesheets.createTimesheetEntries({ scheduleId: ids.schedule, year: YEAR, month: MONTH }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('day confirmation', () => {
  it('keeps a confirmed day as it was and marks it when the schedule or an absence changes; unconfirmed, the day follows', async () => {
    const { db } = api.harness;
    await as.first.timesheets.generate(month);
    expect(
      await as.first.timesheets.confirmDays({ ...month, employeeNos: ['TS001', 'TS003'], dates: ['2030-12-02', '2030-12-17'] }),
    ).toEqual({ days: 4 });
    let table = await tableOf(as.first, month);
    expect(day(table, 'TS001', '2030-12-02')).toMatchObject({ confirmed: true, recalculationRequired: false });

    await db
      .updateTable('schedule_entries')
      .set({ work_minutes: 420 })
      .where('schedule_id', '=', ids.schedule)
      .where('employee_no', '=', 'TS001')
      .where('date', '=', '2030-12-02')
      .execute();
    await db.updateTable('absences').set({ hours_per_day: 4 }).where('entry_no', '=', 940_001).execute();
    const regenerated = await as.first.timesheets.generate(month);
    expect(regenerated.flaggedDays).toBe(2);
    table = await tableOf(as.first, month);
    expect(day(table, 'TS001', '2030-12-02')).toMatchObject({ confirmed: true, recalculationRequired: true });
    expect(figures(table, 'TS001', '2030-12-02')).toEqual({ FD: 480 });
    expect(day(table, 'TS003', '2030-12-17')).toMatchObject({ confirmed: true, recalculationRequired: true });
    // Unconfirmed days of the same absence follow it at once.
    expect(figures(table, 'TS003', '2030-12-18')).toEqual({ A: 240 });
    expect(day(table, 'TS001', '2030-12-03').confirmed).toBe(false);

    expect(await as.first.timesheets.unconfirmDays({ ...month, employeeNos: ['TS001'], dates: ['2030-12-02'] })).toEqual({ days: 1 });
    expect((await as.first.timesheets.generate(month)).flaggedDays).toBe(0);
    table = await tableOf(as.first, month);
    expect(figures(table, 'TS001', '2030-12-02')).toEqual({ FD: 420 });
    expect(day(table, 'TS001', '2030-12-02')).toMatchObject({ confirmed: false, recalculationRequired: false });
    // Confirming again clears the mark.
    await as.first.timesheets.confirmDays({ ...month, employeeNos: ['TS003'], dates: ['2030-12-17'] });
    expect(day(await tableOf(as.first, month), 'TS003', '2030-12-17')).toMatchObject({
      confirmed: true,
      recalculationRequired: false,
    });
  });

  it('refuses days outside the month, lines outside the schedule and callers without the edit grant', async () => {
    await expectFieldError(
      as.first.timesheets.confirmDays({ ...month, employeeNos: ['TS001'], dates: ['2030-11-30'] }),
      'dates',
      ErrorCode.cellOutsideSchedule,
    );
    await expectFieldError(
      as.first.timesheets.confirmDays({ ...month, employeeNos: ['SV0012'], dates: ['2030-12-02'] }),
      'employeeNos',
      ErrorCode.cellOutsideSchedule,
    );
    await expectDomainError(
      as.viewer.timesheets.confirmDays({ ...month, employeeNos: ['TS001'], dates: ['2030-12-02'] }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('status, locks and the edit session', () => {
  it('sets the status and the lock (change_status), and nothing is editable while prepared, approved or locked', async () => {
    await as.first.timesheets.generate(month);
    for (const change of [
      () => as.first.timesheets.setStatus({ ...month, status: PeriodStatus.prepared }),
      () => as.first.timesheets.setStatus({ ...month, status: PeriodStatus.approved }),
      () => as.first.timesheets.lock(month),
    ]) {
      await as.first.timesheets.setStatus({ ...month, status: PeriodStatus.inProgress });
      await as.first.timesheets.unlock(month);
      await as.first.timesheets.init(month);
      await as.first.timesheets.updateHours({ ...month, code: 'VD', hours: 1, cells: [{ employeeNo: 'TS001', date: '2030-12-03' }] });
      await change();
      const table = await tableOf(as.first, month);
      expect(table.isEditable).toBe(false);
      await expectDomainError(as.first.timesheets.generate(month), ErrorCode.periodNotEditable);
      await expectDomainError(as.first.timesheets.init(month), ErrorCode.periodNotEditable);
      await expectDomainError(as.first.timesheets.commit(month), ErrorCode.periodNotEditable);
      await expectDomainError(
        as.first.timesheets.updateHours({ ...month, code: 'VD', hours: 1, cells: [{ employeeNo: 'TS001', date: '2030-12-03' }] }),
        ErrorCode.periodNotEditable,
      );
      await expectDomainError(
        as.first.timesheets.confirmDays({ ...month, employeeNos: ['TS001'], dates: ['2030-12-03'] }),
        ErrorCode.periodNotEditable,
      );
      await as.first.timesheets.rollback(month);
    }
    const state = await as.first.timesheets.lock(month);
    expect(state).toMatchObject({ manualLock: true, lockedByName: 'ts.first' });
    await expectDomainError(as.second.timesheets.lock(month), ErrorCode.permissionDenied);
    await expectDomainError(as.viewer.timesheets.setStatus({ ...month, status: PeriodStatus.approved }), ErrorCode.permissionDenied);
    await as.first.timesheets.unlock(month);
    const periods = await as.first.timesheets.indexPeriods({ timesheetId: ids.timesheet });
    expect(periods.items).toEqual([expect.objectContaining({ year: YEAR, month: MONTH, manualLock: false, canLock: true })]);
  });

  it('collects hours in the session, shows them pending, writes them on commit as the keeper’s own and generation keeps them', async () => {
    await as.first.timesheets.generate(month);
    expect(await as.first.timesheets.init(month)).toEqual({ changedCells: 0, isStale: false });
    const cell = { employeeNo: 'TS001', date: '2030-12-03' };
    expect(await as.first.timesheets.updateHours({ ...month, code: 'VD', hours: 1.5, cells: [cell] })).toEqual({
      changedCells: 1,
      isStale: false,
    });
    let table = await tableOf(as.first, month);
    expect(day(table, 'TS001', '2030-12-03').figures).toContainEqual({
      code: 'VD',
      minutes: 90,
      hoursType: 'overtime',
      source: 'manual',
      pending: true,
    });
    expect(figures(await tableOf(as.second, month), 'TS001', '2030-12-03')).toEqual({ FD: 480 });

    const committed = await as.first.timesheets.commit(month);
    expect(committed.changedCells).toBe(1);
    await as.first.timesheets.generate(month);
    table = await tableOf(as.first, month);
    expect(figures(table, 'TS001', '2030-12-03')).toEqual({ FD: 480, VD: 90 });
    expect(line(table, 'TS001').totals.overtime).toBe(1.5);

    await as.first.timesheets.init(month);
    await as.first.timesheets.deleteEntries({ ...month, code: 'VD', cells: [cell] });
    await as.first.timesheets.commit(month);
    expect(figures(await tableOf(as.first, month), 'TS001', '2030-12-03')).toEqual({ FD: 480 });
  });

  it('refuses unknown codes, cells outside the lines, confirmed days and changes without a session', async () => {
    await as.first.timesheets.generate(month);
    const cell = { employeeNo: 'TS001', date: '2030-12-04' };
    await expectDomainError(
      as.first.timesheets.updateHours({ ...month, code: 'VD', hours: 2, cells: [cell] }),
      ErrorCode.editSessionNotOpen,
    );
    await as.first.timesheets.init(month);
    await expectFieldError(
      as.first.timesheets.updateHours({ ...month, code: 'ZZ', hours: 2, cells: [cell] }),
      'code',
      ErrorCode.activityCodeUnknown,
    );
    await expectFieldError(
      as.first.timesheets.updateHours({ ...month, code: 'VD', hours: 2, cells: [{ employeeNo: 'TS004', date: '2030-12-05' }] }),
      'cells',
      ErrorCode.cellOutsideSchedule,
    );
    await expectFieldError(as.first.timesheets.updateHours({ ...month, code: 'VD', hours: 25, cells: [cell] }), 'hours');
    await as.first.timesheets.rollback(month);
    await as.first.timesheets.confirmDays({ ...month, employeeNos: ['TS001'], dates: ['2030-12-04'] });
    await as.first.timesheets.init(month);
    await expectFieldError(
      as.first.timesheets.updateHours({ ...month, code: 'VD', hours: 2, cells: [cell] }),
      'cells',
      ErrorCode.timesheetDayConfirmed,
    );
    await expectDomainError(as.viewer.timesheets.init(month), ErrorCode.permissionDenied);
  });

  it('of two keepers committing the same month at once, applies exactly one; the other is told the month changed', async () => {
    await as.first.timesheets.generate(month);
    const { db } = api.harness;
    const before = (
      await db.selectFrom('timesheet_periods').select('version').where('timesheet_id', '=', ids.timesheet).executeTakeFirstOrThrow()
    ).version;
    const cells = { first: { employeeNo: 'TS002', date: '2030-12-09' }, second: { employeeNo: 'TS002', date: '2030-12-10' } };
    for (const role of ['first', 'second'] as const) {
      await as[role].timesheets.init(month);
      await as[role].timesheets.updateHours({ ...month, code: 'FD', hours: 8, cells: [cells[role]] });
    }
    const results = await Promise.allSettled([as.first.timesheets.commit(month), as.second.timesheets.commit(month)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const applied = results.findIndex((result) => result.status === 'fulfilled');
    expect(results[applied]).toEqual({ status: 'fulfilled', value: { changedCells: 1, version: before + 1 } });
    await expectDomainError(Promise.reject((results[1 - applied] as PromiseRejectedResult).reason), ErrorCode.timesheetPeriodChanged);
    const winner = (['first', 'second'] as const)[applied]!;
    const loser = (['first', 'second'] as const)[1 - applied]!;
    // The loser's session still holds its change: dropped, so the table shows what was committed only.
    await as[loser].timesheets.rollback(month);
    const table = await tableOf(as.first, month);
    expect(figures(table, 'TS002', cells[winner].date)).toEqual({ FD: 480 });
    expect(figures(table, 'TS002', cells[loser].date)).toEqual({});
  });
});

describe('update-entries and create-detailed-entries', () => {
  const changesOf = async () =>
    (
      await api.harness.db
        .selectFrom('timesheet_edit_changes')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  // Earlier tests leave keepers' figures and confirmed days: each of these starts from what generation gives.
  beforeEach(async () => {
    const { db } = api.harness;
    await db.deleteFrom('timesheet_entries').where('timesheet_id', '=', ids.timesheet).execute();
    await db.deleteFrom('timesheet_day_confirmations').where('timesheet_id', '=', ids.timesheet).execute();
    await as.first.timesheets.generate(month);
  });

  it('stages a batch of creates, updates and deletes and commit writes it; a bad entry stages nothing and is named', async () => {
    const generated = figures(await tableOf(as.first, month), 'TS001', '2030-12-02');
    await as.first.timesheets.init(month);
    const state = await as.first.timesheets.updateEntries({
      ...month,
      entries: [
        { employeeNo: 'TS001', date: '2030-12-02', activityCode: 'VD', hours: 2, action: 'create' },
        { employeeNo: 'TS001', date: '2030-12-03', activityCode: 'FD', hours: 7.5, action: 'update' },
        { employeeNo: 'TS002', date: '2030-12-05', activityCode: 'DN', action: 'delete' },
      ],
    });
    expect(state).toEqual({ changedCells: 3, isStale: false });
    const bad = [
      { employeeNo: 'TS001', date: '2030-12-09', activityCode: 'VD', hours: 1, action: 'create' as const },
      { employeeNo: 'TS001', date: '2030-12-09', activityCode: 'VD', hours: 2, action: 'update' as const },
      { employeeNo: 'TS001', date: '2030-12-10', activityCode: 'ZZ', hours: 2, action: 'create' as const },
      { employeeNo: 'TS004', date: '2030-12-05', activityCode: 'VD', hours: 2, action: 'create' as const },
      // 8 h worked and 17 h overtime: 25 h on the day (its night part is not added).
      { employeeNo: 'TS002', date: '2030-12-05', activityCode: 'VD', hours: 17, action: 'create' as const },
    ];
    const before = await changesOf();
    const errors = await expectFieldError(
      as.first.timesheets.updateEntries({ ...month, entries: bad }),
      'entries.1.activityCode',
      ErrorCode.timesheetEntryDuplicate,
    );
    expect(errors).toEqual({
      'entries.1.activityCode': [ErrorCode.timesheetEntryDuplicate],
      'entries.2.activityCode': [ErrorCode.activityCodeUnknown],
      'entries.3.employeeNo': [ErrorCode.cellOutsideSchedule],
      'entries.4.hours': [ErrorCode.timesheetDayOver24Hours],
    });
    expect(await changesOf()).toBe(before);
    await expectFieldError(
      as.first.timesheets.updateEntries({ ...month, entries: [{ ...bad[0]!, hours: 0 }] }),
      'entries.0.hours',
      ErrorCode.invalidValue,
    );
    await expectFieldError(
      as.first.timesheets.updateEntries({ ...month, entries: [{ ...bad[0]!, date: '2030-11-30' }] }),
      'entries.0.date',
      ErrorCode.cellOutsideSchedule,
    );
    // 16 h on top of the 8 h worked make exactly 24: accepted.
    await as.first.timesheets.updateEntries({
      ...month,
      entries: [{ employeeNo: 'TS002', date: '2030-12-05', activityCode: 'VD', hours: 16, action: 'create' }],
    });

    await as.first.timesheets.commit(month);
    const table = await tableOf(as.first, month);
    expect(figures(table, 'TS001', '2030-12-02')).toEqual({ ...generated, VD: 120 });
    expect(figures(table, 'TS001', '2030-12-03')).toEqual({ FD: 450 });
    expect(figures(table, 'TS002', '2030-12-05')).toEqual({ FD: 480, VD: 960 });
  });

  it('derives the night and holiday parts of worked figures from the shift and stages them; the rest is skipped', async () => {
    await as.first.timesheets.init(month);
    await as.first.timesheets.deleteEntries({ ...month, code: 'DN', cells: [{ employeeNo: 'TS002', date: '2030-12-05' }] });
    await as.first.timesheets.deleteEntries({ ...month, code: 'DP', cells: [{ employeeNo: 'TS001', date: '2030-12-24' }] });
    await as.first.timesheets.deleteEntries({ ...month, code: 'FD', cells: [{ employeeNo: 'TS001', date: '2030-12-03' }] });
    const result = await as.first.timesheets.createDetailedEntries({
      ...month,
      cells: [
        { employeeNo: 'TS002', date: '2030-12-05' },
        { employeeNo: 'TS001', date: '2030-12-24' },
        { employeeNo: 'TS001', date: '2030-12-02' },
        { employeeNo: 'TS001', date: '2030-12-03' },
        { employeeNo: 'TS001', date: '2030-12-04' },
      ],
    });
    expect(result).toEqual({
      staged: 2,
      skipped: [
        { employeeNo: 'TS001', date: '2030-12-02', reason: 'nothingToDetail' },
        { employeeNo: 'TS001', date: '2030-12-03', reason: 'noWorkedFigure' },
        { employeeNo: 'TS001', date: '2030-12-04', reason: 'noShift' },
      ],
      changedCells: 3,
      isStale: false,
    });
    const again = await as.first.timesheets.createDetailedEntries({ ...month, cells: [{ employeeNo: 'TS002', date: '2030-12-05' }] });
    expect(again.skipped).toEqual([{ employeeNo: 'TS002', date: '2030-12-05', reason: 'alreadyDetailed' }]);
    const pending = await tableOf(as.first, month);
    expect(day(pending, 'TS002', '2030-12-05').figures).toContainEqual(expect.objectContaining({ code: 'DN', minutes: 60, pending: true }));
    await as.first.timesheets.commit(month);
    const table = await tableOf(as.first, month);
    expect(figures(table, 'TS002', '2030-12-05')).toEqual({ FD: 480, DN: 60 });
    expect(figures(table, 'TS001', '2030-12-24')).toEqual({ FD: 480, DP: 480 });
    expect(figures(table, 'TS001', '2030-12-03')).toEqual({});
  });

  it('refuses while prepared or locked, without a session, without the edit grant and on confirmed days', async () => {
    const entries = [{ employeeNo: 'TS001', date: '2030-12-02', activityCode: 'VD', hours: 1, action: 'create' as const }];
    const cells = [{ employeeNo: 'TS001', date: '2030-12-02' }];
    await expectDomainError(as.first.timesheets.updateEntries({ ...month, entries }), ErrorCode.editSessionNotOpen);
    await expectDomainError(as.first.timesheets.createDetailedEntries({ ...month, cells }), ErrorCode.editSessionNotOpen);
    await expectDomainError(as.viewer.timesheets.updateEntries({ ...month, entries }), ErrorCode.permissionDenied);
    await expectDomainError(as.viewer.timesheets.createDetailedEntries({ ...month, cells }), ErrorCode.permissionDenied);
    await as.first.timesheets.init(month);
    for (const change of [
      () => as.first.timesheets.setStatus({ ...month, status: PeriodStatus.prepared }),
      () => as.first.timesheets.lock(month),
    ]) {
      await change();
      await expectDomainError(as.first.timesheets.updateEntries({ ...month, entries }), ErrorCode.periodNotEditable);
      await expectDomainError(as.first.timesheets.createDetailedEntries({ ...month, cells }), ErrorCode.periodNotEditable);
      await as.first.timesheets.setStatus({ ...month, status: PeriodStatus.inProgress });
      await as.first.timesheets.unlock(month);
    }
    await as.first.timesheets.rollback(month);
    await as.first.timesheets.confirmDays({ ...month, employeeNos: ['TS001'], dates: ['2030-12-02'] });
    await as.first.timesheets.init(month);
    await expectFieldError(as.first.timesheets.updateEntries({ ...month, entries }), 'entries.0.date', ErrorCode.timesheetDayConfirmed);
    await expectFieldError(as.first.timesheets.createDetailedEntries({ ...month, cells }), 'cells', ErrorCode.timesheetDayConfirmed);
    await as.first.timesheets.rollback(month);
    await as.first.timesheets.unconfirmDays({ ...month, employeeNos: ['TS001'], dates: ['2030-12-02'] });
  });
});

describe('My timesheet', () => {
  it('shows the employee’s own figures by day with totals and an agenda per activity', async () => {
    const { db } = api.harness;
    const employeeNo = 'SV0012';
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo, validFrom: '2030-12-01', validTo: '2030-12-31' });
    await createScheduleEntry(db, {
      scheduleId: ids.schedule,
      employeeNo,
      date: '2030-12-05',
      shiftId: ids.day,
      startTime: '08:00',
      endTime: '16:30',
      workMinutes: 480,
    });
    await as.first.timesheets.generate({ ...month, employeeNos: [employeeNo] });
    const mine = await api.as.employee.myTimesheet.month({ year: YEAR, month: MONTH });
    expect(mine.days).toHaveLength(31);
    expect(mine.days.find((candidate) => candidate.date === '2030-12-05')!.figures).toEqual([
      expect.objectContaining({ code: 'FD', hours: 8, hoursType: 'worked' }),
    ]);
    expect(mine.totals).toMatchObject({ workedDays: 1, worked: 8, absence: 16, total: 8 });
    expect(mine.agenda).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'A', days: 2, hours: 16 }),
        expect.objectContaining({ code: 'FD', days: 1, hours: 8 }),
      ]),
    );
    expect((await api.as.planner.myTimesheet.month({ year: YEAR, month: MONTH })).totals.total).toBe(0);
  });
});

describe('the REST rows of timesheets', () => {
  it('maps paths, queries and bodies onto the procedures and answers in the envelope', async () => {
    const { client } = api;
    const token = tokens.first;
    const base = `/api/wtc-area/timesheets`;
    const list = await client.get(`${base}?search=TS-Z&rowsPerPage=5`, token);
    expect(successData<unknown[]>(list)).toHaveLength(1);
    expect(JSON.parse(list.body).pagination).toMatchObject({ rowsPerPage: 5, totalRecords: 1 });
    expect(successData(await client.get(`${base}/${ids.timesheet}`, token))).toMatchObject({ code: 'TS-Z' });
    expect(
      successData(await client.put(`${base}/${ids.timesheet}`, token, { code: 'TS-Z', name: 'Per REST', scheduleId: ids.schedule })),
    ).toMatchObject({ name: 'Per REST' });
    expect(successData(await client.post(`${base}/archive`, token, { id: ids.timesheet }))).toMatchObject({ archived: true });
    expect(successData(await client.post(`${base}/undo-archive`, token, { id: ids.timesheet }))).toMatchObject({ archived: false });
    const generated = await client.post(`${base}/generate`, token, month);
    expect(successData(generated)).toMatchObject({ removed: 0 });
    expect(
      successData(await client.post(`${base}/create-timesheet-entries`, token, { scheduleId: ids.schedule, year: YEAR, month: MONTH })),
    ).toMatchObject({ timesheets: [expect.anything()] });
    const table = decodeTimesheetTable(
      successData<TimesheetTableWire>(await client.get(`${base}/${ids.timesheet}/table/${YEAR}/${MONTH}`, token)),
    );
    expect(table.lines.length).toBeGreaterThan(0);
    expect(successData<unknown[]>(await client.get(`${base}/get-activity-codes?timesheetId=${ids.timesheet}`, token))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'DN', hoursType: 'night' }),
        expect.objectContaining({ code: 'A', inclusion: 'subtracted_from_norm_hours' }),
      ]),
    );
    const cells = { employeeNos: ['TS002'], dates: ['2030-12-13'] };
    expect(successData(await client.post(`${base}/confirm-days`, token, { ...month, ...cells }))).toEqual({ days: 1 });
    expect(successData(await client.post(`${base}/unconfirm-days`, token, { ...month, ...cells }))).toEqual({ days: 1 });
    expect(successData(await client.get(`${base}/${ids.timesheet}/init/${YEAR}/${MONTH}`, token))).toEqual({
      changedCells: 0,
      isStale: false,
    });
    const cell = [{ employeeNo: 'TS002', date: '2030-12-13' }];
    expect(successData(await client.post(`${base}/update-hours`, token, { ...month, code: 'FD', hours: 4, cells: cell }))).toMatchObject({
      changedCells: 1,
    });
    expect(successData(await client.post(`${base}/delete-entries`, token, { ...month, cells: cell }))).toMatchObject({ changedCells: 1 });
    const entry = { employeeNo: 'TS002', date: '2030-12-13', activityCode: 'VD', hours: 2, action: 'create' };
    expect(successData(await client.post(`${base}/update-entries`, token, { ...month, entries: [entry] }))).toMatchObject({
      changedCells: 1,
    });
    const badEntry = await client.post(`${base}/update-entries`, token, { ...month, entries: [{ ...entry, activityCode: 'ZZ' }] });
    expect(badEntry.statusCode).toBe(400);
    expect(JSON.parse(badEntry.body).validationErrors).toHaveProperty(['entries.0.activityCode']);
    expect(successData(await client.post(`${base}/create-detailed-entries`, token, { ...month, cells: cell }))).toMatchObject({
      staged: 0,
      skipped: [{ employeeNo: 'TS002', date: '2030-12-13', reason: 'noShift' }],
    });
    expect(successData(await client.get(`${base}/${ids.timesheet}/rollback?year=${YEAR}&month=${MONTH}`, token))).toBeFalsy();
    await client.get(`${base}/${ids.timesheet}/init/${YEAR}/${MONTH}`, token);
    expect(successData(await client.get(`${base}/${ids.timesheet}/commit?year=${YEAR}&month=${MONTH}`, token))).toMatchObject({
      changedCells: 0,
    });
    expect(successData(await client.post(`${base}/set-status`, token, { ...month, status: 1 }))).toMatchObject({ status: 1 });
    expect(successData(await client.post(`${base}/lock`, token, month))).toMatchObject({ manualLock: true });
    expect(successData(await client.post(`${base}/unlock`, token, month))).toMatchObject({ manualLock: false });
    expect(successData(await client.post(`${base}/set-status`, token, { ...month, status: 0 }))).toMatchObject({ status: 0 });
    expect(successData<unknown[]>(await client.get(`${base}/index-periods?timesheetId=${ids.timesheet}`, token))).toHaveLength(1);
    expect(successData(await client.get(`/api/my-working-time/timesheet/${YEAR}/${MONTH}`, api.tokens.employee))).toMatchObject({
      year: YEAR,
    });
    const created = await client.post(base, token, { code: 'TS-REST', name: 'Per REST', scheduleId: ids.schedule });
    expect(successData(created)).toMatchObject({ code: 'TS-REST' });
    expectPermissionDenied(await client.get(`${base}/${ids.timesheet}`, tokens.nogrants));
    const refused = await client.post(`${base}/update-hours`, token, { ...month, code: 'FD', hours: 30, cells: cell });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).validationErrors).toHaveProperty('hours');
  });
});

describe('the demo timesheet', () => {
  it('is on GAM-01 with last month generated; the planner administers it and the viewer only views it', async () => {
    const list = await api.as.planner.timesheets.list({ search: DEMO_TIMESHEET_CODE });
    expect(list.canCreate).toBe(true);
    const demoTimesheet = list.items[0]!;
    expect(demoTimesheet).toMatchObject({ code: DEMO_TIMESHEET_CODE, scheduleCode: 'GAM-01' });
    expect(demoTimesheet.actions).toContain('administer');
    const lastMonth = addMonths(TEMPLATE_DEMO_TODAY.slice(0, 8) + '01', -1);
    const table = await tableOf(api.as.viewer, {
      timesheetId: demoTimesheet.id,
      year: Number(lastMonth.slice(0, 4)),
      month: Number(lastMonth.slice(5, 7)),
    });
    expect(table.lines).toHaveLength(40);
    expect(table.lines.reduce((sum, candidate) => sum + candidate.totals.worked, 0)).toBeGreaterThan(0);
    expect(table.isEditable).toBe(false);
  });
});
