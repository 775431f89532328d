import { type AnnualLeaveResult, annualLeaveResult, type IsoDate, leaveDaysOf } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import type { EmployeeKey } from '../form-lookups.repository';
import { holidayReserveOn } from '../holiday-reserve-on';

/** The annual-leave result of spec 1 §3 for a range: the reserve on its first day less its days. */
export async function calculateAnnualLeave(
  db: Executor,
  key: EmployeeKey,
  range: { from: IsoDate; to: IsoDate; includeHolidays: boolean },
): Promise<AnnualLeaveResult> {
  const reserve = await holidayReserveOn(db, key, range.from);
  return annualLeaveResult(reserve, leaveDaysOf(range.from, range.to, range.includeHolidays));
}
