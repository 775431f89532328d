import type { AnnualLeaveAllowance, IsoDate } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import type { EmployeeKey } from '../form-lookups.repository';
import { holidayReserveOn } from '../holiday-reserve-on';

/** The reserve a leave in the range can draw on. */
export async function getAnnualLeaveAllowance(
  db: Executor,
  key: EmployeeKey,
  range: { from: IsoDate; to: IsoDate },
): Promise<AnnualLeaveAllowance> {
  const reserve = await holidayReserveOn(db, key, range.from);
  return {
    employeeNo: key.employeeNo,
    from: range.from,
    to: range.to,
    holidayReserve: reserve.holidayReserve,
    holidayDayType: reserve.holidayDayType,
    holidayRange: reserve.holidayRange,
  };
}
