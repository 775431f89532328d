import { type EditSessionState, ErrorCode } from '@portal/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, successData } from '../../testing/rest-client';
import { createErpAbsence, createMonthFixture, entriesOf, periodOf } from '../../testing/schedule-entry-factories';
import {
  type AppCaller,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import { grantWorkTime } from '../../testing/work-time-factories';

// The planners' edit session of a month (spec 2 §4 commit and rollback, §7 init, create-shift-entries,
// delete-entries, undo, commit, rollback): cell changes collect as undo steps and reach the day entries
// only on commit, which one planner at a time wins; nothing is editable once the month is prepared,
// approved or locked; a viewer may not edit, and another company's schedule does not exist.
const api = useDemoCallers();
let fixture: Awaited<ReturnType<typeof createMonthFixture>>;
const as = {} as Record<'first' | 'second' | 'viewer', AppCaller>;
const tokens = {} as Record<'first' | 'second' | 'viewer', string>;
const userIds = { first: 0, second: 0 };
const DECEMBER = { year: 2030, month: 12 };
let month: { scheduleId: number; year: number; month: number };

const empty: EditSessionState = { changedCells: 0, undoSteps: 0, isStale: false };

beforeAll(async () => {
  const { db } = api.harness;
  fixture = await createMonthFixture(db);
  month = { scheduleId: fixture.schedule, ...DECEMBER };
  for (const role of ['first', 'second', 'viewer'] as const) {
    const user = await createUser(db, { username: `edit.${role}`, workTimeCompanies: ['SV', 'NL'] });
    await grantWorkTime(db, { userId: user.id, objectId: fixture.schedule, actions: role === 'viewer' ? ['view'] : ['edit'] });
    if (role !== 'viewer') userIds[role] = user.id;
    tokens[role] = await openSession(api.harness, `edit.${role}`);
    as[role] = callerWithToken(api.harness, tokens[role]);
  }
  await createErpAbsence(db, { employeeNo: 'SV0033', entryNo: 931_001, dateFrom: '2030-12-02', dateTo: '2030-12-03', activityCode: 'A' });
  await as.first.scheduleEntries.generate(month);
});

beforeEach(async () => {
  // Every test starts without open sessions, on an editable month.
  await api.harness.db.deleteFrom('schedule_edit_sessions').execute();
  await api.harness.db
    .updateTable('schedule_periods')
    .set({ status: 0, manual_lock: false })
    .where('schedule_id', '=', fixture.schedule)
    .execute();
});

describe('scheduleEntries.init', () => {
  it('opens the caller’s session on the period’s version and answers the same session when called again', async () => {
    expect(await as.first.scheduleEntries.init(month)).toEqual(empty);
    await as.first.scheduleEntries.createShiftEntries({
      ...month,
      shiftId: fixture.shifts.night,
      cells: [{ employeeNo: 'SV0012', date: '2030-12-02' }],
    });
    expect(await as.first.scheduleEntries.init(month)).toEqual({ changedCells: 1, undoSteps: 1, isStale: false });
    // The second planner's session is their own.
    expect(await as.second.scheduleEntries.init(month)).toEqual(empty);
  });

  it('creates the period of a month that has none', async () => {
    const january = { scheduleId: fixture.schedule, year: 2031, month: 1 };
    expect(await periodOf(api.harness.db, january)).toBeUndefined();
    expect(await as.first.scheduleEntries.init(january)).toEqual(empty);
    expect(await periodOf(api.harness.db, january)).toMatchObject({ status: 0, manual_lock: false, version: 0 });
  });
});

describe('scheduleEntries.createShiftEntries, deleteEntries and undo', () => {
  it('collect each call’s cells as one undo step and count each cell once', async () => {
    await as.first.scheduleEntries.init(month);
    const before = await entriesOf(api.harness.db, fixture.schedule);
    expect(
      await as.first.scheduleEntries.createShiftEntries({
        ...month,
        shiftId: fixture.shifts.night,
        cells: [
          { employeeNo: 'SV0012', date: '2030-12-02' },
          { employeeNo: 'SV0012', date: '2030-12-03' },
        ],
      }),
    ).toEqual({ changedCells: 2, undoSteps: 1, isStale: false });
    expect(
      await as.first.scheduleEntries.deleteEntries({
        ...month,
        cells: [
          { employeeNo: 'SV0012', date: '2030-12-03' },
          { employeeNo: 'SV0033', date: '2030-12-09' },
        ],
      }),
    ).toEqual({ changedCells: 3, undoSteps: 2, isStale: false });
    expect(await as.first.scheduleEntries.undo(month)).toEqual({ changedCells: 2, undoSteps: 1, isStale: false });
    expect(await as.first.scheduleEntries.undo(month)).toEqual(empty);
    // Nothing left to undo: nothing happens.
    expect(await as.first.scheduleEntries.undo(month)).toEqual(empty);
    // Nothing reaches the day entries before commit.
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(before);
  });

  it('refuses a shift of another group and an archived shift', async () => {
    await as.first.scheduleEntries.init(month);
    const cells = [{ employeeNo: 'SV0012', date: '2030-12-02' }];
    for (const shiftId of [fixture.shifts.otherGroup, fixture.shifts.archived, 2_000_000_000]) {
      await expectFieldError(
        as.first.scheduleEntries.createShiftEntries({ ...month, shiftId, cells }),
        'shiftId',
        ErrorCode.shiftNotInScheduleGroup,
      );
    }
  });

  it('refuses cells outside the month and outside the employee’s time in the schedule', async () => {
    await as.first.scheduleEntries.init(month);
    const outside = [
      { employeeNo: 'SV0012', date: '2031-01-02' },
      // SV0019 joins on the 10th, SV0026 leaves on the 15th, SV0040 is not in the schedule.
      { employeeNo: 'SV0019', date: '2030-12-09' },
      { employeeNo: 'SV0026', date: '2030-12-16' },
      { employeeNo: 'SV0040', date: '2030-12-02' },
    ];
    for (const cell of outside) {
      const cells = [{ employeeNo: 'SV0012', date: '2030-12-02' }, cell];
      await expectFieldError(
        as.first.scheduleEntries.createShiftEntries({ ...month, shiftId: fixture.shifts.day, cells }),
        'cells',
        ErrorCode.cellOutsideSchedule,
      );
      await expectFieldError(as.first.scheduleEntries.deleteEntries({ ...month, cells }), 'cells', ErrorCode.cellOutsideSchedule);
    }
    await expectFieldError(as.first.scheduleEntries.deleteEntries({ ...month, cells: [] }), 'cells', ErrorCode.selectAtLeastOne);
    expect(await as.first.scheduleEntries.init(month)).toEqual(empty);
  });

  it('refuses changes without an open session', async () => {
    const cells = [{ employeeNo: 'SV0012', date: '2030-12-02' }];
    await expectDomainError(
      as.first.scheduleEntries.createShiftEntries({ ...month, shiftId: fixture.shifts.day, cells }),
      ErrorCode.editSessionNotOpen,
    );
    await expectDomainError(as.first.scheduleEntries.deleteEntries({ ...month, cells }), ErrorCode.editSessionNotOpen);
    await expectDomainError(as.first.scheduleEntries.undo(month), ErrorCode.editSessionNotOpen);
    await expectDomainError(as.first.scheduleEntries.commit(month), ErrorCode.editSessionNotOpen);
    // A month without a period has no session either.
    await expectDomainError(as.first.scheduleEntries.commit({ ...month, year: 2032 }), ErrorCode.editSessionNotOpen);
  });
});

describe('scheduleEntries.commit and rollback', () => {
  it('applies each cell’s last change in place of its work and activity entries, keeps the ERP’s absences, and closes the session', async () => {
    const { db } = api.harness;
    const period = (await periodOf(db, month))!;
    await as.first.scheduleEntries.init(month);
    await as.first.scheduleEntries.createShiftEntries({
      ...month,
      shiftId: fixture.shifts.night,
      cells: [
        { employeeNo: 'SV0012', date: '2030-12-02' },
        { employeeNo: 'SV0012', date: '2030-12-23' },
        { employeeNo: 'SV0033', date: '2030-12-04' },
      ],
    });
    await as.first.scheduleEntries.deleteEntries({
      ...month,
      cells: [
        { employeeNo: 'SV0033', date: '2030-12-04' },
        { employeeNo: 'SV0033', date: '2030-12-02' },
      ],
    });
    // The last change of a cell counts: the 23rd becomes a day shift (short times for SV0012).
    await as.first.scheduleEntries.createShiftEntries({
      ...month,
      shiftId: fixture.shifts.day,
      cells: [{ employeeNo: 'SV0012', date: '2030-12-23' }],
    });

    expect(await as.first.scheduleEntries.commit(month)).toEqual({ changedCells: 4, version: period.version + 1 });
    const entries = await entriesOf(db, fixture.schedule);
    const cell = (employeeNo: string, date: string) => entries.filter((entry) => entry.employee_no === employeeNo && entry.date === date);
    expect(cell('SV0012', '2030-12-02')).toEqual([
      expect.objectContaining({
        source: 'manual',
        type: 'work',
        shift_id: fixture.shifts.night,
        start_time: '22:00',
        end_time: '06:00',
        work_minutes: 480,
        created_by: userIds.first,
      }),
    ]);
    expect(cell('SV0012', '2030-12-23')).toEqual([
      expect.objectContaining({
        source: 'manual',
        shift_id: fixture.shifts.day,
        start_time: '08:00',
        end_time: '15:30',
        work_minutes: 420,
      }),
    ]);
    expect(cell('SV0033', '2030-12-04')).toEqual([]);
    // Deleting the absence's cell leaves the absence.
    expect(cell('SV0033', '2030-12-02')).toEqual([
      expect.objectContaining({ source: 'erp', type: 'integration_activity', activity_code: 'A' }),
    ]);
    expect(await periodOf(db, month)).toMatchObject({ version: period.version + 1 });
    await expectDomainError(as.first.scheduleEntries.undo(month), ErrorCode.editSessionNotOpen);

    // A generation afterwards keeps the planner's entries.
    await as.first.scheduleEntries.generate(month);
    expect((await entriesOf(db, fixture.schedule)).filter((entry) => entry.source === 'manual')).toHaveLength(2);
  });

  it('commits an empty session without a new version', async () => {
    const period = (await periodOf(api.harness.db, month))!;
    await as.first.scheduleEntries.init(month);
    expect(await as.first.scheduleEntries.commit(month)).toEqual({ changedCells: 0, version: period.version });
  });

  it('rollback drops the session and its changes and writes nothing', async () => {
    const before = await entriesOf(api.harness.db, fixture.schedule);
    await as.first.scheduleEntries.init(month);
    await as.first.scheduleEntries.deleteEntries({ ...month, cells: [{ employeeNo: 'SV0012', date: '2030-12-05' }] });
    await as.first.scheduleEntries.rollback(month);
    expect(await api.harness.db.selectFrom('schedule_edit_changes').select('id').execute()).toEqual([]);
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(before);
    await expectDomainError(as.first.scheduleEntries.commit(month), ErrorCode.editSessionNotOpen);
    // Without a session, nothing to drop.
    await as.first.scheduleEntries.rollback(month);
  });

  it('refuses a session opened before another planner’s commit, and writes nothing of it', async () => {
    await as.first.scheduleEntries.init(month);
    await as.first.scheduleEntries.deleteEntries({ ...month, cells: [{ employeeNo: 'SV0012', date: '2030-12-05' }] });
    await as.second.scheduleEntries.init(month);
    await as.second.scheduleEntries.createShiftEntries({
      ...month,
      shiftId: fixture.shifts.night,
      cells: [{ employeeNo: 'SV0012', date: '2030-12-06' }],
    });
    await as.second.scheduleEntries.commit(month);
    const after = await entriesOf(api.harness.db, fixture.schedule);

    expect(await as.first.scheduleEntries.init(month)).toEqual({ changedCells: 1, undoSteps: 1, isStale: true });
    await expectDomainError(as.first.scheduleEntries.commit(month), ErrorCode.schedulePeriodChanged);
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(after);
    // After a rollback the planner starts again on the new version.
    await as.first.scheduleEntries.rollback(month);
    expect(await as.first.scheduleEntries.init(month)).toEqual(empty);
  });

  it('of two planners committing the same month at once, applies exactly one', async () => {
    const { db } = api.harness;
    const period = (await periodOf(db, month))!;
    const cells = { first: { employeeNo: 'SV0033', date: '2030-12-10' }, second: { employeeNo: 'SV0033', date: '2030-12-11' } };
    for (const role of ['first', 'second'] as const) {
      await as[role].scheduleEntries.init(month);
      await as[role].scheduleEntries.createShiftEntries({ ...month, shiftId: fixture.shifts.night, cells: [cells[role]] });
    }
    const results = await Promise.allSettled([as.first.scheduleEntries.commit(month), as.second.scheduleEntries.commit(month)]);
    const applied = results.findIndex((result) => result.status === 'fulfilled');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results[applied]).toEqual({ status: 'fulfilled', value: { changedCells: 1, version: period.version + 1 } });
    const loser = (['first', 'second'] as const)[1 - applied]!;
    await expectDomainError(Promise.reject((results[1 - applied] as PromiseRejectedResult).reason), ErrorCode.schedulePeriodChanged);

    const entries = await entriesOf(db, fixture.schedule);
    const winner = (['first', 'second'] as const)[applied]!;
    const nightOn = (cell: { employeeNo: string; date: string }) =>
      entries.some((entry) => entry.employee_no === cell.employeeNo && entry.date === cell.date && entry.source === 'manual');
    expect(nightOn(cells[winner])).toBe(true);
    expect(nightOn(cells[loser])).toBe(false);
    expect(await periodOf(db, month)).toMatchObject({ version: period.version + 1 });
  });
});

describe('a month that is not in progress', () => {
  it('refuses init, changes, undo, commit and generation when prepared, approved or locked by hand', async () => {
    const { db } = api.harness;
    const period = (await periodOf(db, month))!;
    await as.first.scheduleEntries.init(month);
    await as.first.scheduleEntries.deleteEntries({ ...month, cells: [{ employeeNo: 'SV0012', date: '2030-12-05' }] });
    const before = await entriesOf(db, fixture.schedule);
    const cells = [{ employeeNo: 'SV0012', date: '2030-12-06' }];
    for (const change of [{ status: 1 }, { status: 2 }, { status: 0, manual_lock: true }]) {
      await db
        .updateTable('schedule_periods')
        .set({ manual_lock: false, ...change })
        .where('id', '=', period.id)
        .execute();
      // Each call made in turn: a refusal waiting in an array would go unhandled meanwhile.
      const calls = [
        () => as.first.scheduleEntries.init(month),
        () => as.first.scheduleEntries.createShiftEntries({ ...month, shiftId: fixture.shifts.day, cells }),
        () => as.first.scheduleEntries.deleteEntries({ ...month, cells }),
        () => as.first.scheduleEntries.undo(month),
        () => as.first.scheduleEntries.commit(month),
        () => as.first.scheduleEntries.generate(month),
      ];
      for (const call of calls) await expectDomainError(call(), ErrorCode.periodNotEditable);
    }
    expect(await entriesOf(db, fixture.schedule)).toEqual(before);
    // The draft may still be thrown away.
    await as.first.scheduleEntries.rollback(month);
    expect(await db.selectFrom('schedule_edit_sessions').select('id').execute()).toEqual([]);
  });
});

describe('who may edit', () => {
  it('refuses every write to a user who may only view the schedule', async () => {
    await as.first.scheduleEntries.init(month);
    const before = await entriesOf(api.harness.db, fixture.schedule);
    const cells = [{ employeeNo: 'SV0012', date: '2030-12-06' }];
    // Each call made in turn: a refusal waiting in an array would go unhandled meanwhile.
    const calls = [
      () => as.viewer.scheduleEntries.generate(month),
      () => as.viewer.scheduleEntries.init(month),
      () => as.viewer.scheduleEntries.createShiftEntries({ ...month, shiftId: fixture.shifts.day, cells }),
      () => as.viewer.scheduleEntries.deleteEntries({ ...month, cells }),
      () => as.viewer.scheduleEntries.undo(month),
      () => as.viewer.scheduleEntries.commit(month),
      () => as.viewer.scheduleEntries.rollback(month),
      () => api.as.employee.scheduleEntries.init(month),
    ];
    for (const call of calls) await expectDomainError(call(), ErrorCode.permissionDenied);
    expect(await entriesOf(api.harness.db, fixture.schedule)).toEqual(before);
    expect(await api.harness.db.selectFrom('schedule_edit_sessions').select('user_id').execute()).toEqual([{ user_id: userIds.first }]);
  });

  it('answers "not found" for another company’s schedule', async () => {
    const other = { scheduleId: fixture.nlSchedule, ...DECEMBER };
    const cells = [{ employeeNo: 'SV0012', date: '2030-12-06' }];
    // Each call made in turn: a refusal waiting in an array would go unhandled meanwhile.
    const calls = [
      () => as.first.scheduleEntries.generate(other),
      () => as.first.scheduleEntries.init(other),
      () => as.first.scheduleEntries.createShiftEntries({ ...other, shiftId: fixture.shifts.day, cells }),
      () => as.first.scheduleEntries.deleteEntries({ ...other, cells }),
      () => as.first.scheduleEntries.undo(other),
      () => as.first.scheduleEntries.commit(other),
      () => as.first.scheduleEntries.rollback(other),
    ];
    for (const call of calls) await expectDomainError(call(), ErrorCode.recordNotFound);
  });
});

describe('REST rows', () => {
  it('answer every call of the month in the envelope', async () => {
    const { client } = api;
    const token = tokens.first;
    const id = fixture.schedule;
    expect(
      successData(
        await client.post('/api/wtc-area/schedules/generate', token, { scheduleId: id, year: 2030, month: 12, employeeNos: ['SV0012'] }),
      ),
    ).toEqual({
      written: 0,
      removed: 0,
      version: expect.any(Number),
    });
    expect(successData(await client.get(`/api/wtc-area/schedules/${id}/init/2030/12`, token))).toEqual(empty);
    const cells = [
      { employeeNo: 'SV0012', date: '2030-12-09' },
      { employeeNo: 'SV0012', date: '2030-12-10' },
    ];
    expect(
      successData(
        await client.post('/api/wtc-area/schedules/create-shift-entries', token, {
          scheduleId: id,
          year: 2030,
          month: 12,
          shiftId: fixture.shifts.night,
          cells,
        }),
      ),
    ).toEqual({ changedCells: 2, undoSteps: 1, isStale: false });
    expect(
      successData(
        await client.post('/api/wtc-area/schedules/delete-entries', token, {
          scheduleId: id,
          year: 2030,
          month: 12,
          cells: cells.slice(1),
        }),
      ),
    ).toEqual({
      changedCells: 2,
      undoSteps: 2,
      isStale: false,
    });
    expect(successData(await client.post(`/api/wtc-area/schedules/${id}/undo/2030/12`, token))).toEqual({
      changedCells: 2,
      undoSteps: 1,
      isStale: false,
    });
    const version = (await periodOf(api.harness.db, month))!.version;
    expect(successData(await client.get(`/api/wtc-area/schedules/${id}/commit?year=2030&month=12`, token))).toEqual({
      changedCells: 2,
      version: version + 1,
    });
    expect(successData(await client.get(`/api/wtc-area/schedules/${id}/init/2030/12`, token))).toEqual(empty);
    expect(successData(await client.get(`/api/wtc-area/schedules/${id}/rollback?year=2030&month=12`, token))).toBeNull();
    expect(await api.harness.db.selectFrom('schedule_edit_sessions').select('id').execute()).toEqual([]);
  });

  it('answer refusals in the envelope', async () => {
    const { client } = api;
    const id = fixture.schedule;
    expectPermissionDenied(await client.get(`/api/wtc-area/schedules/${id}/init/2030/12`, tokens.viewer));
    const notOpen = await client.get(`/api/wtc-area/schedules/${id}/commit?year=2030&month=12`, tokens.first);
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.editSessionNotOpen], data: null });
    const outside = await client.post('/api/wtc-area/schedules/generate', tokens.first, {
      scheduleId: id,
      year: 2030,
      month: 12,
      dates: ['2030-11-30'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ status: 'validation_error', validationErrors: { dates: [ErrorCode.cellOutsideSchedule] } });
    const notFound = await client.get(`/api/wtc-area/schedules/${fixture.nlSchedule}/init/2030/12`, tokens.first);
    expect(notFound.statusCode).toBe(404);
  });
});
