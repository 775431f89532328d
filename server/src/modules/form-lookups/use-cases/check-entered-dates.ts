import {
  type EnteredDatesCheck,
  EnteredDatesMessage,
  enteredDatesChecksOf,
  ErrorCode,
  type IsoDate,
  isEmployedDuring,
} from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as formLookupsRepository from '../form-lookups.repository';
import type { EmployeeKey } from '../form-lookups.repository';
import { calculateAnnualLeave } from './calculate-annual-leave';

/**
 * Validation type 8: checks the entered dates with the checks the rule names (see enteredDatesChecksOf).
 * The rule must exist and be of type 8. An employee missing from the company answers employee_not_found
 * and nothing else.
 */
export async function checkEnteredDates(
  db: Executor,
  key: EmployeeKey,
  request: { from: IsoDate; to: IsoDate; validationId: number; today: IsoDate },
): Promise<EnteredDatesCheck> {
  const rule = await formLookupsRepository.findEnteredDatesValidation(db, request.validationId);
  if (!rule) throw new DomainError(ErrorCode.recordNotFound);
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) return { valid: false, messages: [EnteredDatesMessage.employeeNotFound] };
  const messages: string[] = [];
  if (
    !isEmployedDuring({ employmentDate: employee.employment_date, terminationDate: employee.termination_date }, request.from, request.to)
  ) {
    messages.push(EnteredDatesMessage.notEmployed);
  }
  for (const check of enteredDatesChecksOf(rule.value)) {
    if (check === EnteredDatesMessage.dateOverdue && request.from < request.today) messages.push(check);
    if (check === EnteredDatesMessage.absenceExists) {
      const absences = await formLookupsRepository.listAbsenceRanges(db, key, { from: request.from, to: request.to });
      if (absences.length > 0) messages.push(check);
    }
    if (check === EnteredDatesMessage.leaveExceedsBalance) {
      const leave = await calculateAnnualLeave(db, key, { from: request.from, to: request.to, includeHolidays: false });
      if (leave.holidayReserveAfterDays < 0) messages.push(check);
    }
  }
  return { valid: messages.length === 0, messages };
}
