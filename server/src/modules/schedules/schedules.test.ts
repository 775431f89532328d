import { ErrorCode, type Schedule, type ScheduleEmployeeGroup, type ScheduleListItem } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import {
  type AppCaller,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  expectPageBoundsRefused,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import {
  addScheduleEmployee,
  createSchedule,
  createScheduleEntry,
  createScheduleFormula,
  createShift,
  createShiftGroup,
} from '../../testing/work-time-factories';
import { insertGrants } from '../work-time-access/work-time-access.repository';

// Schedules (spec 2 §3 schedule, employee group; §6 grants; §7 generic model calls on wtc-area/schedules,
// archive, undo-archive, set-capacity-exception): the planner may create (a company-wide create grant)
// and administers what they created; a user with a view grant reads and nothing more; a user without
// grants or without work-time access is refused; another company's schedule does not exist.
const api = useDemoCallers();
const ids = {
  group: 0,
  otherGroup: 0,
  archivedGroup: 0,
  nlGroup: 0,
  nlSchedule: 0,
  day: 0,
  night: 0,
  otherGroupShift: 0,
  formula: 0,
  production: 0,
  warehouse: 0,
};
let production: Schedule;
let viewer: AppCaller;
let noGrants: AppCaller;
const tokens = { viewer: '', noGrants: '' };

beforeAll(async () => {
  const { db } = api.harness;
  const plannerId = await userIdOf(db, 'planner');
  await insertGrants(db, [
    { companyCode: 'SV', objectType: 'schedule', objectId: null, userId: plannerId, action: 'create', grantedBy: null },
  ]);
  ids.group = await createShiftGroup(db, { code: 'SCH-A', name: 'Gamybos pamainos' });
  ids.otherGroup = await createShiftGroup(db, { code: 'SCH-B', name: 'Sandėlio pamainos' });
  ids.archivedGroup = await createShiftGroup(db, { code: 'SCH-OLD', name: 'Senos pamainos' });
  await db.updateTable('shift_groups').set({ archived: true }).where('id', '=', ids.archivedGroup).execute();
  ids.nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'SCH-NL' });
  ids.nlSchedule = await createSchedule(db, { companyCode: 'NL', code: 'NL-SCH', shiftGroupId: ids.nlGroup });
  ids.day = await createShift(db, {
    shiftGroupId: ids.group,
    code: 'D',
    name: 'Dieninė',
    startTime: '08:00',
    endTime: '16:00',
    workMinutes: 480,
  });
  ids.night = await createShift(db, {
    shiftGroupId: ids.group,
    code: 'N',
    name: 'Naktinė',
    startTime: '22:00',
    endTime: '06:00',
    workMinutes: 480,
  });
  await createShift(db, { shiftGroupId: ids.group, code: 'R', name: 'Poilsio', type: 'rest_day' });
  ids.otherGroupShift = await createShift(db, { shiftGroupId: ids.otherGroup, code: 'S', startTime: '07:00', endTime: '15:00' });
  ids.formula = await createScheduleFormula(db, {
    shiftGroupId: ids.group,
    code: 'F-DN',
    startDate: '2026-01-01',
    shiftIds: [ids.day, ids.night, null, null],
  });

  production = await api.as.planner.schedules.create({ code: 'GAM-1', name: 'Gamyba', shiftGroupId: ids.group, printCity: 'Vilnius' });
  ids.production = production.id;
  ids.warehouse = (await api.as.planner.schedules.create({ code: 'SAN-1', name: 'Sandėlis', shiftGroupId: ids.otherGroup })).id;

  const viewerUser = await createUser(db, { username: 'schedule.viewer', workTimeCompanies: ['SV'] });
  await insertGrants(db, [
    { companyCode: 'SV', objectType: 'schedule', objectId: ids.production, userId: viewerUser.id, action: 'view', grantedBy: plannerId },
  ]);
  await createUser(db, { username: 'schedule.nogrants', workTimeCompanies: ['SV'] });
  tokens.viewer = await openSession(api.harness, 'schedule.viewer');
  tokens.noGrants = await openSession(api.harness, 'schedule.nogrants');
  viewer = callerWithToken(api.harness, tokens.viewer);
  noGrants = callerWithToken(api.harness, tokens.noGrants);
});

describe('schedules.create and get', () => {
  it('creates a schedule with its fields and makes its creator its administrator', async () => {
    expect(production).toMatchObject({
      code: 'GAM-1',
      name: 'Gamyba',
      companyCode: 'SV',
      shiftGroupId: ids.group,
      shiftGroup: { id: ids.group, code: 'SCH-A', name: 'Gamybos pamainos', archived: false },
      printHeader: '',
      printCity: 'Vilnius',
      printSignatureColumn: false,
      displayDetailedSummaryTable: false,
      summaryTableCalculationMode: 0,
      archived: false,
    });
    expect(production.actions).toEqual(expect.arrayContaining(['view', 'edit', 'delete', 'administer', 'change_status']));
    const grants = await api.harness.db
      .selectFrom('work_time_grants')
      .select(['action', 'user_id'])
      .where('object_type', '=', 'schedule')
      .where('object_id', '=', ids.production)
      .where('user_id', '=', await userIdOf(api.harness.db, 'planner'))
      .execute();
    expect(grants.map((grant) => grant.action)).toEqual(['administer']);
    expect(await api.as.planner.schedules.get({ id: ids.production })).toEqual(production);
  });

  it('refuses a code another schedule of the company has, whatever its case', async () => {
    await expectFieldError(
      api.as.planner.schedules.create({ code: 'gam-1', name: 'Kita', shiftGroupId: ids.group }),
      'code',
      ErrorCode.scheduleCodeTaken,
    );
    // The same code in another company is no obstacle.
    await createSchedule(api.harness.db, { companyCode: 'NL', code: 'SAN-2', shiftGroupId: ids.nlGroup });
    const created = await api.as.planner.schedules.create({ code: 'SAN-2', name: 'Sandėlis 2', shiftGroupId: ids.otherGroup });
    expect(created.code).toBe('SAN-2');
  });

  it('refuses a shift group of another company, an archived one and one that does not exist', async () => {
    for (const shiftGroupId of [ids.nlGroup, ids.archivedGroup, 2_000_000_000]) {
      await expectFieldError(
        api.as.planner.schedules.create({ code: `X-${shiftGroupId}`, name: 'X', shiftGroupId }),
        'shiftGroupId',
        ErrorCode.invalidValue,
      );
    }
  });

  it('refuses required fields left empty and unknown keys', async () => {
    await expectFieldError(
      api.as.planner.schedules.create({ code: ' ', name: 'X', shiftGroupId: ids.group }),
      'code',
      ErrorCode.fieldRequired,
    );
    await expectFieldError(
      api.as.planner.schedules.create({ code: 'Y', name: 'Y', shiftGroupId: ids.group, companyCode: 'NL' } as never),
      'companyCode',
    );
  });

  it('refuses creating to a user without a company-wide create grant, and to a user without work-time access', async () => {
    await expectDomainError(viewer.schedules.create({ code: 'V-1', name: 'V', shiftGroupId: ids.group }), ErrorCode.permissionDenied);
    await expectDomainError(
      api.as.employee.schedules.create({ code: 'E-1', name: 'E', shiftGroupId: ids.group }),
      ErrorCode.permissionDenied,
    );
    const count = await api.harness.db.selectFrom('schedules').select('id').where('code', 'in', ['V-1', 'E-1']).execute();
    expect(count).toEqual([]);
  });

  it('lets a viewer read the schedule with the view action only; a user without grants is refused', async () => {
    const seen = await viewer.schedules.get({ id: ids.production });
    expect(seen.actions).toEqual(['view']);
    await expectDomainError(viewer.schedules.get({ id: ids.warehouse }), ErrorCode.permissionDenied);
    await expectDomainError(noGrants.schedules.get({ id: ids.production }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.schedules.get({ id: ids.production }), ErrorCode.permissionDenied);
  });

  it('answers "not found" for another company’s schedule, even to its administrator in that company', async () => {
    const adminId = await userIdOf(api.harness.db, 'admin');
    await insertGrants(api.harness.db, [
      { companyCode: 'NL', objectType: 'schedule', objectId: null, userId: adminId, action: 'administer', grantedBy: null },
      { companyCode: 'SV', objectType: 'schedule', objectId: null, userId: adminId, action: 'administer', grantedBy: null },
    ]);
    await expectDomainError(api.as.admin.schedules.get({ id: ids.nlSchedule }), ErrorCode.recordNotFound);
    await expectDomainError(
      api.as.admin.schedules.update({ id: ids.nlSchedule, code: 'NL-SCH', name: 'X', shiftGroupId: ids.nlGroup }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(api.as.admin.schedules.delete({ id: ids.nlSchedule }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.schedules.archive({ id: ids.nlSchedule }), ErrorCode.recordNotFound);
  });
});

describe('schedules.init', () => {
  it('answers the defaults and the company’s live shift groups, and whether the caller may create', async () => {
    const init = await api.as.planner.schedules.init();
    expect(init.canCreate).toBe(true);
    expect(init.defaults).toEqual({
      printHeader: '',
      printCity: '',
      printSignatureColumn: false,
      displayDetailedSummaryTable: false,
      summaryTableCalculationMode: 0,
    });
    const codes = init.shiftGroups.map((group) => group.code);
    expect(codes).toEqual(expect.arrayContaining(['SCH-A', 'SCH-B']));
    expect(codes).not.toContain('SCH-OLD');
    expect(codes).not.toContain('SCH-NL');
    expect((await viewer.schedules.init()).canCreate).toBe(false);
    await expectDomainError(noGrants.schedules.init(), ErrorCode.permissionDenied);
  });
});

describe('schedules.update', () => {
  it('changes the definition and answers it', async () => {
    const updated = await api.as.planner.schedules.update({
      id: ids.production,
      code: 'GAM-1',
      name: 'Gamyba (pagrindinė)',
      shiftGroupId: ids.group,
      printHeader: 'Darbo grafikas',
      printCity: 'Kaunas',
      printSignatureColumn: true,
      displayDetailedSummaryTable: true,
      summaryTableCalculationMode: 2,
    });
    expect(updated).toMatchObject({
      name: 'Gamyba (pagrindinė)',
      printHeader: 'Darbo grafikas',
      printCity: 'Kaunas',
      printSignatureColumn: true,
      displayDetailedSummaryTable: true,
      summaryTableCalculationMode: 2,
    });
  });

  it('refuses another schedule’s code, and a viewer', async () => {
    await expectFieldError(
      api.as.planner.schedules.update({ id: ids.production, code: 'san-1', name: 'Gamyba', shiftGroupId: ids.group }),
      'code',
      ErrorCode.scheduleCodeTaken,
    );
    await expectDomainError(
      viewer.schedules.update({ id: ids.production, code: 'GAM-1', name: 'Pakeista', shiftGroupId: ids.group }),
      ErrorCode.permissionDenied,
    );
    expect((await api.as.planner.schedules.get({ id: ids.production })).name).toBe('Gamyba (pagrindinė)');
  });

  it('changes the shift group only while no formula, entry or capacity limit of the schedule uses the old one', async () => {
    const { db } = api.harness;
    const schedule = await api.as.planner.schedules.create({ code: 'MOVE-1', name: 'Perkeliamas', shiftGroupId: ids.group });
    const moved = await api.as.planner.schedules.update({
      id: schedule.id,
      code: 'MOVE-1',
      name: 'Perkeliamas',
      shiftGroupId: ids.otherGroup,
    });
    expect(moved.shiftGroup.code).toBe('SCH-B');
    const back = await api.as.planner.schedules.update({ id: schedule.id, code: 'MOVE-1', name: 'Perkeliamas', shiftGroupId: ids.group });
    const membership = await addScheduleEmployee(db, { scheduleId: back.id, employeeNo: demo.colleague, validFrom: '2026-11-01' });
    await db.updateTable('schedule_employees').set({ schedule_formula_id: ids.formula }).where('id', '=', membership).execute();
    await expectFieldError(
      api.as.planner.schedules.update({ id: schedule.id, code: 'MOVE-1', name: 'Perkeliamas', shiftGroupId: ids.otherGroup }),
      'shiftGroupId',
      ErrorCode.scheduleShiftGroupInUse,
    );
    // An archived group is refused as a new choice.
    await db.updateTable('schedule_employees').set({ schedule_formula_id: null }).where('id', '=', membership).execute();
    await expectFieldError(
      api.as.planner.schedules.update({ id: schedule.id, code: 'MOVE-1', name: 'Perkeliamas', shiftGroupId: ids.archivedGroup }),
      'shiftGroupId',
      ErrorCode.invalidValue,
    );
  });
});

describe('schedules.list', () => {
  it('lists the schedules the caller may view, with their shift group, current employees and the caller’s actions', async () => {
    const { db } = api.harness;
    await addScheduleEmployee(db, { scheduleId: ids.production, employeeNo: demo.employee, validFrom: '2026-01-01' });
    await addScheduleEmployee(db, { scheduleId: ids.production, employeeNo: demo.manager, validFrom: '2026-01-01', validTo: '2026-10-31' });
    await addScheduleEmployee(db, { scheduleId: ids.production, employeeNo: demo.manager, validFrom: '2026-12-01' });
    // 'GAM-1', not 'GAM': the demo seed's GAM-01 is the planner's too.
    const list = await api.as.planner.schedules.list({ search: 'GAM-1' });
    expect(list.canCreate).toBe(true);
    expect(list.items).toEqual([
      expect.objectContaining({
        id: ids.production,
        code: 'GAM-1',
        shiftGroupCode: 'SCH-A',
        shiftGroupName: 'Gamybos pamainos',
        employeesCount: 1,
        archived: false,
      }),
    ]);
    expect(list.items[0]!.actions).toContain('edit');

    const seen = await viewer.schedules.list({});
    expect(seen).toMatchObject({ canCreate: false, pagination: { totalRecords: 1 } });
    expect(seen.items.map((item: ScheduleListItem) => [item.code, item.actions])).toEqual([['GAM-1', ['view']]]);
    expect(await noGrants.schedules.list({})).toMatchObject({ items: [], pagination: { totalRecords: 0 }, canCreate: false });
    await expectDomainError(api.as.employee.schedules.list({}), ErrorCode.permissionDenied);
  });

  it('searches code and name, sorts, pages and never shows another company’s schedules', async () => {
    const byName = await api.as.planner.schedules.list({ search: 'sandėl', sort: 'name' });
    expect(byName.items.map((item) => item.code)).toEqual(['SAN-1', 'SAN-2']);
    const descending = await api.as.planner.schedules.list({ sort: 'code', sortDirection: 'desc', rowsPerPage: 2 });
    expect(descending.items.map((item) => item.code)).toEqual(['SAN-2', 'SAN-1']);
    expect(descending.pagination).toMatchObject({ page: 1, rowsPerPage: 2 });
    const all = await api.as.admin.schedules.list({ rowsPerPage: 100 });
    expect(all.items.map((item) => item.code)).not.toContain('NL-SCH');
    expect(all.items.map((item) => item.code)).toEqual(expect.arrayContaining(['GAM-1', 'SAN-1']));
    // A search for a literal % matches only a literal %.
    expect((await api.as.planner.schedules.list({ search: '%' })).items).toEqual([]);
    await expectPageBoundsRefused(api.as.planner.schedules.list);
  });
});

describe('schedules.archive and undoArchive', () => {
  it('archives a schedule out of the list unless archived ones are asked for, and takes it back', async () => {
    const archived = await api.as.planner.schedules.archive({ id: ids.warehouse });
    expect(archived.archived).toBe(true);
    expect((await api.as.planner.schedules.list({ search: 'SAN-1' })).items).toEqual([]);
    const shown = await api.as.planner.schedules.list({ search: 'SAN-1', showArchived: true });
    expect(shown.items).toEqual([expect.objectContaining({ code: 'SAN-1', archived: true })]);
    expect((await api.as.planner.schedules.undoArchive({ id: ids.warehouse })).archived).toBe(false);
    expect((await api.as.planner.schedules.list({ search: 'SAN-1' })).items).toHaveLength(1);
  });

  it('refuses a viewer', async () => {
    await expectDomainError(viewer.schedules.archive({ id: ids.production }), ErrorCode.permissionDenied);
    await expectDomainError(viewer.schedules.undoArchive({ id: ids.production }), ErrorCode.permissionDenied);
  });
});

describe('schedules.delete', () => {
  it('refuses while the schedule has entries, then deletes it with its memberships and grants once it has none', async () => {
    const { db } = api.harness;
    const schedule = await api.as.planner.schedules.create({ code: 'DEL-1', name: 'Trinamas', shiftGroupId: ids.group });
    await addScheduleEmployee(db, { scheduleId: schedule.id, employeeNo: demo.colleague, validFrom: '2026-11-01' });
    const entry = await createScheduleEntry(db, {
      scheduleId: schedule.id,
      employeeNo: demo.colleague,
      date: '2026-11-23',
      shiftId: ids.day,
    });
    await expectDomainError(api.as.planner.schedules.delete({ id: schedule.id }), ErrorCode.cannotDeleteValidEntriesExist);
    expect(await api.as.planner.schedules.get({ id: schedule.id })).toMatchObject({ code: 'DEL-1' });

    await db.deleteFrom('schedule_entries').where('id', '=', entry).execute();
    expect(await api.as.planner.schedules.delete({ id: schedule.id })).toEqual({ id: schedule.id });
    await expectDomainError(api.as.planner.schedules.get({ id: schedule.id }), ErrorCode.recordNotFound);
    const leftovers = await db.selectFrom('work_time_grants').select('id').where('object_id', '=', schedule.id).execute();
    expect(leftovers).toEqual([]);
    const members = await db.selectFrom('schedule_employees').select('id').where('schedule_id', '=', schedule.id).execute();
    expect(members).toEqual([]);
  });

  it('refuses a viewer', async () => {
    await expectDomainError(viewer.schedules.delete({ id: ids.production }), ErrorCode.permissionDenied);
  });
});

describe('scheduleEmployeeGroups', () => {
  let groups: ScheduleEmployeeGroup[] = [];

  it('adds groups after the last one and lists them in order', async () => {
    for (const name of ['Pirma pamaina', 'Antra pamaina', 'Meistrai']) {
      await api.as.planner.scheduleEmployeeGroups.create({ scheduleId: ids.production, name });
    }
    groups = await api.as.planner.scheduleEmployeeGroups.list({ scheduleId: ids.production });
    expect(groups.map((group) => [group.order, group.name, group.isHidden])).toEqual([
      [1, 'Pirma pamaina', false],
      [2, 'Antra pamaina', false],
      [3, 'Meistrai', false],
    ]);
    expect(await viewer.scheduleEmployeeGroups.list({ scheduleId: ids.production })).toEqual(groups);
  });

  it('renames and hides a group', async () => {
    const updated = await api.as.planner.scheduleEmployeeGroups.update({
      id: groups[2]!.id,
      name: 'Meistrai ir technikai',
      isHidden: true,
    });
    expect(updated).toMatchObject({ order: 3, name: 'Meistrai ir technikai', isHidden: true });
  });

  it('reorders the groups, refusing an order that leaves one out or names another schedule’s', async () => {
    const [first, second, third] = groups.map((group) => group.id) as [number, number, number];
    const reordered = await api.as.planner.scheduleEmployeeGroups.reorder({ scheduleId: ids.production, groupIds: [third, first, second] });
    expect(reordered.map((group) => group.id)).toEqual([third, first, second]);
    expect(reordered.map((group) => group.order)).toEqual([1, 2, 3]);
    const foreign = await api.as.planner.scheduleEmployeeGroups.create({ scheduleId: ids.warehouse, name: 'Sandėlio grupė' });
    for (const groupIds of [
      [third, first],
      [third, first, second, foreign.id],
      [third, first, first],
    ]) {
      await expectFieldError(
        api.as.planner.scheduleEmployeeGroups.reorder({ scheduleId: ids.production, groupIds }),
        'groupIds',
        ErrorCode.invalidValue,
      );
    }
  });

  it('deletes a group and leaves its employees in the schedule without a group', async () => {
    const { db } = api.harness;
    const group = await api.as.planner.scheduleEmployeeGroups.create({ scheduleId: ids.production, name: 'Laikina' });
    const membership = await addScheduleEmployee(db, { scheduleId: ids.production, employeeNo: demo.outsider, validFrom: '2026-11-01' });
    await db.updateTable('schedule_employees').set({ schedule_employee_group_id: group.id }).where('id', '=', membership).execute();
    await api.as.planner.scheduleEmployeeGroups.delete({ id: group.id });
    const row = await db
      .selectFrom('schedule_employees')
      .select(['schedule_employee_group_id'])
      .where('id', '=', membership)
      .executeTakeFirst();
    expect(row).toEqual({ schedule_employee_group_id: null });
    expect(
      (await api.as.planner.scheduleEmployeeGroups.list({ scheduleId: ids.production })).map((candidate) => candidate.id),
    ).not.toContain(group.id);
  });

  it('refuses a viewer every change, and another company’s schedule', async () => {
    const groupId = groups[0]!.id;
    await expectDomainError(viewer.scheduleEmployeeGroups.create({ scheduleId: ids.production, name: 'X' }), ErrorCode.permissionDenied);
    await expectDomainError(viewer.scheduleEmployeeGroups.update({ id: groupId, name: 'X', isHidden: false }), ErrorCode.permissionDenied);
    await expectDomainError(viewer.scheduleEmployeeGroups.delete({ id: groupId }), ErrorCode.permissionDenied);
    await expectDomainError(
      viewer.scheduleEmployeeGroups.reorder({ scheduleId: ids.production, groupIds: groups.map((group) => group.id) }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(api.as.admin.scheduleEmployeeGroups.list({ scheduleId: ids.nlSchedule }), ErrorCode.recordNotFound);
    await expectDomainError(
      api.as.planner.scheduleEmployeeGroups.update({ id: 2_000_000_000, name: 'X', isHidden: false }),
      ErrorCode.recordNotFound,
    );
  });
});

describe('schedules.planningOptions and capacity exceptions', () => {
  it('offers the formulas and the live work-day shifts of the schedule’s shift group', async () => {
    const options = await viewer.schedules.planningOptions({ scheduleId: ids.production });
    expect(options.formulas).toEqual([{ id: ids.formula, code: 'F-DN', name: 'F-DN', type: 'cyclic', length: 4, archived: false }]);
    expect(options.shifts.map((shift) => shift.code)).toEqual(['D', 'N']);
  });

  it('sets, changes and removes a shift’s head count limits on a day, and reads a month of them', async () => {
    const set = await api.as.planner.schedules.setCapacityException({
      scheduleId: ids.production,
      shiftId: ids.day,
      date: '2026-12-07',
      minCapacity: 3,
      maxCapacity: 5,
    });
    expect(set).toEqual({ shiftId: ids.day, date: '2026-12-07', minCapacity: 3, maxCapacity: 5 });
    await api.as.planner.schedules.setCapacityException({
      scheduleId: ids.production,
      shiftId: ids.day,
      date: '2026-12-07',
      minCapacity: 4,
      maxCapacity: null,
    });
    await api.as.planner.schedules.setCapacityException({
      scheduleId: ids.production,
      shiftId: ids.night,
      date: '2026-12-31',
      maxCapacity: 2,
    });
    await api.as.planner.schedules.setCapacityException({
      scheduleId: ids.production,
      shiftId: ids.night,
      date: '2027-01-01',
      minCapacity: 1,
    });
    expect(await viewer.schedules.capacityExceptions({ scheduleId: ids.production, year: 2026, month: 12 })).toEqual([
      { shiftId: ids.day, date: '2026-12-07', minCapacity: 4, maxCapacity: null },
      { shiftId: ids.night, date: '2026-12-31', minCapacity: null, maxCapacity: 2 },
    ]);
    const removed = await api.as.planner.schedules.setCapacityException({
      scheduleId: ids.production,
      shiftId: ids.day,
      date: '2026-12-07',
      minCapacity: null,
      maxCapacity: null,
    });
    expect(removed).toBeNull();
    expect(await api.as.planner.schedules.capacityExceptions({ scheduleId: ids.production, year: 2026, month: 12 })).toEqual([
      { shiftId: ids.night, date: '2026-12-31', minCapacity: null, maxCapacity: 2 },
    ]);
  });

  it('refuses a maximum below the minimum, a shift of another group, and a viewer', async () => {
    await expectFieldError(
      api.as.planner.schedules.setCapacityException({
        scheduleId: ids.production,
        shiftId: ids.day,
        date: '2026-12-08',
        minCapacity: 5,
        maxCapacity: 4,
      }),
      'maxCapacity',
      ErrorCode.maxBelowMin,
    );
    await expectFieldError(
      api.as.planner.schedules.setCapacityException({
        scheduleId: ids.production,
        shiftId: ids.otherGroupShift,
        date: '2026-12-08',
        minCapacity: 1,
      }),
      'shiftId',
      ErrorCode.invalidValue,
    );
    await expectDomainError(
      viewer.schedules.setCapacityException({ scheduleId: ids.production, shiftId: ids.day, date: '2026-12-08', minCapacity: 1 }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      noGrants.schedules.capacityExceptions({ scheduleId: ids.production, year: 2026, month: 12 }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('REST rows', () => {
  const planner = () => api.tokens.planner;

  it('GET /api/wtc-area/schedules answers a page in the envelope with its pagination', async () => {
    const response = await api.client.get('/api/wtc-area/schedules?search=GAM-1&rowsPerPage=5', planner());
    const items = successData<ScheduleListItem[]>(response);
    expect(items.map((item) => item.code)).toEqual(['GAM-1']);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 5, totalRecords: 1 });
    const archived = successData<ScheduleListItem[]>(
      await api.client.get('/api/wtc-area/schedules?showArchived=true&search=SAN-1', planner()),
    );
    expect(archived).toHaveLength(1);
    expectPermissionDenied(await api.client.get('/api/wtc-area/schedules', api.tokens.employee));
  });

  it('GET init and {id}; POST; PUT {id}; DELETE {id}', async () => {
    expect(successData<{ canCreate: boolean }>(await api.client.get('/api/wtc-area/schedules/init', planner())).canCreate).toBe(true);
    expect(successData<Schedule>(await api.client.get(`/api/wtc-area/schedules/${ids.production}`, tokens.viewer)).code).toBe('GAM-1');
    expect((await api.client.get(`/api/wtc-area/schedules/${ids.nlSchedule}`, planner())).statusCode).toBe(404);

    const created = successData<Schedule>(
      await api.client.post('/api/wtc-area/schedules', planner(), { code: 'REST-1', name: 'Per REST', shiftGroupId: ids.group }),
    );
    expectValidationError(
      await api.client.post('/api/wtc-area/schedules', planner(), { code: 'rest-1', name: 'Kitas', shiftGroupId: ids.group }),
      'code',
      ErrorCode.scheduleCodeTaken,
    );
    const updated = successData<Schedule>(
      await api.client.put(`/api/wtc-area/schedules/${created.id}`, planner(), {
        code: 'REST-1',
        name: 'Pervadintas',
        shiftGroupId: ids.group,
      }),
    );
    expect(updated).toMatchObject({ id: created.id, name: 'Pervadintas' });
    expectPermissionDenied(
      await api.client.put(`/api/wtc-area/schedules/${ids.production}`, tokens.viewer, {
        code: 'GAM-1',
        name: 'X',
        shiftGroupId: ids.group,
      }),
    );
    expect(successData(await api.client.delete(`/api/wtc-area/schedules/${created.id}`, planner()))).toEqual({ id: created.id });
  });

  it('POST archive and undo-archive take the id in the body', async () => {
    expect(successData<Schedule>(await api.client.post('/api/wtc-area/schedules/archive', planner(), { id: ids.warehouse })).archived).toBe(
      true,
    );
    expect(
      successData<Schedule>(await api.client.post('/api/wtc-area/schedules/undo-archive', planner(), { id: ids.warehouse })).archived,
    ).toBe(false);
    expectPermissionDenied(await api.client.post('/api/wtc-area/schedules/archive', tokens.viewer, { id: ids.production }));
  });

  it('POST set-capacity-exception and GET {id}/capacity-exceptions/{year}/{month}; GET {id}/planning-options', async () => {
    const body = { scheduleId: ids.production, shiftId: ids.day, date: '2027-02-03', minCapacity: 2, maxCapacity: 6 };
    expect(successData(await api.client.post('/api/wtc-area/schedules/set-capacity-exception', planner(), body))).toMatchObject({
      minCapacity: 2,
      maxCapacity: 6,
    });
    expectValidationError(
      await api.client.post('/api/wtc-area/schedules/set-capacity-exception', planner(), { ...body, minCapacity: 7 }),
      'maxCapacity',
      ErrorCode.maxBelowMin,
    );
    const month = successData<unknown[]>(
      await api.client.get(`/api/wtc-area/schedules/${ids.production}/capacity-exceptions/2027/2`, tokens.viewer),
    );
    expect(month).toEqual([{ shiftId: ids.day, date: '2027-02-03', minCapacity: 2, maxCapacity: 6 }]);
    const options = successData<{ shifts: unknown[] }>(
      await api.client.get(`/api/wtc-area/schedules/${ids.production}/planning-options`, tokens.viewer),
    );
    expect(options.shifts).toHaveLength(2);
  });

  it('the employee groups: GET ?scheduleId, POST, PUT {id}, POST reorder, DELETE {id}', async () => {
    const created = successData<ScheduleEmployeeGroup>(
      await api.client.post('/api/wtc-area/schedule-employee-groups', planner(), { scheduleId: ids.warehouse, name: 'Rytinė' }),
    );
    const second = successData<ScheduleEmployeeGroup>(
      await api.client.post('/api/wtc-area/schedule-employee-groups', planner(), { scheduleId: ids.warehouse, name: 'Vakarinė' }),
    );
    const listed = successData<ScheduleEmployeeGroup[]>(
      await api.client.get(`/api/wtc-area/schedule-employee-groups?scheduleId=${ids.warehouse}`, planner()),
    );
    expect(listed.map((group) => group.name)).toEqual(['Sandėlio grupė', 'Rytinė', 'Vakarinė']);
    const renamed = successData<ScheduleEmployeeGroup>(
      await api.client.put(`/api/wtc-area/schedule-employee-groups/${created.id}`, planner(), { name: 'Ryto', isHidden: false }),
    );
    expect(renamed.name).toBe('Ryto');
    const order = [second.id, created.id, listed[0]!.id];
    const reordered = successData<ScheduleEmployeeGroup[]>(
      await api.client.post('/api/wtc-area/schedule-employee-groups/reorder', planner(), { scheduleId: ids.warehouse, groupIds: order }),
    );
    expect(reordered.map((group) => group.id)).toEqual(order);
    expect(successData(await api.client.delete(`/api/wtc-area/schedule-employee-groups/${created.id}`, planner()))).toEqual({
      id: created.id,
    });
    expectPermissionDenied(await api.client.delete(`/api/wtc-area/schedule-employee-groups/${second.id}`, tokens.noGrants));
  });
});
