import { describe, expect, it } from 'vitest';
import { PayslipHistoryInputSchema, PayslipInputSchema, payslipTotals } from './payslips.schemas';

describe('payslips', () => {
  it('total only the payroll entries (PE), in whole cents', () => {
    const totals = payslipTotals([
      { type: 'PE', income: 1000.1, deducted: 0 },
      { type: 'PE', income: 0.2, deducted: 0 },
      { type: 'PE', income: 0, deducted: 300.15 },
      { type: 'AE', income: 1000.3, deducted: 300.15 },
    ]);
    expect(totals).toEqual({ totalIncome: 1000.3, totalDeducted: 300.15, netPay: 700.15 });
  });

  it('take a month as year and month together, or neither for the latest', () => {
    expect(PayslipInputSchema.parse({ employeeNo: 'SV0012', year: '2026', month: '7' })).toEqual({
      employeeNo: 'SV0012',
      year: 2026,
      month: 7,
    });
    expect(PayslipInputSchema.parse({ employeeNo: 'SV0012' })).toEqual({ employeeNo: 'SV0012' });
    expect(PayslipInputSchema.safeParse({ employeeNo: 'SV0012', year: 2026 }).error?.issues[0]?.path).toEqual(['month']);
    expect(PayslipInputSchema.safeParse({ employeeNo: 'SV0012', year: 2026, month: 13 }).success).toBe(false);
  });

  it('page the history twelve at a time by default, at most a hundred', () => {
    expect(PayslipHistoryInputSchema.parse({ employeeNo: 'SV0012' })).toEqual({ employeeNo: 'SV0012', page: 1, rowsPerPage: 12 });
    expect(PayslipHistoryInputSchema.safeParse({ employeeNo: 'SV0012', rowsPerPage: 101 }).success).toBe(false);
    expect(PayslipHistoryInputSchema.safeParse({ employeeNo: 'SV0012', rowsPerPage: 0 }).success).toBe(false);
  });
});
