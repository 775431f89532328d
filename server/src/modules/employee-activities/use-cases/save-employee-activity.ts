import { employeeActivityError, type EmployeeActivityInput, ErrorCode } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { DomainError } from '../../../errors/domain-error';
import * as activitiesRepository from '../employee-activities.repository';
import * as employeesRepository from '../../employees/employees.repository';

function sqlStateOf(error: unknown): { code?: unknown; constraint?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; constraint?: unknown }) : {};
}

/**
 * The checks and the write shared by create and update, inside the caller's transaction: the employee
 * and the code of the company (the employee locked, so writers of one employee's activities queue), the
 * spec 2 §5 rules against the employee's other activities of the code, then the row and its setup
 * entries. The exclusion constraint stands behind the check.
 */
export async function writeEmployeeActivity(
  trx: Transaction<Database>,
  target: { companyCode: string; userId: number; id?: number },
  input: EmployeeActivityInput,
): Promise<number> {
  const { companyCode } = target;
  if (!(await employeesRepository.lockEmployee(trx, companyCode, input.employeeNo))) {
    throw DomainError.forField('employeeNo', ErrorCode.invalidValue);
  }
  if (!(await activitiesRepository.isActivityCodeOfCompany(trx, companyCode, input.activityCode))) {
    throw DomainError.forField('activityCode', ErrorCode.invalidValue);
  }
  const others = await activitiesRepository.sameCodeActivities(trx, {
    companyCode,
    employeeNo: input.employeeNo,
    activityCode: input.activityCode,
    exceptId: target.id,
  });
  const error = employeeActivityError({ from: input.dateFrom, to: input.dateTo }, others);
  if (error) throw DomainError.forField(error.field, error.code);
  try {
    const id =
      target.id === undefined
        ? await activitiesRepository.insertActivity(trx, companyCode, input, target.userId)
        : await activitiesRepository.updateActivity(trx, target.id, input, target.userId).then(() => target.id!);
    await activitiesRepository.replaceSetupEntries(trx, id, input.setupEntries);
    return id;
  } catch (failure) {
    const { code, constraint } = sqlStateOf(failure);
    if (code === '23P01' && constraint === 'planned_employee_activities_no_overlap') {
      throw DomainError.forField('dateFrom', ErrorCode.dateRangesOverlap);
    }
    throw failure;
  }
}
