import {
  type AnnualLeaveAllowance,
  type AnnualLeaveResult,
  annualLeaveResult,
  checkParentDayOffRange,
  EnteredDatesMessage,
  enteredDatesChecksOf,
  ErrorCode,
  FieldType,
  FormErrorCode,
  isEmployedDuring,
  leaveDaysOf,
  ParentDayOffMessage,
  parentDayOffEntitlement,
  type Participant,
  roundToHundredths,
  type UserPickerItem,
  type UserWithEmployeeInfo,
  validateForm,
  ValidationType,
} from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { contextFor } from '../../plugins/request-context';
import { bearer, depsOf, TEST_REQUEST } from '../../testing/test-app';
import { createCaller } from '../../trpc/app-router';
import { type AppCaller, expectDomainError, expectFieldError, illTyped, useDemoCallers } from '../../testing/test-caller';
import { createServerFormRuleContext } from './form-rule-context';

const api = useDemoCallers();

// The test clock's business date (testing/test-app.ts).
const TODAY = '2026-11-20';

function expectNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound], data: null });
}

const numbersOf = (items: Participant[]) => items.map((item) => item.employeeNo);

type PickerInput = Parameters<AppCaller['formLookups']['employeeMeta']>[0];

/** The employee numbers the employee picker answers the caller. */
async function picked(caller: AppCaller, input: PickerInput = {}): Promise<string[]> {
  return numbersOf(await caller.formLookups.employeeMeta(input));
}

/** The employee numbers the user picker answers the caller. */
async function pickedUsers(caller: AppCaller, input: PickerInput = {}): Promise<string[]> {
  return numbersOf(await caller.formLookups.usersWithEmployeeMeta(input));
}

async function employeeNosWhere(column: 'department_code', value: string): Promise<string[]> {
  const rows = await api.harness.db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', 'SV')
    .where(column, '=', value)
    .execute();
  return rows.map((row) => row.employee_no);
}

async function setEmployee(
  employeeNo: string,
  values: { termination_date?: string | null; functional_manager_employee_no?: string | null; holiday_day_type?: number },
) {
  await api.harness.db
    .updateTable('employees')
    .set(values)
    .where('company_code', '=', 'SV')
    .where('employee_no', '=', employeeNo)
    .execute();
}

/** A form with one placed field and its validation rules; answers the ids. */
async function placeField(
  flags: { show_subordinate_employees?: boolean; show_department_employees?: boolean } = {},
  rules: { type: number; value: string | null }[] = [],
) {
  const db = api.harness.db;
  const group = await db.insertInto('form_groups').values({ name: 'Lookups' }).returning('id').executeTakeFirstOrThrow();
  const form = await db
    .insertInto('forms')
    .values({ form_group_id: group.id, name: 'Lookups form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const meta = await db
    .insertInto('form_metas')
    .values({ type: FieldType.participants, caption: 'Participants' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const field = await db
    .insertInto('form_data')
    .values({ form_id: form.id, form_meta_id: meta.id, ...flags })
    .returning('id')
    .executeTakeFirstOrThrow();
  const validationIds: number[] = [];
  for (const rule of rules) {
    const inserted = await db
      .insertInto('form_data_validations')
      .values({ form_data_id: field.id, validation_type: rule.type, value: rule.value })
      .returning('id')
      .executeTakeFirstOrThrow();
    validationIds.push(inserted.id);
  }
  return { formId: form.id, formDataId: field.id, validationIds };
}

describe('annual-leave arithmetic', () => {
  it('counts a range over Christmas (24-26 holidays, 27 a Sunday): one work day, two calendar days, five with holidays', () => {
    expect(leaveDaysOf('2026-12-24', '2026-12-28', false)).toEqual({ calendarDays: 2, workDays: 1 });
    expect(leaveDaysOf('2026-12-24', '2026-12-28', true)).toEqual({ calendarDays: 5, workDays: 1 });
    // A holiday on a Saturday (Assumption Day 2026-08-15) is left out of the calendar days as well.
    expect(leaveDaysOf('2026-08-14', '2026-08-16', false)).toEqual({ calendarDays: 2, workDays: 1 });
  });

  it('takes work days from a working-day reserve and calendar days from a calendar-day one', () => {
    const days = leaveDaysOf('2026-12-24', '2026-12-28', false);
    expect(annualLeaveResult({ holidayReserve: 10, holidayDayType: 0 }, days)).toEqual({
      calendarDays: 2,
      workDays: 1,
      holidayReserve: 10,
      holidayDayType: 0,
      holidayReserveAfterDays: 9,
    });
    expect(annualLeaveResult({ holidayReserve: 10, holidayDayType: 1 }, days).holidayReserveAfterDays).toBe(8);
  });

  it('rounds to two decimals without binary artefacts, below zero too', () => {
    const oneWorkDay = { calendarDays: 1, workDays: 1 };
    expect(annualLeaveResult({ holidayReserve: 1.3, holidayDayType: 0 }, oneWorkDay).holidayReserveAfterDays).toBe(0.3);
    expect(annualLeaveResult({ holidayReserve: 0.7, holidayDayType: 0 }, { calendarDays: 3, workDays: 3 }).holidayReserveAfterDays).toBe(
      -2.3,
    );
    expect(roundToHundredths(2.345)).toBe(2.35);
    expect(roundToHundredths(-0.001)).toBe(0);
    expect(Object.is(roundToHundredths(-0.001), -0)).toBe(false);
  });
});

describe('parent day-off rules', () => {
  const child = (birthDate: string, disabled = false) => ({ birthDate, disabled });

  it('gives one day a quarter for one child under 12, one a month for two or a disabled child under 18, two for three', () => {
    expect(parentDayOffEntitlement([child('2020-05-01')], '2026-12-02')).toEqual({ days: 1, period: 'quarter' });
    expect(parentDayOffEntitlement([child('2020-05-01'), child('2018-01-01')], '2026-12-02')).toEqual({ days: 1, period: 'month' });
    expect(parentDayOffEntitlement([child('2010-05-01', true)], '2026-12-02')).toEqual({ days: 1, period: 'month' });
    expect(parentDayOffEntitlement([child('2020-05-01'), child('2018-01-01'), child('2016-01-01')], '2026-12-02')).toEqual({
      days: 2,
      period: 'month',
    });
    expect(parentDayOffEntitlement([child('2020-05-01', true), child('2018-01-01')], '2026-12-02')).toEqual({ days: 2, period: 'month' });
    expect(parentDayOffEntitlement([child('2000-01-01')], '2026-12-02')).toBeNull();
    expect(parentDayOffEntitlement([child('2027-01-01')], '2026-12-02')).toBeNull();
  });

  it('keeps the right up to the 12th birthday inclusive', () => {
    expect(parentDayOffEntitlement([child('2014-12-02')], '2026-12-02')).not.toBeNull();
    expect(parentDayOffEntitlement([child('2014-12-02')], '2026-12-03')).toBeNull();
  });

  it('blocks a range without a work day, a used allowance and a range beyond it; warns on several days', () => {
    const twoUnder12 = [child('2020-05-01'), child('2018-01-01')];
    expect(checkParentDayOffRange({ from: '2026-12-05', to: '2026-12-06', children: twoUnder12, taken: [] })).toEqual({
      valid: 0,
      message: ParentDayOffMessage.notWorkDay,
    });
    expect(checkParentDayOffRange({ from: '2026-12-02', to: '2026-12-02', children: [], taken: [] })).toEqual({
      valid: 0,
      message: ParentDayOffMessage.noChild,
    });
    expect(checkParentDayOffRange({ from: '2026-12-02', to: '2026-12-02', children: twoUnder12, taken: [] })).toEqual({
      valid: 1,
      message: null,
    });
    const takenInDecember = [{ from: '2026-12-15', to: '2026-12-15' }];
    expect(checkParentDayOffRange({ from: '2026-12-02', to: '2026-12-02', children: twoUnder12, taken: takenInDecember })).toEqual({
      valid: 0,
      message: ParentDayOffMessage.allowanceUsed,
    });
    // A day taken in November does not count against December.
    expect(
      checkParentDayOffRange({
        from: '2026-12-02',
        to: '2026-12-02',
        children: twoUnder12,
        taken: [{ from: '2026-11-30', to: '2026-11-30' }],
      }).valid,
    ).toBe(1);
    expect(checkParentDayOffRange({ from: '2026-12-02', to: '2026-12-03', children: twoUnder12, taken: [] })).toEqual({
      valid: 0,
      message: ParentDayOffMessage.allowanceUsed,
    });
    const three = [...twoUnder12, child('2016-01-01')];
    expect(checkParentDayOffRange({ from: '2026-12-02', to: '2026-12-03', children: three, taken: [] })).toEqual({
      valid: 1,
      message: ParentDayOffMessage.severalDays,
    });
    // One child: the quarter October–December is one period.
    expect(
      checkParentDayOffRange({
        from: '2026-12-02',
        to: '2026-12-02',
        children: [child('2020-05-01')],
        taken: [{ from: '2026-10-16', to: '2026-10-16' }],
      }).valid,
    ).toBe(0);
    expect(
      checkParentDayOffRange({
        from: '2027-01-04',
        to: '2027-01-04',
        children: [child('2020-05-01')],
        taken: [{ from: '2026-10-16', to: '2026-10-16' }],
      }).valid,
    ).toBe(1);
  });
});

describe('entered-dates rules', () => {
  it('runs date_overdue and absence_exists unless the rule names its checks', () => {
    expect(enteredDatesChecksOf(null)).toEqual(['date_overdue', 'absence_exists']);
    expect(enteredDatesChecksOf('unknown')).toEqual(['date_overdue', 'absence_exists']);
    expect(enteredDatesChecksOf(' absence_exists , leave_exceeds_balance,absence_exists')).toEqual([
      'absence_exists',
      'leave_exceeds_balance',
    ]);
  });

  it('treats ERP placeholder dates as no hire or termination date', () => {
    expect(isEmployedDuring({ employmentDate: '1753-01-01', terminationDate: '9999-12-31' }, '2026-12-01', '2026-12-02')).toBe(true);
    expect(isEmployedDuring({ employmentDate: '2027-01-01', terminationDate: null }, '2026-12-01', '2026-12-02')).toBe(false);
    expect(isEmployedDuring({ employmentDate: null, terminationDate: '2026-11-30' }, '2026-12-01', '2026-12-02')).toBe(false);
  });
});

describe('formLookups.employeeMeta (employee picker)', () => {
  it('answers a plain employee only themself, as a participant value, whatever team flag they send', async () => {
    const own = await api.as.employee.formLookups.employeeMeta({});
    expect(own).toEqual([
      {
        nameWithEmployeeNo: expect.stringMatching(/ \(SV0012\)$/),
        personnelNo: expect.stringMatching(/^P\d+$/),
        employeeNo: demo.employee,
      },
    ]);
    expect(await picked(api.as.employee, { subordinateEmployees: true })).toEqual([demo.employee]);
    expect(await picked(api.as.employee, { workTimeSetupEmployees: true })).toEqual([demo.employee]);
  });

  it("adds a manager's team with subordinateEmployees, never anyone outside it", async () => {
    expect(await picked(api.as.manager)).toEqual([demo.manager]);
    const team = await picked(api.as.manager, { subordinateEmployees: true });
    expect(team).toEqual(expect.arrayContaining([demo.manager, demo.employee, demo.colleague]));
    expect(team).not.toContain(demo.outsider);
    expect(team).not.toContain(demo.head);
  });

  it("adds the caller's department with departmentEmployees", async () => {
    const department = await picked(api.as.employee, { departmentEmployees: true });
    expect(department.sort()).toEqual((await employeeNosWhere('department_code', 'PROD')).sort());
    expect(department).not.toContain(demo.outsider);
  });

  it('answers a work-time planner the whole company with workTimeSetupEmployees, ordered by name', async () => {
    const company = await api.as.planner.formLookups.employeeMeta({ workTimeSetupEmployees: true });
    expect(company).toHaveLength(100);
    // Ordered as the names read (first letters compared without diacritics, so any collation agrees).
    const initials = company.map((item) => item.nameWithEmployeeNo.normalize('NFD').charAt(0));
    expect(initials).toEqual([...initials].sort());
    expect(await picked(api.as.planner)).toEqual([demo.planner]);
  });

  it('answers an administrator everyone, searched by name or number without case, at most 100', async () => {
    const byNumber = await picked(api.as.admin, { searchQuery: 'sv001' });
    expect(byNumber.sort()).toEqual(['SV0010', 'SV0011', 'SV0012', 'SV0013', 'SV0014', 'SV0015', 'SV0016', 'SV0017', 'SV0018', 'SV0019']);
    const [own] = await api.as.employee.formLookups.employeeMeta({});
    const lastName = own!.nameWithEmployeeNo.split(' ')[1]!;
    const byName = await api.as.admin.formLookups.employeeMeta({ searchQuery: lastName.toUpperCase() });
    expect(numbersOf(byName)).toContain(demo.employee);
    expect(byName.every((item) => item.nameWithEmployeeNo.toUpperCase().includes(lastName.toUpperCase()))).toBe(true);
    // Wildcards are taken literally.
    expect(await picked(api.as.admin, { searchQuery: '%' })).toEqual([]);
    await api.harness.db
      .insertInto('employees')
      .values({
        company_code: 'SV',
        employee_no: 'SV0101',
        personnel_no: 'P9101',
        first_name: 'Zita',
        last_name: 'Naujokė',
        department_code: 'IT',
      })
      .execute();
    try {
      expect(await picked(api.as.admin)).toHaveLength(100);
      expect(await picked(api.as.admin, { searchQuery: 'naujok' })).toEqual(['SV0101']);
    } finally {
      await api.harness.db.deleteFrom('employees').where('company_code', '=', 'SV').where('employee_no', '=', 'SV0101').execute();
    }
  });

  it('leaves out employees terminated before today unless showTerminated; a later termination still counts', async () => {
    await setEmployee(demo.colleague, { termination_date: '2026-10-31' });
    try {
      expect(await picked(api.as.manager, { subordinateEmployees: true })).not.toContain(demo.colleague);
      expect(await picked(api.as.manager, { subordinateEmployees: true, showTerminated: true })).toContain(demo.colleague);
      await setEmployee(demo.colleague, { termination_date: '2026-12-31' });
      expect(await picked(api.as.manager, { subordinateEmployees: true })).toContain(demo.colleague);
      // 1753-01-01 is the ERP's "no date", not a termination in 1753.
      await setEmployee(demo.colleague, { termination_date: '1753-01-01' });
      expect(await picked(api.as.manager, { subordinateEmployees: true })).toContain(demo.colleague);
    } finally {
      await setEmployee(demo.colleague, { termination_date: null });
    }
  });

  it("narrows to one employee with employeeNo, within the caller's scope only", async () => {
    expect(await picked(api.as.manager, { subordinateEmployees: true, employeeNo: demo.employee })).toEqual([demo.employee]);
    expect(await api.as.employee.formLookups.employeeMeta({ employeeNo: demo.colleague })).toEqual([]);
  });

  it('takes the scope from the placed field when formDataId is given, not from the flags sent', async () => {
    const departmentField = await placeField({ show_department_employees: true });
    const plainField = await placeField();
    const prod = (await employeeNosWhere('department_code', 'PROD')).sort();
    expect((await picked(api.as.employee, { formDataId: departmentField.formDataId })).sort()).toEqual(prod);
    expect((await picked(api.as.employee, { formDataId: departmentField.formDataId, departmentEmployees: false })).sort()).toEqual(prod);
    expect(await picked(api.as.employee, { formDataId: plainField.formDataId, departmentEmployees: true })).toEqual([demo.employee]);
    expect(await picked(api.as.employee, { formId: plainField.formId, formDataId: plainField.formDataId })).toEqual([demo.employee]);
    await expectDomainError(
      api.as.employee.formLookups.employeeMeta({ formId: departmentField.formId, formDataId: plainField.formDataId }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(api.as.employee.formLookups.employeeMeta({ formDataId: 999999 }), ErrorCode.recordNotFound);
  });

  it("answers each picker of a form by its own field when one request asks for several (the form's fields read once)", async () => {
    const { db } = api.harness;
    const form = await placeField({ show_department_employees: true });
    const meta = await db
      .insertInto('form_metas')
      .values({ type: FieldType.employees, caption: 'Employee' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plain = await db
      .insertInto('form_data')
      .values({ form_id: form.formId, form_meta_id: meta.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherForm = await placeField();
    // One context for every call, as a tRPC batch has.
    const request = createCaller(
      await contextFor(depsOf(api.harness), {
        token: api.tokens.employee,
        request: { requestId: 'one-request', ...TEST_REQUEST },
        appMode: 'stable',
        requestedCompanyCode: null,
      }),
    );
    const [department, plainOnly] = await Promise.all([
      request.formLookups.employeeMeta({ formId: form.formId, formDataId: form.formDataId }),
      request.formLookups.employeeMeta({ formId: form.formId, formDataId: plain.id }),
    ]);
    expect(numbersOf(department).sort()).toEqual((await employeeNosWhere('department_code', 'PROD')).sort());
    expect(numbersOf(plainOnly)).toEqual([demo.employee]);
    // A field of another form is not one of this form's, however the request remembered them.
    await expectDomainError(
      request.formLookups.employeeMeta({ formId: form.formId, formDataId: otherForm.formDataId }),
      ErrorCode.recordNotFound,
    );
    expect(numbersOf(await request.formLookups.employeeMeta({ formId: otherForm.formId, formDataId: otherForm.formDataId }))).toEqual([
      demo.employee,
    ]);
  });

  it('refuses bad input naming the field, and unknown keys', async () => {
    const employeeMeta = (input: unknown) => api.as.employee.formLookups.employeeMeta(illTyped(input));
    await expectFieldError(employeeMeta({ showTerminated: 'maybe' }), 'showTerminated');
    await expectFieldError(employeeMeta({ searchQuery: 'x'.repeat(101) }), 'searchQuery', ErrorCode.invalidValue);
    await expectFieldError(employeeMeta({ formDataId: 'abc' }), 'formDataId');
    await expectFieldError(employeeMeta({ companyCode: 'NL' }), 'companyCode');
  });

  it('answers over tRPC as well', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { subordinateEmployees: true } }));
    const response = await api.harness.app.inject({
      method: 'GET',
      url: `/trpc/formLookups.employeeMeta?input=${input}`,
      headers: bearer(api.tokens.manager),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(numbersOf(response.json().result.data.json)).toContain(demo.employee);
    const withoutInput = await api.harness.app.inject({
      method: 'GET',
      url: '/trpc/formLookups.employeeMeta',
      headers: bearer(api.tokens.employee),
    });
    expect(numbersOf(withoutInput.json().result.data.json)).toEqual([demo.employee]);
  });
});

describe('formLookups.usersWithEmployeeMeta', () => {
  it('answers only employees who have a user that may sign in, with the user id', async () => {
    const everyone = await api.as.admin.formLookups.usersWithEmployeeMeta({});
    expect(everyone.map((item) => item.employeeNo).sort()).toEqual(
      [demo.admin, demo.planner, demo.manager, demo.employee, demo.viewer].sort(),
    );
    const users = await api.harness.db.selectFrom('users').select(['id', 'username']).execute();
    const employeeUserId = users.find((user) => user.username === 'employee')!.id;
    expect(everyone.find((item) => item.employeeNo === demo.employee)).toMatchObject({
      userId: employeeUserId,
      nameWithEmployeeNo: expect.stringContaining(demo.employee),
    });

    const colleague = await api.harness.db
      .selectFrom('employees')
      .select('personnel_no')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.colleague)
      .executeTakeFirstOrThrow();
    const created = await createUser(api.harness.db, {
      username: 'lookup-colleague',
      personnelNo: colleague.personnel_no,
      status: 'banned',
    });
    try {
      expect(await pickedUsers(api.as.manager, { subordinateEmployees: true })).not.toContain(demo.colleague);
      await api.harness.db.updateTable('users').set({ status: 'active' }).where('id', '=', created.id).execute();
      const team = await api.as.manager.formLookups.usersWithEmployeeMeta({ subordinateEmployees: true });
      expect(numbersOf(team).sort()).toEqual([demo.manager, demo.employee, demo.viewer, demo.colleague].sort());
      expect(team.find((item) => item.employeeNo === demo.colleague)?.userId).toBe(created.id);
    } finally {
      await api.harness.db.deleteFrom('users').where('id', '=', created.id).execute();
    }
  });

  it('keeps to the same scope as the employee picker', async () => {
    // Production has three users: the manager, the employee and the viewer; the work-time flag gives a non-planner nothing more.
    const department = await pickedUsers(api.as.employee, { departmentEmployees: true, workTimeSetupEmployees: true });
    expect(department.sort()).toEqual([demo.manager, demo.employee, demo.viewer].sort());
    expect(await pickedUsers(api.as.employee)).toEqual([demo.employee]);
  });
});

describe('formLookups.usersWithEmployeeInfo', () => {
  it('answers an administrator the users of the company with department and job title', async () => {
    const users = await api.as.admin.formLookups.usersWithEmployeeInfo({});
    expect(users.map((user) => user.employeeNo).sort()).toEqual(
      [demo.admin, demo.planner, demo.manager, demo.employee, demo.viewer].sort(),
    );
    expect(users.find((user) => user.employeeNo === demo.employee)).toEqual({
      userId: expect.any(Number),
      employeeNo: demo.employee,
      personnelNo: expect.stringMatching(/^P\d+$/),
      employeeFullName: expect.any(String),
      departmentCode: 'PROD',
      department: 'Gamybos skyrius',
      jobTitle: expect.any(String),
    });
    const searched = await api.as.admin.formLookups.usersWithEmployeeInfo({ searchQuery: demo.manager.toLowerCase() });
    expect(searched.map((user) => user.employeeNo)).toEqual([demo.manager]);
  });

  it('refuses everyone who is not an administrator, on the tRPC wire as FORBIDDEN with the catalogue key too', async () => {
    for (const caller of [api.as.employee, api.as.manager, api.as.planner]) {
      await expectDomainError(caller.formLookups.usersWithEmployeeInfo({}), ErrorCode.permissionDenied);
    }
    const response = await api.harness.app.inject({
      method: 'GET',
      url: '/trpc/formLookups.usersWithEmployeeInfo',
      headers: bearer(api.tokens.employee),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.json.data).toMatchObject({ code: 'FORBIDDEN', errorCode: ErrorCode.permissionDenied });
  });
});

describe('formLookups.employeeDepartments and employeeJobTitles', () => {
  it("lists the departments of the session company's employees, by name", async () => {
    const departments = await api.as.employee.formLookups.employeeDepartments();
    expect(departments.map((department) => department.departmentCode).sort()).toEqual(['ADM', 'FIN', 'HR', 'IT', 'PROD', 'SALES', 'WH']);
    expect(departments).toContainEqual({ departmentCode: 'PROD', departmentName: 'Gamybos skyrius' });
    const names = departments.map((department) => department.departmentName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'lt')));
  });

  it('lists distinct job titles of current employees once each', async () => {
    const titles = await api.as.employee.formLookups.employeeJobTitles();
    const rows = await api.harness.db.selectFrom('employees').select('job_title').distinct().where('company_code', '=', 'SV').execute();
    expect(titles.map((title) => title.jobTitleCode).sort()).toEqual(rows.map((row) => row.job_title).sort());
    expect(titles.every((title) => title.jobTitleCode === title.jobTitleName)).toBe(true);
    expect(titles.map((title) => title.jobTitleName)).not.toContain('Logistikos koordinatorė'); // NL only
  });
});

describe('formLookups.employeeManager and employeeFunctionalManager', () => {
  const manager = (employeeNo: string, caller: AppCaller) => caller.formLookups.employeeManager({ employeeNo });
  const functional = (employeeNo: string, caller: AppCaller) => caller.formLookups.employeeFunctionalManager({ employeeNo });

  it('answers the manager as a participant to the employee, their manager and an administrator', async () => {
    for (const caller of [api.as.employee, api.as.manager, api.as.admin]) {
      expect(await manager(demo.employee, caller)).toEqual({
        nameWithEmployeeNo: expect.stringMatching(/ \(SV0005\)$/),
        personnelNo: expect.any(String),
        employeeNo: demo.manager,
      });
    }
    expect(await manager(demo.head, api.as.admin)).toBeNull();
  });

  it("refuses another's manager, and answers not found to an administrator for an unknown number", async () => {
    await expectDomainError(manager(demo.colleague, api.as.employee), ErrorCode.permissionDenied);
    await expectDomainError(manager(demo.outsider, api.as.manager), ErrorCode.permissionDenied);
    await expectDomainError(functional(demo.colleague, api.as.employee), ErrorCode.permissionDenied);
    await expectDomainError(manager('SV9999', api.as.employee), ErrorCode.permissionDenied);
    await expectDomainError(manager('SV9999', api.as.admin), ErrorCode.recordNotFound);
    await expectFieldError(manager('SV 12', api.as.employee), 'employeeNo', ErrorCode.invalidValue);
  });

  it('answers the functional manager when the ERP sets one, else null (never the line manager)', async () => {
    expect(await functional(demo.employee, api.as.employee)).toBeNull();
    await setEmployee(demo.employee, { functional_manager_employee_no: demo.planner });
    try {
      expect(await functional(demo.employee, api.as.manager)).toMatchObject({ employeeNo: demo.planner });
    } finally {
      await setEmployee(demo.employee, { functional_manager_employee_no: null });
    }
  });
});

describe('formLookups.holidayReserveBalance and the annual-leave calculations', () => {
  const christmas = { dateFrom: '2026-12-24', dateTo: '2026-12-28' };
  type BalanceInput = Parameters<AppCaller['formLookups']['holidayReserveBalance']>[0];
  const balance = (input: BalanceInput, caller: AppCaller) => caller.formLookups.holidayReserveBalance(input);

  async function reserveOn(date: string) {
    return (await api.as.admin.employees.holidayReserve({ employeeNo: demo.employee, date })).holidayReserve;
  }

  /** Runs `check` with the employee's reserve counted in the given unit, then puts the seeded one back. */
  async function withDayType(holidayDayType: number, check: () => Promise<void>) {
    const { holiday_day_type: seeded } = await api.harness.db
      .selectFrom('employees')
      .select('holiday_day_type')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.employee)
      .executeTakeFirstOrThrow();
    await setEmployee(demo.employee, { holiday_day_type: holidayDayType });
    try {
      await check();
    } finally {
      await setEmployee(demo.employee, { holiday_day_type: seeded });
    }
  }

  it('answers the reserve on the first day less the work days of a working-day reserve', async () => {
    await withDayType(0, async () => {
      const reserve = await reserveOn(christmas.dateFrom);
      const result = await balance({ ...christmas, employeeNo: demo.employee }, api.as.employee);
      expect(result).toEqual({
        calendarDays: 2,
        workDays: 1,
        holidayReserve: reserve,
        holidayDayType: 0,
        holidayReserveAfterDays: roundToHundredths(reserve - 1),
      });
    });
  });

  it('takes calendar days (holidays left out) from a calendar-day reserve', async () => {
    await withDayType(1, async () => {
      const reserve = await reserveOn(christmas.dateFrom);
      const result = await balance({ ...christmas, employeeNo: demo.employee }, api.as.manager);
      expect(result).toMatchObject({ holidayDayType: 1, holidayReserve: reserve, holidayReserveAfterDays: roundToHundredths(reserve - 2) });
      const withHolidays = await api.as.employee.formLookups.annualLeaveCalculation({
        ...christmas,
        includeHolidays: true,
        employeeNo: demo.employee,
      });
      expect(withHolidays).toMatchObject({ calendarDays: 5, workDays: 1, holidayReserveAfterDays: roundToHundredths(reserve - 5) });
      const withoutHolidays = await api.as.employee.formLookups.annualLeaveCalculation({ ...christmas, employeeNo: demo.employee });
      expect(withoutHolidays).toEqual(result);
    });
  });

  it('answers the allowance of a range: the reserve on its first day', async () => {
    const allowance = await api.as.employee.formLookups.annualLeaveCalculationAllowance({
      employeeNo: demo.employee,
      from: '2027-01-04',
      to: '2027-01-08',
    });
    const reserve = await api.as.employee.employees.holidayReserve({ employeeNo: demo.employee, date: '2027-01-04' });
    expect(allowance).toEqual({
      employeeNo: demo.employee,
      from: '2027-01-04',
      to: '2027-01-08',
      holidayReserve: reserve.holidayReserve,
      holidayDayType: reserve.holidayDayType,
      holidayRange: reserve.holidayRange,
    });
    expect(allowance.holidayRange).toEqual({ from: expect.any(String), to: expect.any(String) });
  });

  it("refuses another's balance; answers managers and administrators; unknown numbers are not found for an administrator", async () => {
    await expectDomainError(balance({ ...christmas, employeeNo: demo.colleague }, api.as.employee), ErrorCode.permissionDenied);
    await expectDomainError(balance({ ...christmas, employeeNo: demo.outsider }, api.as.manager), ErrorCode.permissionDenied);
    await expectDomainError(
      api.as.employee.formLookups.annualLeaveCalculation({ ...christmas, employeeNo: demo.manager }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      api.as.employee.formLookups.annualLeaveCalculationAllowance({ employeeNo: demo.manager, from: '2027-01-04', to: '2027-01-08' }),
      ErrorCode.permissionDenied,
    );
    await balance({ ...christmas, employeeNo: demo.colleague }, api.as.manager);
    await balance({ ...christmas, employeeNo: demo.manager }, api.as.admin);
    await expectDomainError(balance({ ...christmas, employeeNo: 'SV9999' }, api.as.admin), ErrorCode.recordNotFound);
  });

  it('refuses bad dates and reversed ranges on the field', async () => {
    await expectFieldError(
      balance({ dateFrom: '2026-12-28', dateTo: '2026-12-24', employeeNo: demo.employee }, api.as.employee),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectFieldError(
      balance({ dateFrom: '2026-02-30', dateTo: '2026-12-24', employeeNo: demo.employee }, api.as.employee),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    await expectFieldError(balance(illTyped({ ...christmas }), api.as.employee), 'employeeNo', ErrorCode.fieldRequired);
    await expectFieldError(
      balance({ dateFrom: '2026-01-01', dateTo: '2027-06-30', employeeNo: demo.employee }, api.as.employee),
      'dateTo',
      ErrorCode.dateRangeTooLong,
    );
    await expectFieldError(
      api.as.employee.formLookups.annualLeaveCalculation(illTyped({ ...christmas, includeHolidays: 'yes', employeeNo: demo.employee })),
      'includeHolidays',
    );
    await expectFieldError(
      api.as.employee.formLookups.annualLeaveCalculationAllowance({ employeeNo: demo.employee, from: '2027-01-08', to: '2027-01-04' }),
      'to',
      ErrorCode.endEarlierThanStart,
    );
  });
});

describe('formLookups.checkParentDayOff', () => {
  const check = (input: { from: string; to: string; employeeNo: string }, caller: AppCaller = api.as.employee) =>
    caller.formLookups.checkParentDayOff(input);
  const onDay = (date: string, employeeNo: string = demo.employee) => ({ from: date, to: date, employeeNo });

  async function setChildren(children: { birthDate: string; disabled?: boolean; type?: string }[]) {
    const db = api.harness.db;
    await db.deleteFrom('employee_relatives').where('company_code', '=', 'SV').where('employee_no', '=', demo.employee).execute();
    // A spouse is no child, however young the birth date says.
    const spouse = { relative_type: 'Sutuoktinė', birth_date: '2020-01-01', disabled: false, first_name: 'Ona', last_name: 'X' };
    const rows = [
      spouse,
      ...children.map((child) => ({
        relative_type: child.type ?? 'Dukra',
        birth_date: child.birthDate,
        disabled: child.disabled ?? false,
        first_name: 'Vaikas',
        last_name: 'X',
      })),
    ];
    await db
      .insertInto('employee_relatives')
      .values(rows.map((row, index) => ({ ...row, company_code: 'SV', employee_no: demo.employee, line_no: (index + 1) * 10_000 })))
      .execute();
  }

  it('blocks a parent without a child under 12 (or a disabled one under 18)', async () => {
    await setChildren([{ birthDate: '2010-01-01' }]);
    expect(await check(onDay('2026-12-02'))).toEqual({ valid: 0, message: ParentDayOffMessage.noChild });
  });

  it('counts the registered MD days: one child gives one a quarter, already taken on 2026-10-16', async () => {
    await setChildren([{ birthDate: '2020-05-01', type: 'Sūnus' }]);
    expect(await check(onDay('2026-12-02'))).toEqual({ valid: 0, message: ParentDayOffMessage.allowanceUsed });
    expect(await check(onDay('2027-01-04'))).toEqual({ valid: 1, message: null });
  });

  it('gives two children under 12 one day a month, and three two, warning on a range of several days', async () => {
    await setChildren([{ birthDate: '2020-05-01' }, { birthDate: '2018-03-01' }]);
    expect(await check(onDay('2026-12-02'))).toEqual({ valid: 1, message: null });
    expect(await check(onDay('2026-10-20'))).toEqual({ valid: 0, message: ParentDayOffMessage.allowanceUsed });
    expect(await check({ from: '2026-12-02', to: '2026-12-03', employeeNo: demo.employee })).toEqual({
      valid: 0,
      message: ParentDayOffMessage.allowanceUsed,
    });
    await setChildren([{ birthDate: '2020-05-01' }, { birthDate: '2018-03-01' }, { birthDate: '2016-03-01', type: 'Sūnus' }]);
    expect(await check({ from: '2026-12-02', to: '2026-12-03', employeeNo: demo.employee })).toEqual({
      valid: 1,
      message: ParentDayOffMessage.severalDays,
    });
    expect(await check({ from: '2026-12-05', to: '2026-12-06', employeeNo: demo.employee })).toEqual({
      valid: 0,
      message: ParentDayOffMessage.notWorkDay,
    });
  });

  it("answers the employee's manager and an administrator, refuses others", async () => {
    await check(onDay('2026-12-02'), api.as.manager);
    await check(onDay('2026-12-02'), api.as.admin);
    await expectDomainError(check(onDay('2026-12-02', demo.colleague)), ErrorCode.permissionDenied);
    await expectDomainError(check(onDay('2026-12-02', demo.outsider), api.as.manager), ErrorCode.permissionDenied);
    await expectDomainError(check(onDay('2026-12-02', 'SV9999'), api.as.admin), ErrorCode.recordNotFound);
  });

  it('refuses a reversed range on the field to, and a missing date', async () => {
    await expectFieldError(check({ from: '2026-12-03', to: '2026-12-02', employeeNo: demo.employee }), 'to', ErrorCode.endEarlierThanStart);
    await expectFieldError(check(illTyped({ to: '2026-12-02', employeeNo: demo.employee })), 'from');
  });
});

describe('formLookups.checkEnteredFormDates', () => {
  const check = (input: { from: string; to: string; employeeNo: string; validationId: number }, caller: AppCaller = api.as.employee) =>
    caller.formLookups.checkEnteredFormDates(input);

  it('passes free future dates and names each failed check', async () => {
    const { validationIds } = await placeField({}, [
      { type: ValidationType.enteredDates, value: null },
      { type: ValidationType.enteredDates, value: 'absence_exists,leave_exceeds_balance' },
    ]);
    const [defaults, named] = validationIds as [number, number];
    const input = (from: string, to: string, validationId: number, employeeNo: string = demo.employee) => ({
      from,
      to,
      employeeNo,
      validationId,
    });
    expect(await check(input('2026-12-01', '2026-12-04', defaults))).toEqual({ valid: true, messages: [] });
    // The Christmas leave of 28-31 December is registered already.
    expect(await check(input('2026-12-23', '2026-12-28', defaults))).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.absenceExists],
    });
    expect(await check(input('2026-11-10', '2026-11-11', defaults))).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.dateOverdue],
    });
    expect(await check(input('2026-11-10', '2026-11-11', named))).toEqual({ valid: true, messages: [] });
    expect(await check(input('2027-01-04', '2027-12-31', named))).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.leaveExceedsBalance],
    });
    // The manager and the administrator may check; another employee may not.
    expect(await check(input('2026-12-28', '2026-12-28', defaults), api.as.manager)).toMatchObject({ valid: false });
    await check(input('2026-12-01', '2026-12-04', defaults), api.as.admin);
    await expectDomainError(check(input('2026-12-01', '2026-12-04', defaults, demo.colleague)), ErrorCode.permissionDenied);
    await expectDomainError(check(input('2026-12-01', '2026-12-04', defaults, 'SV9999'), api.as.admin), ErrorCode.recordNotFound);
  });

  it('needs an existing rule of type 8, and a valid id and range', async () => {
    const { validationIds } = await placeField({}, [{ type: ValidationType.holidayTolerance, value: '5' }]);
    const range = { from: '2026-12-01', to: '2026-12-04', employeeNo: demo.employee };
    await expectDomainError(check({ ...range, validationId: validationIds[0]! }), ErrorCode.recordNotFound);
    await expectDomainError(check({ ...range, validationId: 999999 }), ErrorCode.recordNotFound);
    await expectFieldError(check(illTyped({ ...range, validationId: 'abc' })), 'validationId', ErrorCode.invalidValue);
    await expectFieldError(
      check({ from: '2026-12-04', to: '2026-12-01', employeeNo: demo.employee, validationId: 1 }),
      'to',
      ErrorCode.endEarlierThanStart,
    );
  });
});

describe('createServerFormRuleContext', () => {
  it('answers the rules of validateForm from the same lookups', async () => {
    const context = createServerFormRuleContext(api.harness.db, { companyCode: 'SV', today: TODAY });
    const answered = await api.as.employee.formLookups.holidayReserveBalance({
      dateFrom: '2027-01-04',
      dateTo: '2027-01-08',
      employeeNo: demo.employee,
    });
    expect(await context.holidayReserveAfterDays(demo.employee, '2027-01-04', '2027-01-08')).toBe(answered.holidayReserveAfterDays);

    const { validationIds } = await placeField({}, [{ type: ValidationType.enteredDates, value: null }]);
    const validationId = validationIds[0]!;
    expect(await context.checkEnteredDates(demo.employee, '2026-12-28', '2026-12-28', validationId)).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.absenceExists],
    });
    expect(await context.checkEnteredDates('SV9999', '2026-12-01', '2026-12-01', validationId)).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.employeeNotFound],
    });
    expect(await context.checkEnteredDates(demo.employee, '2000-01-03', '2000-01-03', validationId)).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.notEmployed, EnteredDatesMessage.dateOverdue],
    });
    expect(await context.checkParentDayOff('SV9999', '2026-12-02', '2026-12-02')).toEqual({
      valid: 0,
      message: ParentDayOffMessage.employeeNotFound,
    });

    // Validation type 6 blocks when the tolerance exceeds what the reserve leaves.
    const form = {
      fields: [
        { id: 'from', type: FieldType.date, caption: 'Nuo', mandatory: true, dataSourceFieldKey: 'dateFromFieldKey' },
        { id: 'to', type: FieldType.date, caption: 'Iki', mandatory: true, dataSourceFieldKey: 'dateToFieldKey' },
        {
          id: 'days',
          type: FieldType.annualLeaveBalance,
          caption: 'Likutis',
          mandatory: false,
          validations: [
            { validationType: ValidationType.holidayTolerance, value: String(Math.floor(answered.holidayReserveAfterDays) + 1) },
          ],
        },
      ],
    };
    const result = await validateForm(form, { from: '2027-01-04', to: '2027-01-08' }, context, 'submit', { employeeNo: demo.employee });
    expect(result.errors).toEqual([
      expect.objectContaining({
        fieldId: 'days',
        code: FormErrorCode.holidayToleranceToMinus,
        params: expect.objectContaining({ reserveAfter: answered.holidayReserveAfterDays }),
      }),
    ]);
  });
});

describe('REST rows', () => {
  const get = <T>(url: string, token: string) => api.client.get(url, token).then((response) => successData<T>(response));

  it('GET /api/documents/employee-meta reads the flags from the query text and the legacy id as formDataId', async () => {
    expect(
      await get<Participant[]>('/api/documents/employee-meta?subordinateEmployees=true&showTerminated=false', api.tokens.manager),
    ).toEqual(await api.as.manager.formLookups.employeeMeta({ subordinateEmployees: true }));
    const departmentField = await placeField({ show_department_employees: true });
    const legacy = await get<Participant[]>(
      `/api/documents/employee-meta?id=${departmentField.formDataId}&departmentEmployees=false`,
      api.tokens.employee,
    );
    expect(legacy).toEqual(await api.as.employee.formLookups.employeeMeta({ formDataId: departmentField.formDataId }));
    expect(legacy.length).toBeGreaterThan(1);
    expectValidationError(await api.client.get('/api/documents/employee-meta?showTerminated=maybe', api.tokens.employee), 'showTerminated');
    expectNotFound(await api.client.get('/api/documents/employee-meta?formDataId=999999', api.tokens.employee));
  });

  it('GET /api/documents/users-with-employee-meta maps the query the same way', async () => {
    const departmentField = await placeField({ show_department_employees: true });
    expect(await get<UserPickerItem[]>('/api/documents/users-with-employee-meta?departmentEmployees=true', api.tokens.employee)).toEqual(
      await api.as.employee.formLookups.usersWithEmployeeMeta({ departmentEmployees: true }),
    );
    expect(
      await get<UserPickerItem[]>(`/api/documents/users-with-employee-meta?id=${departmentField.formDataId}`, api.tokens.employee),
    ).toEqual(await api.as.employee.formLookups.usersWithEmployeeMeta({ formDataId: departmentField.formDataId }));
  });

  it('GET /api/documents/users-with-employee-info takes the search from the query; refuses others as permission_denied', async () => {
    const searchQuery = demo.manager.toLowerCase();
    expect(
      await get<UserWithEmployeeInfo[]>(`/api/documents/users-with-employee-info?searchQuery=${searchQuery}`, api.tokens.admin),
    ).toEqual(await api.as.admin.formLookups.usersWithEmployeeInfo({ searchQuery }));
    expectPermissionDenied(await api.client.get('/api/documents/users-with-employee-info', api.tokens.employee));
  });

  it('GET /api/documents/employee-departments and employee-job-titles answer in the envelope', async () => {
    expect(await get('/api/documents/employee-departments', api.tokens.employee)).toEqual(
      await api.as.employee.formLookups.employeeDepartments(),
    );
    expect(await get('/api/documents/employee-job-titles', api.tokens.employee)).toEqual(
      await api.as.employee.formLookups.employeeJobTitles(),
    );
  });

  it('GET /api/documents/get-employee-manager/{no} and get-employee-functional-manager/{no} take the number from the path', async () => {
    expect(await get<Participant>(`/api/documents/get-employee-manager/${demo.employee}`, api.tokens.employee)).toEqual(
      await api.as.employee.formLookups.employeeManager({ employeeNo: demo.employee }),
    );
    expect(await get(`/api/documents/get-employee-functional-manager/${demo.employee}`, api.tokens.employee)).toBeNull();
    expectValidationError(
      await api.client.get(`/api/documents/get-employee-manager/${encodeURIComponent('SV 12')}`, api.tokens.employee),
      'employeeNo',
      ErrorCode.invalidValue,
    );
    expectNotFound(await api.client.get('/api/documents/get-employee-manager/SV9999', api.tokens.admin));
  });

  it('POST /api/documents/holiday-reserve-balance takes the body', async () => {
    const input = { dateFrom: '2026-12-24', dateTo: '2026-12-28', employeeNo: demo.employee };
    expect(
      successData<AnnualLeaveResult>(await api.client.post('/api/documents/holiday-reserve-balance', api.tokens.employee, input)),
    ).toEqual(await api.as.employee.formLookups.holidayReserveBalance(input));
    expectValidationError(
      await api.client.post('/api/documents/holiday-reserve-balance', api.tokens.employee, { ...input, dateFrom: '2026-12-29' }),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
  });

  it('GET /api/documents/get-annual-leave-calculation and get-annual-leave-calculation-allowance take the query text', async () => {
    const calculation = '/api/documents/get-annual-leave-calculation?dateFrom=2026-12-24&dateTo=2026-12-28';
    expect(await get<AnnualLeaveResult>(`${calculation}&includeHolidays=true&employeeNo=${demo.employee}`, api.tokens.employee)).toEqual(
      await api.as.employee.formLookups.annualLeaveCalculation({
        dateFrom: '2026-12-24',
        dateTo: '2026-12-28',
        includeHolidays: true,
        employeeNo: demo.employee,
      }),
    );
    expectValidationError(
      await api.client.get(`${calculation}&includeHolidays=yes&employeeNo=${demo.employee}`, api.tokens.employee),
      'includeHolidays',
    );
    expect(
      await get<AnnualLeaveAllowance>(
        `/api/documents/get-annual-leave-calculation-allowance?employeeNo=${demo.employee}&from=2027-01-04&to=2027-01-08`,
        api.tokens.employee,
      ),
    ).toEqual(
      await api.as.employee.formLookups.annualLeaveCalculationAllowance({
        employeeNo: demo.employee,
        from: '2027-01-04',
        to: '2027-01-08',
      }),
    );
  });

  it('GET /api/documents/check-parent-day-off and check-entered-form-dates take the query text', async () => {
    expect(
      await get(`/api/documents/check-parent-day-off?from=2026-12-02&to=2026-12-03&employeeNo=${demo.employee}`, api.tokens.employee),
    ).toEqual(await api.as.employee.formLookups.checkParentDayOff({ from: '2026-12-02', to: '2026-12-03', employeeNo: demo.employee }));
    const { validationIds } = await placeField({}, [{ type: ValidationType.enteredDates, value: null }]);
    const validationId = validationIds[0]!;
    const entered = `/api/documents/check-entered-form-dates?from=2026-12-23&to=2026-12-28&employeeNo=${demo.employee}`;
    expect(await get(`${entered}&validationId=${validationId}`, api.tokens.employee)).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.absenceExists],
    });
    expectValidationError(await api.client.get(`${entered}&validationId=abc`, api.tokens.employee), 'validationId', ErrorCode.invalidValue);
  });
});
