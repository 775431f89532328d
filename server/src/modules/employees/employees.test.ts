import { type ContractInfo, ErrorCode, type EmployeeListItem, type HolidayReserve } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectPageSizeBounds,
  expectPermissionDenied,
  expectValidationError,
  successData,
  useDemoApi,
} from '../../testing/rest-client';
import { bearer, signInToken } from '../../testing/test-app';

const api = useDemoApi();

describe('GET /api/employees/{no}/appointments (contract information)', () => {
  it('answers the own contract with figures and the history, active chain first and pay included', async () => {
    const contract = successData<ContractInfo>(await api.client.get(`/api/employees/${demo.employee}/appointments`, api.tokens.employee));
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
      expectPermissionDenied(await api.client.get(`/api/employees/${employeeNo}/appointments`, api.tokens.employee), employeeNo);
    }
  });

  it("shows a manager their team member's contract without pay, and nobody else's", async () => {
    const contract = successData<ContractInfo>(await api.client.get(`/api/employees/${demo.employee}/appointments`, api.tokens.manager));
    expect(contract.employeeNo).toBe(demo.employee);
    expect(contract.personnelNo).toBeNull();
    expect(contract.email).toBeNull();
    for (const line of contract.appointments) {
      expect(line).toMatchObject({ salary: null, advancePercent: null, advanceAmount: null, bonus: null });
    }
    for (const employeeNo of [demo.outsider, demo.head, demo.admin]) {
      expectPermissionDenied(await api.client.get(`/api/employees/${employeeNo}/appointments`, api.tokens.manager), employeeNo);
    }
  });

  it('shows an administrator anyone of the current company with pay, and says not found for nobody', async () => {
    const contract = successData<ContractInfo>(await api.client.get(`/api/employees/${demo.employee}/appointments`, api.tokens.admin));
    expect(contract.isAdmin).toBe(true);
    expect(contract.appointments[0]?.salary).toBeGreaterThan(0);
    const missing = await api.client.get('/api/employees/SV9999/appointments', api.tokens.admin);
    expect(missing.statusCode).toBe(404);
    // NL0021 is employed by the other company: not in the admin's current company.
    expect((await api.client.get('/api/employees/NL0021/appointments', api.tokens.admin)).statusCode).toBe(404);
  });

  it('refuses a malformed employee number as a validation error', async () => {
    expectValidationError(
      await api.client.get(`/api/employees/${encodeURIComponent("SV' or 1=1")}/appointments`, api.tokens.employee),
      'employeeNo',
    );
  });

  it('takes the company from the session, never from a header', async () => {
    const response = await api.harness.app.inject({
      method: 'GET',
      url: '/api/employees/NL0021/appointments',
      headers: { ...bearer(api.tokens.employee), 'x-company-code': 'NL' },
    });
    expectPermissionDenied(response);
  });

  it("follows the session's company: after switching to NL the employee's NL record is their own, the SV one is out of reach", async () => {
    const token = await signInToken(api.harness.app, 'employee');
    successData(await api.client.post('/api/user/change-company/NL', token));
    expect(successData<ContractInfo>(await api.client.get('/api/employees/NL0021/appointments', token))).toMatchObject({
      employeeNo: 'NL0021',
      companyNo: 'NL',
    });
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/appointments`, token));
  });

  it('refuses the same over tRPC with FORBIDDEN', async () => {
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

describe('GET /api/employees/get-holiday-reserve/{no}', () => {
  it('answers the reserve today and on a chosen date, two decimals, with its working year', async () => {
    const today = successData<HolidayReserve>(
      await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}`, api.tokens.employee),
    );
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
    const onSnapshot = successData<HolidayReserve>(
      await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}?date=2026-10-31`, api.tokens.employee),
    );
    expect(onSnapshot.holidayReserve).toBe(snapshot.holiday_reserve);
    // After the Christmas leave (28-31 Dec, 4 work days) the reserve is lower than the accrual alone.
    const afterChristmas = successData<HolidayReserve>(
      await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}?date=2027-01-04`, api.tokens.employee),
    );
    const accrualOnly = snapshot.holiday_reserve + (25 * 65) / 365;
    expect(afterChristmas.holidayReserve).toBeCloseTo(accrualOnly - 4, 1);
  });

  it('refuses a bad date on the field date', async () => {
    for (const date of ['2026-02-30', '20261122', 'tomorrow']) {
      expectValidationError(
        await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}?date=${date}`, api.tokens.employee),
        'date',
        ErrorCode.invalidDate,
      );
    }
  });

  it("refuses another's reserve, but answers the manager and the administrator", async () => {
    expectPermissionDenied(await api.client.get(`/api/employees/get-holiday-reserve/${demo.manager}`, api.tokens.employee));
    successData(await api.client.get(`/api/employees/get-holiday-reserve/${demo.employee}`, api.tokens.manager));
    successData(await api.client.get(`/api/employees/get-holiday-reserve/${demo.manager}`, api.tokens.admin));
  });
});

describe('employee lists', () => {
  it('list-with-department-info: oneself for an employee, the team for a manager, everyone for an administrator', async () => {
    const own = successData<EmployeeListItem[]>(await api.client.get('/api/employees/list-with-department-info', api.tokens.employee));
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
    const team = successData<EmployeeListItem[]>(await api.client.get('/api/employees/list-with-department-info', api.tokens.manager)).map(
      (item) => item.employeeNo,
    );
    expect(team).toEqual(expect.arrayContaining([demo.manager, demo.employee, demo.colleague]));
    expect(team).not.toContain(demo.outsider);
    const everyone = successData<EmployeeListItem[]>(
      await api.client.get('/api/employees/list-with-department-info?showManagers=true', api.tokens.admin),
    );
    expect(everyone).toHaveLength(100);
    const withoutManagers = successData<EmployeeListItem[]>(
      await api.client.get('/api/employees/list-with-department-info?showManagers=false', api.tokens.admin),
    );
    expect(withoutManagers.filter((item) => item.isManager).map((item) => item.employeeNo)).toEqual([demo.admin]);
    expect(withoutManagers.length).toBeLessThan(everyone.length);
  });

  it('list-available/{date}: those employed on the date; a bad date is a validation error', async () => {
    await api.harness.db
      .updateTable('employees')
      .set({ termination_date: '2026-06-30' })
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', 'SV0099')
      .execute();
    const inMay = successData<EmployeeListItem[]>(
      await api.client.get('/api/employees/list-available/2026-05-01?sort=EmployeeNo', api.tokens.employee),
    );
    const inJuly = successData<EmployeeListItem[]>(await api.client.get('/api/employees/list-available/2026-07-01', api.tokens.employee));
    expect(inMay.map((item) => item.employeeNo)).toContain('SV0099');
    expect(inJuly.map((item) => item.employeeNo)).not.toContain('SV0099');
    expect(inJuly.map((item) => item.employeeNo)).toEqual([...inJuly.map((item) => item.employeeNo)].sort());
    expectValidationError(
      await api.client.get('/api/employees/list-available/2026-13-01', api.tokens.employee),
      'date',
      ErrorCode.invalidDate,
    );
  });

  it('all: pages of the current company with pagination, sorted through the allowlist only', async () => {
    const response = await api.client.get('/api/employees/all?page=2&rowsPerPage=30&sort=LastName&sortDirection=desc', api.tokens.employee);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 2, rowsPerPage: 30, totalRecords: 100 });
    expect(body.data).toHaveLength(30);
    const lastNames = (body.data as EmployeeListItem[]).map((item) => item.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(successData<EmployeeListItem[]>(await api.client.get('/api/employees/all', api.tokens.employee))).toHaveLength(20);
    expectValidationError(await api.client.get('/api/employees/all?sort=password_hash', api.tokens.employee), 'sort');
    expectValidationError(await api.client.get('/api/employees/all?sortDirection=sideways', api.tokens.employee), 'sortDirection');
    await expectPageSizeBounds(api.client, '/api/employees/all', api.tokens.employee);
  });

  it('list-without-pagination: everyone of the current company, by employee number by default', async () => {
    const items = successData<EmployeeListItem[]>(
      await api.client.get('/api/employees/list-without-pagination?sort=EmployeeNo', api.tokens.employee),
    );
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

  it('refuses unknown query keys', async () => {
    expectValidationError(
      await api.client.get('/api/employees/list-without-pagination?companyCode=NL', api.tokens.employee),
      'companyCode',
    );
  });
});
