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

export function listLines(db: Executor, key: PayslipKey, year: number, month: number) {
  return db
    .selectFrom('payslip_lines')
    .select(['line_no', 'year', 'month', 'code', 'type', 'description', 'income', 'deducted', 'work_hours', 'work_days'])
    .where('company_code', '=', key.companyCode)
    .where('employee_no', '=', key.employeeNo)
    .where('year', '=', year)
    .where('month', '=', month)
    .orderBy('line_no')
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
