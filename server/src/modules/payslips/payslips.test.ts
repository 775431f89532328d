import { ErrorCode, type Payslip, type PayslipHistoryItem } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectPageSizeBounds,
  expectPermissionDenied,
  expectValidationError,
  successData,
  useDemoApi,
} from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';

const api = useDemoApi();

describe('GET /api/employees/{no}/payslips[/{year}/{month}]', () => {
  it('answers the latest month with its lines and totals of the payroll entries', async () => {
    const payslip = successData<Payslip>(await api.client.get(`/api/employees/${demo.employee}/payslips`, api.tokens.employee));
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

  it('answers an older month, and not found for a month without a payslip', async () => {
    const july = successData<Payslip>(await api.client.get(`/api/employees/${demo.employee}/payslips/2026/7`, api.tokens.employee));
    expect(july).toMatchObject({ year: 2026, month: 7 });
    expect(july.lines.map((line) => line.code)).toContain('ATOST');
    const missing = await api.client.get(`/api/employees/${demo.employee}/payslips/2020/1`, api.tokens.employee);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual([ErrorCode.recordNotFound]);
  });

  it('refuses an impossible month or year on its field', async () => {
    expectValidationError(await api.client.get(`/api/employees/${demo.employee}/payslips/2026/13`, api.tokens.employee), 'month');
    expectValidationError(await api.client.get(`/api/employees/${demo.employee}/payslips/2026/0`, api.tokens.employee), 'month');
    expectValidationError(await api.client.get(`/api/employees/${demo.employee}/payslips/twenty/1`, api.tokens.employee), 'year');
  });

  it("refuses another employee's payslips, even to their manager: a manager is not a payroll reader", async () => {
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.manager}/payslips`, api.tokens.employee));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.manager}/payslips/2026/7`, api.tokens.employee));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/payslips`, api.tokens.manager));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/payslips-history`, api.tokens.manager));
  });

  it("lets an administrator read anyone's payslips", async () => {
    expect(successData<Payslip>(await api.client.get(`/api/employees/${demo.manager}/payslips`, api.tokens.admin)).employeeNo).toBe(
      demo.manager,
    );
  });

  it('answers null when there is no payslip at all', async () => {
    await api.harness.db.deleteFrom('payslips').where('company_code', '=', 'SV').where('employee_no', '=', demo.planner).execute();
    expect(successData(await api.client.get(`/api/employees/${demo.planner}/payslips`, api.tokens.planner))).toBeNull();
  });

  it('refuses over tRPC too', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { employeeNo: demo.manager } }));
    const response = await api.harness.app.inject({
      method: 'GET',
      url: `/trpc/payslips.get?input=${input}`,
      headers: bearer(api.tokens.employee),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/employees/{no}/payslips-history', () => {
  it('pages the 24 months newest first, twelve a page by default', async () => {
    const first = await api.client.get(`/api/employees/${demo.employee}/payslips-history`, api.tokens.employee);
    expect(first.json().pagination).toEqual({ page: 1, rowsPerPage: 12, totalRecords: 24 });
    const items = successData<PayslipHistoryItem[]>(first);
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({ year: 2026, month: 10, period: '2026-10' });
    expect(items[11]).toMatchObject({ year: 2025, month: 11 });
    const second = successData<PayslipHistoryItem[]>(
      await api.client.get(`/api/employees/${demo.employee}/payslips-history?page=2`, api.tokens.employee),
    );
    expect(second.at(-1)).toMatchObject({ year: 2024, month: 11 });
    expect(
      successData<PayslipHistoryItem[]>(
        await api.client.get(`/api/employees/${demo.employee}/payslips-history?page=3`, api.tokens.employee),
      ),
    ).toEqual([]);
    // The history's totals are those of the month's own payslip.
    const july = successData<Payslip>(await api.client.get(`/api/employees/${demo.employee}/payslips/2026/7`, api.tokens.employee));
    const julyItem = items.find((item) => item.month === 7)!;
    expect(julyItem).toMatchObject({ totalIncome: july.totalIncome, totalDeducted: july.totalDeducted, netPay: july.netPay });
  });

  it('refuses page sizes out of bounds on the field', async () => {
    await expectPageSizeBounds(api.client, `/api/employees/${demo.employee}/payslips-history`, api.tokens.employee);
  });

  it("refuses another's history", async () => {
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.colleague}/payslips-history`, api.tokens.employee));
  });
});
