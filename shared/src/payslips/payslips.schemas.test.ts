import { describe, expect, it } from 'vitest';
import { listedPayslipLines, PayslipHistoryInputSchema, PayslipInputSchema, payslipLineName, payslipTotals } from './payslips.schemas';

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

  it('list every line but TOT, whose sums the payslip states beneath its lines', () => {
    expect(listedPayslipLines([{ code: 'ATL' }, { code: 'TTFREE' }, { code: 'TOT' }, { code: 'EOINFO' }])).toEqual([
      { code: 'ATL' },
      { code: 'TTFREE' },
      { code: 'EOINFO' },
    ]);
  });

  it("name a line by its code's name in the language, with the line's own description when it says more", () => {
    const salary = { code: 'ATL', codeName: 'Darbo užmokestis', codeNameEn: 'Salary', description: 'Darbo užmokestis' };
    expect(payslipLineName(salary, 'en')).toEqual({ name: 'Salary', detail: null });
    expect(payslipLineName(salary, 'lt')).toEqual({ name: 'Darbo užmokestis', detail: null });
    const custom = {
      code: 'CUSTOM',
      codeName: 'Kitas priskaitymas',
      codeNameEn: 'Other payment',
      description: 'Sporto klubo kompensacija',
    };
    expect(payslipLineName(custom, 'en')).toEqual({ name: 'Other payment', detail: 'Sporto klubo kompensacija' });
    // No English name: Lithuanian. No name at all: the description, else the code.
    expect(payslipLineName({ ...salary, codeNameEn: null }, 'en')).toEqual({ name: 'Darbo užmokestis', detail: null });
    expect(payslipLineName({ code: 'X1', codeName: null, codeNameEn: null, description: 'Premija' }, 'en')).toEqual({
      name: 'Premija',
      detail: null,
    });
    expect(payslipLineName({ code: 'X1', codeName: null, codeNameEn: null, description: ' ' }, 'en')).toEqual({ name: 'X1', detail: null });
  });
});
