import {
  ErrorCode,
  type HolidayPlan,
  type HolidayPlanEmployee,
  type HolidayPlanEntry,
  type HolidayPlanListItem,
  type HolidayPlanSheet,
  type MyHolidayPlan,
} from '@portal/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, callerAs, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';
import { openSession } from '../../testing/test-app';
import { insertGrants } from '../work-time-access/work-time-access.repository';

// Holiday plans (spec 2 §3, §4, §7 "Holiday plans"; spec 1 "Absence plan"; issue #14). The demo seeds
// plan AP-2026 of the demo employee's department (in progress, `planner` administers it); the planners'
// tests make plans of their own of another department. Today is 2026-11-20 (the test clock).
const api = useDemoCallers();
const as = {} as Record<'viewer' | 'editor' | 'outsider', AppCaller>;
const tokens = {} as Record<'editor' | 'outsider', string>;
const ids = { demoPlan: 0, holidayType: 0, otherHolidayType: 0, nlPlan: 0 };
let department = '';
let members: string[] = [];

beforeAll(async () => {
  const { db } = api.harness;
  ids.demoPlan = (await db.selectFrom('holiday_plans').select('id').where('code', '=', 'AP-2026').executeTakeFirstOrThrow()).id;
  const types = await db
    .selectFrom('forms')
    .select('id')
    .where('allow_holiday_planning', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  ids.holidayType = types[0]!.id;
  ids.otherHolidayType = types[1]!.id;
  // A department other than the demo employee's, with a few employees.
  const own = await db.selectFrom('employees').select('department_code').where('employee_no', '=', 'SV0012').executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('employees')
    .select('department_code')
    .where('company_code', '=', 'SV')
    .where('department_code', '<>', own.department_code!)
    .where('termination_date', 'is', null)
    .groupBy('department_code')
    .having((eb) => eb.fn.countAll(), '>=', 3)
    .orderBy('department_code')
    .executeTakeFirstOrThrow();
  department = row.department_code!;
  members = (
    await db
      .selectFrom('employees')
      .select('employee_no')
      .where('company_code', '=', 'SV')
      .where('department_code', '=', department)
      .where('termination_date', 'is', null)
      .orderBy('employee_no')
      .execute()
  ).map((employee) => employee.employee_no);

  const users = {
    viewer: await createUser(db, { username: 'plans.viewer', workTimeCompanies: ['SV'] }),
    editor: await createUser(db, { username: 'plans.editor', workTimeCompanies: ['SV'] }),
    outsider: await createUser(db, { username: 'plans.outsider', workTimeCompanies: ['SV'] }),
  };
  const grant = (userId: number, objectId: number | null, action: 'view' | 'edit') => ({
    companyCode: 'SV',
    objectType: 'holiday_plan' as const,
    objectId,
    userId,
    action,
    grantedBy: null,
  });
  await insertGrants(db, [
    grant(users.viewer.id, null, 'view'),
    grant(users.editor.id, null, 'view'),
    grant(users.editor.id, null, 'edit'),
  ]);
  for (const role of ['viewer', 'editor', 'outsider'] as const) as[role] = await callerAs(api.harness, `plans.${role}`);
  tokens.editor = await openSession(api.harness, 'plans.editor');
  tokens.outsider = await openSession(api.harness, 'plans.outsider');
  const nl = await db
    .insertInto('holiday_plans')
    .values({ company_code: 'NL', code: 'NL-PLAN', name: 'Nederlands plan', start_date: '2026-01-01', end_date: '2026-12-31' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.nlPlan = nl.id;
});

async function newPlan(code: string, overrides: Record<string, unknown> = {}): Promise<HolidayPlan> {
  return api.as.planner.holidayPlans.create({
    code,
    name: `Planas ${code}`,
    departmentCode: department,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...overrides,
  });
}

describe('holidayPlans: the plan (generic model calls)', () => {
  it('creates a plan in progress with the department’s employees (tracking type 1); its creator administers it', async () => {
    const plan = await newPlan('HP-1');
    expect(plan).toMatchObject({ code: 'HP-1', status: 0, departmentCode: department, companyCode: 'SV' });
    expect(plan.employeesCount).toBe(members.length);
    expect(plan.permissions).toEqual({ edit: true, delete: true, changeStatus: true });
    const employees = await api.as.planner.holidayPlans.employees({ holidayPlanId: plan.id });
    expect(employees.map((employee) => employee.employeeNo)).toEqual(expect.arrayContaining(members));
    expect(new Set(employees.map((employee) => employee.trackingType))).toEqual(new Set([1]));
  });

  it('refuses a taken code (any case), an end before the start, an unknown department; and callers without the create grant', async () => {
    await expectFieldError(newPlan('hp-1'), 'code', ErrorCode.holidayPlanCodeTaken);
    await expectFieldError(newPlan('HP-X', { startDate: '2026-05-01', endDate: '2026-04-30' }), 'endDate', ErrorCode.endEarlierThanStart);
    await expectFieldError(newPlan('HP-X', { departmentCode: 'NO-SUCH' }), 'departmentCode', ErrorCode.invalidValue);
    await expectDomainError(
      as.editor.holidayPlans.create({ code: 'HP-X', name: 'X', startDate: '2026-01-01', endDate: '2026-12-31' }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      api.as.employee.holidayPlans.create({ code: 'HP-X', name: 'X', startDate: '2026-01-01', endDate: '2026-12-31' }),
      ErrorCode.permissionDenied,
    );
  });

  it('lists the plans the caller may view, paged and searchable; another company’s plan is not found', async () => {
    const page = await api.as.planner.holidayPlans.list({ search: 'AP-2026' });
    expect(page.items.map((item) => item.code)).toEqual(['AP-2026']);
    expect(page.canCreate).toBe(true);
    expect((await as.outsider.holidayPlans.list({})).items).toEqual([]);
    expect((await as.viewer.holidayPlans.list({ rowsPerPage: 100 })).items.map((item) => item.code)).toContain('AP-2026');
    await expectDomainError(api.as.planner.holidayPlans.get({ id: ids.nlPlan }), ErrorCode.recordNotFound);
    await expectDomainError(as.outsider.holidayPlans.get({ id: ids.demoPlan }), ErrorCode.permissionDenied);
  });

  it('updates and deletes a plan; a viewer may do neither', async () => {
    const plan = await newPlan('HP-UPD');
    const updated = await api.as.planner.holidayPlans.update({
      id: plan.id,
      code: 'HP-UPD',
      name: 'Pervadintas',
      departmentCode: department,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      printCity: 'Kaunas',
    });
    expect(updated).toMatchObject({ name: 'Pervadintas', printCity: 'Kaunas' });
    await expectDomainError(
      as.viewer.holidayPlans.update({ id: plan.id, code: 'HP-UPD', name: 'X', startDate: '2026-01-01', endDate: '2026-12-31' }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(as.viewer.holidayPlans.delete({ id: plan.id }), ErrorCode.permissionDenied);
    await api.as.planner.holidayPlans.delete({ id: plan.id });
    await expectDomainError(api.as.planner.holidayPlans.get({ id: plan.id }), ErrorCode.recordNotFound);
  });
});

describe('holidayPlans: employees', () => {
  it('lists the company’s employees not in the plan, adds them by hand (tracking type 0) and removes one', async () => {
    const plan = await newPlan('HP-EMP', { departmentCode: null });
    expect(plan.employeesCount).toBe(0);
    const available = await api.as.planner.holidayPlans.availableEmployees({ holidayPlanId: plan.id, search: members[0]!, rowsPerPage: 5 });
    expect(available.items.map((item) => item.employeeNo)).toContain(members[0]);
    const added = await api.as.planner.holidayPlans.addEmployees({ holidayPlanId: plan.id, employeeNos: [members[0]!, members[1]!] });
    expect(added.map((employee) => [employee.employeeNo, employee.trackingType]).sort()).toEqual([
      [members[0], 0],
      [members[1], 0],
    ]);
    const after = await api.as.planner.holidayPlans.availableEmployees({ holidayPlanId: plan.id, search: members[0]!, rowsPerPage: 5 });
    expect(after.items.map((item) => item.employeeNo)).not.toContain(members[0]);
    await expectFieldError(api.as.planner.holidayPlans.addEmployees({ holidayPlanId: plan.id, employeeNos: ['NOPE'] }), 'employeeNos');
    await api.as.planner.holidayPlans.removeEmployee({ id: added[0]!.id });
    expect(await api.as.planner.holidayPlans.employees({ holidayPlanId: plan.id })).toHaveLength(1);
    await expectDomainError(
      as.viewer.holidayPlans.addEmployees({ holidayPlanId: plan.id, employeeNos: [members[2]!] }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('holidayPlans: entries', () => {
  it('adds, changes and deletes entries in one call; answers the entries with the holiday type’s colour', async () => {
    const plan = await newPlan('HP-ENT');
    const first = await api.as.planner.holidayPlans.updateEntries({
      holidayPlanId: plan.id,
      entries: [
        { employeeNo: members[0]!, dateFrom: '2026-07-06', dateTo: '2026-07-10', formId: ids.holidayType },
        { employeeNo: members[0]!, dateFrom: '2026-07-11', dateTo: '2026-07-12', formId: ids.holidayType },
        { employeeNo: members[1]!, dateFrom: '2026-07-06', dateTo: '2026-07-08' },
      ],
    });
    expect(first.entries).toHaveLength(3);
    const colored = first.entries.find((entry) => entry.formId === ids.holidayType)!;
    expect(colored).toMatchObject({ holidayStatus: 0, source: 'planner', canModify: true });
    expect(colored.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    const [a, b] = first.entries.filter((entry) => entry.employeeNo === members[0]);
    const second = await api.as.planner.holidayPlans.updateEntries({
      holidayPlanId: plan.id,
      entries: [
        {
          id: a!.id,
          employeeNo: members[0]!,
          dateFrom: '2026-07-06',
          dateTo: '2026-07-09',
          formId: ids.otherHolidayType,
          holidayStatus: 1,
        },
      ],
      deletedIds: [b!.id],
    });
    expect(second.entries.filter((entry) => entry.employeeNo === members[0])).toMatchObject([
      { id: a!.id, dateTo: '2026-07-09', formId: ids.otherHolidayType, holidayStatus: 1 },
    ]);
    const listed = await as.viewer.holidayPlans.entries({ holidayPlanId: plan.id });
    expect(listed).toHaveLength(2);
    expect(listed.every((entry) => !entry.canModify)).toBe(true);
    await api.as.planner.holidayPlans.deleteEntry({ id: a!.id });
    expect(await api.as.planner.holidayPlans.entries({ holidayPlanId: plan.id, employeeNo: members[0]! })).toEqual([]);
  });

  it('refuses overlapping entries of one employee and an end before the start per entry, writing nothing', async () => {
    const plan = await newPlan('HP-RULES');
    await api.as.planner.holidayPlans.updateEntries({
      holidayPlanId: plan.id,
      entries: [{ employeeNo: members[0]!, dateFrom: '2026-07-06', dateTo: '2026-07-10' }],
    });
    const overlap = await expectFieldError(
      api.as.planner.holidayPlans.updateEntries({
        holidayPlanId: plan.id,
        entries: [
          { employeeNo: members[1]!, dateFrom: '2026-08-03', dateTo: '2026-08-04' },
          { employeeNo: members[0]!, dateFrom: '2026-07-10', dateTo: '2026-07-14' },
        ],
      }),
      'entries.1.dateFrom',
      ErrorCode.dateRangesOverlap,
    );
    expect(Object.keys(overlap)).toEqual(['entries.1.dateFrom']);
    await expectFieldError(
      api.as.planner.holidayPlans.updateEntries({
        holidayPlanId: plan.id,
        entries: [{ employeeNo: members[1]!, dateFrom: '2026-08-05', dateTo: '2026-08-04' }],
      }),
      'entries.0.dateTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectFieldError(
      api.as.planner.holidayPlans.updateEntries({
        holidayPlanId: plan.id,
        entries: [{ employeeNo: members[1]!, dateFrom: '2025-12-30', dateTo: '2026-01-02' }],
      }),
      'entries.0.dateFrom',
      ErrorCode.holidayPlanEntryOutsidePlan,
    );
    const notPlanning = await api.harness.db
      .selectFrom('forms')
      .select('id')
      .where('allow_holiday_planning', '=', false)
      .executeTakeFirstOrThrow();
    await expectFieldError(
      api.as.planner.holidayPlans.updateEntries({
        holidayPlanId: plan.id,
        entries: [{ employeeNo: members[1]!, dateFrom: '2026-09-01', dateTo: '2026-09-02', formId: notPlanning.id }],
      }),
      'entries.0.formId',
      ErrorCode.holidayTypeInvalid,
    );
    expect((await api.as.planner.holidayPlans.entries({ holidayPlanId: plan.id })).map((entry) => entry.employeeNo)).toEqual([members[0]]);
    // Another plan's entry cannot be changed through this one.
    const demoEntry = (await api.as.planner.holidayPlans.entries({ holidayPlanId: ids.demoPlan }))[0]!;
    await expectDomainError(
      api.as.planner.holidayPlans.updateEntries({ holidayPlanId: plan.id, entries: [], deletedIds: [demoEntry.id] }),
      ErrorCode.recordNotFound,
    );
  });

  it('warns, never refuses, on an entry past the employee’s holiday reserve; the sheet shows the reserve at the start and end', async () => {
    const plan = await newPlan('HP-RES');
    const { db } = api.harness;
    await db.deleteFrom('holiday_reserves').where('employee_no', '=', members[2]!).execute();
    await db
      .insertInto('holiday_reserves')
      .values({
        company_code: 'SV',
        employee_no: members[2]!,
        as_of_date: '2025-12-31',
        holiday_reserve: 5,
        holiday_range_from: '2025-01-01',
        holiday_range_to: '2025-12-31',
      })
      .execute();
    await db
      .updateTable('employees')
      .set({ holiday_day_type: 0 })
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', members[2]!)
      .execute();
    // 2026-06-22..26: 24 June is a public holiday, so 4 working days; then 2 more working days.
    const result = await api.as.planner.holidayPlans.updateEntries({
      holidayPlanId: plan.id,
      entries: [
        { employeeNo: members[2]!, dateFrom: '2026-06-22', dateTo: '2026-06-28' },
        { employeeNo: members[2]!, dateFrom: '2026-08-03', dateTo: '2026-08-04' },
      ],
    });
    const late = result.entries.find((entry) => entry.dateFrom === '2026-08-03')!;
    expect(result.warnings).toEqual([{ employeeNo: members[2], entryId: late.id, code: ErrorCode.holidayReserveExceeded }]);
    const sheet = await api.as.planner.holidayPlans.sheet({ holidayPlanId: plan.id, from: '2026-06-01', to: '2026-08-31' });
    const line = sheet.lines.find((item) => item.employeeNo === members[2])!;
    expect(line).toMatchObject({ reserveStart: 5, plannedDays: 6, reserveEnd: -1 });
    expect(line.entries.map((entry) => entry.warning)).toEqual([null, ErrorCode.holidayReserveExceeded]);
    expect(sheet.days).toHaveLength(92);
    expect(sheet.days.find((day) => day.date === '2026-06-24')).toMatchObject({ type: 'holiday', dayOfWeek: 3 });
    expect(sheet.days.find((day) => day.date === '2026-06-27')).toMatchObject({ type: 'weekend', dayOfWeek: 6 });
    expect(sheet.days.find((day) => day.date === '2026-06-22')).toMatchObject({ type: 'weekday', month: 6, day: 22 });
    await expectFieldError(
      api.as.planner.holidayPlans.sheet({ holidayPlanId: plan.id, from: '2026-06-01', to: '2026-05-01' }),
      'to',
      ErrorCode.endEarlierThanStart,
    );
  });

  it('generates accepted entries from approved leave of the plan’s employees, once, leaving own entries in place', async () => {
    const plan = await newPlan('HP-GEN');
    const { db } = api.harness;
    const employeeNo = members[0]!;
    await db.deleteFrom('absences').where('company_code', '=', 'SV').where('employee_no', '=', employeeNo).execute();
    await db
      .insertInto('absences')
      .values([
        {
          company_code: 'SV',
          employee_no: employeeNo,
          entry_no: 990001,
          date_from: '2026-09-07',
          date_to: '2026-09-11',
          activity_code: 'A',
        },
        {
          company_code: 'SV',
          employee_no: employeeNo,
          entry_no: 990002,
          date_from: '2026-10-05',
          date_to: '2026-10-06',
          activity_code: 'A',
        },
      ])
      .execute();
    await api.as.planner.holidayPlans.updateEntries({
      holidayPlanId: plan.id,
      entries: [{ employeeNo, dateFrom: '2026-10-06', dateTo: '2026-10-07' }],
    });
    const generated = await api.as.planner.holidayPlans.generate({
      holidayPlanId: plan.id,
      employeeGuidEntryIds: [employeeNo],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(generated).toEqual({ created: 1, skipped: 1 });
    const again = await api.as.planner.holidayPlans.generate({
      holidayPlanId: plan.id,
      employeeGuidEntryIds: [employeeNo],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(again.created).toBe(0);
    const entries = await api.as.planner.holidayPlans.entries({ holidayPlanId: plan.id, employeeNo });
    expect(entries.map((entry) => [entry.dateFrom, entry.dateTo, entry.source, entry.holidayStatus])).toEqual([
      ['2026-09-07', '2026-09-11', 'application', 1],
      ['2026-10-06', '2026-10-07', 'planner', 0],
    ]);
    await expectFieldError(
      api.as.planner.holidayPlans.generate({
        holidayPlanId: plan.id,
        employeeGuidEntryIds: ['SV0012'],
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
      'employeeGuidEntryIds',
    );
  });
});

describe('holidayPlans: status', () => {
  it('only a plan in progress changes: Prepared and Approved refuse changes to the plan, its employees and entries', async () => {
    const plan = await newPlan('HP-ST');
    const { entries } = await api.as.planner.holidayPlans.updateEntries({
      holidayPlanId: plan.id,
      entries: [{ employeeNo: members[0]!, dateFrom: '2026-07-06', dateTo: '2026-07-10' }],
    });
    await expectDomainError(as.editor.holidayPlans.setStatus({ holidayPlanId: plan.id, status: 1 }), ErrorCode.permissionDenied);
    for (const status of [1, 2] as const) {
      expect((await api.as.planner.holidayPlans.setStatus({ holidayPlanId: plan.id, status })).status).toBe(status);
      const refused = [
        () =>
          api.as.planner.holidayPlans.updateEntries({
            holidayPlanId: plan.id,
            entries: [{ employeeNo: members[1]!, dateFrom: '2026-08-03', dateTo: '2026-08-04' }],
          }),
        () => api.as.planner.holidayPlans.deleteEntry({ id: entries[0]!.id }),
        () => api.as.planner.holidayPlans.generate({ holidayPlanId: plan.id, startDate: '2026-01-01', endDate: '2026-12-31' }),
        () => api.as.planner.holidayPlans.addEmployees({ holidayPlanId: plan.id, employeeNos: ['SV0012'] }),
        () => api.as.planner.holidayPlans.update({ id: plan.id, code: 'HP-ST', name: 'X', startDate: '2026-01-01', endDate: '2026-12-31' }),
        () => api.as.planner.holidayPlans.delete({ id: plan.id }),
      ];
      for (const call of refused) await expectDomainError(call(), ErrorCode.holidayPlanNotEditable);
      expect((await api.as.planner.holidayPlans.entries({ holidayPlanId: plan.id }))[0]!.canModify).toBe(false);
    }
    await api.as.planner.holidayPlans.setStatus({ holidayPlanId: plan.id, status: 0 });
    await api.as.planner.holidayPlans.deleteEntry({ id: entries[0]!.id });
  });
});

describe('myHolidayPlan: the employee’s absence plan', () => {
  it('shows the plan of the employee’s department with colleagues’ entries in their colours, and the holiday types', async () => {
    const plan = await api.as.employee.myHolidayPlan.get({ from: '2026-06-01', to: '2026-08-31' });
    expect(plan.employeeNo).toBe('SV0012');
    expect(plan.plans.map((item) => [item.code, item.status])).toEqual([['AP-2026', 0]]);
    expect(plan.holidayTypes.map((type) => type.id)).toContain(ids.holidayType);
    const own = plan.lines.find((line) => line.isOwn)!;
    expect(own.employeeNo).toBe('SV0012');
    const colleagues = plan.lines.filter((line) => !line.isOwn).flatMap((line) => line.entries);
    expect(colleagues.length).toBeGreaterThan(0);
    expect(colleagues.every((entry) => !entry.canModify && entry.warning === null)).toBe(true);
    expect(colleagues[0]!.color).toMatch(/^#/);
  });

  it('adds, changes and removes the employee’s own entries while the plan is in progress; overlaps and order refused', async () => {
    const first = await api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-12-07', dateTo: '2026-12-09' });
    expect(first.entry).toMatchObject({ employeeNo: 'SV0012', source: 'employee', holidayStatus: 0, canModify: true });
    const second = await api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-12-14', dateTo: '2026-12-15' });
    await expectFieldError(
      api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-12-09', dateTo: '2026-12-10' }),
      'dateFrom',
      ErrorCode.dateRangesOverlap,
    );
    await expectFieldError(
      api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-12-20', dateTo: '2026-12-19' }),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectFieldError(
      api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2027-01-04', dateTo: '2027-01-05' }),
      'dateFrom',
      ErrorCode.holidayPlanNotFoundForDates,
    );
    const changed = await api.as.employee.myHolidayPlan.update({
      id: second.entry.id,
      formId: ids.otherHolidayType,
      dateFrom: '2026-12-14',
      dateTo: '2026-12-16',
    });
    expect(changed.entry).toMatchObject({ dateTo: '2026-12-16', formId: ids.otherHolidayType });
    await expectDomainError(
      api.as.employee.myHolidayPlan.update({
        id: second.entry.id,
        formId: ids.holidayType,
        dateFrom: '2026-12-14',
        dateTo: '2026-12-16',
        holidayStatus: 1,
      }),
      ErrorCode.permissionDenied,
    );
    await api.as.employee.myHolidayPlan.delete({ id: second.entry.id });
    const plan = await api.as.employee.myHolidayPlan.get({ from: '2026-12-01', to: '2026-12-31' });
    expect(plan.lines.find((line) => line.isOwn)!.entries.map((entry) => entry.id)).toEqual([first.entry.id]);
  });

  it('of two racing entries of the employee that share a day, one is written and the other refused', async () => {
    const results = await Promise.allSettled([
      api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-10-12', dateTo: '2026-10-14' }),
      api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-10-14', dateTo: '2026-10-16' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const written = await api.as.employee.myHolidayPlan.get({ from: '2026-10-01', to: '2026-10-31' });
    const own = written.lines.find((line) => line.isOwn)!.entries;
    expect(own).toHaveLength(1);
    await api.as.employee.myHolidayPlan.delete({ id: own[0]!.id });
  });

  it('an employee cannot change another’s plan entries, nor their own after the plan is Prepared; the system administrator can', async () => {
    const colleagueEntry = (await api.as.planner.holidayPlans.entries({ holidayPlanId: ids.demoPlan })).find(
      (entry) => entry.employeeNo !== 'SV0012',
    )!;
    await expectDomainError(
      api.as.employee.myHolidayPlan.update({
        id: colleagueEntry.id,
        formId: ids.holidayType,
        dateFrom: colleagueEntry.dateFrom,
        dateTo: colleagueEntry.dateTo,
      }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(api.as.employee.myHolidayPlan.delete({ id: colleagueEntry.id }), ErrorCode.permissionDenied);
    await expectDomainError(
      api.as.employee.myHolidayPlan.create({
        formId: ids.holidayType,
        dateFrom: '2026-12-21',
        dateTo: '2026-12-22',
        employeeNo: colleagueEntry.employeeNo,
      }),
      ErrorCode.permissionDenied,
    );
    const own = await api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-12-28', dateTo: '2026-12-29' });
    await api.as.planner.holidayPlans.setStatus({ holidayPlanId: ids.demoPlan, status: 1 });
    try {
      await expectDomainError(
        api.as.employee.myHolidayPlan.update({ id: own.entry.id, formId: ids.holidayType, dateFrom: '2026-12-28', dateTo: '2026-12-30' }),
        ErrorCode.holidayPlanNotEditable,
      );
      await expectDomainError(api.as.employee.myHolidayPlan.delete({ id: own.entry.id }), ErrorCode.holidayPlanNotEditable);
      await expectDomainError(
        api.as.employee.myHolidayPlan.create({ formId: ids.holidayType, dateFrom: '2026-12-23', dateTo: '2026-12-23' }),
        ErrorCode.holidayPlanNotEditable,
      );
      const locked = await api.as.employee.myHolidayPlan.get({ from: '2026-12-01', to: '2026-12-31' });
      expect(locked.lines.find((line) => line.isOwn)!.entries.map((entry) => entry.canModify)).toEqual([false, false]);
      // The system administrator (adminAccess 3) changes entries of a prepared plan, anyone's, and their status.
      const byAdmin = await api.as.admin.myHolidayPlan.update({
        id: own.entry.id,
        formId: ids.holidayType,
        dateFrom: '2026-12-28',
        dateTo: '2026-12-30',
        holidayStatus: 1,
      });
      expect(byAdmin.entry).toMatchObject({ dateTo: '2026-12-30', holidayStatus: 1 });
    } finally {
      await api.as.planner.holidayPlans.setStatus({ holidayPlanId: ids.demoPlan, status: 0 });
    }
  });
});

describe('myHolidayPlan.facts: actual absences beside the plan', () => {
  const setShowFact = (on: boolean) =>
    api.harness.db.updateTable('site_settings').set({ working_time_plan_show_fact: on }).where('id', '=', 1).execute();
  let colleague = '';

  beforeAll(async () => {
    const { db } = api.harness;
    colleague = (
      await db
        .selectFrom('holiday_plan_employees')
        .select('employee_no')
        .where('holiday_plan_id', '=', ids.demoPlan)
        .where('employee_no', '<>', 'SV0012')
        .orderBy('employee_no')
        .executeTakeFirstOrThrow()
    ).employee_no;
    const code = (
      await db.selectFrom('activity_codes').select('code').where('company_code', '=', 'SV').orderBy('code').executeTakeFirstOrThrow()
    ).code;
    const fact = (entryNo: number, employeeNo: string, dateFrom: string, dateTo: string, color: string | null) => ({
      company_code: 'SV',
      entry_no: entryNo,
      employee_no: employeeNo,
      date_from: dateFrom,
      date_to: dateTo,
      activity_type: 4,
      activity_code: code,
      description: `Priežastis ${entryNo}`,
      color,
    });
    await db
      .insertInto('employee_activities')
      .values([
        fact(990_001, 'SV0012', '2026-09-07', '2026-09-08', '#00AA00'),
        fact(990_002, colleague, '2026-09-14', '2026-09-18', null),
        // Outside the range asked, and of an employee of another department (not in the employee's plan).
        fact(990_003, colleague, '2026-10-05', '2026-10-06', null),
        fact(990_004, members[0]!, '2026-09-10', '2026-09-10', null),
      ])
      .execute();
  });

  it('answers the employees’ facts in the range, a colleague’s without its description, nobody outside the plan', async () => {
    const facts = await api.as.employee.myHolidayPlan.facts({
      from: '2026-09-01',
      to: '2026-09-30',
      employees: ['SV0012', colleague, members[0]!].join('|'),
    });
    expect(facts.filter((fact) => fact.entryNo >= 990_000).sort((a, b) => a.entryNo - b.entryNo)).toEqual([
      expect.objectContaining({ entryNo: 990_001, employeeNo: 'SV0012', description: 'Priežastis 990001', color: '#00AA00' }),
      expect.objectContaining({ entryNo: 990_002, employeeNo: colleague, dateFrom: '2026-09-14', description: null, color: '#808080' }),
    ]);
    expect(facts.every((fact) => fact.employeeNo === 'SV0012' || fact.description === null)).toBe(true);
    // Someone in no plan of the department sees nobody's facts.
    expect(await api.as.planner.myHolidayPlan.facts({ from: '2026-09-01', to: '2026-09-30', employees: `SV0012|${colleague}` })).toEqual(
      [],
    );
  });

  it('is refused while the show-fact setting is off, and asks for at least one employee', async () => {
    await setShowFact(false);
    try {
      await expectDomainError(
        api.as.employee.myHolidayPlan.facts({ from: '2026-09-01', to: '2026-09-30', employees: 'SV0012' }),
        ErrorCode.holidayPlanFactsNotShown,
      );
    } finally {
      await setShowFact(true);
    }
    await expectFieldError(api.as.employee.myHolidayPlan.facts({ from: '2026-09-01', to: '2026-09-30', employees: '|' }), 'employees');
  });

  it('POST holiday-plans/employee-activities (from, to, employees joined by |)', async () => {
    const response = await api.client.post('/api/holiday-plans/employee-activities', api.tokens.employee, {
      from: '2026-09-01',
      to: '2026-09-30',
      employees: `SV0012|${colleague}`,
    });
    expect(
      successData<{ entryNo: number }[]>(response)
        .filter((fact) => fact.entryNo >= 990_000)
        .map((fact) => fact.entryNo)
        .sort((a, b) => a - b),
    ).toEqual([990_001, 990_002]);
    expectValidationError(
      await api.client.post('/api/holiday-plans/employee-activities', api.tokens.employee, {
        from: '2026-09-30',
        to: '2026-09-01',
        employees: 'SV0012',
      }),
      'to',
    );
  });
});

describe('REST rows', () => {
  const planner = () => api.tokens.planner;

  it('GET list; GET {id}; POST; PUT {id}; DELETE {id}', async () => {
    const response = await api.client.get('/api/wtc-area/holiday-plans?search=AP-2026&rowsPerPage=5', planner());
    expect(successData<HolidayPlanListItem[]>(response).map((item) => item.code)).toEqual(['AP-2026']);
    expect(response.json().pagination).toEqual({ page: 1, rowsPerPage: 5, totalRecords: 1 });
    expectPermissionDenied(await api.client.get('/api/wtc-area/holiday-plans', api.tokens.employee));
    expect(successData<HolidayPlan>(await api.client.get(`/api/wtc-area/holiday-plans/${ids.demoPlan}`, planner())).code).toBe('AP-2026');
    expect((await api.client.get(`/api/wtc-area/holiday-plans/${ids.nlPlan}`, planner())).statusCode).toBe(404);
    const body = { code: 'REST-1', name: 'Per REST', startDate: '2026-01-01', endDate: '2026-12-31' };
    const created = successData<HolidayPlan>(await api.client.post('/api/wtc-area/holiday-plans', planner(), body));
    expectValidationError(await api.client.post('/api/wtc-area/holiday-plans', planner(), body), 'code', ErrorCode.holidayPlanCodeTaken);
    expect(
      successData<HolidayPlan>(await api.client.put(`/api/wtc-area/holiday-plans/${created.id}`, planner(), { ...body, name: 'Kitas' }))
        .name,
    ).toBe('Kitas');
    expect(successData(await api.client.delete(`/api/wtc-area/holiday-plans/${created.id}`, planner()))).toEqual({ id: created.id });
  });

  it('employees, available-employees, entries, sheet, update-entries, generate, set-status, DELETE entries/{id}', async () => {
    const plan = successData<HolidayPlan>(
      await api.client.post('/api/wtc-area/holiday-plans', planner(), {
        code: 'REST-2',
        name: 'R',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
    );
    const base = `/api/wtc-area/holiday-plans/${plan.id}`;
    const available = await api.client.get(`${base}/available-employees?search=${members[0]}&rowsPerPage=3`, planner());
    expect(successData<Array<{ employeeNo: string }>>(available).map((item) => item.employeeNo)).toContain(members[0]);
    expect(available.json().pagination).toMatchObject({ rowsPerPage: 3 });
    successData(await api.client.post(`${base}/employees`, planner(), { employeeNos: [members[0]] }));
    const employees = successData<HolidayPlanEmployee[]>(await api.client.get(`${base}/employees`, planner()));
    expect(employees.map((employee) => employee.employeeNo)).toEqual([members[0]]);
    const updated = successData<{ entries: HolidayPlanEntry[] }>(
      await api.client.post(`${base}/update-entries`, planner(), {
        entries: [{ employeeNo: members[0], dateFrom: '2026-03-02', dateTo: '2026-03-06' }],
      }),
    );
    expectValidationError(
      await api.client.post(`${base}/update-entries`, planner(), {
        entries: [{ employeeNo: members[0], dateFrom: '2026-03-06', dateTo: '2026-03-09' }],
      }),
      'entries.0.dateFrom',
      ErrorCode.dateRangesOverlap,
    );
    expect(successData<HolidayPlanEntry[]>(await api.client.get(`${base}/entries?employeeNo=${members[0]}`, planner()))).toHaveLength(1);
    const sheet = successData<HolidayPlanSheet>(await api.client.get(`${base}/sheet/2026-03-01/2026-03-31`, planner()));
    expect(sheet.days).toHaveLength(31);
    expect(sheet.lines[0]!.entries).toHaveLength(1);
    expect(
      successData(
        await api.client.post(`${base}/generate`, planner(), { employeeGuidEntryIds: [], startDate: '2026-01-01', endDate: '2026-12-31' }),
      ),
    ).toMatchObject({ created: expect.any(Number) });
    expect(successData(await api.client.delete(`/api/wtc-area/holiday-plans/entries/${updated.entries[0]!.id}`, planner()))).toEqual({
      id: updated.entries[0]!.id,
    });
    expect(successData<HolidayPlan>(await api.client.post(`${base}/set-status`, planner(), { status: '1' })).status).toBe(1);
    const refused = await api.client.post(`${base}/update-entries`, planner(), { entries: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.holidayPlanNotEditable] });
    expect((await api.client.delete(`/api/wtc-area/holiday-plans/employees/${employees[0]!.id}`, planner())).statusCode).toBe(409);
    successData(await api.client.post(`${base}/set-status`, planner(), { status: 0 }));
    expect(successData(await api.client.delete(`/api/wtc-area/holiday-plans/employees/${employees[0]!.id}`, planner()))).toEqual({
      id: employees[0]!.id,
    });
  });

  it('POST {id}/export-to-excel answers the .xlsx, its cells the plan’s days, entries and reserves', async () => {
    const response = await api.client.post(`/api/wtc-area/holiday-plans/${ids.demoPlan}/export-to-excel`, planner());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell(1, 1).value)).toContain('Atostogų planas 2026');
    expect(sheet.getCell(2, 4).value).toBe('Sausis 2026');
    expect(sheet.getCell(3, 4).value).toBe(1);
    // 2026-01-01 is a public holiday, 3 January a Saturday: shaded.
    expect((sheet.getCell(3, 4).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFD9D9D9');
    expect((sheet.getCell(3, 6).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFD9D9D9');
    expect(sheet.getCell(3, 3 + 365 + 1).value).toBe('Likutis pradžioje');
    const planSheet = await api.as.planner.holidayPlans.sheet({ holidayPlanId: ids.demoPlan, from: '2026-01-01', to: '2026-12-31' });
    const withEntry = planSheet.lines.findIndex((line) => line.entries.length > 0);
    const line = planSheet.lines[withEntry]!;
    const row = 4 + withEntry;
    expect(sheet.getCell(row, 1).value).toBe(line.employeeNo);
    const entry = line.entries[0]!;
    const dayOfYear = (date: string) => (Date.parse(date) - Date.parse('2026-01-01')) / 86_400_000;
    const firstCell = sheet.getCell(row, 4 + dayOfYear(entry.dateFrom));
    expect(firstCell.value).toBe('A');
    expect((firstCell.fill as ExcelJS.FillPattern).fgColor?.argb).toBe(`FF${entry.color!.slice(1).toUpperCase()}`);
    expect(sheet.getCell(row, 3 + 365 + 1).value).toBe(line.reserveStart);
    expect(sheet.getCell(row, 3 + 365 + 2).value).toBe(line.plannedDays);
    expect(sheet.getCell(row, 3 + 365 + 3).value).toBe(line.reserveEnd);
    // Without a grant on the plan: the envelope, not a file.
    expectPermissionDenied(await api.client.post(`/api/wtc-area/holiday-plans/${ids.demoPlan}/export-to-excel`, tokens.outsider));
  });

  it('the employee’s holiday-plans calls: GET ?from&to, POST, PUT {id}, DELETE {id}', async () => {
    const token = api.tokens.employee;
    const plan = successData<MyHolidayPlan>(await api.client.get('/api/holiday-plans?from=2026-11-01&to=2026-11-30', token));
    expect(plan.days).toHaveLength(30);
    const created = successData<{ entry: HolidayPlanEntry }>(
      await api.client.post('/api/holiday-plans', token, { formId: ids.holidayType, dateFrom: '2026-11-23', dateTo: '2026-11-24' }),
    );
    expectValidationError(
      await api.client.post('/api/holiday-plans', token, { formId: ids.holidayType, dateFrom: '2026-11-24', dateTo: '2026-11-25' }),
      'dateFrom',
      ErrorCode.dateRangesOverlap,
    );
    expectValidationError(await api.client.post('/api/holiday-plans', token, { dateFrom: '2026-11-26', dateTo: '2026-11-26' }), 'formId');
    const updated = successData<{ entry: HolidayPlanEntry }>(
      await api.client.put(`/api/holiday-plans/${created.entry.id}`, token, {
        formId: ids.holidayType,
        dateFrom: '2026-11-23',
        dateTo: '2026-11-25',
      }),
    );
    expect(updated.entry.dateTo).toBe('2026-11-25');
    expectPermissionDenied(
      await api.client.put(`/api/holiday-plans/${created.entry.id}`, api.tokens.manager, {
        formId: ids.holidayType,
        dateFrom: '2026-11-23',
        dateTo: '2026-11-25',
      }),
    );
    expect(successData(await api.client.delete(`/api/holiday-plans/${created.entry.id}`, token))).toEqual({ id: created.entry.id });
  });
});
