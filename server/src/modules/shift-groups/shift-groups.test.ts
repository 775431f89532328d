import { ErrorCode, type ShiftGroupDetails, type ShiftGroupListInput, type ShiftGroupListItem } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import {
  type AppCaller,
  callerAs,
  expectDomainError,
  expectFieldError,
  expectPageBoundsRefused,
  useDemoCallers,
} from '../../testing/test-caller';
import { openSession } from '../../testing/test-app';
import { createSchedule, createScheduleFormula, createSetupUsers, createShift, createShiftGroup } from '../../testing/work-time-factories';

// Shift groups (spec 2 §3, §4, §7 wtc-area/shift-groups): the company's setup every schedule plans with.
// Readable by whoever views some schedule, changed only with the company-wide grants; archive and
// delete refused while valid entries use the group. Today is 2026-11-20 (the test clock).
const api = useDemoCallers();
const as = {} as Record<'writer' | 'administrator' | 'viewer' | 'outsider', AppCaller>;
const tokens = {} as Record<'writer' | 'viewer', string>;
const ids = { viewed: 0, netherlands: 0, withShifts: 0 };

beforeAll(async () => {
  const { harness } = api;
  const { db } = harness;
  ids.viewed = await createShiftGroup(db, { code: 'SG-VIEWED', name: 'Peržiūrima grupė' });
  const schedule = await createSchedule(db, { code: 'SG-SCHEDULE', shiftGroupId: ids.viewed });
  const users = await createSetupUsers(db, { viewedScheduleId: schedule });
  for (const role of ['writer', 'administrator', 'viewer', 'outsider'] as const) as[role] = await callerAs(harness, users[role].username);
  tokens.writer = await openSession(harness, users.writer.username);
  tokens.viewer = await openSession(harness, users.viewer.username);
  ids.netherlands = await createShiftGroup(db, { companyCode: 'NL', code: 'NL-GROUP', name: 'Nederlandse ploegen' });
  ids.withShifts = await createShiftGroup(db, { code: 'SG-SHIFTS', name: 'Su pamainomis' });
  await createShift(db, {
    shiftGroupId: ids.withShifts,
    code: 'D',
    name: 'Dieninė',
    startTime: '08:00',
    endTime: '16:00',
    workMinutes: 480,
  });
  const night = await createShift(db, { shiftGroupId: ids.withShifts, code: 'N', name: 'Naktinė', startTime: '22:00', endTime: '06:00' });
  await db.updateTable('shifts').set({ archived: true }).where('id', '=', night).execute();
});

describe('shiftGroups.create', () => {
  it('creates a group of the session’s company, written by the caller, without shifts', async () => {
    const group = await as.writer.shiftGroups.create({ code: ' CR-1 ', name: 'Gamyba', description: 'Pamainos gamybai' });
    expect(group).toMatchObject({ code: 'CR-1', name: 'Gamyba', description: 'Pamainos gamybai', archived: false, shifts: [] });
    expect(group.userId).toEqual(expect.any(Number));
    const stored = await api.harness.db
      .selectFrom('shift_groups')
      .select('company_code')
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(stored.company_code).toBe('SV');
  });

  it('refuses a code another group of the company has, in any case, on the code field', async () => {
    await as.writer.shiftGroups.create({ code: 'DUP', name: 'Pirmoji' });
    await expectFieldError(as.writer.shiftGroups.create({ code: 'dup', name: 'Antroji' }), 'code', ErrorCode.codeTaken);
    // Another company's code is no obstacle.
    await as.writer.shiftGroups.create({ code: 'NL-GROUP', name: 'Ne olandų' });
  });

  it('names the missing fields', async () => {
    const errors = await expectFieldError(as.writer.shiftGroups.create({ code: ' ', name: '' }), 'code', ErrorCode.fieldRequired);
    expect(errors.name).toEqual([ErrorCode.fieldRequired]);
  });

  it('lets an administrator of all schedules create, and refuses a viewer, a user without grants and an employee', async () => {
    await as.administrator.shiftGroups.create({ code: 'ADM-1', name: 'Administratoriaus' });
    for (const caller of [as.viewer, as.outsider, api.as.employee]) {
      await expectDomainError(caller.shiftGroups.create({ code: 'NO-1', name: 'Neleidžiama' }), ErrorCode.permissionDenied);
    }
    const count = await api.harness.db.selectFrom('shift_groups').select('id').where('code', '=', 'NO-1').execute();
    expect(count).toEqual([]);
  });
});

describe('shiftGroups.list', () => {
  beforeAll(async () => {
    const { db } = api.harness;
    await createShiftGroup(db, { code: 'LS-ALPHA', name: 'Alfa sandėlis' });
    await createShiftGroup(db, { code: 'LS-BETA', name: 'Beta sandėlis' });
    const archived = await createShiftGroup(db, { code: 'LS-GAMMA', name: 'Gama sandėlis' });
    await db.updateTable('shift_groups').set({ archived: true }).where('id', '=', archived).execute();
  });

  it('searches codes and names, leaves archived groups out unless asked, and counts live shifts', async () => {
    const page = await as.viewer.shiftGroups.list({ search: 'sandėl' });
    expect(page.items.map((group) => group.code)).toEqual(['LS-ALPHA', 'LS-BETA']);
    const withArchived = await as.viewer.shiftGroups.list({ search: 'ls-', includeArchived: true });
    expect(withArchived.items.map((group) => [group.code, group.archived])).toEqual([
      ['LS-ALPHA', false],
      ['LS-BETA', false],
      ['LS-GAMMA', true],
    ]);
    const shifts = await as.viewer.shiftGroups.list({ search: 'SG-SHIFTS' });
    expect(shifts.items).toEqual([expect.objectContaining({ code: 'SG-SHIFTS', shiftsCount: 1 })]);
  });

  it('sorts and pages, and never lists another company’s groups', async () => {
    const page = await as.writer.shiftGroups.list({ search: 'LS-', sort: 'name', sortDirection: 'desc', rowsPerPage: 1, page: 2 });
    expect(page.items.map((group) => group.code)).toEqual(['LS-ALPHA']);
    expect(page.pagination).toEqual({ page: 2, rowsPerPage: 1, totalRecords: 2 });
    const all = await as.writer.shiftGroups.list({ rowsPerPage: 100, includeArchived: true });
    expect(all.items.map((group) => group.id)).not.toContain(ids.netherlands);
    expect(all.items.length).toBeGreaterThan(5);
  });

  it('refuses page sizes outside 1–100, a user without a view of any schedule and an employee', async () => {
    await expectPageBoundsRefused<ShiftGroupListInput>((input) => as.writer.shiftGroups.list(input));
    await expectDomainError(as.outsider.shiftGroups.list({}), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.shiftGroups.list({}), ErrorCode.permissionDenied);
  });
});

describe('shiftGroups.get, init and permissions', () => {
  it('answers the group with every shift, live ones first', async () => {
    const group = await as.viewer.shiftGroups.get({ id: ids.withShifts });
    expect(group.shifts.map((shift) => [shift.code, shift.archived])).toEqual([
      ['D', false],
      ['N', true],
    ]);
    expect(group.shifts[0]).toMatchObject({ startTime: '08:00', endTime: '16:00', workHours: 8, isWorkDay: true, restEntries: [] });
  });

  it('answers "not found" for another company’s group and for none at all', async () => {
    await expectDomainError(as.writer.shiftGroups.get({ id: ids.netherlands }), ErrorCode.recordNotFound);
    await expectDomainError(as.writer.shiftGroups.get({ id: 2_000_000_000 }), ErrorCode.recordNotFound);
  });

  it('starts a new group empty, and tells each caller what they may change', async () => {
    expect(await as.viewer.shiftGroups.init()).toEqual({ code: '', name: '', description: '' });
    const all = { canView: true, canCreate: true, canEdit: true, canDelete: true };
    expect(await as.writer.shiftGroups.permissions()).toEqual(all);
    expect(await as.administrator.shiftGroups.permissions()).toEqual(all);
    // Editing one schedule is not editing the company's setup.
    expect(await as.viewer.shiftGroups.permissions()).toEqual({ canView: true, canCreate: false, canEdit: false, canDelete: false });
    // Told, not refused: the screens explain it instead of calling what would be refused.
    expect(await as.outsider.shiftGroups.permissions()).toEqual({ canView: false, canCreate: false, canEdit: false, canDelete: false });
    await expectDomainError(api.as.employee.shiftGroups.permissions(), ErrorCode.permissionDenied);
    await expectDomainError(as.outsider.shiftGroups.init(), ErrorCode.permissionDenied);
  });
});

describe('shiftGroups.update', () => {
  it('changes code, name and description', async () => {
    const group = await as.writer.shiftGroups.create({ code: 'UP-1', name: 'Senas' });
    const updated = await as.writer.shiftGroups.update({ id: group.id, code: 'UP-2', name: 'Naujas', description: 'Aprašas' });
    expect(updated).toMatchObject({ id: group.id, code: 'UP-2', name: 'Naujas', description: 'Aprašas' });
    // Its own code again is no conflict.
    await as.writer.shiftGroups.update({ id: group.id, code: 'up-2', name: 'Naujas' });
  });

  it('refuses another group’s code, another company’s group and a viewer', async () => {
    const group = await as.writer.shiftGroups.create({ code: 'UP-3', name: 'Trečias' });
    await expectFieldError(as.writer.shiftGroups.update({ id: group.id, code: 'SG-SHIFTS', name: 'X' }), 'code', ErrorCode.codeTaken);
    await expectDomainError(as.writer.shiftGroups.update({ id: ids.netherlands, code: 'NL-X', name: 'X' }), ErrorCode.recordNotFound);
    await expectDomainError(as.viewer.shiftGroups.update({ id: group.id, code: 'UP-3', name: 'X' }), ErrorCode.permissionDenied);
  });
});

describe('shiftGroups.archive and undoArchive', () => {
  it('refuses to archive a group an unarchived schedule plans with, and archives it once the schedule is archived', async () => {
    const { db } = api.harness;
    const group = await createShiftGroup(db, { code: 'AR-SCHED' });
    const schedule = await createSchedule(db, { code: 'AR-SCHED', shiftGroupId: group });
    await expectDomainError(as.writer.shiftGroups.archive({ id: group }), ErrorCode.cannotArchiveValidEntriesExist);
    await db.updateTable('schedules').set({ archived: true }).where('id', '=', schedule).execute();
    expect(await as.writer.shiftGroups.archive({ id: group })).toMatchObject({ archived: true });
    expect(await as.writer.shiftGroups.undoArchive({ id: group })).toMatchObject({ archived: false });
  });

  it('refuses to archive a group a formula in force uses (also one starting later), not one that has ended', async () => {
    const { db } = api.harness;
    const group = await createShiftGroup(db, { code: 'AR-FORM' });
    const formula = await createScheduleFormula(db, { shiftGroupId: group, code: 'AR-FORM', startDate: '2027-01-01', shiftIds: [null] });
    await expectDomainError(as.writer.shiftGroups.archive({ id: group }), ErrorCode.cannotArchiveValidEntriesExist);
    await db.updateTable('schedule_formulas').set({ start_date: '2025-01-01', end_date: '2026-11-19' }).where('id', '=', formula).execute();
    expect(await as.writer.shiftGroups.archive({ id: group })).toMatchObject({ archived: true });
  });

  it('answers the group unchanged when it already is in the state asked for', async () => {
    const group = await as.writer.shiftGroups.create({ code: 'AR-SAME', name: 'Tas pats' });
    expect(await as.writer.shiftGroups.undoArchive({ id: group.id })).toMatchObject({ archived: false });
  });

  it('refuses a viewer and another company’s group', async () => {
    await expectDomainError(as.viewer.shiftGroups.archive({ id: ids.withShifts }), ErrorCode.permissionDenied);
    await expectDomainError(as.viewer.shiftGroups.undoArchive({ id: ids.withShifts }), ErrorCode.permissionDenied);
    await expectDomainError(as.writer.shiftGroups.archive({ id: ids.netherlands }), ErrorCode.recordNotFound);
  });
});

describe('shiftGroups.delete', () => {
  it('deletes a group nothing uses', async () => {
    const group = await as.writer.shiftGroups.create({ code: 'DEL-1', name: 'Trinama' });
    expect(await as.writer.shiftGroups.delete({ id: group.id })).toEqual({ id: group.id });
    await expectDomainError(as.writer.shiftGroups.get({ id: group.id }), ErrorCode.recordNotFound);
  });

  it('refuses while the group has shifts, a schedule or a formula', async () => {
    const { db } = api.harness;
    await expectDomainError(as.writer.shiftGroups.delete({ id: ids.withShifts }), ErrorCode.cannotDeleteValidEntriesExist);
    const scheduled = await createShiftGroup(db, { code: 'DEL-SCHED' });
    await createSchedule(db, { code: 'DEL-SCHED', shiftGroupId: scheduled, archived: true });
    await expectDomainError(as.writer.shiftGroups.delete({ id: scheduled }), ErrorCode.cannotDeleteValidEntriesExist);
    const formulaGroup = await createShiftGroup(db, { code: 'DEL-FORM' });
    await createScheduleFormula(db, { shiftGroupId: formulaGroup, code: 'DEL-FORM', startDate: '2020-01-01', shiftIds: [null] });
    await expectDomainError(as.writer.shiftGroups.delete({ id: formulaGroup }), ErrorCode.cannotDeleteValidEntriesExist);
    const kept = await db.selectFrom('shift_groups').select('id').where('id', 'in', [scheduled, formulaGroup]).execute();
    expect(kept).toHaveLength(2);
  });

  it('refuses a user without the delete grant and another company’s group', async () => {
    const group = await as.writer.shiftGroups.create({ code: 'DEL-2', name: 'Netrinama' });
    await expectDomainError(as.viewer.shiftGroups.delete({ id: group.id }), ErrorCode.permissionDenied);
    await expectDomainError(as.writer.shiftGroups.delete({ id: ids.netherlands }), ErrorCode.recordNotFound);
  });
});

describe('REST rows', () => {
  const base = '/api/wtc-area/shift-groups';

  it('GET wtc-area/shift-groups pages the list in the envelope, with the search and archived filter from the query', async () => {
    const response = await api.client.get(
      `${base}?search=LS-&includeArchived=true&sort=Name&sortDirection=DESC&rowsPerPage=2`,
      tokens.viewer,
    );
    const items = successData<ShiftGroupListItem[]>(response);
    expect(items.map((group) => group.code)).toEqual(['LS-GAMMA', 'LS-BETA']);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 2, totalRecords: 3 });
    expectValidationError(await api.client.get(`${base}?rowsPerPage=101`, tokens.viewer), 'rowsPerPage');
  });

  it('GET init and GET {id} answer the defaults and the group; another company’s id is not found', async () => {
    expect(successData(await api.client.get(`${base}/init`, tokens.viewer))).toEqual({ code: '', name: '', description: '' });
    const group = successData<ShiftGroupDetails>(await api.client.get(`${base}/${ids.withShifts}`, tokens.viewer));
    expect(group.shifts.map((shift) => shift.code)).toEqual(['D', 'N']);
    const foreign = await api.client.get(`${base}/${ids.netherlands}`, tokens.writer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound] });
  });

  it('POST creates, PUT {id} updates with the id from the path, DELETE {id} deletes', async () => {
    const created = successData<ShiftGroupDetails>(await api.client.post(base, tokens.writer, { code: 'REST-1', name: 'Per REST' }));
    expectValidationError(await api.client.post(base, tokens.writer, { code: 'rest-1', name: 'Dar kartą' }), 'code', ErrorCode.codeTaken);
    const updated = successData<ShiftGroupDetails>(
      await api.client.put(`${base}/${created.id}`, tokens.writer, { id: 999_999, code: 'REST-2', name: 'Pervadinta' }),
    );
    expect(updated).toMatchObject({ id: created.id, code: 'REST-2', name: 'Pervadinta' });
    expectPermissionDenied(await api.client.post(base, tokens.viewer, { code: 'REST-3', name: 'Ne' }));
    expect(successData(await api.client.delete(`${base}/${created.id}`, tokens.writer))).toEqual({ id: created.id });
  });

  it('POST {id}/archive and {id}/undo-archive, with the notice when valid entries use the group', async () => {
    const created = successData<ShiftGroupDetails>(await api.client.post(base, tokens.writer, { code: 'REST-AR', name: 'Archyvuojama' }));
    expect(successData(await api.client.post(`${base}/${created.id}/archive`, tokens.writer))).toMatchObject({ archived: true });
    expect(successData(await api.client.post(`${base}/${created.id}/undo-archive`, tokens.writer))).toMatchObject({ archived: false });
    const refused = await api.client.post(`${base}/${ids.viewed}/archive`, tokens.writer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.cannotArchiveValidEntriesExist], data: null });
    const deleteRefused = await api.client.delete(`${base}/${ids.withShifts}`, tokens.writer);
    expect(deleteRefused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.cannotDeleteValidEntriesExist] });
  });
});
