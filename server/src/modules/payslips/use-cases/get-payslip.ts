import { ErrorCode, type Payslip, type PayslipHistoryItem, payslipTotals } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { EmployeeAccess } from '../../employees/employee-access';
import * as payslipsRepository from '../payslips.repository';

function periodOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** One month's payslip with its lines, or the latest (null when there is none). */
export async function getPayslip(db: Executor, access: EmployeeAccess, month?: { year: number; month: number }): Promise<Payslip | null> {
  const payslip = month
    ? await payslipsRepository.findMonth(db, access, month.year, month.month)
    : await payslipsRepository.findLatest(db, access);
  if (!payslip) {
    // A month asked for by name that has no payslip is not found; "the latest" of nothing is empty.
    if (month) throw new DomainError(ErrorCode.recordNotFound);
    return null;
  }
  const lines = await payslipsRepository.listLines(db, access, payslip.year, payslip.month);
  return {
    employeeNo: access.employeeNo,
    year: payslip.year,
    month: payslip.month,
    period: periodOf(payslip.year, payslip.month),
    periodFrom: payslip.period_from,
    periodTo: payslip.period_to,
    ...payslipTotals(lines),
    lines: lines.map((line) => ({
      no: line.line_no,
      year: line.year,
      month: line.month,
      code: line.code,
      codeName: line.code_name,
      codeNameEn: line.code_name_en,
      type: line.type === 'AE' ? 'AE' : 'PE',
      description: line.description,
      income: line.income,
      deducted: line.deducted,
      workHours: line.work_hours,
      workDays: line.work_days,
    })),
  };
}

/** A page of the payslip history, newest first. */
export async function listPayslipHistory(
  db: Executor,
  access: EmployeeAccess,
  offset: number,
  limit: number,
): Promise<{ items: PayslipHistoryItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    payslipsRepository.listHistory(db, access, offset, limit),
    payslipsRepository.countMonths(db, access),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      year: row.year,
      month: row.month,
      period: periodOf(row.year, row.month),
      periodFrom: row.period_from,
      periodTo: row.period_to,
      totalIncome: toCents(Number(row.total_income)),
      totalDeducted: toCents(Number(row.total_deducted)),
      netPay: toCents(Number(row.total_income) - Number(row.total_deducted)),
    })),
  };
}
