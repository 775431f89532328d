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
  type HolidayReserve,
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
import { demo, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';
import { createServerFormRuleContext } from './form-rule-context';

const api = useDemoApi();

// The test clock's business date (testing/test-app.ts).
const TODAY = '2026-11-20';

function expectNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound], data: null });
}

const numbersOf = (items: Participant[]) => items.map((item) => item.employeeNo);

async function picker(path: 'employee-meta' | 'users-with-employee-meta', token: string, query = ''): Promise<Participant[]> {
  return successData<Participant[]>(await api.client.get(`/api/documents/${path}${query ? `?${query}` : ''}`, token));
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

describe('GET /api/documents/employee-meta (employee picker)', () => {
  it('answers a plain employee only themself, as a participant value, whatever team flag they send', async () => {
    const own = await picker('employee-meta', api.tokens.employee);
    expect(own).toEqual([
      {
        nameWithEmployeeNo: expect.stringMatching(/ \(SV0012\)$/),
        personnelNo: expect.stringMatching(/^P\d+$/),
        employeeNo: demo.employee,
      },
    ]);
    expect(numbersOf(await picker('employee-meta', api.tokens.employee, 'subordinateEmployees=true'))).toEqual([demo.employee]);
    expect(numbersOf(await picker('employee-meta', api.tokens.employee, 'workTimeSetupEmployees=true'))).toEqual([demo.employee]);
  });

  it("adds a manager's team with subordinateEmployees, never anyone outside it", async () => {
    expect(numbersOf(await picker('employee-meta', api.tokens.manager))).toEqual([demo.manager]);
    const team = numbersOf(await picker('employee-meta', api.tokens.manager, 'subordinateEmployees=true'));
    expect(team).toEqual(expect.arrayContaining([demo.manager, demo.employee, demo.colleague]));
    expect(team).not.toContain(demo.outsider);
    expect(team).not.toContain(demo.head);
  });

  it("adds the caller's department with departmentEmployees", async () => {
    const department = numbersOf(await picker('employee-meta', api.tokens.employee, 'departmentEmployees=true'));
    expect(department.sort()).toEqual((await employeeNosWhere('department_code', 'PROD')).sort());
    expect(department).not.toContain(demo.outsider);
  });

  it('answers a work-time planner the whole company with workTimeSetupEmployees, ordered by name', async () => {
    const company = await picker('employee-meta', api.tokens.planner, 'workTimeSetupEmployees=true');
    expect(company).toHaveLength(100);
    // Ordered as the names read (first letters compared without diacritics, so any collation agrees).
    const initials = company.map((item) => item.nameWithEmployeeNo.normalize('NFD').charAt(0));
    expect(initials).toEqual([...initials].sort());
    expect(numbersOf(await picker('employee-meta', api.tokens.planner))).toEqual([demo.planner]);
  });

  it('answers an administrator everyone, searched by name or number without case, at most 100', async () => {
    const byNumber = numbersOf(await picker('employee-meta', api.tokens.admin, 'searchQuery=sv001'));
    expect(byNumber.sort()).toEqual(['SV0010', 'SV0011', 'SV0012', 'SV0013', 'SV0014', 'SV0015', 'SV0016', 'SV0017', 'SV0018', 'SV0019']);
    const [own] = await picker('employee-meta', api.tokens.employee);
    const lastName = own!.nameWithEmployeeNo.split(' ')[1]!;
    const byName = await picker('employee-meta', api.tokens.admin, `searchQuery=${encodeURIComponent(lastName.toUpperCase())}`);
    expect(numbersOf(byName)).toContain(demo.employee);
    expect(byName.every((item) => item.nameWithEmployeeNo.toUpperCase().includes(lastName.toUpperCase()))).toBe(true);
    // Wildcards are taken literally.
    expect(await picker('employee-meta', api.tokens.admin, 'searchQuery=%25')).toEqual([]);
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
      expect(await picker('employee-meta', api.tokens.admin)).toHaveLength(100);
      expect(numbersOf(await picker('employee-meta', api.tokens.admin, 'searchQuery=naujok'))).toEqual(['SV0101']);
    } finally {
      await api.harness.db.deleteFrom('employees').where('company_code', '=', 'SV').where('employee_no', '=', 'SV0101').execute();
    }
  });

  it('leaves out employees terminated before today unless showTerminated; a later termination still counts', async () => {
    await setEmployee(demo.colleague, { termination_date: '2026-10-31' });
    try {
      expect(numbersOf(await picker('employee-meta', api.tokens.manager, 'subordinateEmployees=true'))).not.toContain(demo.colleague);
      expect(numbersOf(await picker('employee-meta', api.tokens.manager, 'subordinateEmployees=true&showTerminated=true'))).toContain(
        demo.colleague,
      );
      await setEmployee(demo.colleague, { termination_date: '2026-12-31' });
      expect(numbersOf(await picker('employee-meta', api.tokens.manager, 'subordinateEmployees=true'))).toContain(demo.colleague);
      // 1753-01-01 is the ERP's "no date", not a termination in 1753.
      await setEmployee(demo.colleague, { termination_date: '1753-01-01' });
      expect(numbersOf(await picker('employee-meta', api.tokens.manager, 'subordinateEmployees=true'))).toContain(demo.colleague);
    } finally {
      await setEmployee(demo.colleague, { termination_date: null });
    }
  });

  it("narrows to one employee with employeeNo, within the caller's scope only", async () => {
    expect(numbersOf(await picker('employee-meta', api.tokens.manager, `subordinateEmployees=true&employeeNo=${demo.employee}`))).toEqual([
      demo.employee,
    ]);
    expect(await picker('employee-meta', api.tokens.employee, `employeeNo=${demo.colleague}`)).toEqual([]);
  });

  it('takes the scope from the placed field when formDataId (or the legacy id) is given, not from the flags sent', async () => {
    const departmentField = await placeField({ show_department_employees: true });
    const plainField = await placeField();
    const prod = (await employeeNosWhere('department_code', 'PROD')).sort();
    expect(numbersOf(await picker('employee-meta', api.tokens.employee, `formDataId=${departmentField.formDataId}`)).sort()).toEqual(prod);
    expect(
      numbersOf(await picker('employee-meta', api.tokens.employee, `id=${departmentField.formDataId}&departmentEmployees=false`)).sort(),
    ).toEqual(prod);
    expect(
      numbersOf(await picker('employee-meta', api.tokens.employee, `formDataId=${plainField.formDataId}&departmentEmployees=true`)),
    ).toEqual([demo.employee]);
    expect(
      numbersOf(await picker('employee-meta', api.tokens.employee, `formId=${plainField.formId}&formDataId=${plainField.formDataId}`)),
    ).toEqual([demo.employee]);
    expectNotFound(
      await api.client.get(
        `/api/documents/employee-meta?formId=${departmentField.formId}&formDataId=${plainField.formDataId}`,
        api.tokens.employee,
      ),
    );
    expectNotFound(await api.client.get('/api/documents/employee-meta?formDataId=999999', api.tokens.employee));
  });

  it('refuses bad input naming the field, and unknown keys', async () => {
    expectValidationError(await api.client.get('/api/documents/employee-meta?showTerminated=maybe', api.tokens.employee), 'showTerminated');
    expectValidationError(
      await api.client.get(`/api/documents/employee-meta?searchQuery=${'x'.repeat(101)}`, api.tokens.employee),
      'searchQuery',
      ErrorCode.invalidValue,
    );
    expectValidationError(await api.client.get('/api/documents/employee-meta?formDataId=abc', api.tokens.employee), 'formDataId');
    expectValidationError(await api.client.get('/api/documents/employee-meta?companyCode=NL', api.tokens.employee), 'companyCode');
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

describe('GET /api/documents/users-with-employee-meta', () => {
  it('answers only employees who have a user that may sign in, with the user id', async () => {
    const everyone = successData<UserPickerItem[]>(await api.client.get('/api/documents/users-with-employee-meta', api.tokens.admin));
    expect(everyone.map((item) => item.employeeNo).sort()).toEqual([demo.admin, demo.planner, demo.manager, demo.employee].sort());
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
      const teamQuery = 'subordinateEmployees=true';
      expect(numbersOf(await picker('users-with-employee-meta', api.tokens.manager, teamQuery))).not.toContain(demo.colleague);
      await api.harness.db.updateTable('users').set({ status: 'active' }).where('id', '=', created.id).execute();
      const team = successData<UserPickerItem[]>(
        await api.client.get(`/api/documents/users-with-employee-meta?${teamQuery}`, api.tokens.manager),
      );
      expect(numbersOf(team).sort()).toEqual([demo.manager, demo.employee, demo.colleague].sort());
      expect(team.find((item) => item.employeeNo === demo.colleague)?.userId).toBe(created.id);
    } finally {
      await api.harness.db.deleteFrom('users').where('id', '=', created.id).execute();
    }
  });

  it('keeps to the same scope as the employee picker', async () => {
    // Production has two users: the manager and the employee; the work-time flag gives a non-planner nothing more.
    const department = await picker(
      'users-with-employee-meta',
      api.tokens.employee,
      'departmentEmployees=true&workTimeSetupEmployees=true',
    );
    expect(numbersOf(department).sort()).toEqual([demo.manager, demo.employee].sort());
    expect(numbersOf(await picker('users-with-employee-meta', api.tokens.employee))).toEqual([demo.employee]);
  });
});

describe('GET /api/documents/users-with-employee-info', () => {
  it('answers an administrator the users of the company with department and job title', async () => {
    const users = successData<UserWithEmployeeInfo[]>(await api.client.get('/api/documents/users-with-employee-info', api.tokens.admin));
    expect(users.map((user) => user.employeeNo).sort()).toEqual([demo.admin, demo.planner, demo.manager, demo.employee].sort());
    expect(users.find((user) => user.employeeNo === demo.employee)).toEqual({
      userId: expect.any(Number),
      employeeNo: demo.employee,
      personnelNo: expect.stringMatching(/^P\d+$/),
      employeeFullName: expect.any(String),
      departmentCode: 'PROD',
      department: 'Gamybos skyrius',
      jobTitle: expect.any(String),
    });
    const searched = successData<UserWithEmployeeInfo[]>(
      await api.client.get(`/api/documents/users-with-employee-info?searchQuery=${demo.manager.toLowerCase()}`, api.tokens.admin),
    );
    expect(searched.map((user) => user.employeeNo)).toEqual([demo.manager]);
  });

  it('refuses everyone who is not an administrator, over REST and tRPC', async () => {
    for (const token of [api.tokens.employee, api.tokens.manager, api.tokens.planner]) {
      expectPermissionDenied(await api.client.get('/api/documents/users-with-employee-info', token));
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

describe('GET /api/documents/employee-departments and employee-job-titles', () => {
  it("lists the departments of the session company's employees, by name", async () => {
    const departments = successData<{ departmentCode: string; departmentName: string }[]>(
      await api.client.get('/api/documents/employee-departments', api.tokens.employee),
    );
    expect(departments.map((department) => department.departmentCode).sort()).toEqual(['ADM', 'FIN', 'HR', 'IT', 'PROD', 'SALES', 'WH']);
    expect(departments).toContainEqual({ departmentCode: 'PROD', departmentName: 'Gamybos skyrius' });
    const names = departments.map((department) => department.departmentName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'lt')));
  });

  it('lists distinct job titles of current employees once each', async () => {
    const titles = successData<{ jobTitleCode: string; jobTitleName: string }[]>(
      await api.client.get('/api/documents/employee-job-titles', api.tokens.employee),
    );
    const rows = await api.harness.db.selectFrom('employees').select('job_title').distinct().where('company_code', '=', 'SV').execute();
    expect(titles.map((title) => title.jobTitleCode).sort()).toEqual(rows.map((row) => row.job_title).sort());
    expect(titles.every((title) => title.jobTitleCode === title.jobTitleName)).toBe(true);
    expect(titles.map((title) => title.jobTitleName)).not.toContain('Logistikos koordinatorė'); // NL only
  });
});

describe('GET /api/documents/get-employee-manager/{no} and get-employee-functional-manager/{no}', () => {
  const manager = (no: string, token: string) => api.client.get(`/api/documents/get-employee-manager/${no}`, token);
  const functional = (no: string, token: string) => api.client.get(`/api/documents/get-employee-functional-manager/${no}`, token);

  it('answers the manager as a participant to the employee, their manager and an administrator', async () => {
    for (const token of [api.tokens.employee, api.tokens.manager, api.tokens.admin]) {
      expect(successData<Participant>(await manager(demo.employee, token))).toEqual({
        nameWithEmployeeNo: expect.stringMatching(/ \(SV0005\)$/),
        personnelNo: expect.any(String),
        employeeNo: demo.manager,
      });
    }
    expect(successData(await manager(demo.head, api.tokens.admin))).toBeNull();
  });

  it("refuses another's manager, and answers not found to an administrator for an unknown number", async () => {
    expectPermissionDenied(await manager(demo.colleague, api.tokens.employee));
    expectPermissionDenied(await manager(demo.outsider, api.tokens.manager));
    expectPermissionDenied(await functional(demo.colleague, api.tokens.employee));
    expectPermissionDenied(await manager('SV9999', api.tokens.employee));
    expectNotFound(await manager('SV9999', api.tokens.admin));
    expectValidationError(await manager('SV 12', api.tokens.employee), 'employeeNo', ErrorCode.invalidValue);
  });

  it('answers the functional manager when the ERP sets one, else null (never the line manager)', async () => {
    expect(successData(await functional(demo.employee, api.tokens.employee))).toBeNull();
    await setEmployee(demo.employee, { functional_manager_employee_no: demo.planner });
    try {
      expect(successData<Participant>(await functional(demo.employee, api.tokens.manager))).toMatchObject({ employeeNo: demo.planner });
    } finally {
      await setEmployee(demo.employee, { functional_manager_employee_no: null });
    }
  });
});

describe('POST /api/documents/holiday-reserve-balance and the annual-leave calculations', () => {
  const christmas = { dateFrom: '2026-12-24', dateTo: '2026-12-28' };
  const balance = (body: unknown, token: string) => api.client.post('/api/documents/holiday-reserve-balance', token, body);

  async function reserveOn(date: string) {
    return successData<HolidayReserve>(
      await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}?date=${date}`, api.tokens.admin),
    ).holidayReserve;
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
      const result = successData<AnnualLeaveResult>(await balance({ ...christmas, employeeNo: demo.employee }, api.tokens.employee));
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
      const result = successData<AnnualLeaveResult>(await balance({ ...christmas, employeeNo: demo.employee }, api.tokens.manager));
      expect(result).toMatchObject({ holidayDayType: 1, holidayReserve: reserve, holidayReserveAfterDays: roundToHundredths(reserve - 2) });
      const withHolidays = successData<AnnualLeaveResult>(
        await api.client.get(
          `/api/documents/get-annual-leave-calculation?dateFrom=2026-12-24&dateTo=2026-12-28&includeHolidays=true&employeeNo=${demo.employee}`,
          api.tokens.employee,
        ),
      );
      expect(withHolidays).toMatchObject({ calendarDays: 5, workDays: 1, holidayReserveAfterDays: roundToHundredths(reserve - 5) });
      const withoutHolidays = successData<AnnualLeaveResult>(
        await api.client.get(
          `/api/documents/get-annual-leave-calculation?dateFrom=2026-12-24&dateTo=2026-12-28&employeeNo=${demo.employee}`,
          api.tokens.employee,
        ),
      );
      expect(withoutHolidays).toEqual(result);
    });
  });

  it('answers the allowance of a range: the reserve on its first day', async () => {
    const allowance = successData<AnnualLeaveAllowance>(
      await api.client.get(
        `/api/documents/get-annual-leave-calculation-allowance?employeeNo=${demo.employee}&from=2027-01-04&to=2027-01-08`,
        api.tokens.employee,
      ),
    );
    const reserve = successData<HolidayReserve>(
      await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}?date=2027-01-04`, api.tokens.employee),
    );
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
    expectPermissionDenied(await balance({ ...christmas, employeeNo: demo.colleague }, api.tokens.employee));
    expectPermissionDenied(await balance({ ...christmas, employeeNo: demo.outsider }, api.tokens.manager));
    expectPermissionDenied(
      await api.client.get(
        `/api/documents/get-annual-leave-calculation?dateFrom=2026-12-24&dateTo=2026-12-28&employeeNo=${demo.manager}`,
        api.tokens.employee,
      ),
    );
    expectPermissionDenied(
      await api.client.get(
        `/api/documents/get-annual-leave-calculation-allowance?employeeNo=${demo.manager}&from=2027-01-04&to=2027-01-08`,
        api.tokens.employee,
      ),
    );
    successData(await balance({ ...christmas, employeeNo: demo.colleague }, api.tokens.manager));
    successData(await balance({ ...christmas, employeeNo: demo.manager }, api.tokens.admin));
    expectNotFound(await balance({ ...christmas, employeeNo: 'SV9999' }, api.tokens.admin));
  });

  it('refuses bad dates and reversed ranges on the field', async () => {
    expectValidationError(
      await balance({ dateFrom: '2026-12-28', dateTo: '2026-12-24', employeeNo: demo.employee }, api.tokens.employee),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    expectValidationError(
      await balance({ dateFrom: '2026-02-30', dateTo: '2026-12-24', employeeNo: demo.employee }, api.tokens.employee),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    expectValidationError(await balance({ ...christmas }, api.tokens.employee), 'employeeNo', ErrorCode.fieldRequired);
    expectValidationError(
      await balance({ dateFrom: '2026-01-01', dateTo: '2027-06-30', employeeNo: demo.employee }, api.tokens.employee),
      'dateTo',
      ErrorCode.dateRangeTooLong,
    );
    expectValidationError(
      await api.client.get(
        `/api/documents/get-annual-leave-calculation?dateFrom=2026-12-24&dateTo=2026-12-28&includeHolidays=yes&employeeNo=${demo.employee}`,
        api.tokens.employee,
      ),
      'includeHolidays',
    );
    const reversed = `/api/documents/get-annual-leave-calculation-allowance?employeeNo=${demo.employee}&from=2027-01-08&to=2027-01-04`;
    expectValidationError(await api.client.get(reversed, api.tokens.employee), 'to', ErrorCode.endEarlierThanStart);
  });
});

describe('GET /api/documents/check-parent-day-off', () => {
  const check = (query: string, token = api.tokens.employee) => api.client.get(`/api/documents/check-parent-day-off?${query}`, token);
  const onDay = (date: string, employeeNo: string = demo.employee) => `from=${date}&to=${date}&employeeNo=${employeeNo}`;

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
    expect(successData(await check(onDay('2026-12-02')))).toEqual({ valid: 0, message: ParentDayOffMessage.noChild });
  });

  it('counts the registered MD days: one child gives one a quarter, already taken on 2026-10-16', async () => {
    await setChildren([{ birthDate: '2020-05-01', type: 'Sūnus' }]);
    expect(successData(await check(onDay('2026-12-02')))).toEqual({ valid: 0, message: ParentDayOffMessage.allowanceUsed });
    expect(successData(await check(onDay('2027-01-04')))).toEqual({ valid: 1, message: null });
  });

  it('gives two children under 12 one day a month, and three two, warning on a range of several days', async () => {
    await setChildren([{ birthDate: '2020-05-01' }, { birthDate: '2018-03-01' }]);
    expect(successData(await check(onDay('2026-12-02')))).toEqual({ valid: 1, message: null });
    expect(successData(await check(onDay('2026-10-20')))).toEqual({ valid: 0, message: ParentDayOffMessage.allowanceUsed });
    expect(successData(await check(`from=2026-12-02&to=2026-12-03&employeeNo=${demo.employee}`))).toEqual({
      valid: 0,
      message: ParentDayOffMessage.allowanceUsed,
    });
    await setChildren([{ birthDate: '2020-05-01' }, { birthDate: '2018-03-01' }, { birthDate: '2016-03-01', type: 'Sūnus' }]);
    expect(successData(await check(`from=2026-12-02&to=2026-12-03&employeeNo=${demo.employee}`))).toEqual({
      valid: 1,
      message: ParentDayOffMessage.severalDays,
    });
    expect(successData(await check(`from=2026-12-05&to=2026-12-06&employeeNo=${demo.employee}`))).toEqual({
      valid: 0,
      message: ParentDayOffMessage.notWorkDay,
    });
  });

  it("answers the employee's manager and an administrator, refuses others", async () => {
    successData(await check(onDay('2026-12-02'), api.tokens.manager));
    successData(await check(onDay('2026-12-02'), api.tokens.admin));
    expectPermissionDenied(await check(onDay('2026-12-02', demo.colleague)));
    expectPermissionDenied(await check(onDay('2026-12-02', demo.outsider), api.tokens.manager));
    expectNotFound(await check(onDay('2026-12-02', 'SV9999'), api.tokens.admin));
  });

  it('refuses a reversed range on the field to, and a missing date', async () => {
    expectValidationError(await check(`from=2026-12-03&to=2026-12-02&employeeNo=${demo.employee}`), 'to', ErrorCode.endEarlierThanStart);
    expectValidationError(await check(`to=2026-12-02&employeeNo=${demo.employee}`), 'from');
  });
});

describe('GET /api/documents/check-entered-form-dates', () => {
  const check = (query: string, token = api.tokens.employee) => api.client.get(`/api/documents/check-entered-form-dates?${query}`, token);

  it('passes free future dates and names each failed check', async () => {
    const { validationIds } = await placeField({}, [
      { type: ValidationType.enteredDates, value: null },
      { type: ValidationType.enteredDates, value: 'absence_exists,leave_exceeds_balance' },
    ]);
    const [defaults, named] = validationIds as [number, number];
    const query = (from: string, to: string, validationId: number, employeeNo: string = demo.employee) =>
      `from=${from}&to=${to}&employeeNo=${employeeNo}&validationId=${validationId}`;
    expect(successData(await check(query('2026-12-01', '2026-12-04', defaults)))).toEqual({ valid: true, messages: [] });
    // The Christmas leave of 28-31 December is registered already.
    expect(successData(await check(query('2026-12-23', '2026-12-28', defaults)))).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.absenceExists],
    });
    expect(successData(await check(query('2026-11-10', '2026-11-11', defaults)))).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.dateOverdue],
    });
    expect(successData(await check(query('2026-11-10', '2026-11-11', named)))).toEqual({ valid: true, messages: [] });
    expect(successData(await check(query('2027-01-04', '2027-12-31', named)))).toEqual({
      valid: false,
      messages: [EnteredDatesMessage.leaveExceedsBalance],
    });
    // The manager and the administrator may check; another employee may not.
    expect(successData(await check(query('2026-12-28', '2026-12-28', defaults), api.tokens.manager))).toMatchObject({ valid: false });
    successData(await check(query('2026-12-01', '2026-12-04', defaults), api.tokens.admin));
    expectPermissionDenied(await check(query('2026-12-01', '2026-12-04', defaults, demo.colleague)));
    expectNotFound(await check(query('2026-12-01', '2026-12-04', defaults, 'SV9999'), api.tokens.admin));
  });

  it('needs an existing rule of type 8, and a valid id and range', async () => {
    const { validationIds } = await placeField({}, [{ type: ValidationType.holidayTolerance, value: '5' }]);
    expectNotFound(await check(`from=2026-12-01&to=2026-12-04&employeeNo=${demo.employee}&validationId=${validationIds[0]}`));
    expectNotFound(await check(`from=2026-12-01&to=2026-12-04&employeeNo=${demo.employee}&validationId=999999`));
    expectValidationError(
      await check(`from=2026-12-01&to=2026-12-04&employeeNo=${demo.employee}&validationId=abc`),
      'validationId',
      ErrorCode.invalidValue,
    );
    expectValidationError(
      await check(`from=2026-12-04&to=2026-12-01&employeeNo=${demo.employee}&validationId=1`),
      'to',
      ErrorCode.endEarlierThanStart,
    );
  });
});

describe('createServerFormRuleContext', () => {
  it('answers the rules of validateForm from the same lookups', async () => {
    const context = createServerFormRuleContext(api.harness.db, { companyCode: 'SV', today: TODAY });
    const body = { dateFrom: '2027-01-04', dateTo: '2027-01-08', employeeNo: demo.employee };
    const rest = successData<AnnualLeaveResult>(await api.client.post('/api/documents/holiday-reserve-balance', api.tokens.employee, body));
    expect(await context.holidayReserveAfterDays(demo.employee, '2027-01-04', '2027-01-08')).toBe(rest.holidayReserveAfterDays);

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
          validations: [{ validationType: ValidationType.holidayTolerance, value: String(Math.floor(rest.holidayReserveAfterDays) + 1) }],
        },
      ],
    };
    const result = await validateForm(form, { from: '2027-01-04', to: '2027-01-08' }, context, 'submit', { employeeNo: demo.employee });
    expect(result.errors).toEqual([
      expect.objectContaining({
        fieldId: 'days',
        code: FormErrorCode.holidayToleranceToMinus,
        params: expect.objectContaining({ reserveAfter: rest.holidayReserveAfterDays }),
      }),
    ]);
  });
});
