import { decodeScheduleTable, ErrorCode } from '@portal/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { addMember, createErpAbsence, createMonthFixture, entriesOf, periodOf } from '../../testing/schedule-entry-factories';
import {
  type AppCaller,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import { grantWorkTime } from '../../testing/work-time-factories';

// Holidays from documents (spec 2 §7 schedule-entries/generate-holiday-entries; §3 entry details'
// document number and date): the employee's annual leave written into every schedule of the company
// the employee belongs to over the dates, as persistent entries carrying the document, in one
// transaction, idempotent, refused in a month that is not in progress, and only with the edit grant on
// every schedule concerned.
const api = useDemoCallers();
let fixture: Awaited<ReturnType<typeof createMonthFixture>>;
let second = 0;
const as = {} as Record<'planner' | 'firstOnly' | 'viewer', AppCaller>;
const tokens = {} as Record<'planner' | 'firstOnly' | 'viewer', string>;
let plannerId = 0;
const DECEMBER = { year: 2030, month: 12 };

const holiday = {
  employeeGuidEntryId: 'SV0012',
  startDate: '2030-12-09',
  endDate: '2030-12-15',
  documentNo: 'AT-2030-0015',
  documentDate: '2030-11-20',
};

beforeAll(async () => {
  const { db } = api.harness;
  fixture = await createMonthFixture(db);
  second = (
    await db
      .insertInto('schedules')
      .values({ company_code: 'SV', code: 'SE-2', name: 'SE-2', shift_group_id: fixture.group })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // The demo schedule's members leave it before 2030, so that these two schedules are theirs then.
  await db
    .updateTable('schedule_employees')
    .set({ valid_to: '2029-12-31' })
    .where('schedule_id', 'not in', [fixture.schedule, second])
    .where('company_code', '=', 'SV')
    .execute();
  // SV0012 is in both schedules; SV0019 only in SE-1, from the 10th.
  await addMember(db, { scheduleId: second, employeeNo: 'SV0012', validFrom: '2030-12-01', formulaId: fixture.formulas.fiveTwo });
  for (const role of ['planner', 'firstOnly', 'viewer'] as const) {
    const user = await createUser(db, { username: `holiday.${role}`, workTimeCompanies: ['SV', 'NL'] });
    const actions = role === 'viewer' ? (['view'] as const) : (['view', 'edit'] as const);
    await grantWorkTime(db, { userId: user.id, objectId: fixture.schedule, actions });
    if (role !== 'firstOnly') await grantWorkTime(db, { userId: user.id, objectId: second, actions });
    if (role === 'planner') plannerId = user.id;
    tokens[role] = await openSession(api.harness, `holiday.${role}`);
    as[role] = callerWithToken(api.harness, tokens[role]);
  }
  await createErpAbsence(db, { employeeNo: 'SV0012', entryNo: 932_001, dateFrom: '2030-12-02', dateTo: '2030-12-02', activityCode: 'L' });
  for (const scheduleId of [fixture.schedule, second]) await as.planner.scheduleEntries.generate({ scheduleId, ...DECEMBER });
});

beforeEach(async () => {
  await api.harness.db.updateTable('schedule_periods').set({ status: 0, manual_lock: false }).execute();
});

async function documentOf(entryId: number) {
  return api.harness.db
    .selectFrom('schedule_entries')
    .select(['document_no', (eb) => eb.fn<string>('to_char', [eb.ref('document_date'), eb.val('YYYY-MM-DD')]).as('document_date')])
    .where('id', '=', entryId)
    .executeTakeFirstOrThrow();
}

describe('scheduleEntries.generateHolidayEntries', () => {
  it('writes the annual leave into every schedule of the employee, in place of the shifts, carrying the document', async () => {
    const versions = await Promise.all(
      [fixture.schedule, second].map((scheduleId) => periodOf(api.harness.db, { scheduleId, ...DECEMBER })),
    );
    const result = await as.planner.scheduleEntries.generateHolidayEntries(holiday);
    expect(result).toEqual({
      activityCode: 'A',
      written: 14,
      // Monday to Friday's formula shifts in each schedule.
      replaced: 10,
      schedules: [
        { scheduleId: fixture.schedule, code: 'SE-1', written: 7 },
        { scheduleId: second, code: 'SE-2', written: 7 },
      ],
    });
    for (const [index, scheduleId] of [fixture.schedule, second].entries()) {
      const entries = (await entriesOf(api.harness.db, scheduleId)).filter(
        (entry) => entry.employee_no === 'SV0012' && entry.date >= holiday.startDate && entry.date <= holiday.endDate,
      );
      expect(entries).toHaveLength(7);
      for (const entry of entries) {
        expect(entry).toMatchObject({ type: 'activity', source: 'manual', activity_code: 'A', is_persistent: true, created_by: plannerId });
        expect(await documentOf(entry.id)).toEqual({ document_no: 'AT-2030-0015', document_date: '2030-11-20' });
      }
      // A full-time day's norm on work days, nothing on the weekend.
      expect(entries.map((entry) => entry.absence_minutes)).toEqual([480, 480, 480, 480, 480, 0, 0]);
      // Edit sessions opened before are stale now.
      expect((await periodOf(api.harness.db, { scheduleId, ...DECEMBER }))!.version).toBe(versions[index]!.version + 1);
    }

    // The entry's details show where it came from.
    const [first] = (await entriesOf(api.harness.db, second)).filter((entry) => entry.activity_code === 'A');
    expect(await as.planner.schedulePeriods.entryDetails({ scheduleId: second, entryId: first!.id })).toMatchObject({
      code: 'A',
      documentNo: 'AT-2030-0015',
      documentDate: '2030-11-20',
    });
  });

  it('writes nothing more when called again, and a generation keeps the holiday', async () => {
    await as.planner.scheduleEntries.generateHolidayEntries(holiday);
    const before = await entriesOf(api.harness.db, fixture.schedule);
    const period = await periodOf(api.harness.db, { scheduleId: fixture.schedule, ...DECEMBER });
    expect(await as.planner.scheduleEntries.generateHolidayEntries(holiday)).toMatchObject({ written: 0, replaced: 0 });
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(before);
    expect(await periodOf(api.harness.db, { scheduleId: fixture.schedule, ...DECEMBER })).toEqual(period);

    await as.planner.scheduleEntries.generate({ scheduleId: fixture.schedule, ...DECEMBER });
    const cells = (await entriesOf(api.harness.db, fixture.schedule)).filter(
      (entry) => entry.employee_no === 'SV0012' && entry.date >= holiday.startDate && entry.date <= holiday.endDate,
    );
    expect(cells.every((entry) => entry.activity_code === 'A')).toBe(true);
    expect(cells).toHaveLength(7);
  });

  it('keeps the holiday through a planner’s edit of its cells: read only in the table, left by the commit', async () => {
    await as.planner.scheduleEntries.generateHolidayEntries(holiday);
    const month = { scheduleId: fixture.schedule, ...DECEMBER };
    const cell = { employeeNo: 'SV0012', date: '2030-12-10' };
    await as.planner.scheduleEntries.init(month);
    await as.planner.scheduleEntries.createShiftEntries({ ...month, shiftId: fixture.shifts.day, cells: [cell] });
    const line = decodeScheduleTable(await as.planner.schedulePeriods.table(month)).lines.find(
      (candidate) => candidate.employeeNo === 'SV0012',
    )!;
    const onDay = line.entries.filter((entry) => entry.date === cell.date);
    expect(onDay).toEqual([
      expect.objectContaining({ activityCode: 'A', canModify: false, action: 'none' }),
      expect.objectContaining({ shiftId: fixture.shifts.day, action: 'create' }),
    ]);
    await as.planner.scheduleEntries.commit(month);
    const committed = (await entriesOf(api.harness.db, fixture.schedule)).filter(
      (entry) => entry.employee_no === cell.employeeNo && entry.date === cell.date,
    );
    expect(committed.map((entry) => [entry.activity_code, entry.shift_id])).toEqual(
      expect.arrayContaining([
        ['A', null],
        [null, fixture.shifts.day],
      ]),
    );
    expect(committed).toHaveLength(2);
    // Deleting the cell removes the planner's shift only.
    await as.planner.scheduleEntries.init(month);
    await as.planner.scheduleEntries.deleteEntries({ ...month, cells: [cell] });
    await as.planner.scheduleEntries.commit(month);
    const left = (await entriesOf(api.harness.db, fixture.schedule)).filter(
      (entry) => entry.employee_no === cell.employeeNo && entry.date === cell.date,
    );
    expect(left.map((entry) => entry.activity_code)).toEqual(['A']);
  });

  it('writes only the days the employee is in each schedule, and leaves the ERP’s absences', async () => {
    const result = await as.planner.scheduleEntries.generateHolidayEntries({
      ...holiday,
      employeeGuidEntryId: 'SV0019',
      startDate: '2030-12-08',
      endDate: '2030-12-11',
      documentNo: 'AT-2030-0016',
    });
    expect(result.schedules).toEqual([{ scheduleId: fixture.schedule, code: 'SE-1', written: 2 }]);
    expect(
      (await entriesOf(api.harness.db, fixture.schedule)).filter((entry) => entry.employee_no === 'SV0019' && entry.activity_code === 'A'),
    ).toEqual([expect.objectContaining({ date: '2030-12-10' }), expect.objectContaining({ date: '2030-12-11' })]);

    await as.planner.scheduleEntries.generateHolidayEntries({
      ...holiday,
      startDate: '2030-12-02',
      endDate: '2030-12-02',
      documentNo: 'AT-X',
    });
    expect(
      (await entriesOf(api.harness.db, fixture.schedule)).filter((entry) => entry.employee_no === 'SV0012' && entry.date === '2030-12-02'),
    ).toEqual([
      expect.objectContaining({ source: 'erp', activity_code: 'L' }),
      expect.objectContaining({ activity_code: 'A', is_persistent: true }),
    ]);
  });

  it('refuses the whole call when a month of one schedule is prepared, approved or locked, naming it', async () => {
    const range = { ...holiday, startDate: '2030-12-16', endDate: '2030-12-17', documentNo: 'AT-2030-0017' };
    const period = (await periodOf(api.harness.db, { scheduleId: second, ...DECEMBER }))!;
    for (const change of [{ status: 1 }, { status: 2 }, { status: 0, manual_lock: true }]) {
      await api.harness.db
        .updateTable('schedule_periods')
        .set({ manual_lock: false, ...change })
        .where('id', '=', period.id)
        .execute();
      const refusal = await expectDomainError(as.planner.scheduleEntries.generateHolidayEntries(range), ErrorCode.periodNotEditable);
      expect(refusal.params).toEqual({ scheduleCode: 'SE-2', year: 2030, month: 12 });
    }
    // Nothing reached the other schedule either.
    expect(
      (await entriesOf(api.harness.db, fixture.schedule)).filter((entry) => entry.date === '2030-12-16' && entry.activity_code === 'A'),
    ).toEqual([]);
  });

  it('refuses a viewer, a planner who may not edit every schedule concerned, and an employee in no schedule then', async () => {
    const range = { ...holiday, startDate: '2030-12-18', endDate: '2030-12-18', documentNo: 'AT-2030-0018' };
    const before = await entriesOf(api.harness.db, fixture.schedule);
    await expectDomainError(as.viewer.scheduleEntries.generateHolidayEntries(range), ErrorCode.permissionDenied);
    await expectDomainError(as.firstOnly.scheduleEntries.generateHolidayEntries(range), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.scheduleEntries.generateHolidayEntries(range), ErrorCode.permissionDenied);
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(before);
    // Not in a schedule of the company on those dates (SV0026 left on the 15th; NL's employees are not SV's).
    for (const employeeGuidEntryId of ['SV0026', 'SV0040', 'NL0001']) {
      await expectFieldError(
        as.planner.scheduleEntries.generateHolidayEntries({ ...range, employeeGuidEntryId }),
        'employeeGuidEntryId',
        ErrorCode.cellOutsideSchedule,
      );
    }
  });

  it('refuses a range that ends before it starts or is longer than a year, and a missing document number', async () => {
    await expectFieldError(
      as.planner.scheduleEntries.generateHolidayEntries({ ...holiday, endDate: '2030-12-01' }),
      'endDate',
      ErrorCode.endEarlierThanStart,
    );
    await expectFieldError(
      as.planner.scheduleEntries.generateHolidayEntries({ ...holiday, endDate: '2031-12-31' }),
      'endDate',
      ErrorCode.dateRangeTooLong,
    );
    await expectFieldError(as.planner.scheduleEntries.generateHolidayEntries({ ...holiday, documentNo: ' ' }), 'documentNo');
  });

  it('refuses when the company has no annual leave code', async () => {
    const { db } = api.harness;
    await db
      .updateTable('activity_codes')
      .set({ uses_holiday_reserve: false })
      .where('company_code', '=', 'SV')
      .where('code', '=', 'A')
      .execute();
    try {
      await expectDomainError(as.planner.scheduleEntries.generateHolidayEntries(holiday), ErrorCode.annualLeaveCodeMissing);
    } finally {
      await db
        .updateTable('activity_codes')
        .set({ uses_holiday_reserve: true })
        .where('company_code', '=', 'SV')
        .where('code', '=', 'A')
        .execute();
    }
  });

  it('of two identical calls at once, writes the holiday once', async () => {
    const range = { ...holiday, startDate: '2030-12-19', endDate: '2030-12-20', documentNo: 'AT-2030-0019' };
    const results = await Promise.all([
      as.planner.scheduleEntries.generateHolidayEntries(range),
      as.planner.scheduleEntries.generateHolidayEntries(range),
    ]);
    expect(results.map((result) => result.written).sort()).toEqual([0, 4]);
    const written = (await entriesOf(api.harness.db, second)).filter((entry) => entry.date >= '2030-12-19' && entry.date <= '2030-12-20');
    expect(written.map((entry) => [entry.date, entry.activity_code])).toEqual([
      ['2030-12-19', 'A'],
      ['2030-12-20', 'A'],
    ]);
  });
});

describe('REST rows', () => {
  it('POST schedule-entries/generate-holiday-entries answers the result in the envelope', async () => {
    const body = { ...holiday, startDate: '2030-12-23', endDate: '2030-12-23', documentNo: 'AT-2030-0023' };
    expect(successData(await api.client.post('/api/wtc-area/schedule-entries/generate-holiday-entries', tokens.planner, body))).toEqual({
      activityCode: 'A',
      written: 2,
      replaced: 2,
      schedules: [
        { scheduleId: fixture.schedule, code: 'SE-1', written: 1 },
        { scheduleId: second, code: 'SE-2', written: 1 },
      ],
    });
  });

  it('answers refusals in one error envelope', async () => {
    const body = { ...holiday, documentNo: 'AT-2030-0024' };
    expectPermissionDenied(await api.client.post('/api/wtc-area/schedule-entries/generate-holiday-entries', tokens.viewer, body));
    expectValidationError(
      await api.client.post('/api/wtc-area/schedule-entries/generate-holiday-entries', tokens.planner, { ...body, endDate: '2030-01-01' }),
      'endDate',
      ErrorCode.endEarlierThanStart,
    );
    await api.harness.db.updateTable('schedule_periods').set({ status: 2 }).where('schedule_id', '=', second).execute();
    const refused = await api.client.post('/api/wtc-area/schedule-entries/generate-holiday-entries', tokens.planner, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.periodNotEditable], data: null });
  });
});
