import { ErrorCode, RestEntryType, type Shift, type ShiftInputSchema, ShiftType } from '@portal/shared';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, callerAs, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';
import { openSession } from '../../testing/test-app';
import {
  createSchedule,
  createScheduleEntry,
  createScheduleFormula,
  createSetupUsers,
  createShift,
  createShiftGroup,
} from '../../testing/work-time-factories';

// Shifts of a shift group with their rest entries (spec 2 §3 shift and rest entry, §4 archive, §5, §7
// wtc-area/shifts): work hours computed by the server with the shared rule, codes unique among the
// group's live shifts, rest entries replaced as a set, archive refused while valid entries use the
// shift. Today is 2026-11-20 (the test clock).
const api = useDemoCallers();
const as = {} as Record<'writer' | 'viewer' | 'outsider', AppCaller>;
const tokens = {} as Record<'writer' | 'viewer', string>;
const ids = { group: 0, otherGroup: 0, netherlandsGroup: 0, netherlandsShift: 0, schedule: 0 };

type ShiftBody = z.input<typeof ShiftInputSchema>;

const dayShift = (overrides: Partial<ShiftBody> = {}): ShiftBody => ({
  shiftGroupId: ids.group,
  code: 'D',
  name: 'Dieninė',
  type: ShiftType.workDay,
  startTime: '08:00',
  endTime: '17:00',
  ...overrides,
});

beforeAll(async () => {
  const { harness } = api;
  const { db } = harness;
  ids.group = await createShiftGroup(db, { code: 'SH-GROUP', name: 'Pamainų testas' });
  ids.otherGroup = await createShiftGroup(db, { code: 'SH-OTHER', name: 'Kita grupė' });
  ids.schedule = await createSchedule(db, { code: 'SH-SCHEDULE', shiftGroupId: ids.group });
  const users = await createSetupUsers(db, { viewedScheduleId: ids.schedule });
  for (const role of ['writer', 'viewer', 'outsider'] as const) as[role] = await callerAs(harness, users[role].username);
  tokens.writer = await openSession(harness, users.writer.username);
  tokens.viewer = await openSession(harness, users.viewer.username);
  ids.netherlandsGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'NL-SHIFTS' });
  ids.netherlandsShift = await createShift(db, { shiftGroupId: ids.netherlandsGroup, code: 'NL-D', startTime: '08:00', endTime: '16:00' });
});

describe('shifts.create', () => {
  it('computes the work hours itself: the duration less the breaks not counted in work time', async () => {
    const shift = await as.writer.shifts.create({
      ...dayShift({ code: 'WH-1' }),
      restEntries: [
        { type: RestEntryType.notCounted, startTime: '12:00', endTime: '12:30' },
        { type: RestEntryType.counted, startTime: '15:00', endTime: '15:15' },
        { type: RestEntryType.notCounted, undefinedTime: true, minutes: 15 },
      ],
    });
    expect(shift.workHours).toBe(8.25);
    expect(shift.restEntries).toEqual([
      { id: expect.any(Number), type: 'not_counted', undefinedTime: false, startTime: '12:00', endTime: '12:30', minutes: 30 },
      { id: expect.any(Number), type: 'counted', undefinedTime: false, startTime: '15:00', endTime: '15:15', minutes: 15 },
      { id: expect.any(Number), type: 'not_counted', undefinedTime: true, startTime: null, endTime: null, minutes: 15 },
    ]);
    const stored = await api.harness.db.selectFrom('shifts').select('work_minutes').where('id', '=', shift.id).executeTakeFirstOrThrow();
    expect(stored.work_minutes).toBe(495);
  });

  it('counts a night shift across midnight, ignores hours a client sends, and gives a rest-day shift none', async () => {
    const night = await as.writer.shifts.create({
      ...dayShift({ code: 'WH-N', startTime: '22:00', endTime: '06:00' }),
      ...({ workHours: 99 } as object),
    });
    expect(night).toMatchObject({ workHours: 8, startTime: '22:00', endTime: '06:00', isWorkDay: true });
    const rest = await as.writer.shifts.create({ shiftGroupId: ids.group, code: 'WH-R', name: 'Poilsio diena', type: ShiftType.restDay });
    expect(rest).toMatchObject({ workHours: 0, isWorkDay: false, startTime: null, backgroundColor: '#FFFFFF', fontColor: '#000000' });
  });

  it('keeps colours and short-day times', async () => {
    const shift = await as.writer.shifts.create(
      dayShift({
        code: 'COL',
        subgroup: 'Rytinė',
        shortDayStartTime: '08:00',
        shortDayEndTime: '16:00',
        backgroundColor: '#1864ab',
        fontColor: '#ffffff',
        isTemporary: true,
      }),
    );
    expect(shift).toMatchObject({
      subgroup: 'Rytinė',
      shortDayStartTime: '08:00',
      shortDayEndTime: '16:00',
      backgroundColor: '#1864AB',
      fontColor: '#FFFFFF',
      isTemporary: true,
      archived: false,
    });
  });

  it('refuses a code a live shift of the group has, in any case; another group or an archived shift may have it', async () => {
    const first = await as.writer.shifts.create(dayShift({ code: 'DUP' }));
    await expectFieldError(as.writer.shifts.create(dayShift({ code: 'dup' })), 'code', ErrorCode.codeTaken);
    await as.writer.shifts.create(dayShift({ code: 'DUP', shiftGroupId: ids.otherGroup }));
    await api.harness.db.updateTable('shifts').set({ archived: true }).where('id', '=', first.id).execute();
    await as.writer.shifts.create(dayShift({ code: 'dup' }));
  });

  it('names the field of each invalid value: colours, times, breaks outside the shift', async () => {
    await expectFieldError(
      as.writer.shifts.create(dayShift({ code: 'BAD', backgroundColor: 'red' })),
      'backgroundColor',
      ErrorCode.invalidColor,
    );
    await expectFieldError(as.writer.shifts.create(dayShift({ code: 'BAD', endTime: '25:00' })), 'endTime', ErrorCode.invalidTime);
    await expectFieldError(
      as.writer.shifts.create(
        dayShift({ code: 'BAD', restEntries: [{ type: RestEntryType.notCounted, startTime: '07:00', endTime: '07:30' }] }),
      ),
      'restEntries.0.startTime',
      ErrorCode.restEntryOutsideShift,
    );
    await expectFieldError(
      as.writer.shifts.create(
        dayShift({ code: 'BAD', restEntries: [{ type: RestEntryType.notCounted, undefinedTime: true, minutes: 1440 }] }),
      ),
      'restEntries.0.minutes',
    );
  });

  it('refuses another company’s group, a viewer, a user without grants and an employee', async () => {
    await expectDomainError(as.writer.shifts.create(dayShift({ code: 'X', shiftGroupId: ids.netherlandsGroup })), ErrorCode.recordNotFound);
    for (const caller of [as.viewer, as.outsider, api.as.employee]) {
      await expectDomainError(caller.shifts.create(dayShift({ code: 'X' })), ErrorCode.permissionDenied);
    }
  });
});

describe('shifts.update', () => {
  it('replaces the rest entries as a set and computes the hours again', async () => {
    const shift = await as.writer.shifts.create({
      ...dayShift({ code: 'UP-1' }),
      restEntries: [
        { type: RestEntryType.notCounted, startTime: '12:00', endTime: '12:30' },
        { type: RestEntryType.notCounted, startTime: '14:00', endTime: '14:15' },
      ],
    });
    expect(shift.workHours).toBe(8.25);
    const updated = await as.writer.shifts.update({
      id: shift.id,
      ...dayShift({ code: 'UP-1', name: 'Ilgoji', endTime: '20:00' }),
      restEntries: [{ type: RestEntryType.notCounted, undefinedTime: true, minutes: 60 }],
    });
    expect(updated).toMatchObject({ name: 'Ilgoji', endTime: '20:00', workHours: 11 });
    expect(updated.restEntries).toEqual([expect.objectContaining({ undefinedTime: true, minutes: 60 })]);
    const rests = await api.harness.db.selectFrom('shift_rest_entries').select('id').where('shift_id', '=', shift.id).execute();
    expect(rests).toHaveLength(1);
  });

  it('keeps a shift in its group, and refuses a live shift’s code', async () => {
    const shift = await as.writer.shifts.create(dayShift({ code: 'UP-2' }));
    await as.writer.shifts.create(dayShift({ code: 'UP-3' }));
    await expectFieldError(
      as.writer.shifts.update({ id: shift.id, ...dayShift({ code: 'UP-2', shiftGroupId: ids.otherGroup }) }),
      'shiftGroupId',
    );
    await expectFieldError(as.writer.shifts.update({ id: shift.id, ...dayShift({ code: 'up-3' }) }), 'code', ErrorCode.codeTaken);
  });

  it('answers "not found" for another company’s shift and refuses a viewer', async () => {
    await expectDomainError(
      as.writer.shifts.update({ id: ids.netherlandsShift, ...dayShift({ code: 'NL-D', shiftGroupId: ids.netherlandsGroup }) }),
      ErrorCode.recordNotFound,
    );
    const shift = await as.writer.shifts.create(dayShift({ code: 'UP-4' }));
    await expectDomainError(as.viewer.shifts.update({ id: shift.id, ...dayShift({ code: 'UP-4' }) }), ErrorCode.permissionDenied);
  });
});

describe('shifts.archive and undoArchive', () => {
  it('refuses to archive a shift planned for today or later, and archives it once only past days have it', async () => {
    const shift = await as.writer.shifts.create(dayShift({ code: 'AR-1' }));
    const { db } = api.harness;
    await createScheduleEntry(db, { scheduleId: ids.schedule, employeeNo: demo.employee, date: '2026-11-19', shiftId: shift.id });
    const today = await createScheduleEntry(db, {
      scheduleId: ids.schedule,
      employeeNo: demo.employee,
      date: '2026-11-20',
      shiftId: shift.id,
    });
    await expectDomainError(as.writer.shifts.archive({ id: shift.id }), ErrorCode.cannotArchiveValidEntriesExist);
    await db.deleteFrom('schedule_entries').where('id', '=', today).execute();
    expect(await as.writer.shifts.archive({ id: shift.id })).toMatchObject({ archived: true });
  });

  it('refuses to archive a shift a formula in force places, as a position or as its holiday shift', async () => {
    const { db } = api.harness;
    const positioned = await as.writer.shifts.create(dayShift({ code: 'AR-2' }));
    const holiday = await as.writer.shifts.create(dayShift({ code: 'AR-3' }));
    const formula = await createScheduleFormula(db, {
      shiftGroupId: ids.group,
      code: 'AR-FORMULA',
      startDate: '2026-01-01',
      holidayShiftId: holiday.id,
      shiftIds: [positioned.id, null],
    });
    await expectDomainError(as.writer.shifts.archive({ id: positioned.id }), ErrorCode.cannotArchiveValidEntriesExist);
    await expectDomainError(as.writer.shifts.archive({ id: holiday.id }), ErrorCode.cannotArchiveValidEntriesExist);
    // An archived formula plans nothing any more.
    await db.updateTable('schedule_formulas').set({ archived: true }).where('id', '=', formula).execute();
    expect(await as.writer.shifts.archive({ id: positioned.id })).toMatchObject({ archived: true });
    expect(await as.writer.shifts.archive({ id: holiday.id })).toMatchObject({ archived: true });
  });

  it('un-archives a shift unless a live shift of the group has taken its code meanwhile', async () => {
    const shift = await as.writer.shifts.create(dayShift({ code: 'AR-4' }));
    await as.writer.shifts.archive({ id: shift.id });
    const successor = await as.writer.shifts.create(dayShift({ code: 'ar-4' }));
    await expectFieldError(as.writer.shifts.undoArchive({ id: shift.id }), 'code', ErrorCode.codeTaken);
    await as.writer.shifts.update({ id: successor.id, ...dayShift({ code: 'AR-4B' }) });
    expect(await as.writer.shifts.undoArchive({ id: shift.id })).toMatchObject({ archived: false, code: 'AR-4' });
  });

  it('refuses a viewer and another company’s shift', async () => {
    const shift = await as.writer.shifts.create(dayShift({ code: 'AR-5' }));
    await expectDomainError(as.viewer.shifts.archive({ id: shift.id }), ErrorCode.permissionDenied);
    await expectDomainError(as.viewer.shifts.undoArchive({ id: shift.id }), ErrorCode.permissionDenied);
    await expectDomainError(as.writer.shifts.archive({ id: ids.netherlandsShift }), ErrorCode.recordNotFound);
  });
});

describe('shifts.delete', () => {
  it('deletes a shift nothing has planned with, its rest entries with it', async () => {
    const shift = await as.writer.shifts.create({
      ...dayShift({ code: 'DEL-1' }),
      restEntries: [{ type: RestEntryType.notCounted, startTime: '12:00', endTime: '12:30' }],
    });
    expect(await as.writer.shifts.delete({ id: shift.id })).toEqual({ id: shift.id });
    await expectDomainError(as.writer.shifts.get({ id: shift.id }), ErrorCode.recordNotFound);
    const rests = await api.harness.db.selectFrom('shift_rest_entries').select('id').where('shift_id', '=', shift.id).execute();
    expect(rests).toEqual([]);
  });

  it('refuses while a day entry, even a past one, or a formula names the shift', async () => {
    const { db } = api.harness;
    const planned = await as.writer.shifts.create(dayShift({ code: 'DEL-2' }));
    await createScheduleEntry(db, { scheduleId: ids.schedule, employeeNo: demo.colleague, date: '2025-03-03', shiftId: planned.id });
    await expectDomainError(as.writer.shifts.delete({ id: planned.id }), ErrorCode.cannotDeleteValidEntriesExist);
    const inFormula = await as.writer.shifts.create(dayShift({ code: 'DEL-3' }));
    await createScheduleFormula(db, {
      shiftGroupId: ids.group,
      code: 'DEL-FORMULA',
      startDate: '2020-01-01',
      endDate: '2020-12-31',
      shiftIds: [inFormula.id],
    });
    await expectDomainError(as.writer.shifts.delete({ id: inFormula.id }), ErrorCode.cannotDeleteValidEntriesExist);
  });

  it('refuses a viewer and another company’s shift', async () => {
    const shift = await as.writer.shifts.create(dayShift({ code: 'DEL-4' }));
    await expectDomainError(as.viewer.shifts.delete({ id: shift.id }), ErrorCode.permissionDenied);
    await expectDomainError(as.writer.shifts.delete({ id: ids.netherlandsShift }), ErrorCode.recordNotFound);
  });
});

describe('shifts.list, get and init', () => {
  it('pages a group’s shifts, searched by code or name, archived ones on request', async () => {
    const group = await createShiftGroup(api.harness.db, { code: 'LS-SHIFTS' });
    for (const code of ['A', 'B', 'C']) await as.writer.shifts.create(dayShift({ shiftGroupId: group, code, name: `Pamaina ${code}` }));
    const archived = await as.writer.shifts.create(dayShift({ shiftGroupId: group, code: 'Z', name: 'Sena' }));
    await as.writer.shifts.archive({ id: archived.id });
    const page = await as.viewer.shifts.list({ shiftGroupId: group, rowsPerPage: 2, sortDirection: 'desc' });
    expect(page.items.map((shift) => shift.code)).toEqual(['C', 'B']);
    expect(page.pagination.totalRecords).toBe(3);
    expect(
      (await as.viewer.shifts.list({ shiftGroupId: group, includeArchived: true, search: 'sen' })).items.map((shift) => shift.code),
    ).toEqual(['Z']);
  });

  it('reads a shift with its rest entries; another company’s shift and group are not found', async () => {
    const shift = await as.writer.shifts.create({
      ...dayShift({ code: 'GET-1' }),
      restEntries: [{ type: RestEntryType.counted, startTime: '10:00', endTime: '10:10' }],
    });
    expect(await as.viewer.shifts.get({ id: shift.id })).toEqual(shift);
    await expectDomainError(as.writer.shifts.get({ id: ids.netherlandsShift }), ErrorCode.recordNotFound);
    await expectDomainError(as.writer.shifts.list({ shiftGroupId: ids.netherlandsGroup }), ErrorCode.recordNotFound);
    await expectDomainError(as.writer.shifts.init({ shiftGroupId: ids.netherlandsGroup }), ErrorCode.recordNotFound);
  });

  it('starts a new shift white on black, a work day without times, in the group named', async () => {
    expect(await as.viewer.shifts.init({ shiftGroupId: ids.group })).toEqual({
      shiftGroupId: ids.group,
      code: '',
      subgroup: '',
      name: '',
      type: 'work_day',
      startTime: null,
      endTime: null,
      shortDayStartTime: null,
      shortDayEndTime: null,
      isTemporary: false,
      backgroundColor: '#FFFFFF',
      fontColor: '#000000',
      restEntries: [],
    });
  });

  it('refuses reading to a user without a view of any schedule and to an employee', async () => {
    for (const caller of [as.outsider, api.as.employee]) {
      await expectDomainError(caller.shifts.list({ shiftGroupId: ids.group }), ErrorCode.permissionDenied);
      await expectDomainError(caller.shifts.init({}), ErrorCode.permissionDenied);
    }
  });
});

describe('REST rows', () => {
  const base = '/api/wtc-area/shifts';

  it('GET wtc-area/shifts?shiftGroupId= pages the group’s shifts in the envelope; GET init and GET {id}', async () => {
    const created = await as.writer.shifts.create(dayShift({ code: 'REST-L' }));
    const response = await api.client.get(`${base}?shiftGroupId=${ids.group}&search=REST-L`, tokens.viewer);
    expect(successData<Shift[]>(response).map((shift) => shift.id)).toEqual([created.id]);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 20, totalRecords: 1 });
    expectValidationError(await api.client.get(base, tokens.viewer), 'shiftGroupId');
    expect(successData(await api.client.get(`${base}/init?shiftGroupId=${ids.group}`, tokens.viewer))).toMatchObject({
      shiftGroupId: ids.group,
    });
    expect(successData(await api.client.get(`${base}/${created.id}`, tokens.viewer))).toMatchObject({ id: created.id, code: 'REST-L' });
    const foreign = await api.client.get(`${base}/${ids.netherlandsShift}`, tokens.writer);
    expect(foreign.statusCode).toBe(404);
  });

  it('POST creates, PUT {id} updates, DELETE {id} deletes; refusals in the envelope', async () => {
    const created = successData<Shift>(await api.client.post(base, tokens.writer, dayShift({ code: 'REST-C' })));
    expect(created.workHours).toBe(9);
    expectValidationError(await api.client.post(base, tokens.writer, dayShift({ code: 'rest-c' })), 'code', ErrorCode.codeTaken);
    expectValidationError(
      await api.client.post(base, tokens.writer, dayShift({ code: 'REST-X', fontColor: '#12' })),
      'fontColor',
      ErrorCode.invalidColor,
    );
    expectPermissionDenied(await api.client.post(base, tokens.viewer, dayShift({ code: 'REST-V' })));
    const updated = successData<Shift>(
      await api.client.put(`${base}/${created.id}`, tokens.writer, dayShift({ code: 'REST-C', endTime: '16:00' })),
    );
    expect(updated).toMatchObject({ id: created.id, workHours: 8 });
    expect(successData(await api.client.delete(`${base}/${created.id}`, tokens.writer))).toEqual({ id: created.id });
  });

  it('POST {id}/archive and {id}/undo-archive, with the notice when valid entries use the shift', async () => {
    const created = await as.writer.shifts.create(dayShift({ code: 'REST-A' }));
    expect(successData(await api.client.post(`${base}/${created.id}/archive`, tokens.writer))).toMatchObject({ archived: true });
    expect(successData(await api.client.post(`${base}/${created.id}/undo-archive`, tokens.writer))).toMatchObject({ archived: false });
    await createScheduleEntry(api.harness.db, {
      scheduleId: ids.schedule,
      employeeNo: demo.manager,
      date: '2026-12-01',
      shiftId: created.id,
    });
    const refused = await api.client.post(`${base}/${created.id}/archive`, tokens.writer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.cannotArchiveValidEntriesExist], data: null });
    const deleteRefused = await api.client.delete(`${base}/${created.id}`, tokens.writer);
    expect(deleteRefused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.cannotDeleteValidEntriesExist] });
  });
});
