import { ErrorCode, type SubstitutionsDashboard } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { expectDomainError, expectFieldError, illTyped, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

/** From today to six months ahead: the home page's window. */
const homeWindow = { dateFrom: '2026-11-20', dateTo: '2027-05-20' };

describe('substitutions.dashboard', () => {
  it('answers who substitutes me and whom I substitute from today to six months ahead, named after the other person', async () => {
    const dashboard = await api.as.employee.substitutions.dashboard(homeWindow);
    expect(dashboard.iAmSubstituted.map((row) => [row.substEmployeeNo, row.fromDateStr])).toEqual([[demo.colleague, '2026-11-18']]);
    expect(dashboard.iAmSubstituting.map((row) => [row.employeeNo, row.fromDateStr])).toEqual([
      [demo.manager, '2026-11-16'],
      ['SV0026', '2027-02-08'],
      [demo.manager, '2027-04-06'],
    ]);
    const colleague = await api.harness.db
      .selectFrom('employees')
      .select(['first_name', 'last_name'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.colleague)
      .executeTakeFirstOrThrow();
    expect(dashboard.iAmSubstituted[0]).toMatchObject({
      employeeNo: demo.employee,
      firstname: colleague.first_name,
      lastname: colleague.last_name,
    });
  });

  it('reaches back for the substitutions page and filters by the other person', async () => {
    const wide = await api.as.employee.substitutions.dashboard({
      dateFrom: '2026-08-20',
      dateTo: '2027-05-20',
      searchQuery: null,
      employeeNo: null,
    });
    expect(wide.iAmSubstituted.map((row) => row.fromDateStr)).toEqual(['2026-08-24', '2026-11-18']);
    const manager = await api.harness.db
      .selectFrom('employees')
      .select('last_name')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.manager)
      .executeTakeFirstOrThrow();
    const filtered = await api.as.employee.substitutions.dashboard({
      ...homeWindow,
      searchQuery: manager.last_name.slice(0, 5).toLowerCase(),
    });
    expect(filtered.iAmSubstituting.every((row) => row.employeeNo === demo.manager)).toBe(true);
    expect(filtered.iAmSubstituting).toHaveLength(2);
    // LIKE wildcards in the search are plain characters.
    expect(await api.as.employee.substitutions.dashboard({ ...homeWindow, searchQuery: '%' })).toEqual({
      iAmSubstituted: [],
      iAmSubstituting: [],
    });
  });

  it("shows the manager both sides today, and a team member's on asking", async () => {
    const own = await api.as.manager.substitutions.dashboard({ dateFrom: '2026-11-20', dateTo: '2026-11-20' });
    expect(own.iAmSubstituted.map((row) => row.substEmployeeNo)).toEqual([demo.employee]);
    expect(own.iAmSubstituting.map((row) => row.employeeNo)).toEqual([demo.head]);
    const team = await api.as.manager.substitutions.dashboard({ ...homeWindow, employeeNo: demo.employee });
    expect(team.iAmSubstituted).toHaveLength(1);
  });

  it("refuses another's dashboard to an employee", async () => {
    await expectDomainError(
      api.as.employee.substitutions.dashboard({ ...homeWindow, employeeNo: demo.manager }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      api.as.manager.substitutions.dashboard({ ...homeWindow, employeeNo: demo.outsider }),
      ErrorCode.permissionDenied,
    );
  });

  it('refuses bad dates, reversed dates and unknown keys', async () => {
    await expectFieldError(
      api.as.employee.substitutions.dashboard({ dateFrom: '2026-11-31', dateTo: '2027-05-20' }),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    await expectFieldError(
      api.as.employee.substitutions.dashboard({ dateFrom: '2027-05-20', dateTo: '2026-11-20' }),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectFieldError(
      api.as.employee.substitutions.dashboard({ dateFrom: '2020-01-01', dateTo: '2027-05-20' }),
      'dateTo',
      ErrorCode.dateRangeTooLong,
    );
    await expectFieldError(api.as.employee.substitutions.dashboard(illTyped({ ...homeWindow, companyCode: 'NL' })), 'companyCode');
  });
});

describe('REST rows', () => {
  const url = '/api/employees/employee-substitutions-dashboard/2026-11-20/2027-05-20';

  it('POST /api/employees/employee-substitutions-dashboard/{from}/{to} takes the dates from the path and the filters from the body', async () => {
    expect(successData<SubstitutionsDashboard>(await api.client.post(url, api.tokens.employee, {}))).toEqual(
      await api.as.employee.substitutions.dashboard(homeWindow),
    );
    const team = successData<SubstitutionsDashboard>(
      await api.client.post(url, api.tokens.manager, { employeeNo: demo.employee, searchQuery: null }),
    );
    expect(team).toEqual(await api.as.manager.substitutions.dashboard({ ...homeWindow, employeeNo: demo.employee }));
    expect(team.iAmSubstituted).toHaveLength(1);
  });

  it('answers a bad date in the path as a validation error and another employee as permission_denied', async () => {
    expectValidationError(
      await api.client.post('/api/employees/employee-substitutions-dashboard/2026-11-31/2027-05-20', api.tokens.employee, {}),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    expectPermissionDenied(await api.client.post(url, api.tokens.employee, { employeeNo: demo.manager }));
  });
});
