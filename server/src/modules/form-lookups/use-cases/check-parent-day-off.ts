import {
  checkParentDayOffRange,
  type IsoDate,
  isChildRelativeType,
  PARENT_DAY_OFF_ACTIVITY_CODE,
  type ParentDayOffCheck,
  ParentDayOffMessage,
  ParentDayOffPeriod,
  parentDayOffPeriodOf,
} from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import * as formLookupsRepository from '../form-lookups.repository';
import type { EmployeeKey } from '../form-lookups.repository';

/** Validation type 7: the parent day off (MD) of the range, against the children and the days taken. */
export async function checkParentDayOff(db: Executor, key: EmployeeKey, range: { from: IsoDate; to: IsoDate }): Promise<ParentDayOffCheck> {
  const employee = await formLookupsRepository.findEmployee(db, key);
  if (!employee) return { valid: 0, message: ParentDayOffMessage.employeeNotFound };
  // The widest period the allowance may count in: the quarters holding the range.
  const window = {
    from: parentDayOffPeriodOf(range.from, ParentDayOffPeriod.quarter).from,
    to: parentDayOffPeriodOf(range.to, ParentDayOffPeriod.quarter).to,
  };
  const [relatives, taken] = await Promise.all([
    formLookupsRepository.listRelativesWithBirthDate(db, key),
    formLookupsRepository.listAbsenceRanges(db, key, { ...window, activityCode: PARENT_DAY_OFF_ACTIVITY_CODE }),
  ]);
  const children = relatives
    .filter((relative) => isChildRelativeType(relative.relative_type))
    .map((relative) => ({ birthDate: relative.birth_date!, disabled: relative.disabled }));
  return checkParentDayOffRange({ from: range.from, to: range.to, children, taken });
}
