import type { Executor } from '../../db/transaction';

export interface PayslipKey {
  companyCode: string;
  employeeNo: string;
}

const payslipColumns = ['year', 'month', 'period_from', 'period_to'] as const;

export function findLatest(db: Executor, key: PayslipKey) {
  return db
    .selectFrom('payslips')
    .select(payslipColumns)
    .where('company_code', '=', key.companyCode)
    .where('employee_no', '=', key.employeeNo)
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findMonth(db: Executor, key: PayslipKey, year: number, month: number) {
  return db
    .selectFrom('payslips')
    .select(payslipColumns)
    .where('company_code', '=', key.companyCode)
    .where('employee_no', '=', key.employeeNo)
    .where('year', '=', year)
    .where('month', '=', month)
    .executeTakeFirst();
}

/** A month's lines with their codes' names in both languages (null where the classifier lacks the code). */
export function listLines(db: Executor, key: PayslipKey, year: number, month: number) {
  return db
    .selectFrom('payslip_lines')
    .leftJoin('payslip_codes', (join) =>
      join.onRef('payslip_codes.company_code', '=', 'payslip_lines.company_code').onRef('payslip_codes.code', '=', 'payslip_lines.code'),
    )
    .select([
      'payslip_lines.line_no',
      'payslip_lines.year',
      'payslip_lines.month',
      'payslip_lines.code',
      'payslip_lines.type',
      'payslip_lines.description',
      'payslip_lines.income',
      'payslip_lines.deducted',
      'payslip_lines.work_hours',
      'payslip_lines.work_days',
      'payslip_codes.name as code_name',
      'payslip_codes.name_en as code_name_en',
    ])
    .where('payslip_lines.company_code', '=', key.companyCode)
    .where('payslip_lines.employee_no', '=', key.employeeNo)
    .where('payslip_lines.year', '=', year)
    .where('payslip_lines.month', '=', month)
    .orderBy('payslip_lines.line_no')
    .execute();
}

/** A page of months, newest first, with the sums of their payroll entries (PE). */
export function listHistory(db: Executor, key: PayslipKey, offset: number, limit: number) {
  return db
    .selectFrom('payslips')
    .leftJoin('payslip_lines', (join) =>
      join
        .onRef('payslip_lines.company_code', '=', 'payslips.company_code')
        .onRef('payslip_lines.employee_no', '=', 'payslips.employee_no')
        .onRef('payslip_lines.year', '=', 'payslips.year')
        .onRef('payslip_lines.month', '=', 'payslips.month')
        .on('payslip_lines.type', '=', 'PE'),
    )
    .select(['payslips.year', 'payslips.month', 'payslips.period_from', 'payslips.period_to'])
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('payslip_lines.income'), eb.lit(0)).as('total_income'),
      eb.fn.coalesce(eb.fn.sum<number>('payslip_lines.deducted'), eb.lit(0)).as('total_deducted'),
    ])
    .where('payslips.company_code', '=', key.companyCode)
    .where('payslips.employee_no', '=', key.employeeNo)
    .groupBy(['payslips.year', 'payslips.month', 'payslips.period_from', 'payslips.period_to'])
    .orderBy('payslips.year', 'desc')
    .orderBy('payslips.month', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMonths(db: Executor, key: PayslipKey): Promise<number> {
  const row = await db
    .selectFrom('payslips')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_code', '=', key.companyCode)
    .where('employee_no', '=', key.employeeNo)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
