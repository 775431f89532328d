import { ErrorCode } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { createErpAbsence, createMonthFixture, type EntryDump, entriesOf, periodOf } from '../../testing/schedule-entry-factories';
import { type AppCaller, callerAs, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';
import { createScheduleEntry, grantWorkTime } from '../../testing/work-time-factories';

// Generation of a schedule's month (spec 2 §7 POST generate): the formulas' shifts with holiday shifts
// and short pre-holiday days, the ERP's absences, planners' and persistent entries kept, idempotent.
const api = useDemoCallers();
let fixture: Awaited<ReturnType<typeof createMonthFixture>>;
let planner: AppCaller;
const DECEMBER = { year: 2030, month: 12 };

function cell(entries: EntryDump[], employeeNo: string, date: string) {
  return entries.filter((entry) => entry.employee_no === employeeNo && entry.date === date);
}

beforeAll(async () => {
  const { db } = api.harness;
  fixture = await createMonthFixture(db);
  const user = await createUser(db, { username: 'generate.planner', workTimeCompanies: ['SV'] });
  await grantWorkTime(db, { userId: user.id, objectId: fixture.schedule, actions: ['edit'] });
  planner = await callerAs(api.harness, 'generate.planner');
  // SV0033 is on annual leave (A) the first week; SV0026 has a planner's night shift on the 3rd, an
  // activity on the 4th and a persistent rest day on the 5th, and two formula entries no formula plans
  // any more (a Saturday, and a day after their time in the schedule).
  await createErpAbsence(db, { employeeNo: 'SV0033', entryNo: 930_001, dateFrom: '2030-11-28', dateTo: '2030-12-06', activityCode: 'A' });
  await createScheduleEntry(db, {
    scheduleId: fixture.schedule,
    employeeNo: 'SV0026',
    date: '2030-12-03',
    shiftId: fixture.shifts.night,
    source: 'manual',
    startTime: '22:00',
    endTime: '06:00',
    workMinutes: 480,
  });
  await createScheduleEntry(db, {
    scheduleId: fixture.schedule,
    employeeNo: 'SV0026',
    date: '2030-12-04',
    activityCode: 'MD',
    source: 'manual',
  });
  const persistent = await createScheduleEntry(db, {
    scheduleId: fixture.schedule,
    employeeNo: 'SV0026',
    date: '2030-12-05',
    shiftId: fixture.shifts.rest,
    source: 'formula',
  });
  await db.updateTable('schedule_entries').set({ is_persistent: true }).where('id', '=', persistent).execute();
  await createScheduleEntry(db, {
    scheduleId: fixture.schedule,
    employeeNo: 'SV0026',
    date: '2030-12-07',
    shiftId: fixture.shifts.day,
    source: 'formula',
    workMinutes: 480,
  });
  await createScheduleEntry(db, {
    scheduleId: fixture.schedule,
    employeeNo: 'SV0026',
    date: '2030-12-20',
    shiftId: fixture.shifts.day,
    source: 'formula',
    workMinutes: 480,
  });
});

describe('scheduleEntries.generate', () => {
  let first: EntryDump[];
  let kept: EntryDump[];

  it('writes each employee’s formula with holiday shifts and short pre-holiday days, and creates the period', async () => {
    kept = (await entriesOf(api.harness.db, fixture.schedule)).filter((entry) => entry.source === 'manual' || entry.is_persistent);
    expect(await periodOf(api.harness.db, { scheduleId: fixture.schedule, ...DECEMBER })).toBeUndefined();
    const result = await planner.scheduleEntries.generate({ scheduleId: fixture.schedule, ...DECEMBER });
    expect(result.version).toBe(1);
    expect(await periodOf(api.harness.db, { scheduleId: fixture.schedule, ...DECEMBER })).toMatchObject({ status: 0, version: 1 });
    first = await entriesOf(api.harness.db, fixture.schedule);
    const { day, holiday, night } = fixture.shifts;

    // SV0012: 5/2 on the 22 weekdays; the holidays get S; the days before a holiday the short times.
    const employee = first.filter((entry) => entry.employee_no === 'SV0012');
    expect(employee).toHaveLength(22);
    expect(employee.every((entry) => entry.source === 'formula' && entry.type === 'work')).toBe(true);
    expect(cell(first, 'SV0012', '2030-12-02')).toEqual([
      expect.objectContaining({ shift_id: day, start_time: '08:00', end_time: '16:30', work_minutes: 480 }),
    ]);
    expect(cell(first, 'SV0012', '2030-12-07')).toEqual([]);
    for (const date of ['2030-12-23', '2030-12-31']) {
      expect(cell(first, 'SV0012', date)).toEqual([
        expect.objectContaining({ shift_id: day, start_time: '08:00', end_time: '15:30', work_minutes: 420 }),
      ]);
    }
    for (const date of ['2030-12-24', '2030-12-25', '2030-12-26']) {
      expect(cell(first, 'SV0012', date)).toEqual([
        expect.objectContaining({ shift_id: holiday, start_time: '09:00', end_time: '13:00', work_minutes: 240 }),
      ]);
    }
    // SV0033 is not flagged for shortened pre-holiday time: the usual times.
    expect(cell(first, 'SV0033', '2030-12-23')).toEqual([
      expect.objectContaining({ shift_id: day, start_time: '08:00', work_minutes: 480 }),
    ]);

    // SV0019: the cyclic D N · · from their first day in the schedule, with their offset.
    const cyclic = first.filter((entry) => entry.employee_no === 'SV0019');
    expect(cyclic[0]).toMatchObject({ date: '2030-12-10', shift_id: day });
    expect(cyclic.slice(0, 3).map((entry) => [entry.date, entry.shift_id])).toEqual([
      ['2030-12-10', day],
      ['2030-12-11', night],
      ['2030-12-14', day],
    ]);
    expect(cyclic).toHaveLength(12);
    expect(cell(first, 'SV0019', '2030-12-11')[0]).toMatchObject({ start_time: '22:00', end_time: '06:00', work_minutes: 480 });
  });

  it('places the ERP’s absences in place of the formula’s shifts', async () => {
    const absences = first.filter((entry) => entry.employee_no === 'SV0033' && entry.source === 'erp');
    expect(absences.map((entry) => entry.date)).toEqual([
      '2030-12-01',
      '2030-12-02',
      '2030-12-03',
      '2030-12-04',
      '2030-12-05',
      '2030-12-06',
    ]);
    expect(absences.every((entry) => entry.type === 'integration_activity' && entry.activity_code === 'A')).toBe(true);
    // A weekday's absence stands in for its eight hours; a weekend's for none.
    expect(cell(first, 'SV0033', '2030-12-02')).toEqual([expect.objectContaining({ source: 'erp', absence_minutes: 480, shift_id: null })]);
    expect(cell(first, 'SV0033', '2030-12-01')).toEqual([expect.objectContaining({ absence_minutes: 0 })]);
    expect(cell(first, 'SV0033', '2030-12-09')).toEqual([expect.objectContaining({ source: 'formula', shift_id: fixture.shifts.day })]);
  });

  it('keeps planners’ and persistent entries and plans nothing in their cells; removes what the formula no longer plans', async () => {
    expect(first.filter((entry) => entry.source === 'manual' || entry.is_persistent)).toEqual(kept);
    for (const date of ['2030-12-03', '2030-12-04', '2030-12-05']) {
      expect(cell(first, 'SV0026', date).filter((entry) => entry.source === 'formula' && !entry.is_persistent)).toEqual([]);
    }
    // A Saturday and a day after SV0026 left the schedule.
    expect(cell(first, 'SV0026', '2030-12-07')).toEqual([]);
    expect(cell(first, 'SV0026', '2030-12-20')).toEqual([]);
    expect(cell(first, 'SV0026', '2030-12-13')).toEqual([expect.objectContaining({ source: 'formula', shift_id: fixture.shifts.day })]);
    expect(first.filter((entry) => entry.employee_no === 'SV0026' && entry.date > '2030-12-15')).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const result = await planner.scheduleEntries.generate({ scheduleId: fixture.schedule, ...DECEMBER });
    expect(result).toEqual({ written: 0, removed: 0, version: 2 });
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(first);
  });

  it('regenerates only the employees and dates asked for', async () => {
    const { db } = api.harness;
    await db
      .deleteFrom('schedule_entries')
      .where('schedule_id', '=', fixture.schedule)
      .where('employee_no', 'in', ['SV0012', 'SV0019'])
      .execute();
    await planner.scheduleEntries.generate({
      scheduleId: fixture.schedule,
      ...DECEMBER,
      employeeNos: ['SV0019'],
      dates: ['2030-12-10', '2030-12-11', '2030-12-12'],
    });
    let entries = await entriesOf(db, fixture.schedule);
    expect(entries.filter((entry) => entry.employee_no === 'SV0012')).toEqual([]);
    expect(entries.filter((entry) => entry.employee_no === 'SV0019').map((entry) => entry.date)).toEqual(['2030-12-10', '2030-12-11']);

    await planner.scheduleEntries.generate({ scheduleId: fixture.schedule, ...DECEMBER, employeeNos: ['SV0012', 'SV0019'] });
    entries = await entriesOf(db, fixture.schedule);
    const strip = (list: EntryDump[]) => list.map(({ id: _id, ...rest }) => rest);
    expect(strip(entries)).toEqual(strip(first));
  });

  it('refuses dates outside the month, employees outside the schedule and empty lists', async () => {
    const month = { scheduleId: fixture.schedule, ...DECEMBER };
    await expectFieldError(planner.scheduleEntries.generate({ ...month, dates: ['2031-01-01'] }), 'dates', ErrorCode.cellOutsideSchedule);
    await expectFieldError(
      planner.scheduleEntries.generate({ ...month, employeeNos: ['SV0040'] }),
      'employeeNos',
      ErrorCode.cellOutsideSchedule,
    );
    await expectFieldError(planner.scheduleEntries.generate({ ...month, employeeNos: [] }), 'employeeNos', ErrorCode.selectAtLeastOne);
  });

  it('refuses a month that is prepared, approved or locked, and writes nothing', async () => {
    const { db } = api.harness;
    const before = await entriesOf(db, fixture.schedule);
    const period = (await periodOf(db, { scheduleId: fixture.schedule, ...DECEMBER }))!;
    for (const change of [{ status: 1 }, { status: 2 }, { status: 0, manual_lock: true }]) {
      await db
        .updateTable('schedule_periods')
        .set({ manual_lock: false, ...change })
        .where('id', '=', period.id)
        .execute();
      await expectDomainError(planner.scheduleEntries.generate({ scheduleId: fixture.schedule, ...DECEMBER }), ErrorCode.periodNotEditable);
    }
    await db.updateTable('schedule_periods').set({ status: 0, manual_lock: false }).where('id', '=', period.id).execute();
    expect(await entriesOf(db, fixture.schedule)).toEqual(before);
    expect((await periodOf(db, { scheduleId: fixture.schedule, ...DECEMBER }))!.version).toBe(period.version);
  });
});
