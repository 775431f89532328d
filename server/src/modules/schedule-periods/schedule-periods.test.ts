import {
  decodeScheduleTable,
  ErrorCode,
  LaborCodeRule,
  type PeriodList,
  PeriodStatus,
  type ScheduleTable,
  type ScheduleTableWire,
  type TableLine,
} from '@portal/shared';
import ExcelJS from 'exceljs';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/document-factories';
import { portalTransformer } from '../../trpc/transformer';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, successData } from '../../testing/rest-client';
import { addEditBatch, createEmployees, createTimedShift, openEditSession } from '../../testing/schedule-period-factories';
import { type AppCaller, callerWithToken, expectDomainError, openSession, useDemoCallers } from '../../testing/test-caller';
import {
  addScheduleEmployee,
  createSchedule,
  createSchedulePeriod,
  createScheduleEntry,
  createShift,
  createShiftGroup,
  grantWorkTime,
} from '../../testing/work-time-factories';

// Schedule months (spec 2 §3 "Schedule period view", §4, §7 "Schedules"): the month table with the
// caller's draft, the summary table, the periods list, entry details, status, locks and the Excel
// export. The planner administers the schedule; `month.viewer` may only view it; `month.nogrants` has
// work-time access and no grant; NL's schedule does not exist for SV's users. December 2026: holidays
// on the 24th, 25th and 26th, so the 23rd and the 31st (before New Year) are pre-holiday days.
const api = useDemoCallers();
const YEAR = 2026;
const MONTH = 12;
const month = { year: YEAR, month: MONTH };
const ids = { group: 0, day: 0, night: 0, rest: 0, schedule: 0, other: 0, nl: 0, groupA: 0, groupB: 0, plannerId: 0 };
const entries = { fullDay1: 0, fullDay2: 0, night7: 0, day8: 0, absence: 0, otherSchedule: 0 };
let viewer: AppCaller;
let noGrants: AppCaller;
const tokens = { viewer: '', noGrants: '' };

const line = (table: ScheduleTable, employeeNo: string): TableLine => {
  const found = table.lines.find((candidate) => candidate.employeeNo === employeeNo);
  expect(found, employeeNo).toBeDefined();
  return found!;
};
const cell = (table: ScheduleTable, employeeNo: string, date: string) =>
  line(table, employeeNo).entries.filter((entry) => entry.date === date);

beforeAll(async () => {
  const { db } = api.harness;
  ids.plannerId = await userIdOf(db, 'planner');
  await db.insertInto('departments').values({ company_code: 'SV', code: 'TP-DEP', name: 'Pamainų skyrius' }).execute();
  ids.group = await createShiftGroup(db, { code: 'TP-G', name: 'Pamainos' });
  ids.day = await createTimedShift(db, {
    shiftGroupId: ids.group,
    code: 'D',
    startTime: '08:00',
    endTime: '16:30',
    workMinutes: 480,
    shortDayStartTime: '08:00',
    shortDayEndTime: '15:30',
    backgroundColor: '#FFCC00',
    fontColor: '#000000',
    rests: [{ startTime: '12:00', endTime: '12:30', minutes: 30 }],
  });
  ids.night = await createTimedShift(db, {
    shiftGroupId: ids.group,
    code: 'N',
    startTime: '22:00',
    endTime: '06:30',
    workMinutes: 480,
    backgroundColor: '#003366',
    fontColor: '#FFFFFF',
    rests: [{ startTime: '02:00', endTime: '02:30', minutes: 30 }],
  });
  ids.rest = await createShift(db, { shiftGroupId: ids.group, code: 'R', type: 'rest_day' });
  ids.schedule = await createSchedule(db, { code: 'TP-1', name: 'Pamaininis grafikas', shiftGroupId: ids.group });
  ids.other = await createSchedule(db, { code: 'TP-2', name: 'Kitas grafikas', shiftGroupId: ids.group });
  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'TP-NL' });
  ids.nl = await createSchedule(db, { companyCode: 'NL', code: 'TP-NL', shiftGroupId: nlGroup });

  // Groups: B first in order (hidden), then A; lines without a group come last.
  const [groupB, groupA] = await db
    .insertInto('schedule_employee_groups')
    .values([
      { schedule_id: ids.schedule, name: 'Brigada B', sort_order: 1, is_hidden: true },
      { schedule_id: ids.schedule, name: 'Brigada A', sort_order: 2 },
    ])
    .returning('id')
    .execute();
  ids.groupB = groupB!.id;
  ids.groupA = groupA!.id;

  await createEmployees(db, [
    {
      employeeNo: 'TP001',
      firstName: 'Ona',
      lastName: 'Onaitė',
      departmentCode: 'TP-DEP',
      jobTitle: 'Operatorė',
      appointmentFrom: '2020-01-01',
    },
    { employeeNo: 'TP002', firstName: 'Jonas', lastName: 'Jonaitis', appointmentFrom: '2020-01-01', partTimeShare: 0.5 },
    { employeeNo: 'TP003', firstName: 'Petras', lastName: 'Petraitis', appointmentFrom: '2020-01-01' },
    { employeeNo: 'TP004', firstName: 'Rūta', lastName: 'Rūtaitė', appointmentFrom: '2020-01-01', shortenedPreHoliday: true },
    { employeeNo: 'TP005', firstName: 'Left', lastName: 'Before', appointmentFrom: '2020-01-01' },
  ]);
  const member = async (employeeNo: string, groupId: number | null, validFrom = '2026-01-01', validTo: string | null = null) => {
    const id = await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo, validFrom, validTo });
    await db.updateTable('schedule_employees').set({ schedule_employee_group_id: groupId }).where('id', '=', id).execute();
  };
  await member('TP001', ids.groupA);
  await member('TP002', ids.groupA);
  await member('TP003', null);
  await member('TP004', ids.groupB, '2026-12-10');
  await member('TP005', ids.groupA, '2026-01-01', '2026-11-30');

  const entry = (employeeNo: string, date: string, shiftId: number | null, extra: Record<string, unknown> = {}) =>
    createScheduleEntry(db, { scheduleId: ids.schedule, employeeNo, date, shiftId, workMinutes: shiftId === null ? 0 : 480, ...extra });
  entries.fullDay1 = await entry('TP001', '2026-12-01', ids.day);
  entries.fullDay2 = await entry('TP001', '2026-12-02', ids.day);
  await entry('TP001', '2026-12-03', ids.day);
  // A night shift ending at 06:30 and a day shift from 08:00: 1.5 h of rest instead of 11.
  entries.night7 = await entry('TP002', '2026-12-07', ids.night);
  entries.day8 = await entry('TP002', '2026-12-08', ids.day);
  // An ERP absence: read only, never replaced by the draft.
  entries.absence = await createScheduleEntry(db, {
    scheduleId: ids.schedule,
    employeeNo: 'TP003',
    date: '2026-12-14',
    activityCode: 'A',
    source: 'erp',
    absenceMinutes: 480,
  });
  entries.otherSchedule = await createScheduleEntry(db, {
    scheduleId: ids.other,
    employeeNo: 'TP001',
    date: '2026-12-01',
    shiftId: ids.day,
    workMinutes: 480,
  });

  await grantWorkTime(db, { userId: ids.plannerId, objectId: ids.schedule, actions: ['administer'] });
  await grantWorkTime(db, { userId: ids.plannerId, objectId: ids.other, actions: ['view'] });
  const viewerUser = await createUser(db, { username: 'month.viewer', workTimeCompanies: ['SV'] });
  await grantWorkTime(db, { userId: viewerUser.id, objectId: ids.schedule, actions: ['view'] });
  await createUser(db, { username: 'month.nogrants', workTimeCompanies: ['SV'] });
  tokens.viewer = await openSession(api.harness, 'month.viewer');
  tokens.noGrants = await openSession(api.harness, 'month.nogrants');
  viewer = callerWithToken(api.harness, tokens.viewer);
  noGrants = callerWithToken(api.harness, tokens.noGrants);
});

/** The table as the web reads it: the wire form's entries decoded. */
const readTable = async (caller: AppCaller, input: { scheduleId: number; year: number; month: number }) =>
  decodeScheduleTable(await caller.schedulePeriods.table(input));
const tableOf = (caller: AppCaller, scheduleId = ids.schedule) => readTable(caller, { scheduleId, ...month });

describe('schedulePeriods.table', () => {
  it('lists the lines valid in the month in their groups’ order, lines without a group last, with the directory fields', async () => {
    const table = await tableOf(api.as.planner);
    expect(table).toMatchObject({
      scheduleId: ids.schedule,
      scheduleCode: 'TP-1',
      scheduleName: 'Pamaininis grafikas',
      mode: 'code',
      cacheId: 'a',
    });
    // TP005 left before December.
    expect(table.lines.map((candidate) => [candidate.employeeNo, candidate.groupId])).toEqual([
      ['TP004', ids.groupB],
      ['TP002', ids.groupA],
      ['TP001', ids.groupA],
      ['TP003', null],
    ]);
    expect(table.groups).toEqual([
      { id: ids.groupB, name: 'Brigada B', order: 1, isHidden: true },
      { id: ids.groupA, name: 'Brigada A', order: 2, isHidden: false },
    ]);
    expect(line(table, 'TP001')).toMatchObject({
      fullName: 'Ona Onaitė',
      shortName: 'O. Onaitė',
      departmentCode: 'TP-DEP',
      department: 'Pamainų skyrius',
      jobTitle: 'Operatorė',
      validFrom: '2026-01-01',
      validTo: null,
    });
  });

  it('sends its lines, days and violations to the client without superjson’s walk, and reads back the same', async () => {
    const answer = await api.as.planner.schedulePeriods.table({ scheduleId: ids.schedule, ...month });
    const sent = portalTransformer.output.serialize(answer) as { json: ScheduleTableWire; meta?: { values?: Record<string, unknown> } };
    expect(sent.json.lines).toBe(answer.lines);
    expect(Object.keys(sent.meta?.values ?? {}).filter((path) => /^(lines|days|violations)\b/.test(path))).toEqual([]);
    expect(superjson.deserialize(JSON.parse(JSON.stringify(sent)))).toEqual(answer);
  });

  it('answers the days with their kind, pre-holidays, holiday names and norm, and the dictionaries', async () => {
    const table = await tableOf(api.as.planner);
    expect(table.days).toHaveLength(31);
    expect(table.days[0]).toMatchObject({
      date: '2026-12-01',
      day: 1,
      dayOfWeek: 2,
      week: 49,
      type: 'weekday',
      isPreHoliday: false,
      normHours: 8,
    });
    expect(table.days[22]).toMatchObject({ date: '2026-12-23', isPreHoliday: true, normHours: 7 });
    expect(table.days[23]).toMatchObject({
      date: '2026-12-24',
      type: 'holiday',
      holidayName: 'Šv. Kūčios',
      holidayNameEn: 'Christmas Eve',
      normHours: 0,
    });
    expect(table.days[4]).toMatchObject({ date: '2026-12-05', type: 'weekend', normHours: 0 });
    expect(table.days[27]).toMatchObject({ date: '2026-12-28', week: 53 });
    expect(table.shifts.map((shift) => shift.code)).toEqual(['D', 'N', 'R']);
    expect(table.shifts[0]).toMatchObject({
      id: ids.day,
      startTime: '08:00',
      endTime: '16:30',
      isWorkDay: true,
      workHours: 8,
      backgroundColor: '#FFCC00',
    });
    expect(table.shifts[2]).toMatchObject({ isWorkDay: false });
    expect(table.activities.length).toBeGreaterThan(0);
  });

  it('counts the norm from the calendar and the part-time share, within the line’s validity, and the totals from the entries', async () => {
    const table = await tableOf(api.as.planner);
    // 19 work days of 8 h and two pre-holiday days (23rd, 31st) of 7 h.
    expect(line(table, 'TP001')).toMatchObject({ normHours: 166, workHours: 24, absenceHours: 0, diffHours: -142 });
    expect(line(table, 'TP002')).toMatchObject({ normHours: 83, workHours: 16, diffHours: -67 });
    expect(line(table, 'TP003')).toMatchObject({ normHours: 166, workHours: 0, absenceHours: 8, diffHours: -158 });
    // From the 10th: 12 work days of 8 h and two of 7 h.
    expect(line(table, 'TP004').normHours).toBe(110);
    expect(cell(table, 'TP003', '2026-12-14')).toEqual([
      expect.objectContaining({
        id: entries.absence,
        type: 'integration_activity',
        source: 'erp',
        canModify: false,
        action: 'none',
        absenceHours: 8,
      }),
    ]);
    expect(cell(table, 'TP001', '2026-12-01')).toEqual([
      expect.objectContaining({
        id: entries.fullDay1,
        shiftId: ids.day,
        startTime: '08:00',
        endTime: '16:30',
        workHours: 8,
        canModify: true,
        action: 'none',
      }),
      // TP001 is in TP-2 that day too: its entry shows, read only and not in the totals above.
      expect.objectContaining({
        id: entries.otherSchedule,
        belongsToOtherSchedule: true,
        canModify: false,
        canOverride: true,
        otherScheduleCode: 'TP-2',
      }),
    ]);
  });

  it('attaches a broken daily rest to the two cells and entries it concerns', async () => {
    const table = await tableOf(api.as.planner);
    const rest = table.violations.filter((violation) => violation.rule === LaborCodeRule.dailyRest);
    expect(rest).toEqual([
      {
        rule: LaborCodeRule.dailyRest,
        employeeNo: 'TP002',
        dates: ['2026-12-07', '2026-12-08'],
        entryIds: [entries.night7, entries.day8],
        limit: 660,
        actual: 90,
        unit: 'minutes',
      },
    ]);
  });

  it('tells the planner they may edit and change the status, and a viewer neither', async () => {
    const planner = await tableOf(api.as.planner);
    expect(planner.permissions).toEqual({ edit: true, changeStatus: true, lock: true, exportToExcel: true });
    expect(planner.isEditable).toBe(true);
    expect(planner.period).toEqual({ id: null, status: null, manualLock: false, lockedByName: null, bcUpdatedAt: null, version: 0 });
    expect(planner.editSession).toBeNull();
    const viewed = await tableOf(viewer);
    expect(viewed.permissions).toEqual({ edit: false, changeStatus: false, lock: false, exportToExcel: true });
    expect(viewed.isEditable).toBe(false);
    // The same lines, less the offer to override another schedule's entry.
    const withoutOffers = (lines: typeof planner.lines) =>
      lines.map((row) => ({ ...row, entries: row.entries.map(({ canOverride: _canOverride, ...entry }) => entry) }));
    expect(viewed.lines.flatMap((row) => row.entries).some((entry) => entry.canOverride)).toBe(false);
    expect(withoutOffers(viewed.lines)).toEqual(withoutOffers(planner.lines));
  });

  it('refuses a user without a grant, and does not find another company’s schedule', async () => {
    await expectDomainError(tableOf(noGrants), ErrorCode.permissionDenied);
    await expectDomainError(tableOf(api.as.planner, ids.nl), ErrorCode.recordNotFound);
    await expectDomainError(tableOf(api.as.planner, 2_000_000_000), ErrorCode.recordNotFound);
    await expectDomainError(tableOf(api.as.employee), ErrorCode.permissionDenied);
  });
});

describe('the edit session laid over the table', () => {
  it('shows the caller’s draft: replaced and removed cells, the last change of a cell winning, ERP absences kept', async () => {
    const { db } = api.harness;
    // A month of its own (November), so the other tests keep December committed.
    const periodId = await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2026, month: 11 });
    for (const [date, shiftId] of [
      ['2026-11-02', ids.day],
      ['2026-11-03', ids.day],
      ['2026-11-04', ids.day],
    ] as const) {
      await createScheduleEntry(db, { scheduleId: ids.schedule, employeeNo: 'TP001', date, shiftId, workMinutes: 480 });
    }
    const absence = await createScheduleEntry(db, {
      scheduleId: ids.schedule,
      employeeNo: 'TP001',
      date: '2026-11-05',
      activityCode: 'A',
      source: 'erp',
      absenceMinutes: 480,
    });
    const sessionId = await openEditSession(db, { periodId, userId: ids.plannerId });
    // Batch 1: the 2nd gets a night shift, the 3rd is emptied, the 10th (empty) gets a day shift.
    await addEditBatch(db, sessionId, [
      { action: 'create', employeeNo: 'TP001', date: '2026-11-02', shiftId: ids.night },
      { action: 'delete', employeeNo: 'TP001', date: '2026-11-03' },
      { action: 'create', employeeNo: 'TP001', date: '2026-11-10', shiftId: ids.day },
    ]);
    // Batch 2: the 10th is emptied again (its last change wins), the absence's cell is "emptied".
    await addEditBatch(db, sessionId, [
      { action: 'delete', employeeNo: 'TP001', date: '2026-11-10' },
      { action: 'delete', employeeNo: 'TP001', date: '2026-11-05' },
    ]);

    const november = { scheduleId: ids.schedule, year: 2026, month: 11 };
    const table = await readTable(api.as.planner, november);
    const cellOf = (date: string) => cell(table, 'TP001', date).map((entry) => [entry.id, entry.shiftId, entry.action]);
    expect(cellOf('2026-11-02')).toEqual([
      [expect.any(Number), ids.day, 'delete'],
      [null, ids.night, 'create'],
    ]);
    expect(cell(table, 'TP001', '2026-11-02')[1]).toMatchObject({
      source: 'manual',
      startTime: '22:00',
      endTime: '06:30',
      workHours: 8,
      type: 'work',
    });
    expect(cellOf('2026-11-03')).toEqual([[expect.any(Number), ids.day, 'delete']]);
    expect(cellOf('2026-11-04')).toEqual([[expect.any(Number), ids.day, 'none']]);
    expect(cellOf('2026-11-05')).toEqual([[absence, null, 'none']]);
    expect(cellOf('2026-11-10')).toEqual([]);
    // The draft's hours: the 2nd's night and the 4th's day.
    expect(line(table, 'TP001').workHours).toBe(16);
    expect(table.editSession).toEqual({ changedCells: 4, undoSteps: 2, isStale: false });

    // Someone else's session is theirs alone: the viewer sees the committed month.
    const viewed = await readTable(viewer, november);
    expect(viewed.editSession).toBeNull();
    expect(cell(viewed, 'TP001', '2026-11-02').map((entry) => entry.action)).toEqual(['none']);
    expect(line(viewed, 'TP001').workHours).toBe(24);

    // A commit (or a generation) since the session opened makes it stale.
    await db.updateTable('schedule_periods').set({ version: 1 }).where('id', '=', periodId).execute();
    expect((await readTable(api.as.planner, november)).editSession).toEqual({ changedCells: 4, undoSteps: 2, isStale: true });
  });

  it('checks the Labor Code on the draft: a pending shift breaking the daily rest is flagged on its cell', async () => {
    const { db } = api.harness;
    const periodId = await createSchedulePeriod(db, { scheduleId: ids.schedule, year: 2027, month: 1 });
    const committed = await createScheduleEntry(db, {
      scheduleId: ids.schedule,
      employeeNo: 'TP003',
      date: '2027-01-12',
      shiftId: ids.day,
      workMinutes: 480,
    });
    const sessionId = await openEditSession(db, { periodId, userId: ids.plannerId });
    const january = { scheduleId: ids.schedule, year: 2027, month: 1 };
    expect((await readTable(api.as.planner, january)).violations).toEqual([]);
    await addEditBatch(db, sessionId, [{ action: 'create', employeeNo: 'TP003', date: '2027-01-11', shiftId: ids.night }]);
    const table = await readTable(api.as.planner, january);
    expect(table.violations).toEqual([
      expect.objectContaining({
        rule: LaborCodeRule.dailyRest,
        employeeNo: 'TP003',
        dates: ['2027-01-11', '2027-01-12'],
        entryIds: [committed],
        actual: 90,
      }),
    ]);
  });

  it('uses the short-day times of a shift before a holiday for an employee with shortened pre-holiday time', async () => {
    await createScheduleEntry(api.harness.db, {
      scheduleId: ids.schedule,
      employeeNo: 'TP004',
      date: '2026-12-23',
      shiftId: ids.day,
      workMinutes: 420,
    });
    await createScheduleEntry(api.harness.db, {
      scheduleId: ids.schedule,
      employeeNo: 'TP001',
      date: '2026-12-23',
      shiftId: ids.day,
      workMinutes: 480,
    });
    const table = await tableOf(api.as.planner);
    expect(cell(table, 'TP004', '2026-12-23')).toEqual([expect.objectContaining({ startTime: '08:00', endTime: '15:30', workHours: 7 })]);
    expect(cell(table, 'TP001', '2026-12-23')).toEqual([expect.objectContaining({ startTime: '08:00', endTime: '16:30' })]);
  });
});

describe('period status, locks and the ERP mark', () => {
  const march = { scheduleId: 0, year: 2027, month: 3 };
  beforeAll(() => {
    march.scheduleId = ids.schedule;
  });

  it('creates the period on demand and sets its status; the table follows', async () => {
    const state = await api.as.planner.schedulePeriods.setStatus({ ...march, status: PeriodStatus.prepared });
    expect(state).toMatchObject({
      id: expect.any(Number),
      status: PeriodStatus.prepared,
      manualLock: false,
      lockedByName: null,
      version: 0,
    });
    const table = await readTable(api.as.planner, march);
    expect(table.period).toEqual(state);
    expect(table.isEditable).toBe(false);
    expect((await api.as.planner.schedulePeriods.setStatus({ ...march, status: PeriodStatus.inProgress })).status).toBe(
      PeriodStatus.inProgress,
    );
    expect((await readTable(api.as.planner, march)).isEditable).toBe(true);
  });

  it('locks with the locker’s name and unlocks; a locked month is not editable', async () => {
    const locked = await api.as.planner.schedulePeriods.lock(march);
    expect(locked).toMatchObject({ manualLock: true, lockedByName: expect.any(String) });
    const locker = await api.harness.db
      .selectFrom('schedule_periods')
      .select('locked_by')
      .where('id', '=', locked.id!)
      .executeTakeFirstOrThrow();
    expect(locker.locked_by).toBe(ids.plannerId);
    expect((await readTable(api.as.planner, march)).isEditable).toBe(false);
    const unlocked = await api.as.planner.schedulePeriods.unlock(march);
    expect(unlocked).toMatchObject({ id: locked.id, manualLock: false, lockedByName: null });
  });

  it('marks the month as sent to the ERP at the present time', async () => {
    const state = await api.as.planner.schedulePeriods.setBcUpdateDate(march);
    expect(state.bcUpdatedAt).toEqual(api.harness.clock.now());
  });

  it('lets a status be set while an edit session holds uncommitted changes', async () => {
    const april = { scheduleId: ids.schedule, year: 2027, month: 4 };
    const periodId = await createSchedulePeriod(api.harness.db, { scheduleId: ids.schedule, year: 2027, month: 4 });
    const sessionId = await openEditSession(api.harness.db, { periodId, userId: ids.plannerId });
    await addEditBatch(api.harness.db, sessionId, [{ action: 'create', employeeNo: 'TP001', date: '2027-04-01', shiftId: ids.day }]);
    expect((await api.as.planner.schedulePeriods.setStatus({ ...april, status: PeriodStatus.approved })).status).toBe(
      PeriodStatus.approved,
    );
    const table = await readTable(api.as.planner, april);
    expect(table.isEditable).toBe(false);
    expect(table.editSession).toMatchObject({ changedCells: 1 });
  });

  it('ends racing status changes of a month with one period in one of the states asked', async () => {
    const may = { scheduleId: ids.schedule, year: 2027, month: 5 };
    const statuses = [PeriodStatus.prepared, PeriodStatus.approved, PeriodStatus.inProgress, PeriodStatus.prepared, PeriodStatus.approved];
    const answers = await Promise.all(statuses.map((status) => api.as.planner.schedulePeriods.setStatus({ ...may, status })));
    const rows = await api.harness.db
      .selectFrom('schedule_periods')
      .select(['id', 'status'])
      .where('schedule_id', '=', ids.schedule)
      .where('year', '=', 2027)
      .where('month', '=', 5)
      .execute();
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.id))).toEqual(new Set([rows[0]!.id]));
    answers.forEach((answer, index) => expect(answer.status).toBe(statuses[index]));
    expect(statuses).toContain(rows[0]!.status);
  });

  it('refuses a viewer every change, and a user without a grant; another company’s schedule is not found', async () => {
    const june = { scheduleId: ids.schedule, year: 2027, month: 6 };
    for (const caller of [viewer, noGrants]) {
      await expectDomainError(caller.schedulePeriods.setStatus({ ...june, status: PeriodStatus.approved }), ErrorCode.permissionDenied);
      await expectDomainError(caller.schedulePeriods.lock(june), ErrorCode.permissionDenied);
      await expectDomainError(caller.schedulePeriods.unlock(june), ErrorCode.permissionDenied);
      await expectDomainError(caller.schedulePeriods.setBcUpdateDate(june), ErrorCode.permissionDenied);
    }
    await expectDomainError(api.as.planner.schedulePeriods.lock({ ...june, scheduleId: ids.nl }), ErrorCode.recordNotFound);
    // Nothing was created by the refused calls.
    const created = await api.harness.db
      .selectFrom('schedule_periods')
      .select('id')
      .where('year', '=', 2027)
      .where('month', '=', 6)
      .execute();
    expect(created).toEqual([]);
  });
});

describe('schedulePeriods.indexPeriods', () => {
  it('lists the periods of the schedules the caller may view, with whether they may lock each', async () => {
    await createSchedulePeriod(api.harness.db, { scheduleId: ids.other, year: 2027, month: 2 });
    await api.as.planner.schedulePeriods.lock({ scheduleId: ids.schedule, year: 2027, month: 7 });
    const all = await api.as.planner.schedulePeriods.indexPeriods({ rowsPerPage: 100 });
    const mine = all.items.filter((item) => item.scheduleId === ids.schedule || item.scheduleId === ids.other);
    expect(mine.find((item) => item.scheduleId === ids.other)).toMatchObject({
      year: 2027,
      month: 2,
      canLock: false,
      scheduleCode: 'TP-2',
    });
    expect(mine.find((item) => item.month === 7)).toMatchObject({ scheduleId: ids.schedule, manualLock: true, canLock: true, status: 0 });
    // The latest months first.
    const keys = all.items.map((item) => item.year * 100 + item.month);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));

    const locked = await api.as.planner.schedulePeriods.indexPeriods({ locked: 'locked', scheduleId: ids.schedule, year: 2027 });
    expect(locked.items.map((item) => item.month)).toEqual([7]);
    const unlocked = await api.as.planner.schedulePeriods.indexPeriods({ locked: 'unlocked', scheduleId: ids.schedule });
    expect(unlocked.items.every((item) => !item.manualLock)).toBe(true);
    expect(unlocked.pagination.totalRecords).toBe(unlocked.items.length);

    const viewed = await viewer.schedulePeriods.indexPeriods({ rowsPerPage: 100 });
    expect(new Set(viewed.items.map((item) => item.scheduleId))).toEqual(new Set([ids.schedule]));
    expect(viewed.items.every((item) => !item.canLock)).toBe(true);
    expect(await noGrants.schedulePeriods.indexPeriods({})).toEqual({
      items: [],
      pagination: { page: 1, rowsPerPage: 20, totalRecords: 0 },
    });
  });
});

describe('schedulePeriods.entryDetails', () => {
  it('answers an entry of the schedule, and not one of another schedule', async () => {
    const details = await viewer.schedulePeriods.entryDetails({ scheduleId: ids.schedule, entryId: entries.fullDay1 });
    expect(details).toMatchObject({
      id: entries.fullDay1,
      schedule: { id: ids.schedule, name: 'Pamaininis grafikas' },
      date: '2026-12-01',
      employeeName: 'Ona Onaitė',
      type: 'work',
      code: 'D',
      startTime: '08:00',
      endTime: '16:30',
      workHours: 8,
      period: { year: 2026, month: 12, status: null },
      restEntries: [{ startTime: '12:00', endTime: '12:30', minutes: 30, countedInWorkTime: false }],
      source: 'formula',
    });
    await expectDomainError(
      api.as.planner.schedulePeriods.entryDetails({ scheduleId: ids.schedule, entryId: entries.otherSchedule }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(
      noGrants.schedulePeriods.entryDetails({ scheduleId: ids.schedule, entryId: entries.fullDay1 }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      api.as.planner.schedulePeriods.entryDetails({ scheduleId: ids.nl, entryId: entries.fullDay1 }),
      ErrorCode.recordNotFound,
    );
  });
});

describe('schedulePeriods.summaryTable', () => {
  it('counts the people on each shift and day in the schedule’s calculation mode, beside the capacity', async () => {
    const { db } = api.harness;
    const group = await createShiftGroup(db, { code: 'TP-SUM' });
    const day = await createTimedShift(db, { shiftGroupId: group, code: 'D8', startTime: '08:00', endTime: '16:00', workMinutes: 480 });
    const scheduleId = await createSchedule(db, { code: 'TP-SUM', shiftGroupId: group });
    await grantWorkTime(db, { userId: ids.plannerId, objectId: scheduleId, actions: ['view'] });
    for (const employeeNo of ['TP001', 'TP002', 'TP003'])
      await addScheduleEmployee(db, { scheduleId, employeeNo, validFrom: '2026-01-01' });
    const work = (employeeNo: string, startTime: string | null, endTime: string | null) =>
      createScheduleEntry(db, { scheduleId, employeeNo, date: '2026-12-02', shiftId: day, startTime, endTime, workMinutes: 240 });
    await work('TP001', null, null);
    await work('TP002', '08:00', '12:00');
    await work('TP003', '12:00', '16:00');
    await db
      .insertInto('schedule_capacity_exceptions')
      .values({ schedule_id: scheduleId, shift_id: day, date: '2026-12-02', min_capacity: 2, max_capacity: 4 })
      .execute();

    const countsIn = async (mode: 0 | 1 | 2) => {
      await db.updateTable('schedules').set({ summary_table_calculation_mode: mode }).where('id', '=', scheduleId).execute();
      const summary = await api.as.planner.schedulePeriods.summaryTable({ scheduleId, ...month });
      expect(summary.calculationMode).toBe(mode);
      expect(summary.dates).toHaveLength(31);
      expect(summary.rows.map((row) => row.code)).toEqual(['D8']);
      return summary.rows[0]!.cells;
    };
    const fullOnly = await countsIn(0);
    expect(fullOnly[1]).toEqual({ count: 1, minCapacity: 2, maxCapacity: 4 });
    expect(fullOnly[0]).toEqual({ count: 0, minCapacity: null, maxCapacity: null });
    expect((await countsIn(1))[1]!.count).toBe(3);
    expect((await countsIn(2))[1]!.count).toBe(2);
    await expectDomainError(noGrants.schedulePeriods.summaryTable({ scheduleId, ...month }), ErrorCode.permissionDenied);
  });
});

describe('the REST rows of the month', () => {
  it('answer in the envelope', async () => {
    const { client, tokens: demoTokens } = api;
    const token = demoTokens.planner;
    const base = `/api/wtc-area/schedules/${ids.schedule}`;
    const table = successData<ScheduleTableWire>(await client.get(`${base}/table/${YEAR}/${MONTH}/time/b`, token));
    expect(table).toMatchObject({ scheduleId: ids.schedule, mode: 'time', cacheId: 'b' });
    expect(table.lines).toHaveLength(4);
    // The compact form: each line's entries as one string, which decodes to what the web reads.
    expect(table.lines[0]).not.toHaveProperty('entries');
    expect(table.lines.map((line) => typeof line.encodedEntries)).toEqual(['string', 'string', 'string', 'string']);
    expect(decodeScheduleTable(table).lines).toEqual((await tableOf(api.as.planner)).lines);
    const summary = successData<{ dates: string[] }>(await client.get(`${base}/summary-table/${YEAR}/${MONTH}/a`, token));
    expect(summary.dates).toHaveLength(31);
    const details = successData<{ id: number }>(await client.get(`${base}/entry-details/${entries.fullDay2}`, token));
    expect(details.id).toBe(entries.fullDay2);

    const august = { scheduleId: ids.schedule, year: 2027, month: 8 };
    expect(successData(await client.post('/api/wtc-area/schedules/set-status', token, { ...august, status: 1 }))).toMatchObject({
      status: 1,
    });
    expect(successData(await client.post(`${base}/2027/8/lock`, token))).toMatchObject({ manualLock: true });
    expect(successData(await client.post(`${base}/2027/8/unlock`, token))).toMatchObject({ manualLock: false });
    const marked = successData<{ bcUpdatedAt: string }>(
      await client.post('/api/wtc-area/schedules/set-bc-update-date/2027/8', token, { scheduleId: ids.schedule }),
    );
    expect(new Date(marked.bcUpdatedAt)).toEqual(api.harness.clock.now());

    const response = await client.get(`/api/wtc-area/schedules/index-periods?scheduleId=${ids.schedule}&year=2027&rowsPerPage=2`, token);
    const body = response.json() as { data: PeriodList['items']; pagination: PeriodList['pagination'] };
    expect(successData(response)).toHaveLength(2);
    expect(body.pagination).toMatchObject({ page: 1, rowsPerPage: 2 });
    expect(body.pagination.totalRecords).toBeGreaterThan(2);

    expectPermissionDenied(await client.get(`${base}/table/${YEAR}/${MONTH}/code/a`, tokens.noGrants));
    expectPermissionDenied(await client.post('/api/wtc-area/schedules/set-status', tokens.viewer, { ...august, status: 2 }));
    expect((await client.get(`/api/wtc-area/schedules/${ids.nl}/table/${YEAR}/${MONTH}/code/a`, token)).statusCode).toBe(404);
  });
});

describe('the Excel export', () => {
  const exportUrl = () => `/api/wtc-area/schedules/${ids.schedule}/export-to-excel/${YEAR}/${MONTH}`;

  it('answers the month as an .xlsx file with the title, the header, the codes in the shifts’ colours and the totals', async () => {
    const response = await api.client.post(exportUrl(), tokens.viewer, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['content-disposition']).toContain('TP-1 2026-12.xlsx');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Pamaininis grafikas — 2026-12');
    const header = sheet.getRow(2);
    expect([header.getCell(1).value, header.getCell(2).value, header.getCell(3).value]).toEqual(['Tab. Nr.', 'Darbuotojas', 'Pareigos']);
    expect(header.getCell(4).value).toBe(1);
    expect(header.getCell(34).value).toBe(31);
    expect(header.getCell(35).value).toBe('Norma');
    // The 5th is a Saturday: shaded; the 1st is not.
    expect((header.getCell(8).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb).toBe('FFD9D9D9');
    expect((header.getCell(4).fill as ExcelJS.FillPattern | undefined)?.fgColor).toBeUndefined();

    const rows = [3, 4, 5, 6].map((index) => sheet.getRow(index));
    expect(rows.map((row) => row.getCell(1).value)).toEqual(['TP004', 'TP002', 'TP001', 'TP003']);
    const ona = rows[2]!;
    expect(ona.getCell(2).value).toBe('Ona Onaitė');
    expect(ona.getCell(3).value).toBe('Operatorė');
    expect(ona.getCell(4).value).toBe('D');
    expect((ona.getCell(4).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFCC00');
    expect(ona.getCell(4).font?.color?.argb).toBe('FF000000');
    expect(ona.getCell(7).value).toBeNull();
    const jonas = rows[1]!;
    expect(jonas.getCell(10).value).toBe('N');
    expect((jonas.getCell(10).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FF003366');
    expect([jonas.getCell(35).value, jonas.getCell(36).value, jonas.getCell(37).value, jonas.getCell(38).value]).toEqual([83, 16, 0, -67]);
  });

  it('writes times in time mode, and refuses a user without a grant in the envelope', async () => {
    const response = await api.client.post(exportUrl(), tokens.viewer, { mode: 'time' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(5).getCell(4).value).toBe('08:00–16:30');
    expectPermissionDenied(await api.client.post(exportUrl(), tokens.noGrants, {}));
    const other = await api.client.post(`/api/wtc-area/schedules/${ids.nl}/export-to-excel/${YEAR}/${MONTH}`, api.tokens.planner, {});
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.recordNotFound], data: null });
  });
});
