import { z } from 'zod';
import { pageInputSchema } from '../api/envelope';
import { coercedInt4Schema } from '../api/input-primitives';
import { localized } from '../documents/forms.schemas';
import { ErrorCode } from '../errors/error-codes';
import { EmployeeNoSchema } from '../employees/employees.schemas';

/** PE: a payroll entry (pay or deduction, counted in the totals); AE: an additional, informational entry. */
export const PayslipLineType = { payrollEntry: 'PE', additionalEntry: 'AE' } as const;
export type PayslipLineType = (typeof PayslipLineType)[keyof typeof PayslipLineType];

/** Codes with a meaning of their own; others are the ERP's pay and deduction codes. */
export const PayslipLineCode = { total: 'TOT', taxFree: 'TTFREE', custom: 'CUSTOM', employerInfo: 'EOINFO' } as const;

export const PAYSLIP_HISTORY_PAGE_SIZE = 12;

export const PayslipLineSchema = z.object({
  no: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  code: z.string(),
  /** The code's name in the ERP's payslip code classifier (null: the code is not in it). */
  codeName: z.string().nullable(),
  /** Its English name (null: none; the Lithuanian one is shown). */
  codeNameEn: z.string().nullable(),
  type: z.enum(['PE', 'AE']),
  /** What the ERP wrote on this line (Lithuanian, as the ERP keeps it). */
  description: z.string(),
  /** Euro, two decimals. */
  income: z.number(),
  deducted: z.number(),
  workHours: z.number(),
  workDays: z.number(),
});
export type PayslipLine = z.infer<typeof PayslipLineSchema>;

const period = {
  year: z.number().int(),
  month: z.number().int(),
  /** 'YYYY-MM'. */
  period: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  /** Sums of the payroll entries (PE), two decimals; net pay is what they leave. */
  totalIncome: z.number(),
  totalDeducted: z.number(),
  netPay: z.number(),
};

export const PayslipSchema = z.object({ employeeNo: z.string(), ...period, lines: z.array(PayslipLineSchema) });
export type Payslip = z.infer<typeof PayslipSchema>;

/** A month in the payslip history: its lines load when the item is opened. */
export const PayslipHistoryItemSchema = z.object(period);
export type PayslipHistoryItem = z.infer<typeof PayslipHistoryItemSchema>;

const year = coercedInt4Schema({ min: 1900, max: 9999, error: ErrorCode.invalidValue });
const month = coercedInt4Schema({ min: 1, max: 12, error: ErrorCode.invalidValue });

/** One month's payslip, or the latest when year and month are both left out. */
export const PayslipInputSchema = z
  .strictObject({ employeeNo: EmployeeNoSchema, year: year.optional(), month: month.optional() })
  .superRefine((value, context) => {
    if ((value.year === undefined) !== (value.month === undefined)) {
      context.addIssue({ code: 'custom', path: [value.year === undefined ? 'year' : 'month'], message: ErrorCode.fieldRequired });
    }
  });
export type PayslipInput = z.infer<typeof PayslipInputSchema>;

export const PayslipHistoryInputSchema = pageInputSchema(PAYSLIP_HISTORY_PAGE_SIZE).extend({ employeeNo: EmployeeNoSchema });
export type PayslipHistoryInput = z.infer<typeof PayslipHistoryInputSchema>;

/** Totals of a payslip's lines: only payroll entries count. */
export function payslipTotals(lines: readonly { type: string; income: number; deducted: number }[]): {
  totalIncome: number;
  totalDeducted: number;
  netPay: number;
} {
  const cents = (amount: number) => Math.round(amount * 100);
  let income = 0;
  let deducted = 0;
  for (const line of lines) {
    if (line.type !== PayslipLineType.payrollEntry) continue;
    income += cents(line.income);
    deducted += cents(line.deducted);
  }
  return { totalIncome: income / 100, totalDeducted: deducted / 100, netPay: (income - deducted) / 100 };
}

/**
 * The lines a payslip lists. The TOT line repeats the totals the payslip states beneath its lines
 * (payslipTotals), so it is not listed again.
 */
export function listedPayslipLines<Line extends Pick<PayslipLine, 'code'>>(lines: readonly Line[]): Line[] {
  return lines.filter((line) => line.code !== PayslipLineCode.total);
}

/**
 * A line's name in the given language: its code's name (English falling back to Lithuanian), else
 * the line's own description, else the bare code. `detail` is the line's description when it says
 * more than the code's name (what a CUSTOM payment was for), else null.
 */
export function payslipLineName(
  line: Pick<PayslipLine, 'code' | 'codeName' | 'codeNameEn' | 'description'>,
  language: string,
): { name: string; detail: string | null } {
  const description = line.description.trim();
  if (line.codeName === null) return { name: description || line.code, detail: null };
  const detail = description !== '' && description !== line.codeName ? description : null;
  return { name: localized(line.codeName, line.codeNameEn, language), detail };
}
