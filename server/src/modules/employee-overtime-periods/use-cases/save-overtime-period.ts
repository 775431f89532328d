import { ErrorCode, type OvertimePeriodInput, overtimePeriodError } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { DomainError } from '../../../errors/domain-error';
import * as periodsRepository from '../employee-overtime-periods.repository';
import * as employeesRepository from '../../employees/employees.repository';

function sqlStateOf(error: unknown): { code?: unknown; constraint?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; constraint?: unknown }) : {};
}

/**
 * The checks and the write shared by create and update, inside the caller's transaction: the employee
 * of the company (locked, so writers of one employee's periods queue), the spec 2 §5 rules against the
 * employee's other periods, then the row. The exclusion constraint stands behind the check.
 */
export async function writeOvertimePeriod(
  trx: Transaction<Database>,
  target: { companyCode: string; userId: number; id?: number },
  input: OvertimePeriodInput,
): Promise<number> {
  const { companyCode } = target;
  if (!(await employeesRepository.lockEmployee(trx, companyCode, input.employeeNo))) {
    throw DomainError.forField('employeeNo', ErrorCode.invalidValue);
  }
  const others = await periodsRepository.employeePeriods(trx, { companyCode, employeeNo: input.employeeNo, exceptId: target.id });
  const error = overtimePeriodError({ from: input.validFrom, to: input.validTo }, others);
  if (error) throw DomainError.forField(error.field, error.code);
  const write =
    target.id === undefined
      ? periodsRepository.insertPeriod(trx, companyCode, input, target.userId)
      : periodsRepository.updatePeriod(trx, target.id, input, target.userId).then(() => target.id!);
  return write.catch((failure: unknown) => {
    const { code, constraint } = sqlStateOf(failure);
    if (code === '23P01' && constraint === 'employee_overtime_periods_no_overlap') {
      throw DomainError.forField('validFrom', ErrorCode.dateRangesOverlap);
    }
    throw failure;
  });
}
