import { ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';
import { expectDomainError, expectFieldError, expectPageBoundsRefused, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

describe('payslips.get', () => {
  it('answers the latest month with its lines and totals of the payroll entries', async () => {
    const payslip = (await api.as.employee.payslips.get({ employeeNo: demo.employee }))!;
    expect(payslip).toMatchObject({
      employeeNo: demo.employee,
      year: 2026,
      month: 10,
      period: '2026-10',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
    });
    const total = payslip.lines.find((line) => line.code === 'TOT')!;
    expect(total.type).toBe('AE');
    expect(payslip.totalIncome).toBeCloseTo(total.income, 2);
    expect(payslip.totalDeducted).toBeCloseTo(total.deducted, 2);
    expect(payslip.netPay).toBeCloseTo(payslip.totalIncome - payslip.totalDeducted, 2);
    expect(payslip.lines.map((line) => line.no)).toEqual([...payslip.lines.map((line) => line.no)].sort((a, b) => a - b));
  });

  it("names each line's code in Lithuanian and English from the payslip code classifier, null for a code it lacks", async () => {
    await api.harness.db
      .insertInto('payslip_lines')
      .values({ company_code: 'SV', employee_no: demo.employee, year: 2026, month: 1, line_no: 5, code: 'UNLISTED', type: 'AE' })
      .execute();
    const january = (await api.as.employee.payslips.get({ employeeNo: demo.employee, year: 2026, month: 1 }))!;
    expect(january.lines.find((line) => line.code === 'ATL')).toMatchObject({ codeName: 'Darbo užmokestis', codeNameEn: 'Salary' });
    expect(january.lines.find((line) => line.code === 'TTFREE')).toMatchObject({
      codeName: 'Taikytas neapmokestinamasis pajamų dydis (NPD)',
      codeNameEn: 'Tax-free amount applied (NPD)',
    });
    expect(january.lines.find((line) => line.code === 'UNLISTED')).toMatchObject({ codeName: null, codeNameEn: null });
    // The REST row answers the same names.
    const rest = successData<{ lines: { code: string; codeNameEn: string | null }[] }>(
      await api.client.get(`/api/employees/${demo.employee}/payslips/2026/1`, api.tokens.employee),
    );
    expect(rest.lines.find((line) => line.code === 'ATL')?.codeNameEn).toBe('Salary');
  });

  it('answers an older month, and not found for a month without a payslip', async () => {
    const july = (await api.as.employee.payslips.get({ employeeNo: demo.employee, year: 2026, month: 7 }))!;
    expect(july).toMatchObject({ year: 2026, month: 7 });
    expect(july.lines.map((line) => line.code)).toContain('ATOST');
    await expectDomainError(api.as.employee.payslips.get({ employeeNo: demo.employee, year: 2020, month: 1 }), ErrorCode.recordNotFound);
  });

  it('refuses an impossible month or year on its field', async () => {
    await expectFieldError(api.as.employee.payslips.get({ employeeNo: demo.employee, year: 2026, month: 13 }), 'month');
    await expectFieldError(api.as.employee.payslips.get({ employeeNo: demo.employee, year: 2026, month: 0 }), 'month');
    await expectFieldError(api.as.employee.payslips.get({ employeeNo: demo.employee, year: 'twenty', month: 1 }), 'year');
  });

  it("refuses another employee's payslips, even to their manager: a manager is not a payroll reader", async () => {
    await expectDomainError(api.as.employee.payslips.get({ employeeNo: demo.manager }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.payslips.get({ employeeNo: demo.manager, year: 2026, month: 7 }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.manager.payslips.get({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.manager.payslips.history({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
  });

  it("lets an administrator read anyone's payslips", async () => {
    expect((await api.as.admin.payslips.get({ employeeNo: demo.manager }))?.employeeNo).toBe(demo.manager);
  });

  it('answers null when there is no payslip at all', async () => {
    await api.harness.db.deleteFrom('payslips').where('company_code', '=', 'SV').where('employee_no', '=', demo.planner).execute();
    expect(await api.as.planner.payslips.get({ employeeNo: demo.planner })).toBeNull();
  });
});

describe('payslips.history', () => {
  it('pages the 24 months newest first, twelve a page by default', async () => {
    const first = await api.as.employee.payslips.history({ employeeNo: demo.employee });
    expect(first.pagination).toEqual({ page: 1, rowsPerPage: 12, totalRecords: 24 });
    const items = first.items;
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({ year: 2026, month: 10, period: '2026-10' });
    expect(items[11]).toMatchObject({ year: 2025, month: 11 });
    const second = await api.as.employee.payslips.history({ employeeNo: demo.employee, page: 2 });
    expect(second.items.at(-1)).toMatchObject({ year: 2024, month: 11 });
    expect((await api.as.employee.payslips.history({ employeeNo: demo.employee, page: 3 })).items).toEqual([]);
    // The history's totals are those of the month's own payslip.
    const july = (await api.as.employee.payslips.get({ employeeNo: demo.employee, year: 2026, month: 7 }))!;
    const julyItem = items.find((item) => item.month === 7)!;
    expect(julyItem).toMatchObject({ totalIncome: july.totalIncome, totalDeducted: july.totalDeducted, netPay: july.netPay });
  });

  it('refuses page sizes out of bounds on the field', async () => {
    await expectPageBoundsRefused(api.as.employee.payslips.history, { employeeNo: demo.employee });
  });

  it("refuses another's history", async () => {
    await expectDomainError(api.as.employee.payslips.history({ employeeNo: demo.colleague }), ErrorCode.permissionDenied);
  });
});

describe('REST rows', () => {
  it('GET /api/employees/{no}/payslips answers the latest month in the envelope', async () => {
    const latest = successData<{ employeeNo: string; year: number; month: number }>(
      await api.client.get(`/api/employees/${demo.employee}/payslips`, api.tokens.employee),
    );
    expect(latest).toMatchObject({ employeeNo: demo.employee, year: 2026, month: 10 });
  });

  it('GET /api/employees/{no}/payslips/{year}/{month} passes the path as text the input coerces, and answers not found as 404', async () => {
    expect(successData(await api.client.get(`/api/employees/${demo.employee}/payslips/2026/7`, api.tokens.employee))).toMatchObject({
      employeeNo: demo.employee,
      year: 2026,
      month: 7,
    });
    expectValidationError(await api.client.get(`/api/employees/${demo.employee}/payslips/2026/13`, api.tokens.employee), 'month');
    const missing = await api.client.get(`/api/employees/${demo.employee}/payslips/2020/1`, api.tokens.employee);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound], data: null });
  });

  it('GET /api/employees/{no}/payslips-history pages through the query into the envelope; refuses another as permission_denied', async () => {
    const response = await api.client.get(`/api/employees/${demo.employee}/payslips-history?page=2&rowsPerPage=5`, api.tokens.employee);
    expect(response.json().pagination).toEqual({ page: 2, rowsPerPage: 5, totalRecords: 24 });
    expect(successData<{ year: number; month: number }[]>(response)[0]).toMatchObject({ year: 2026, month: 5 });
    expectValidationError(
      await api.client.get(`/api/employees/${demo.employee}/payslips-history?rowsPerPage=101`, api.tokens.employee),
      'rowsPerPage',
    );
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.colleague}/payslips-history`, api.tokens.employee));
  });

  it('refuses over tRPC with HTTP 403 too', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { employeeNo: demo.manager } }));
    const response = await api.harness.app.inject({
      method: 'GET',
      url: `/trpc/payslips.get?input=${input}`,
      headers: bearer(api.tokens.employee),
    });
    expect(response.statusCode).toBe(403);
  });
});
