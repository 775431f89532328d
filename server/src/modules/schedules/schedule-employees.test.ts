import {
  ErrorCode,
  type EmployeeAssignments,
  type ScheduleAvailableEmployee,
  type ScheduleEmployee,
  type WorkTimeEmployeeRow,
} from '@portal/shared';
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

// Who is in a schedule (spec 2 §3 schedule employee, §5 "date ranges must not overlap, an end must not be
// earlier than its start", §7 schedule-employees/assigned, available, assignments, and the worktime
// employee list): memberships with a validity, a formula of the schedule's shift group, an offset and a
// group, changed only with edit on the schedule, and never overlapping for one employee in one schedule
// — not even when two planners assign the same employee at the same moment.
const api = useDemoCallers();
const ids = { group: 0, otherGroup: 0, day: 0, formula: 0, archivedFormula: 0, otherFormula: 0, schedule: 0, second: 0, nlSchedule: 0 };
const groupIds = { first: 0, foreign: 0 };
let viewer: AppCaller;
let noGrants: AppCaller;
const tokens = { viewer: '', noGrants: '' };

/** The numbers of a department's current employees in the demo company (as the ERP marks an empty termination date). */
async function departmentEmployees(departmentCode: string): Promise<string[]> {
  const rows = await api.harness.db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', 'SV')
    .where('department_code', '=', departmentCode)
    .where((eb) =>
      eb.or([eb('termination_date', 'is', null), eb('termination_date', '<=', '1900-12-31'), eb('termination_date', '>=', '2026-11-20')]),
    )
    .orderBy('employee_no')
    .execute();
  return rows.map((row) => row.employee_no);
}

beforeAll(async () => {
  const { db } = api.harness;
  // The demo seed's schedule GAM-01 has the demo employee too: the memberships counted here are the test's own.
  await db.deleteFrom('schedule_employees').where('employee_no', '=', demo.employee).execute();
  const plannerId = await userIdOf(db, 'planner');
  await insertGrants(db, [
    { companyCode: 'SV', objectType: 'schedule', objectId: null, userId: plannerId, action: 'create', grantedBy: null },
  ]);
  ids.group = await createShiftGroup(db, { code: 'MEM-A' });
  ids.otherGroup = await createShiftGroup(db, { code: 'MEM-B' });
  ids.day = await createShift(db, { shiftGroupId: ids.group, code: 'D', startTime: '08:00', endTime: '16:00', workMinutes: 480 });
  ids.formula = await createScheduleFormula(db, {
    shiftGroupId: ids.group,
    code: 'F5',
    startDate: '2026-01-01',
    shiftIds: [ids.day, ids.day, ids.day, null],
  });
  ids.archivedFormula = await createScheduleFormula(db, {
    shiftGroupId: ids.group,
    code: 'F-OLD',
    startDate: '2026-01-01',
    shiftIds: [ids.day],
    archived: true,
  });
  const otherShift = await createShift(db, { shiftGroupId: ids.otherGroup, code: 'X', startTime: '06:00', endTime: '14:00' });
  ids.otherFormula = await createScheduleFormula(db, {
    shiftGroupId: ids.otherGroup,
    code: 'F-B',
    startDate: '2026-01-01',
    shiftIds: [otherShift],
  });
  ids.schedule = (await api.as.planner.schedules.create({ code: 'MEM-1', name: 'Gamyba', shiftGroupId: ids.group })).id;
  ids.second = (await api.as.planner.schedules.create({ code: 'MEM-2', name: 'Sandėlis', shiftGroupId: ids.otherGroup })).id;
  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'MEM-NL' });
  ids.nlSchedule = await createSchedule(db, { companyCode: 'NL', code: 'MEM-NL', shiftGroupId: nlGroup });
  groupIds.first = (await api.as.planner.scheduleEmployeeGroups.create({ scheduleId: ids.schedule, name: 'Pirma pamaina' })).id;
  groupIds.foreign = (await api.as.planner.scheduleEmployeeGroups.create({ scheduleId: ids.second, name: 'Kita' })).id;

  const viewerUser = await createUser(db, { username: 'members.viewer', workTimeCompanies: ['SV'] });
  await insertGrants(db, [
    { companyCode: 'SV', objectType: 'schedule', objectId: ids.schedule, userId: viewerUser.id, action: 'view', grantedBy: plannerId },
  ]);
  await createUser(db, { username: 'members.nogrants', workTimeCompanies: ['SV'] });
  tokens.viewer = await openSession(api.harness, 'members.viewer');
  tokens.noGrants = await openSession(api.harness, 'members.nogrants');
  viewer = callerWithToken(api.harness, tokens.viewer);
  noGrants = callerWithToken(api.harness, tokens.noGrants);
});

describe('scheduleEmployees.assign', () => {
  it('adds employees with the validity, formula, offset and group given, tracked by hand', async () => {
    const { ids: created } = await api.as.planner.scheduleEmployees.assign({
      scheduleId: ids.schedule,
      employeeNos: [demo.employee, demo.colleague, demo.employee],
      validFrom: '2026-11-01',
      validTo: null,
      scheduleFormulaId: ids.formula,
      formulaOffset: 2,
      groupId: groupIds.first,
    });
    expect(created).toHaveLength(2);
    const assigned = await viewer.scheduleEmployees.assigned({ scheduleId: ids.schedule });
    expect(assigned.map((row) => row.employeeNo).sort()).toEqual([demo.colleague, demo.employee].sort());
    expect(assigned.find((row) => row.employeeNo === demo.employee)).toMatchObject({
      scheduleId: ids.schedule,
      fullName: expect.stringMatching(/\S+ \S+/),
      departmentCode: 'PROD',
      department: expect.any(String),
      jobTitle: expect.any(String),
      groupId: groupIds.first,
      scheduleFormulaId: ids.formula,
      formulaOffset: 2,
      trackingType: 0,
      validFrom: '2026-11-01',
      validTo: null,
      isValid: true,
    });
  });

  it('refuses a validity overlapping one the employee already has in the schedule, with "date ranges overlap"', async () => {
    const error = await expectFieldError(
      api.as.planner.scheduleEmployees.assign({
        scheduleId: ids.schedule,
        employeeNos: [demo.manager, demo.employee],
        validFrom: '2027-03-01',
      }),
      'validFrom',
      ErrorCode.dateRangesOverlap,
    );
    expect(error).toEqual({ validFrom: [ErrorCode.dateRangesOverlap] });
    // Nothing of the refused call was written, not even the employee who had no membership.
    const assigned = await api.as.planner.scheduleEmployees.assigned({ scheduleId: ids.schedule });
    expect(assigned.map((row) => row.employeeNo)).not.toContain(demo.manager);
  });

  it('accepts a validity next to another one, and the same employee in another schedule', async () => {
    await api.as.planner.scheduleEmployees.assign({
      scheduleId: ids.schedule,
      employeeNos: [demo.outsider],
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
    });
    await api.as.planner.scheduleEmployees.assign({ scheduleId: ids.schedule, employeeNos: [demo.outsider], validFrom: '2026-07-01' });
    await api.as.planner.scheduleEmployees.assign({ scheduleId: ids.second, employeeNos: [demo.employee], validFrom: '2026-11-01' });
    await expectDomainError(
      api.as.planner.scheduleEmployees.assign({
        scheduleId: ids.schedule,
        employeeNos: [demo.outsider],
        validFrom: '2025-01-01',
        validTo: '2026-01-01',
      }),
      ErrorCode.dateRangesOverlap,
    );
  });

  it('refuses an end earlier than the start on the end field', async () => {
    await expectFieldError(
      api.as.planner.scheduleEmployees.assign({
        scheduleId: ids.schedule,
        employeeNos: [demo.head],
        validFrom: '2026-12-10',
        validTo: '2026-12-09',
      }),
      'validTo',
      ErrorCode.endEarlierThanStart,
    );
  });

  it('refuses someone who is not an employee of the company, a formula of another shift group or archived, a group of another schedule', async () => {
    const base = { scheduleId: ids.schedule, employeeNos: [demo.head], validFrom: '2026-12-01' };
    await expectFieldError(
      api.as.planner.scheduleEmployees.assign({ ...base, employeeNos: ['NL0021'] }),
      'employeeNos',
      ErrorCode.invalidValue,
    );
    for (const scheduleFormulaId of [ids.otherFormula, ids.archivedFormula, 2_000_000_000]) {
      await expectFieldError(
        api.as.planner.scheduleEmployees.assign({ ...base, scheduleFormulaId }),
        'scheduleFormulaId',
        ErrorCode.invalidValue,
      );
    }
    await expectFieldError(
      api.as.planner.scheduleEmployees.assign({ ...base, groupId: groupIds.foreign }),
      'groupId',
      ErrorCode.invalidValue,
    );
  });

  it('refuses a viewer, a user without grants, a user without work-time access, and another company’s schedule', async () => {
    const input = { scheduleId: ids.schedule, employeeNos: [demo.head], validFrom: '2026-12-01' };
    await expectDomainError(viewer.scheduleEmployees.assign(input), ErrorCode.permissionDenied);
    await expectDomainError(noGrants.scheduleEmployees.assign(input), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.scheduleEmployees.assign(input), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.scheduleEmployees.assign({ ...input, scheduleId: ids.nlSchedule }), ErrorCode.recordNotFound);
  });

  it('lets exactly one of two planners assigning the same employee at once succeed; the other hears "date ranges overlap"', async () => {
    // Three employees, each assigned twice at the same moment: without the schedule's lock both of a
    // pair would pass the overlap check before either wrote its row.
    const employeeNos = [demo.admin, 'SV0030', 'SV0031'];
    const assign = (employeeNo: string) =>
      api.as.planner.scheduleEmployees.assign({ scheduleId: ids.schedule, employeeNos: [employeeNo], validFrom: '2026-12-01' });
    const results = await Promise.allSettled(employeeNos.flatMap((employeeNo) => [assign(employeeNo), assign(employeeNo)]));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) await expectDomainError(Promise.reject(refusal.reason), ErrorCode.dateRangesOverlap);
    const rows = await api.harness.db
      .selectFrom('schedule_employees')
      .select('employee_no')
      .where('schedule_id', '=', ids.schedule)
      .where('employee_no', 'in', employeeNos)
      .execute();
    expect(rows.map((row) => row.employee_no).sort()).toEqual([...employeeNos].sort());
  });
});

describe('scheduleEmployees.available and assignments', () => {
  it('lists the company’s current employees not in the schedule today or later, searchable and by department', async () => {
    const page = await api.as.planner.scheduleEmployees.available({ scheduleId: ids.schedule, rowsPerPage: 100 });
    const numbers = page.items.map((row) => row.employeeNo);
    expect(numbers).not.toContain(demo.employee);
    expect(numbers).not.toContain(demo.outsider);
    expect(numbers).toContain(demo.manager);
    expect(numbers.every((employeeNo) => employeeNo.startsWith('SV'))).toBe(true);

    const prod = await api.as.planner.scheduleEmployees.available({ scheduleId: ids.schedule, departmentCode: 'PROD', rowsPerPage: 100 });
    expect(prod.items.every((row) => row.departmentCode === 'PROD')).toBe(true);
    const found = await viewer.scheduleEmployees.available({ scheduleId: ids.schedule, search: demo.manager });
    expect(found.items).toEqual([expect.objectContaining({ employeeNo: demo.manager, fullName: expect.stringMatching(/\S+ \S+/) })]);
    await expectPageBoundsRefused(api.as.planner.scheduleEmployees.available, { scheduleId: ids.schedule });
  });

  it('counts an employee whose membership ended before today as available again', async () => {
    const { db } = api.harness;
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo: demo.head, validFrom: '2025-01-01', validTo: '2025-12-31' });
    const found = await api.as.planner.scheduleEmployees.available({ scheduleId: ids.schedule, search: demo.head });
    expect(found.items.map((row) => row.employeeNo)).toEqual([demo.head]);
  });

  it('lists an employee’s memberships in the schedules the caller may view, counting the others', async () => {
    const planners = await api.as.planner.scheduleEmployees.assignments({ employeeNo: demo.employee });
    expect(planners.assignments.map((row) => [row.scheduleCode, row.validFrom, row.validTo])).toEqual(
      expect.arrayContaining([
        ['MEM-1', '2026-11-01', null],
        ['MEM-2', '2026-11-01', null],
      ]),
    );
    expect(planners.otherSchedulesCount).toBe(0);
    const viewers = await viewer.scheduleEmployees.assignments({ employeeNo: demo.employee });
    expect(viewers.assignments.map((row) => row.scheduleCode)).toEqual(['MEM-1']);
    expect(viewers.otherSchedulesCount).toBe(1);
    await expectDomainError(api.as.planner.scheduleEmployees.assignments({ employeeNo: 'NL0021' }), ErrorCode.recordNotFound);
    await expectDomainError(noGrants.scheduleEmployees.assignments({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
  });

  it('refuses reading another company’s schedule and a schedule without a view grant', async () => {
    await expectDomainError(api.as.planner.scheduleEmployees.assigned({ scheduleId: ids.nlSchedule }), ErrorCode.recordNotFound);
    await expectDomainError(viewer.scheduleEmployees.assigned({ scheduleId: ids.second }), ErrorCode.permissionDenied);
    await expectDomainError(noGrants.scheduleEmployees.available({ scheduleId: ids.schedule }), ErrorCode.permissionDenied);
  });
});

describe('scheduleEmployees.update, end and remove', () => {
  const membershipOf = async (employeeNo: string, validFrom: string) => {
    const rows = await api.as.planner.scheduleEmployees.assigned({ scheduleId: ids.schedule });
    return rows.find((row) => row.employeeNo === employeeNo && row.validFrom === validFrom)!;
  };

  it('changes the group, formula, offset and validity', async () => {
    const membership = await membershipOf(demo.colleague, '2026-11-01');
    await api.as.planner.scheduleEmployees.update({
      id: membership.id,
      groupId: null,
      scheduleFormulaId: null,
      formulaOffset: 1,
      validFrom: '2026-10-15',
      validTo: '2027-10-14',
    });
    expect(await membershipOf(demo.colleague, '2026-10-15')).toMatchObject({
      groupId: null,
      scheduleFormulaId: null,
      formulaOffset: 1,
      validTo: '2027-10-14',
    });
  });

  it('keeps a formula archived since it was given, but does not give it anew', async () => {
    const { db } = api.harness;
    const membership = await membershipOf(demo.colleague, '2026-10-15');
    await expectFieldError(
      api.as.planner.scheduleEmployees.update({
        id: membership.id,
        scheduleFormulaId: ids.archivedFormula,
        validFrom: '2026-10-15',
        validTo: '2027-10-14',
      }),
      'scheduleFormulaId',
      ErrorCode.invalidValue,
    );
    await db.updateTable('schedule_employees').set({ schedule_formula_id: ids.archivedFormula }).where('id', '=', membership.id).execute();
    await api.as.planner.scheduleEmployees.update({
      id: membership.id,
      scheduleFormulaId: ids.archivedFormula,
      formulaOffset: 3,
      validFrom: '2026-10-15',
      validTo: '2027-10-14',
    });
    expect((await membershipOf(demo.colleague, '2026-10-15')).formulaOffset).toBe(3);
    const options = await api.as.planner.schedules.planningOptions({ scheduleId: ids.schedule });
    expect(options.formulas.map((formula) => [formula.code, formula.archived])).toEqual([
      ['F-OLD', true],
      ['F5', false],
    ]);
  });

  it('refuses a validity that would overlap the employee’s other membership, and an end before the start', async () => {
    const first = await membershipOf(demo.outsider, '2026-01-01');
    await expectFieldError(
      api.as.planner.scheduleEmployees.update({ id: first.id, validFrom: '2026-01-01', validTo: '2026-07-01' }),
      'validFrom',
      ErrorCode.dateRangesOverlap,
    );
    await expectFieldError(
      api.as.planner.scheduleEmployees.update({ id: first.id, validFrom: '2026-05-01', validTo: '2026-04-30' }),
      'validTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectFieldError(
      api.as.planner.scheduleEmployees.end({ id: first.id, validTo: '2025-12-31' }),
      'validTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectDomainError(api.as.planner.scheduleEmployees.end({ id: first.id, validTo: '2026-08-01' }), ErrorCode.dateRangesOverlap);
  });

  it('ends a membership on a day', async () => {
    const membership = await membershipOf(demo.outsider, '2026-07-01');
    await api.as.planner.scheduleEmployees.end({ id: membership.id, validTo: '2026-11-19' });
    expect(await membershipOf(demo.outsider, '2026-07-01')).toMatchObject({ validTo: '2026-11-19', isValid: false });
  });

  it('removes a membership without entries; one with entries in its validity is refused', async () => {
    const { db } = api.harness;
    const withEntries = await membershipOf(demo.outsider, '2026-07-01');
    await createScheduleEntry(db, { scheduleId: ids.schedule, employeeNo: demo.outsider, date: '2026-08-03', shiftId: ids.day });
    await expectDomainError(api.as.planner.scheduleEmployees.remove({ id: withEntries.id }), ErrorCode.cannotDeleteValidEntriesExist);
    const clean = await membershipOf(demo.outsider, '2026-01-01');
    expect(await api.as.planner.scheduleEmployees.remove({ id: clean.id })).toEqual({ id: clean.id });
    expect(await membershipOf(demo.outsider, '2026-01-01')).toBeUndefined();
  });

  it('refuses a viewer every change, and a membership of another company', async () => {
    const { db } = api.harness;
    const membership = await membershipOf(demo.employee, '2026-11-01');
    await expectDomainError(viewer.scheduleEmployees.update({ id: membership.id, validFrom: '2026-11-01' }), ErrorCode.permissionDenied);
    await expectDomainError(viewer.scheduleEmployees.end({ id: membership.id, validTo: '2026-12-31' }), ErrorCode.permissionDenied);
    await expectDomainError(viewer.scheduleEmployees.remove({ id: membership.id }), ErrorCode.permissionDenied);
    const foreign = await addScheduleEmployee(db, {
      scheduleId: ids.nlSchedule,
      companyCode: 'NL',
      employeeNo: 'NL0021',
      validFrom: '2026-01-01',
    });
    await expectDomainError(api.as.planner.scheduleEmployees.remove({ id: foreign }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.planner.scheduleEmployees.update({ id: foreign, validFrom: '2026-01-01' }), ErrorCode.recordNotFound);
  });
});

describe('scheduleEmployees.assignDepartment', () => {
  it('adds the department’s current employees tracked by department, leaving out those already in the schedule then', async () => {
    const warehouse = await departmentEmployees('WH');
    expect(warehouse.length).toBeGreaterThan(2);
    await api.as.planner.scheduleEmployees.assign({ scheduleId: ids.second, employeeNos: [warehouse[0]!], validFrom: '2026-12-01' });
    const result = await api.as.planner.scheduleEmployees.assignDepartment({
      scheduleId: ids.second,
      departmentCode: 'WH',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      scheduleFormulaId: ids.otherFormula,
    });
    expect(result).toEqual({ added: warehouse.length - 1, skippedEmployeeNos: [warehouse[0]] });
    const assigned = await api.as.planner.scheduleEmployees.assigned({ scheduleId: ids.second });
    const byDepartment = assigned.filter((row) => row.trackingType === 1);
    expect(byDepartment.map((row) => row.employeeNo).sort()).toEqual(warehouse.slice(1));
    expect(byDepartment.every((row) => row.scheduleFormulaId === ids.otherFormula && row.validTo === '2026-12-31')).toBe(true);
  });

  it('refuses a department the company does not have, and a viewer', async () => {
    await expectFieldError(
      api.as.planner.scheduleEmployees.assignDepartment({ scheduleId: ids.second, departmentCode: 'LOG', validFrom: '2026-12-01' }),
      'departmentCode',
      ErrorCode.invalidValue,
    );
    await expectDomainError(
      viewer.scheduleEmployees.assignDepartment({ scheduleId: ids.schedule, departmentCode: 'WH', validFrom: '2026-12-01' }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('scheduleEmployees.directory', () => {
  it('lists the company’s employees with their contacts and department, a page at a time', async () => {
    const page = await viewer.scheduleEmployees.directory({ search: demo.employee });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ employeeNo: demo.employee, departmentCode: 'PROD', department: expect.any(String) });
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'personnelNo',
        'employeeNo',
        'firstName',
        'lastName',
        'department',
        'departmentCode',
        'phoneNo',
        'mobilePhoneNo',
        'email',
        'companyEmail',
        'employmentDate',
      ].sort(),
    );
    const sorted = await api.as.planner.scheduleEmployees.directory({ departmentCode: 'WH', sort: 'lastName', rowsPerPage: 100 });
    const lastNames = sorted.items.map((row) => row.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(sorted.items.every((row) => row.departmentCode === 'WH')).toBe(true);
    const second = await api.as.planner.scheduleEmployees.directory({ rowsPerPage: 10, page: 2 });
    expect(second.pagination).toMatchObject({ page: 2, rowsPerPage: 10 });
    expect(second.pagination.totalRecords).toBeGreaterThan(20);
    expect(second.items).toHaveLength(10);
  });

  it('refuses a user without grants and one without work-time access', async () => {
    await expectDomainError(noGrants.scheduleEmployees.directory({}), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.scheduleEmployees.directory({}), ErrorCode.permissionDenied);
  });
});

describe('REST rows', () => {
  const planner = () => api.tokens.planner;

  it('GET schedule-employees/assigned/{id}, available (paged) and assignments/{employeeNo}', async () => {
    const assigned = successData<ScheduleEmployee[]>(
      await api.client.get(`/api/wtc-area/schedule-employees/assigned/${ids.schedule}`, tokens.viewer),
    );
    expect(assigned.map((row) => row.employeeNo)).toContain(demo.employee);
    expect((await api.client.get(`/api/wtc-area/schedule-employees/assigned/${ids.nlSchedule}`, planner())).statusCode).toBe(404);

    const response = await api.client.get(
      `/api/wtc-area/schedule-employees/available?scheduleId=${ids.schedule}&departmentCode=PROD&rowsPerPage=5`,
      planner(),
    );
    const available = successData<ScheduleAvailableEmployee[]>(response);
    expect(available.every((row) => row.departmentCode === 'PROD')).toBe(true);
    expect(response.json().pagination).toMatchObject({ page: 1, rowsPerPage: 5 });

    const assignments = successData<EmployeeAssignments>(
      await api.client.get(`/api/wtc-area/schedule-employees/assignments/${demo.employee}`, planner()),
    );
    expect(assignments.assignments.length).toBeGreaterThanOrEqual(2);
    expectPermissionDenied(await api.client.get(`/api/wtc-area/schedule-employees/assigned/${ids.schedule}`, api.tokens.employee));
  });

  it('POST assign and assign-department; PUT {id}; POST {id}/end; DELETE {id}', async () => {
    const { ids: created } = successData<{ ids: number[] }>(
      await api.client.post('/api/wtc-area/schedule-employees/assign', planner(), {
        scheduleId: ids.schedule,
        employeeNos: [demo.manager],
        validFrom: '2027-01-01',
        scheduleFormulaId: ids.formula,
      }),
    );
    expectValidationError(
      await api.client.post('/api/wtc-area/schedule-employees/assign', planner(), {
        scheduleId: ids.schedule,
        employeeNos: [demo.manager],
        validFrom: '2027-02-01',
      }),
      'validFrom',
      ErrorCode.dateRangesOverlap,
    );
    const id = created[0]!;
    expect(
      successData(
        await api.client.put(`/api/wtc-area/schedule-employees/${id}`, planner(), {
          validFrom: '2027-01-01',
          validTo: null,
          scheduleFormulaId: ids.formula,
          formulaOffset: 1,
          groupId: groupIds.first,
        }),
      ),
    ).toEqual({ id });
    expectValidationError(
      await api.client.post(`/api/wtc-area/schedule-employees/${id}/end`, planner(), { validTo: '2026-12-31' }),
      'validTo',
      ErrorCode.endEarlierThanStart,
    );
    expect(successData(await api.client.post(`/api/wtc-area/schedule-employees/${id}/end`, planner(), { validTo: '2027-01-31' }))).toEqual({
      id,
    });
    expectPermissionDenied(await api.client.delete(`/api/wtc-area/schedule-employees/${id}`, tokens.viewer));
    expect(successData(await api.client.delete(`/api/wtc-area/schedule-employees/${id}`, planner()))).toEqual({ id });

    const department = successData<{ added: number; skippedEmployeeNos: string[] }>(
      await api.client.post('/api/wtc-area/schedule-employees/assign-department', planner(), {
        scheduleId: ids.schedule,
        departmentCode: 'IT',
        validFrom: '2027-01-01',
      }),
    );
    expect(department.added).toBeGreaterThan(0);
    expect(department.added + department.skippedEmployeeNos.length).toBe((await departmentEmployees('IT')).length);
  });

  it('GET employees/employee-list-with-department-info answers a page in the envelope', async () => {
    const response = await api.client.get(
      '/api/wtc-area/employees/employee-list-with-department-info?rowsPerPage=3&sort=employeeNo',
      planner(),
    );
    const rows = successData<WorkTimeEmployeeRow[]>(response);
    expect(rows.map((row) => row.employeeNo)).toEqual(['SV0001', 'SV0002', 'SV0003']);
    expect(response.json().pagination).toMatchObject({ page: 1, rowsPerPage: 3 });
    expectPermissionDenied(await api.client.get('/api/wtc-area/employees/employee-list-with-department-info', tokens.noGrants));
  });
});
