import { decodeScheduleTable, ErrorCode, LaborCodeRule } from '@portal/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { createMonthFixture, entriesOf, periodOf } from '../../testing/schedule-entry-factories';
import {
  type AppCaller,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import { grantWorkTime } from '../../testing/work-time-factories';

// Activities placed by a planner (spec 2 §3 day entry type "activity", §7 generate-activity-entries): like
// a shift they go into the caller's edit session (one undo step, shown as pending in the table) and reach
// the month on commit; the table shows the activity's code, it counts as absence against the norm and
// never as worked time, also for the Labor Code checks.
const api = useDemoCallers();
let fixture: Awaited<ReturnType<typeof createMonthFixture>>;
const as = {} as Record<'planner' | 'second' | 'viewer', AppCaller>;
const tokens = {} as Record<'planner' | 'second' | 'viewer', string>;
let plannerId = 0;
const DECEMBER = { year: 2030, month: 12 };
let month: { scheduleId: number; year: number; month: number };

beforeAll(async () => {
  const { db } = api.harness;
  fixture = await createMonthFixture(db);
  month = { scheduleId: fixture.schedule, ...DECEMBER };
  for (const role of ['planner', 'second', 'viewer'] as const) {
    const user = await createUser(db, { username: `activity.${role}`, workTimeCompanies: ['SV', 'NL'] });
    await grantWorkTime(db, { userId: user.id, objectId: fixture.schedule, actions: role === 'viewer' ? ['view'] : ['view', 'edit'] });
    if (role === 'planner') plannerId = user.id;
    tokens[role] = await openSession(api.harness, `activity.${role}`);
    as[role] = callerWithToken(api.harness, tokens[role]);
  }
  // Three work days in a row at most, so that a 5/2 week breaks the rule and an activity mid-week mends it.
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
  await as.planner.scheduleEntries.generate(month);
});

beforeEach(async () => {
  await api.harness.db.deleteFrom('schedule_edit_sessions').execute();
  await api.harness.db
    .updateTable('schedule_periods')
    .set({ status: 0, manual_lock: false })
    .where('schedule_id', '=', fixture.schedule)
    .execute();
});

async function tableOf(caller: AppCaller) {
  return decodeScheduleTable(await caller.schedulePeriods.table(month));
}

const cell = (employeeNo: string, date: string) => ({ employeeNo, date });

describe('scheduleEntries.generateActivityEntries', () => {
  it('puts the activity into the edit session as one undo step; the table shows it pending with its code and colour', async () => {
    const before = await entriesOf(api.harness.db, fixture.schedule);
    await as.planner.scheduleEntries.init(month);
    expect(
      await as.planner.scheduleEntries.generateActivityEntries({
        ...month,
        activityCode: 'KV',
        cells: [cell('SV0033', '2030-12-04'), cell('SV0033', '2030-12-05')],
      }),
    ).toEqual({ changedCells: 2, undoSteps: 1, isStale: false });
    // Nothing reaches the day entries before commit.
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(before);

    const table = await tableOf(as.planner);
    const line = table.lines.find((candidate) => candidate.employeeNo === 'SV0033')!;
    const wednesday = line.entries.filter((entry) => entry.date === '2030-12-04');
    // The formula's shift is to go, the activity to come.
    expect(wednesday).toEqual([
      expect.objectContaining({ type: 'work', source: 'formula', action: 'delete' }),
      expect.objectContaining({
        id: null,
        type: 'activity',
        activityCode: 'KV',
        shiftId: null,
        action: 'create',
        workHours: 0,
        absenceHours: 8,
      }),
    ]);
    expect(table.activities).toContainEqual(expect.objectContaining({ code: 'KV', backgroundColor: '#03A9F4' }));

    expect(await as.planner.scheduleEntries.undo(month)).toEqual({ changedCells: 0, undoSteps: 0, isStale: false });
    const undone = (await tableOf(as.planner)).lines.find((candidate) => candidate.employeeNo === 'SV0033')!;
    expect(undone.entries.filter((entry) => entry.type === 'activity')).toEqual([]);
  });

  it('counts the activity as absence, not as worked time, in the totals and for the Labor Code', async () => {
    const consecutive = (table: Awaited<ReturnType<typeof tableOf>>) =>
      table.violations.filter(
        (violation) =>
          violation.employeeNo === 'SV0033' &&
          violation.rule === LaborCodeRule.consecutiveWorkDays &&
          violation.dates.includes('2030-12-04'),
      );
    const before = await tableOf(as.planner);
    const lineBefore = before.lines.find((line) => line.employeeNo === 'SV0033')!;
    // Monday to Friday in a row: more than three days.
    expect(consecutive(before)).toHaveLength(1);

    await as.planner.scheduleEntries.init(month);
    await as.planner.scheduleEntries.generateActivityEntries({ ...month, activityCode: 'KV', cells: [cell('SV0033', '2030-12-04')] });
    const after = await tableOf(as.planner);
    const lineAfter = after.lines.find((line) => line.employeeNo === 'SV0033')!;
    expect(consecutive(after)).toEqual([]);
    expect(lineAfter.workHours).toBe(lineBefore.workHours - 8);
    expect(lineAfter.absenceHours).toBe(lineBefore.absenceHours + 8);
    expect(lineAfter.diffHours).toBe(lineBefore.diffHours);

    // Committed, the same: an activity entry of the planner with the day's norm as its absence.
    await as.planner.scheduleEntries.commit(month);
    const entries = (await entriesOf(api.harness.db, fixture.schedule)).filter(
      (entry) => entry.employee_no === 'SV0033' && entry.date === '2030-12-04',
    );
    expect(entries).toEqual([
      expect.objectContaining({
        type: 'activity',
        source: 'manual',
        activity_code: 'KV',
        shift_id: null,
        work_minutes: 0,
        absence_minutes: 480,
        created_by: plannerId,
      }),
    ]);
    const committed = await tableOf(as.planner);
    expect(consecutive(committed)).toEqual([]);
    expect(committed.lines.find((line) => line.employeeNo === 'SV0033')!.workHours).toBe(lineAfter.workHours);

    // A generation keeps the planner's activity, and the formula plans nothing in its cell.
    await as.planner.scheduleEntries.generate(month);
    expect(
      (await entriesOf(api.harness.db, fixture.schedule)).filter((entry) => entry.employee_no === 'SV0033' && entry.date === '2030-12-04'),
    ).toEqual(entries);
  });

  it('lets a shift replace an activity and an activity replace a shift, the last change of a cell winning', async () => {
    await as.planner.scheduleEntries.init(month);
    await as.planner.scheduleEntries.generateActivityEntries({ ...month, activityCode: 'NA', cells: [cell('SV0012', '2030-12-10')] });
    await as.planner.scheduleEntries.createShiftEntries({ ...month, shiftId: fixture.shifts.night, cells: [cell('SV0012', '2030-12-10')] });
    await as.planner.scheduleEntries.generateActivityEntries({ ...month, activityCode: 'NA', cells: [cell('SV0012', '2030-12-11')] });
    expect(await as.planner.scheduleEntries.commit(month)).toMatchObject({ changedCells: 2 });
    const entries = await entriesOf(api.harness.db, fixture.schedule);
    const on = (date: string) => entries.filter((entry) => entry.employee_no === 'SV0012' && entry.date === date);
    expect(on('2030-12-10')).toEqual([expect.objectContaining({ type: 'work', shift_id: fixture.shifts.night })]);
    expect(on('2030-12-11')).toEqual([expect.objectContaining({ type: 'activity', activity_code: 'NA' })]);
  });

  it('refuses an activity code the company does not have, and cells outside the schedule', async () => {
    await as.planner.scheduleEntries.init(month);
    for (const activityCode of ['ZZZ', 'a']) {
      await expectFieldError(
        as.planner.scheduleEntries.generateActivityEntries({ ...month, activityCode, cells: [cell('SV0012', '2030-12-02')] }),
        'activityCode',
        ErrorCode.activityCodeUnknown,
      );
    }
    await expectFieldError(
      as.planner.scheduleEntries.generateActivityEntries({ ...month, activityCode: 'KV', cells: [cell('SV0019', '2030-12-09')] }),
      'cells',
      ErrorCode.cellOutsideSchedule,
    );
    await expectFieldError(
      as.planner.scheduleEntries.generateActivityEntries({ ...month, activityCode: ' ', cells: [cell('SV0012', '2030-12-02')] }),
      'activityCode',
    );
    expect(await as.planner.scheduleEntries.init(month)).toEqual({ changedCells: 0, undoSteps: 0, isStale: false });
  });

  it('refuses a viewer, another company’s schedule, a month not in progress and a caller without a session', async () => {
    const input = { ...month, activityCode: 'KV', cells: [cell('SV0012', '2030-12-02')] };
    await expectDomainError(as.viewer.scheduleEntries.generateActivityEntries(input), ErrorCode.permissionDenied);
    await expectDomainError(
      as.planner.scheduleEntries.generateActivityEntries({ ...input, scheduleId: fixture.nlSchedule }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(as.planner.scheduleEntries.generateActivityEntries(input), ErrorCode.editSessionNotOpen);
    await as.planner.scheduleEntries.init(month);
    const period = (await periodOf(api.harness.db, month))!;
    for (const change of [{ status: 1 }, { status: 2 }, { status: 0, manual_lock: true }]) {
      await api.harness.db
        .updateTable('schedule_periods')
        .set({ manual_lock: false, ...change })
        .where('id', '=', period.id)
        .execute();
      await expectDomainError(as.planner.scheduleEntries.generateActivityEntries(input), ErrorCode.periodNotEditable);
    }
  });

  it('of two planners committing activities to the same month at once, applies exactly one', async () => {
    const cells = { planner: cell('SV0012', '2030-12-17'), second: cell('SV0012', '2030-12-18') };
    for (const role of ['planner', 'second'] as const) {
      await as[role].scheduleEntries.init(month);
      await as[role].scheduleEntries.generateActivityEntries({ ...month, activityCode: 'M', cells: [cells[role]] });
    }
    const results = await Promise.allSettled([as.planner.scheduleEntries.commit(month), as.second.scheduleEntries.commit(month)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    await expectDomainError(Promise.reject(rejected.reason), ErrorCode.schedulePeriodChanged);
    const activities = (await entriesOf(api.harness.db, fixture.schedule)).filter((entry) => entry.activity_code === 'M');
    expect(activities).toHaveLength(1);
  });
});

describe('REST rows', () => {
  it('POST generate-activity-entries answers the session in the envelope', async () => {
    const { client } = api;
    successData(await client.get(`/api/wtc-area/schedules/${fixture.schedule}/init/2030/12`, tokens.planner));
    expect(
      successData(
        await client.post('/api/wtc-area/schedules/generate-activity-entries', tokens.planner, {
          scheduleId: fixture.schedule,
          year: 2030,
          month: 12,
          activityCode: 'KV',
          cells: [cell('SV0026', '2030-12-03')],
        }),
      ),
    ).toEqual({ changedCells: 1, undoSteps: 1, isStale: false });
  });

  it('answers refusals in one error envelope', async () => {
    const { client } = api;
    const body = { scheduleId: fixture.schedule, year: 2030, month: 12, activityCode: 'KV', cells: [cell('SV0026', '2030-12-03')] };
    expectPermissionDenied(await client.post('/api/wtc-area/schedules/generate-activity-entries', tokens.viewer, body));
    successData(await client.get(`/api/wtc-area/schedules/${fixture.schedule}/init/2030/12`, tokens.planner));
    expectValidationError(
      await client.post('/api/wtc-area/schedules/generate-activity-entries', tokens.planner, { ...body, activityCode: 'ZZZ' }),
      'activityCode',
      ErrorCode.activityCodeUnknown,
    );
  });
});
