import {
  addDays,
  addMonths,
  type HolidayReserve,
  holidayReserveOn,
  type IsoDate,
  lithuanianCalendar,
  MAX_DATE_YEAR,
  MIN_DATE_YEAR,
  yearOf,
} from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import type { EmployeeAccess } from '../employee-access';
import * as employeesRepository from '../employees.repository';

/** The unused holiday days on a date, from the ERP's nearest snapshot (see holidayReserveOn). */
export async function getHolidayReserve(db: Executor, access: EmployeeAccess, date: string): Promise<HolidayReserve> {
  const { companyCode, employeeNo } = access;
  const [employee, snapshot] = await Promise.all([
    employeesRepository.findHolidayTerms(db, companyCode, employeeNo),
    employeesRepository.nearestHolidayReserve(db, companyCode, employeeNo, date),
  ]);
  if (!snapshot) return holidayReserveFrom({ employeeNo, date, employee, snapshot: null, leave: [] });
  const [from, to] = date >= snapshot.as_of_date ? [addDays(snapshot.as_of_date, 1), date] : [addDays(date, 1), snapshot.as_of_date];
  const leave = from <= to ? await employeesRepository.reserveLeaveBetween(db, companyCode, employeeNo, from, to) : [];
  return holidayReserveFrom({ employeeNo, date, employee, snapshot, leave });
}

export interface HolidayReserveFacts {
  employeeNo: string;
  date: IsoDate;
  employee: { holiday_norm: number; holiday_day_type: number; unused_holidays: number };
  /** The ERP's snapshot nearest before (or on) the date, else its first one; none: the ERP's unused days. */
  snapshot: { as_of_date: IsoDate; holiday_reserve: number; holiday_range_from: IsoDate; holiday_range_to: IsoDate } | null;
  /** The leave taken from the reserve between the snapshot and the date; more is harmless (it is clipped). */
  leave: readonly { from: IsoDate; to: IsoDate }[];
}

/** The reserve on a date from facts read elsewhere too (home reads them in its one statement): one rule for both. */
export function holidayReserveFrom({ employeeNo, date, employee, snapshot, leave }: HolidayReserveFacts): HolidayReserve {
  const terms = { holidayNorm: employee.holiday_norm, holidayDayType: employee.holiday_day_type };
  if (!snapshot)
    return { employeeNo, date, holidayReserve: employee.unused_holidays, holidayDayType: employee.holiday_day_type, holidayRange: null };
  return {
    employeeNo,
    date,
    holidayReserve: holidayReserveOn(
      { asOfDate: snapshot.as_of_date, holidayReserve: snapshot.holiday_reserve },
      date,
      terms,
      leave,
      lithuanianCalendar,
    ),
    holidayDayType: employee.holiday_day_type,
    holidayRange: workingYearOf({ from: snapshot.holiday_range_from, to: snapshot.holiday_range_to }, date),
  };
}

/**
 * The working year holding `date`, found by moving the snapshot's working year a year at a time; none
 * for a date in the calendar's first or last year, whose working year may reach outside 0001-9999.
 */
function workingYearOf(range: { from: IsoDate; to: IsoDate }, date: IsoDate): { from: IsoDate; to: IsoDate } | null {
  if (yearOf(date) <= MIN_DATE_YEAR || yearOf(date) >= MAX_DATE_YEAR) return null;
  let from = range.from;
  while (date > addDays(addMonths(from, 12), -1)) from = addMonths(from, 12);
  while (date < from) from = addMonths(from, -12);
  return { from, to: addDays(addMonths(from, 12), -1) };
}
