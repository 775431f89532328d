import { decodeScheduleTable, ErrorCode, type ScheduleTable } from '@portal/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, successData } from '../../testing/rest-client';
import { addMember, createMonthFixture, entriesOf, periodOf } from '../../testing/schedule-entry-factories';
import { type AppCaller, callerWithToken, expectDomainError, openSession, useDemoCallers } from '../../testing/test-caller';
import { createScheduleEntry, grantWorkTime } from '../../testing/work-time-factories';

// Overrides between schedules (spec 2 §3 day entry: belongsToOtherSchedule, isOverriden, canOverride,
// overrides; §7 override/{entryId}, override-month, overrides): SV0012 is in SE-1 and SE-2 in December
// 2030, both on the 5/2 formula. Each table shows the other schedule's entries on SV0012's line, read
// only and not counted; SE-1 may override them (its entry wins that day), after which SE-2's table shows
// them overridden and stops counting them.
const api = useDemoCallers();
let fixture: Awaited<ReturnType<typeof createMonthFixture>>;
let second = 0;
const as = {} as Record<'planner' | 'rival' | 'viewer', AppCaller>;
const tokens = {} as Record<'planner' | 'rival' | 'viewer', string>;
const DECEMBER = { year: 2030, month: 12 };
let first: { scheduleId: number; year: number; month: number };
let other: { scheduleId: number; year: number; month: number };
let saturdayEntry = 0;
let outsiderEntry = 0;

beforeAll(async () => {
  const { db } = api.harness;
  fixture = await createMonthFixture(db);
  second = (
    await db
      .insertInto('schedules')
      .values({ company_code: 'SV', code: 'SE-2', name: 'SE-2 sandėlis', shift_group_id: fixture.group })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  first = { scheduleId: fixture.schedule, ...DECEMBER };
  other = { scheduleId: second, ...DECEMBER };
  await addMember(db, { scheduleId: second, employeeNo: 'SV0012', validFrom: '2030-12-01', formulaId: fixture.formulas.fiveTwo });
  // SV0040 is only in SE-2: nothing of it concerns SE-1.
  await addMember(db, { scheduleId: second, employeeNo: 'SV0040', validFrom: '2030-12-01', formulaId: fixture.formulas.fiveTwo });
  for (const role of ['planner', 'rival', 'viewer'] as const) {
    const user = await createUser(db, { username: `override.${role}`, workTimeCompanies: ['SV', 'NL'] });
    const actions = role === 'viewer' ? (['view'] as const) : (['view', 'edit'] as const);
    for (const objectId of [fixture.schedule, second]) await grantWorkTime(db, { userId: user.id, objectId, actions });
    tokens[role] = await openSession(api.harness, `override.${role}`);
    as[role] = callerWithToken(api.harness, tokens[role]);
  }
  for (const month of [first, other]) await as.planner.scheduleEntries.generate(month);
  // A Saturday shift in SE-2 only: SE-1 has nothing that day to win with.
  saturdayEntry = await createScheduleEntry(db, {
    scheduleId: second,
    employeeNo: 'SV0012',
    date: '2030-12-07',
    shiftId: fixture.shifts.day,
    source: 'manual',
    workMinutes: 480,
  });
  outsiderEntry = (await entriesOf(db, second)).find((entry) => entry.employee_no === 'SV0040')!.id;
});

beforeEach(async () => {
  await api.harness.db.deleteFrom('schedule_entry_overrides').execute();
  await api.harness.db.updateTable('schedule_periods').set({ status: 0, manual_lock: false }).execute();
});

async function tableOf(caller: AppCaller, month: { scheduleId: number; year: number; month: number }): Promise<ScheduleTable> {
  return decodeScheduleTable(await caller.schedulePeriods.table(month));
}

const lineOf = (table: ScheduleTable, employeeNo: string) => table.lines.find((line) => line.employeeNo === employeeNo)!;

/** SE-2's formula entry of SV0012 on the date. */
async function secondEntryOn(date: string): Promise<number> {
  return (await entriesOf(api.harness.db, second)).find(
    (entry) => entry.employee_no === 'SV0012' && entry.date === date && entry.source === 'formula',
  )!.id;
}

function ownHours(line: ScheduleTable['lines'][number]): number {
  return line.entries
    .filter((entry) => !entry.belongsToOtherSchedule && !entry.isOverriden)
    .reduce((sum, entry) => sum + entry.workHours, 0);
}

describe('the month table', () => {
  it('shows the other schedule’s entries on the line, read only, not counted, and overridable by an editor', async () => {
    const table = await tableOf(as.planner, first);
    const line = lineOf(table, 'SV0012');
    const monday = line.entries.filter((entry) => entry.date === '2030-12-02');
    expect(monday).toEqual([
      expect.objectContaining({ type: 'work', shiftId: fixture.shifts.day, canModify: true }),
      expect.objectContaining({
        id: await secondEntryOn('2030-12-02'),
        type: 'work',
        shiftId: fixture.shifts.day,
        startTime: '08:00',
        endTime: '16:30',
        canModify: false,
        belongsToOtherSchedule: true,
        canOverride: true,
        otherScheduleCode: 'SE-2',
      }),
    ]);
    // Absent flags are false (the table's wire form carries only the true ones).
    expect(monday[0]!.belongsToOtherSchedule).toBeUndefined();
    expect(monday[1]!.isOverriden).toBeUndefined();
    // The Saturday shift has no entry of SE-1 to win with; lines without a second schedule get nothing.
    const saturday = line.entries.find((entry) => entry.id === saturdayEntry)!;
    expect(saturday.belongsToOtherSchedule).toBe(true);
    expect(saturday.canOverride).toBeFalsy();
    expect(lineOf(table, 'SV0033').entries.some((entry) => entry.belongsToOtherSchedule)).toBe(false);
    expect(line.workHours).toBe(ownHours(line));

    // A viewer sees them, without the offer to override.
    const viewed = lineOf(await tableOf(as.viewer, first), 'SV0012');
    const others = viewed.entries.filter((entry) => entry.belongsToOtherSchedule);
    expect(others.length).toBeGreaterThan(15);
    expect(others.some((entry) => entry.canOverride)).toBe(false);
  });
});

describe('scheduleEntries.override', () => {
  it('makes this schedule’s entry win: the other schedule shows its entry overridden and stops counting it, once', async () => {
    const entryId = await secondEntryOn('2030-12-03');
    const before = lineOf(await tableOf(as.planner, other), 'SV0012');
    expect(await as.planner.scheduleEntries.override({ scheduleId: fixture.schedule, entryId })).toEqual({ overridden: 1 });
    expect(await as.planner.scheduleEntries.override({ scheduleId: fixture.schedule, entryId })).toEqual({ overridden: 0 });

    const after = lineOf(await tableOf(as.planner, other), 'SV0012');
    expect(after.entries.find((entry) => entry.id === entryId)).toMatchObject({ isOverriden: true, otherScheduleCode: 'SE-1' });
    expect(after.workHours).toBe(before.workHours - 8);
    expect(after.diffHours).toBe(before.diffHours - 8);
    // SE-1 sees it overridden, with nothing more to offer.
    const seen = lineOf(await tableOf(as.planner, first), 'SV0012').entries.find((entry) => entry.id === entryId);
    expect(seen).toMatchObject({ belongsToOtherSchedule: true, isOverriden: true });
    expect(seen!.canOverride).toBeFalsy();
    // The overridden entry itself is untouched.
    expect((await entriesOf(api.harness.db, second)).find((entry) => entry.id === entryId)).toMatchObject({ shift_id: fixture.shifts.day });
  });

  it('stops counting once the winning schedule’s own entry of that day is removed', async () => {
    const entryId = await secondEntryOn('2030-12-04');
    const before = lineOf(await tableOf(as.planner, other), 'SV0012');
    await as.planner.scheduleEntries.override({ scheduleId: fixture.schedule, entryId });
    await as.planner.scheduleEntries.init(first);
    await as.planner.scheduleEntries.deleteEntries({ ...first, cells: [{ employeeNo: 'SV0012', date: '2030-12-04' }] });
    await as.planner.scheduleEntries.commit(first);

    const after = lineOf(await tableOf(as.planner, other), 'SV0012');
    expect(after.entries.find((entry) => entry.id === entryId)!.isOverriden).toBeFalsy();
    expect(after.workHours).toBe(before.workHours);
    expect(await as.planner.scheduleEntries.overrides(other)).toEqual([]);
    const seen = lineOf(await tableOf(as.planner, first), 'SV0012').entries.find((entry) => entry.id === entryId)!;
    expect(seen.isOverriden).toBeFalsy();
    await as.planner.scheduleEntries.generate(first);
  });

  it('refuses this schedule’s own entry, an entry of another company or of someone not on this schedule, and a day without an own entry', async () => {
    const own = (await entriesOf(api.harness.db, fixture.schedule)).find((entry) => entry.employee_no === 'SV0012')!.id;
    for (const entryId of [own, outsiderEntry, 2_000_000_000]) {
      await expectDomainError(as.planner.scheduleEntries.override({ scheduleId: fixture.schedule, entryId }), ErrorCode.recordNotFound);
    }
    const refusal = await expectDomainError(
      as.planner.scheduleEntries.override({ scheduleId: fixture.schedule, entryId: saturdayEntry }),
      ErrorCode.overrideWithoutOwnEntry,
    );
    expect(refusal.params).toEqual({ employeeNo: 'SV0012', date: '2030-12-07' });
    await expectDomainError(
      as.planner.scheduleEntries.override({ scheduleId: fixture.nlSchedule, entryId: await secondEntryOn('2030-12-03') }),
      ErrorCode.recordNotFound,
    );
    expect(await api.harness.db.selectFrom('schedule_entry_overrides').select('id').execute()).toEqual([]);
  });

  it('refuses a viewer and a month of this schedule that is prepared, approved or locked', async () => {
    const entryId = await secondEntryOn('2030-12-04');
    await expectDomainError(as.viewer.scheduleEntries.override({ scheduleId: fixture.schedule, entryId }), ErrorCode.permissionDenied);
    const period = (await periodOf(api.harness.db, first))!;
    for (const change of [{ status: 1 }, { status: 2 }, { status: 0, manual_lock: true }]) {
      await api.harness.db
        .updateTable('schedule_periods')
        .set({ manual_lock: false, ...change })
        .where('id', '=', period.id)
        .execute();
      await expectDomainError(as.planner.scheduleEntries.override({ scheduleId: fixture.schedule, entryId }), ErrorCode.periodNotEditable);
      await expectDomainError(as.planner.scheduleEntries.overrideMonth(first), ErrorCode.periodNotEditable);
    }
    expect(await api.harness.db.selectFrom('schedule_entry_overrides').select('id').execute()).toEqual([]);
  });
});

describe('scheduleEntries.overrideMonth', () => {
  it('overrides every conflicting entry of the month at once, and nothing more when repeated', async () => {
    const table = await tableOf(as.planner, first);
    const offered = lineOf(table, 'SV0012').entries.filter((entry) => entry.canOverride);
    expect(offered.length).toBeGreaterThan(15);
    expect(await as.planner.scheduleEntries.overrideMonth(first)).toEqual({ overridden: offered.length });
    expect(await as.planner.scheduleEntries.overrideMonth(first)).toEqual({ overridden: 0 });
    const after = lineOf(await tableOf(as.planner, other), 'SV0012');
    const overridden = after.entries.filter((entry) => entry.isOverriden).map((entry) => entry.id);
    expect(overridden.sort()).toEqual(offered.map((entry) => entry.id).sort());
    // Only the Saturday shift still counts in SE-2.
    expect(after.workHours).toBe(8);
    // SV0040 is not SE-1's: untouched.
    expect(lineOf(await tableOf(as.planner, other), 'SV0040').entries.some((entry) => entry.isOverriden)).toBe(false);
  });

  it('leaves the overridden entries out of the other schedule’s summary and Labor Code checks', async () => {
    const { db } = api.harness;
    const limits = {
      max_consecutive_work_days: 3,
      max_weekly_minutes: 10_080,
      max_weekly_minutes_with_consent: 10_080,
      max_shift_minutes: 1_440,
      break_threshold_minutes: 1_440,
      min_break_minutes: 0,
      min_daily_rest_minutes: 0,
      min_weekly_rest_minutes: 0,
    };
    await db
      .insertInto('work_time_settings')
      .values({ company_code: 'SV', ...limits })
      .onConflict((conflict) => conflict.column('company_code').doUpdateSet(limits))
      .execute();
    const dayCount = async () => {
      const summary = await as.planner.schedulePeriods.summaryTable(other);
      const row = summary.rows.find((candidate) => candidate.shiftId === fixture.shifts.day)!;
      return row.cells[summary.dates.indexOf('2030-12-03')]!.count;
    };
    const runsOf = async () =>
      (await tableOf(as.planner, other)).violations.filter(
        (violation) => violation.employeeNo === 'SV0012' && violation.rule === 'consecutive_work_days',
      );
    // SV0012 and SV0040 on the day shift; SV0012 five days in a row, week after week.
    expect(await dayCount()).toBe(2);
    expect((await runsOf()).length).toBeGreaterThan(0);
    await as.planner.scheduleEntries.overrideMonth(first);
    expect(await dayCount()).toBe(1);
    expect(await runsOf()).toEqual([]);
  });

  it('of two planners overriding the month at once, records each override once', async () => {
    const results = await Promise.all([as.planner.scheduleEntries.overrideMonth(first), as.rival.scheduleEntries.overrideMonth(first)]);
    const rows = await api.harness.db.selectFrom('schedule_entry_overrides').select('overridden_entry_id').execute();
    expect(results.map((result) => result.overridden).sort((a, b) => a - b)).toEqual([0, rows.length]);
    expect(new Set(rows.map((row) => row.overridden_entry_id)).size).toBe(rows.length);
  });

  it('refuses a viewer and another company’s schedule', async () => {
    await expectDomainError(as.viewer.scheduleEntries.overrideMonth(first), ErrorCode.permissionDenied);
    await expectDomainError(
      as.planner.scheduleEntries.overrideMonth({ ...first, scheduleId: fixture.nlSchedule }),
      ErrorCode.recordNotFound,
    );
  });
});

describe('scheduleEntries.overrides', () => {
  it('lists the month’s overrides a schedule won or lost, to whoever may view it', async () => {
    const entryId = await secondEntryOn('2030-12-05');
    await as.planner.scheduleEntries.override({ scheduleId: fixture.schedule, entryId });
    const expected = [
      {
        id: expect.any(Number),
        schedule: { id: fixture.schedule, code: 'SE-1', name: 'SE-1' },
        overriddenSchedule: { id: second, code: 'SE-2', name: 'SE-2 sandėlis' },
        overriddenEntryId: entryId,
        employeeNo: 'SV0012',
        employeeName: expect.any(String),
        date: '2030-12-05',
        code: 'D',
        createdBy: expect.any(String),
        createdAt: expect.any(Date),
      },
    ];
    expect(await as.viewer.scheduleEntries.overrides(first)).toEqual(expected);
    expect(await as.viewer.scheduleEntries.overrides(other)).toEqual(expected);
    expect(await as.viewer.scheduleEntries.overrides({ ...first, month: 11 })).toEqual([]);
    await expectDomainError(as.planner.scheduleEntries.overrides({ ...first, scheduleId: fixture.nlSchedule }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.employee.scheduleEntries.overrides(first), ErrorCode.permissionDenied);
  });
});

describe('REST rows', () => {
  it('answer override, override-month and overrides in the envelope, the path’s month winning', async () => {
    const { client } = api;
    const entryId = await secondEntryOn('2030-12-09');
    expect(successData(await client.get(`/api/wtc-area/schedules/${fixture.schedule}/override/${entryId}`, tokens.planner))).toEqual({
      overridden: 1,
    });
    // The path's month wins over one in the body (January 2031 has nothing to override).
    const month = successData<{ overridden: number }>(
      await client.post('/api/wtc-area/schedules/override-month/2030/12', tokens.planner, {
        scheduleId: fixture.schedule,
        year: 2031,
        month: 1,
      }),
    );
    expect(month.overridden).toBeGreaterThan(10);
    const listed = successData<Array<{ date: string }>>(
      await client.get(`/api/wtc-area/schedules/overrides?scheduleId=${fixture.schedule}&year=2030&month=12`, tokens.viewer),
    );
    expect(listed).toHaveLength(month.overridden + 1);
  });

  it('answer refusals in one error envelope', async () => {
    const { client } = api;
    const entryId = await secondEntryOn('2030-12-10');
    expectPermissionDenied(await client.get(`/api/wtc-area/schedules/${fixture.schedule}/override/${entryId}`, tokens.viewer));
    const notFound = await client.get(`/api/wtc-area/schedules/${fixture.schedule}/override/${saturdayEntry + 1_000_000}`, tokens.planner);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.recordNotFound], data: null });
    const conflict = await client.get(`/api/wtc-area/schedules/${fixture.schedule}/override/${saturdayEntry}`, tokens.planner);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.overrideWithoutOwnEntry] });
    const missing = await client.post('/api/wtc-area/schedules/override-month/2030/12', tokens.planner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'validation_error', validationErrors: { scheduleId: expect.any(Array) } });
  });
});
