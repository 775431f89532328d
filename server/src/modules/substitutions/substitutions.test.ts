import { ErrorCode, type SubstitutionsDashboard } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';

const api = useDemoApi();

const homeWindow = '/api/employees/employee-substitutions-dashboard/2026-11-20/2027-05-20';

describe('POST /api/employees/employee-substitutions-dashboard/{from}/{to}', () => {
  it('answers who substitutes me and whom I substitute from today to six months ahead, named after the other person', async () => {
    const dashboard = successData<SubstitutionsDashboard>(await api.client.post(homeWindow, api.tokens.employee, {}));
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
    const wide = successData<SubstitutionsDashboard>(
      await api.client.post('/api/employees/employee-substitutions-dashboard/2026-08-20/2027-05-20', api.tokens.employee, {
        searchQuery: null,
        employeeNo: null,
      }),
    );
    expect(wide.iAmSubstituted.map((row) => row.fromDateStr)).toEqual(['2026-08-24', '2026-11-18']);
    const manager = await api.harness.db
      .selectFrom('employees')
      .select('last_name')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.manager)
      .executeTakeFirstOrThrow();
    const filtered = successData<SubstitutionsDashboard>(
      await api.client.post(homeWindow, api.tokens.employee, { searchQuery: manager.last_name.slice(0, 5).toLowerCase() }),
    );
    expect(filtered.iAmSubstituting.every((row) => row.employeeNo === demo.manager)).toBe(true);
    expect(filtered.iAmSubstituting).toHaveLength(2);
    // LIKE wildcards in the search are plain characters.
    const wildcard = successData<SubstitutionsDashboard>(await api.client.post(homeWindow, api.tokens.employee, { searchQuery: '%' }));
    expect(wildcard).toEqual({ iAmSubstituted: [], iAmSubstituting: [] });
  });

  it("shows the manager both sides today, and a team member's on asking", async () => {
    const own = successData<SubstitutionsDashboard>(
      await api.client.post('/api/employees/employee-substitutions-dashboard/2026-11-20/2026-11-20', api.tokens.manager, {}),
    );
    expect(own.iAmSubstituted.map((row) => row.substEmployeeNo)).toEqual([demo.employee]);
    expect(own.iAmSubstituting.map((row) => row.employeeNo)).toEqual([demo.head]);
    const team = successData<SubstitutionsDashboard>(await api.client.post(homeWindow, api.tokens.manager, { employeeNo: demo.employee }));
    expect(team.iAmSubstituted).toHaveLength(1);
  });

  it("refuses another's dashboard to an employee", async () => {
    expectPermissionDenied(await api.client.post(homeWindow, api.tokens.employee, { employeeNo: demo.manager }));
    expectPermissionDenied(await api.client.post(homeWindow, api.tokens.manager, { employeeNo: demo.outsider }));
  });

  it('refuses bad dates, reversed dates and unknown keys', async () => {
    expectValidationError(
      await api.client.post('/api/employees/employee-substitutions-dashboard/2026-11-31/2027-05-20', api.tokens.employee, {}),
      'dateFrom',
      ErrorCode.invalidDate,
    );
    expectValidationError(
      await api.client.post('/api/employees/employee-substitutions-dashboard/2027-05-20/2026-11-20', api.tokens.employee, {}),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    expectValidationError(
      await api.client.post('/api/employees/employee-substitutions-dashboard/2020-01-01/2027-05-20', api.tokens.employee, {}),
      'dateTo',
      ErrorCode.dateRangeTooLong,
    );
    expectValidationError(await api.client.post(homeWindow, api.tokens.employee, { companyCode: 'NL' }), 'companyCode');
  });
});
