import { ErrorCode, type Participant } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { toParticipant } from '../employee-picker';
import * as formLookupsRepository from '../form-lookups.repository';
import type { EmployeeKey } from '../form-lookups.repository';

/**
 * The employee's manager (type 12) or functional manager (type 21) as a participant. A functional
 * manager is a separate ERP field: when it is empty the answer is null, not the line manager, so a
 * workflow step meant for the functional line is skipped rather than sent to the line manager twice.
 */
export async function findManager(db: Executor, key: EmployeeKey, kind: 'line' | 'functional'): Promise<Participant | null> {
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) throw new DomainError(ErrorCode.recordNotFound);
  const managerNo = kind === 'line' ? employee.manager_employee_no : employee.functional_manager_employee_no;
  if (!managerNo) return null;
  const manager = await formLookupsRepository.findEmployee(db, { companyCode: key.companyCode, employeeNo: managerNo });
  return manager ? toParticipant(manager) : null;
}
