import { type ContractInfo, ErrorCode, type EmployeeListItem, type HolidayReserve } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';
import {
  callerAs,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  expectPageBoundsRefused,
  illTyped,
  useDemoCallers,
} from '../../testing/test-caller';

const api = useDemoCallers();

describe('employees.contract (contract information)', () => {
  it('answers the own contract with figures and the history, active chain first and pay included', async () => {
    const contract = await api.as.employee.employees.contract({ employeeNo: demo.employee });
    expect(contract).toMatchObject({
      employeeNo: demo.employee,
      companyNo: 'SV',
      companyName: expect.stringContaining('Šiaurės'),
      department: 'Gamybos skyrius',
      managerFullName: expect.any(String),
      isAdmin: false,
      showSolidHolidayStatus: expect.any(Boolean),
      workExperienceSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(contract.unusedHolidays).toBe(Math.round(contract.unusedHolidays * 100) / 100);
    expect(contract.personnelNo).not.toBeNull();
    const [first, extension] = contract.appointments;
    expect(first).toMatchObject({
      appointmentLineNo: 10_000,
      rootLineNo: 10_000,
      extensionFrom: null,
      showTrialPeriod: true,
      isActive: false,
      contractType: 2,
    });
    expect(extension).toMatchObject({ appointmentLineNo: 20_000, rootLineNo: 10_000, extensionFrom: 10_000, isActive: true });
    expect(first?.salary).toBeGreaterThan(0);
  });

  it("refuses another employee's contract, existing or not", async () => {
    for (const employeeNo of [demo.manager, demo.colleague, 'SV9999', 'NL0021']) {
      await expectDomainError(api.as.employee.employees.contract({ employeeNo }), ErrorCode.permissionDenied);
    }
  });

  it("shows a manager their team member's contract without pay, and nobody else's", async () => {
    const contract = await api.as.manager.employees.contract({ employeeNo: demo.employee });
    expect(contract.employeeNo).toBe(demo.employee);
    expect(contract.personnelNo).toBeNull();
    expect(contract.email).toBeNull();
    for (const line of contract.appointments) {
      expect(line).toMatchObject({ salary: null, advancePercent: null, advanceAmount: null, bonus: null });
    }
    for (const employeeNo of [demo.outsider, demo.head, demo.admin]) {
      await expectDomainError(api.as.manager.employees.contract({ employeeNo }), ErrorCode.permissionDenied);
    }
  });

  it('shows an administrator anyone of the current company with pay, and says not found for nobody', async () => {
    const contract = await api.as.admin.employees.contract({ employeeNo: demo.employee });
    expect(contract.isAdmin).toBe(true);
    expect(contract.appointments[0]?.salary).toBeGreaterThan(0);
    await expectDomainError(api.as.admin.employees.contract({ employeeNo: 'SV9999' }), ErrorCode.recordNotFound);
    // NL0021 is employed by the other company: not in the admin's current company.
    await expectDomainError(api.as.admin.employees.contract({ employeeNo: 'NL0021' }), ErrorCode.recordNotFound);
  });

  it('refuses a malformed employee number as a validation error', async () => {
    await expectFieldError(api.as.employee.employees.contract({ employeeNo: "SV' or 1=1" }), 'employeeNo');
  });

  it('takes the company from the session, never from the requested company', async () => {
    const askingForNl = callerWithToken(api.harness, api.tokens.employee, { requestedCompanyCode: 'NL' });
    await expectDomainError(askingForNl.employees.contract({ employeeNo: 'NL0021' }), ErrorCode.permissionDenied);
  });

  it("follows the session's company: after switching to NL the employee's NL record is their own, the SV one is out of reach", async () => {
    const caller = await callerAs(api.harness, 'employee');
    await caller.users.changeCompany({ code: 'NL' });
    expect(await caller.employees.contract({ employeeNo: 'NL0021' })).toMatchObject({ employeeNo: 'NL0021', companyNo: 'NL' });
    await expectDomainError(caller.employees.contract({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
  });
});

describe('employees.holidayReserve', () => {
  it('answers the reserve today and on a chosen date, two decimals, with its working year', async () => {
    const today = await api.as.employee.employees.holidayReserve({ employeeNo: demo.employee });
    expect(today).toMatchObject({
      employeeNo: demo.employee,
      date: '2026-11-20',
      holidayRange: { from: expect.any(String), to: expect.any(String) },
    });
    expect(today.holidayReserve).toBe(Math.round(today.holidayReserve * 100) / 100);
    // The ERP's snapshot of the end of October is the answer on that day.
    const snapshot = await api.harness.db
      .selectFrom('holiday_reserves')
      .select('holiday_reserve')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.employee)
      .where('as_of_date', '=', '2026-10-31')
      .executeTakeFirstOrThrow();
    const onSnapshot = await api.as.employee.employees.holidayReserve({ employeeNo: demo.employee, date: '2026-10-31' });
    expect(onSnapshot.holidayReserve).toBe(snapshot.holiday_reserve);
    // After the Christmas leave (28-31 Dec, 4 work days) the reserve is lower than the accrual alone.
    const afterChristmas = await api.as.employee.employees.holidayReserve({ employeeNo: demo.employee, date: '2027-01-04' });
    const accrualOnly = snapshot.holiday_reserve + (25 * 65) / 365;
    expect(afterChristmas.holidayReserve).toBeCloseTo(accrualOnly - 4, 1);
  });

  it('refuses a bad date on the field date', async () => {
    for (const date of ['2026-02-30', '20261122', 'tomorrow']) {
      await expectFieldError(api.as.employee.employees.holidayReserve({ employeeNo: demo.employee, date }), 'date', ErrorCode.invalidDate);
    }
  });

  it("refuses another's reserve, but answers the manager and the administrator", async () => {
    await expectDomainError(api.as.employee.employees.holidayReserve({ employeeNo: demo.manager }), ErrorCode.permissionDenied);
    expect((await api.as.manager.employees.holidayReserve({ employeeNo: demo.employee })).employeeNo).toBe(demo.employee);
    expect((await api.as.admin.employees.holidayReserve({ employeeNo: demo.manager })).employeeNo).toBe(demo.manager);
  });
});

describe('employee lists', () => {
  it('listWithDepartmentInfo: oneself for an employee, the team for a manager, everyone for an administrator', async () => {
    const own = await api.as.employee.employees.listWithDepartmentInfo({});
    expect(own.map((item) => item.employeeNo)).toEqual([demo.employee]);
    expect(own[0]).toEqual({
      employeeNo: demo.employee,
      firstName: expect.any(String),
      lastName: expect.any(String),
      fullName: expect.any(String),
      departmentCode: 'PROD',
      department: 'Gamybos skyrius',
      jobTitle: expect.any(String),
      isManager: false,
    });
    const team = (await api.as.manager.employees.listWithDepartmentInfo({})).map((item) => item.employeeNo);
    expect(team).toEqual(expect.arrayContaining([demo.manager, demo.employee, demo.colleague]));
    expect(team).not.toContain(demo.outsider);
    const everyone = await api.as.admin.employees.listWithDepartmentInfo({ showManagers: true });
    expect(everyone).toHaveLength(100);
    const withoutManagers = await api.as.admin.employees.listWithDepartmentInfo({ showManagers: false });
    expect(withoutManagers.filter((item) => item.isManager).map((item) => item.employeeNo)).toEqual([demo.admin]);
    expect(withoutManagers.length).toBeLessThan(everyone.length);
  });

  it('listAvailable: those employed on the date; a bad date is a validation error', async () => {
    await api.harness.db
      .updateTable('employees')
      .set({ termination_date: '2026-06-30' })
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', 'SV0099')
      .execute();
    const inMay = await api.as.employee.employees.listAvailable({ date: '2026-05-01', sort: 'EmployeeNo' });
    const inJuly = await api.as.employee.employees.listAvailable({ date: '2026-07-01' });
    expect(inMay.map((item) => item.employeeNo)).toContain('SV0099');
    expect(inJuly.map((item) => item.employeeNo)).not.toContain('SV0099');
    expect(inJuly.map((item) => item.employeeNo)).toEqual([...inJuly.map((item) => item.employeeNo)].sort());
    await expectFieldError(api.as.employee.employees.listAvailable({ date: '2026-13-01' }), 'date', ErrorCode.invalidDate);
  });

  it('all: pages of the current company with pagination, sorted through the allowlist only', async () => {
    const { items, pagination } = await api.as.employee.employees.all({
      page: 2,
      rowsPerPage: 30,
      sort: 'LastName',
      sortDirection: 'desc',
    });
    expect(pagination).toEqual({ page: 2, rowsPerPage: 30, totalRecords: 100 });
    expect(items).toHaveLength(30);
    const lastNames = items.map((item) => item.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect((await api.as.employee.employees.all({})).items).toHaveLength(20);
    await expectFieldError(api.as.employee.employees.all(illTyped({ sort: 'password_hash' })), 'sort');
    await expectFieldError(api.as.employee.employees.all(illTyped({ sortDirection: 'sideways' })), 'sortDirection');
    await expectPageBoundsRefused(api.as.employee.employees.all);
  });

  it('listWithoutPagination: everyone of the current company, by employee number by default', async () => {
    const items = await api.as.employee.employees.listWithoutPagination({ sort: 'EmployeeNo' });
    expect(items).toHaveLength(100);
    expect(items[0]?.employeeNo).toBe('SV0001');
    expect(items.every((item) => item.employeeNo.startsWith('SV'))).toBe(true);
    // Directory fields only: no phones, e-mails or personnel numbers.
    expect(Object.keys(items[0]!).sort()).toEqual([
      'department',
      'departmentCode',
      'employeeNo',
      'firstName',
      'fullName',
      'isManager',
      'jobTitle',
      'lastName',
    ]);
  });

  it('refuses unknown input keys', async () => {
    await expectFieldError(api.as.employee.employees.listWithoutPagination(illTyped({ companyCode: 'NL' })), 'companyCode');
  });
});

describe('REST rows', () => {
  it('GET /api/employees/{no}/appointments takes the number from the path; the x-company-code header never widens access', async () => {
    expect(
      successData<ContractInfo>(await api.client.get(`/api/employees/${demo.employee}/appointments`, api.tokens.manager)),
    ).toMatchObject({ employeeNo: demo.employee, personnelNo: null });
    const response = await api.harness.app.inject({
      method: 'GET',
      url: '/api/employees/NL0021/appointments',
      headers: { ...bearer(api.tokens.employee), 'x-company-code': 'NL' },
    });
    expectPermissionDenied(response);
    expectValidationError(
      await api.client.get(`/api/employees/${encodeURIComponent("SV' or 1=1")}/appointments`, api.tokens.employee),
      'employeeNo',
    );
  });

  it('GET /api/employees/get-holiday-reserve/{no} takes the number from the path and the date from the query', async () => {
    expect(
      successData<HolidayReserve>(
        await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}?date=2026-10-31`, api.tokens.employee),
      ),
    ).toEqual(await api.as.employee.employees.holidayReserve({ employeeNo: demo.employee, date: '2026-10-31' }));
    expectValidationError(
      await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}?date=tomorrow`, api.tokens.employee),
      'date',
      ErrorCode.invalidDate,
    );
  });

  it('GET /api/employees/list-with-department-info reads showManagers from the query text', async () => {
    const withManagers = successData<EmployeeListItem[]>(
      await api.client.get('/api/employees/list-with-department-info?showManagers=true', api.tokens.admin),
    );
    const withoutManagers = successData<EmployeeListItem[]>(
      await api.client.get('/api/employees/list-with-department-info?showManagers=false', api.tokens.admin),
    );
    expect(withManagers).toEqual(await api.as.admin.employees.listWithDepartmentInfo({ showManagers: true }));
    expect(withoutManagers).toEqual(await api.as.admin.employees.listWithDepartmentInfo({ showManagers: false }));
    expect(withoutManagers.length).toBeLessThan(withManagers.length);
  });

  it('GET /api/employees/list-available/{date} takes the date from the path and the sorting from the query', async () => {
    expect(
      successData<EmployeeListItem[]>(
        await api.client.get('/api/employees/list-available/2026-05-01?sort=LastName&sortDirection=desc', api.tokens.employee),
      ),
    ).toEqual(await api.as.employee.employees.listAvailable({ date: '2026-05-01', sort: 'LastName', sortDirection: 'desc' }));
    expectValidationError(
      await api.client.get('/api/employees/list-available/2026-13-01', api.tokens.employee),
      'date',
      ErrorCode.invalidDate,
    );
  });

  it('GET /api/employees/all pages through the query into the envelope', async () => {
    const response = await api.client.get('/api/employees/all?page=2&rowsPerPage=30&sort=LastName&sortDirection=desc', api.tokens.employee);
    const page = await api.as.employee.employees.all({ page: 2, rowsPerPage: 30, sort: 'LastName', sortDirection: 'desc' });
    expect(response.json().pagination).toEqual({ page: 2, rowsPerPage: 30, totalRecords: 100 });
    expect(successData<EmployeeListItem[]>(response)).toEqual(page.items);
    expectValidationError(await api.client.get('/api/employees/all?rowsPerPage=101', api.tokens.employee), 'rowsPerPage');
  });

  it('GET /api/employees/list-without-pagination refuses unknown query keys', async () => {
    expect(
      successData<EmployeeListItem[]>(await api.client.get('/api/employees/list-without-pagination?sort=FirstName', api.tokens.employee)),
    ).toEqual(await api.as.employee.employees.listWithoutPagination({ sort: 'FirstName' }));
    expectValidationError(
      await api.client.get('/api/employees/list-without-pagination?companyCode=NL', api.tokens.employee),
      'companyCode',
    );
  });

  it('refuses over tRPC with FORBIDDEN and the catalogue key', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { employeeNo: demo.manager } }));
    const response = await api.harness.app.inject({
      method: 'GET',
      url: `/trpc/employees.contract?input=${input}`,
      headers: bearer(api.tokens.employee),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.json.data).toMatchObject({ code: 'FORBIDDEN', errorCode: ErrorCode.permissionDenied });
  });
});
