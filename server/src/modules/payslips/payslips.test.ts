import { ErrorCode, type Payslip, type PayslipHistoryItem } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type DemoUser, expectPageSizeBounds, expectPermissionDenied, expectValidationError, restClient, type RestClient, signInDemoUsers, successData } from '../../testing/rest-client';
import { bearer, startTestApp, type TestHarness } from '../../testing/test-app';

let harness: TestHarness;
let client: RestClient;
let tokens: Record<DemoUser, string>;
beforeAll(async () => {
  harness = await startTestApp();
  client = restClient(harness.app);
  tokens = await signInDemoUsers(harness.app);
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /api/employees/{no}/payslips[/{year}/{month}]', () => {
  it('answers the latest month with its lines and totals of the payroll entries', async () => {
    const payslip = successData<Payslip>(await client.get(`/api/employees/${demo.employee}/payslips`, tokens.employee));
    expect(payslip).toMatchObject({ employeeNo: demo.employee, year: 2026, month: 10, period: '2026-10', periodFrom: '2026-10-01', periodTo: '2026-10-31' });
    const total = payslip.lines.find((line) => line.code === 'TOT')!;
    expect(total.type).toBe('AE');
    expect(payslip.totalIncome).toBeCloseTo(total.income, 2);
    expect(payslip.totalDeducted).toBeCloseTo(total.deducted, 2);
    expect(payslip.netPay).toBeCloseTo(payslip.totalIncome - payslip.totalDeducted, 2);
    expect(payslip.lines.map((line) => line.no)).toEqual([...payslip.lines.map((line) => line.no)].sort((a, b) => a - b));
  });

  it('answers an older month, and not found for a month without a payslip', async () => {
    const july = successData<Payslip>(await client.get(`/api/employees/${demo.employee}/payslips/2026/7`, tokens.employee));
    expect(july).toMatchObject({ year: 2026, month: 7 });
    expect(july.lines.map((line) => line.code)).toContain('ATOST');
    const missing = await client.get(`/api/employees/${demo.employee}/payslips/2020/1`, tokens.employee);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual([ErrorCode.recordNotFound]);
  });

  it('refuses an impossible month or year on its field', async () => {
    expectValidationError(await client.get(`/api/employees/${demo.employee}/payslips/2026/13`, tokens.employee), 'month');
    expectValidationError(await client.get(`/api/employees/${demo.employee}/payslips/2026/0`, tokens.employee), 'month');
    expectValidationError(await client.get(`/api/employees/${demo.employee}/payslips/twenty/1`, tokens.employee), 'year');
  });

  it("refuses another employee's payslips, even to their manager: a manager is not a payroll reader", async () => {
    expectPermissionDenied(await client.get(`/api/employees/${demo.manager}/payslips`, tokens.employee));
    expectPermissionDenied(await client.get(`/api/employees/${demo.manager}/payslips/2026/7`, tokens.employee));
    expectPermissionDenied(await client.get(`/api/employees/${demo.employee}/payslips`, tokens.manager));
    expectPermissionDenied(await client.get(`/api/employees/${demo.employee}/payslips-history`, tokens.manager));
  });

  it("lets an administrator read anyone's payslips", async () => {
    expect(successData<Payslip>(await client.get(`/api/employees/${demo.manager}/payslips`, tokens.admin)).employeeNo).toBe(demo.manager);
  });

  it('answers null when there is no payslip at all', async () => {
    await harness.db.deleteFrom('payslips').where('company_code', '=', 'SV').where('employee_no', '=', demo.planner).execute();
    expect(successData(await client.get(`/api/employees/${demo.planner}/payslips`, tokens.planner))).toBeNull();
  });

  it('refuses over tRPC too', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { employeeNo: demo.manager } }));
    const response = await harness.app.inject({ method: 'GET', url: `/trpc/payslips.get?input=${input}`, headers: bearer(tokens.employee) });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/employees/{no}/payslips-history', () => {
  it('pages the 24 months newest first, twelve a page by default', async () => {
    const first = await client.get(`/api/employees/${demo.employee}/payslips-history`, tokens.employee);
    expect(first.json().pagination).toEqual({ page: 1, rowsPerPage: 12, totalRecords: 24 });
    const items = successData<PayslipHistoryItem[]>(first);
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({ year: 2026, month: 10, period: '2026-10' });
    expect(items[11]).toMatchObject({ year: 2025, month: 11 });
    const second = successData<PayslipHistoryItem[]>(await client.get(`/api/employees/${demo.employee}/payslips-history?page=2`, tokens.employee));
    expect(second.at(-1)).toMatchObject({ year: 2024, month: 11 });
    expect(successData<PayslipHistoryItem[]>(await client.get(`/api/employees/${demo.employee}/payslips-history?page=3`, tokens.employee))).toEqual([]);
    // The history's totals are those of the month's own payslip.
    const july = successData<Payslip>(await client.get(`/api/employees/${demo.employee}/payslips/2026/7`, tokens.employee));
    const julyItem = items.find((item) => item.month === 7)!;
    expect(julyItem).toMatchObject({ totalIncome: july.totalIncome, totalDeducted: july.totalDeducted, netPay: july.netPay });
  });

  it('refuses page sizes out of bounds on the field', async () => {
    await expectPageSizeBounds(client, `/api/employees/${demo.employee}/payslips-history`, tokens.employee);
  });

  it("refuses another's history", async () => {
    expectPermissionDenied(await client.get(`/api/employees/${demo.colleague}/payslips-history`, tokens.employee));
  });
});
