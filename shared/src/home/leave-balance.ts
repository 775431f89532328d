import { type BusinessCalendar, lithuanianCalendar } from '../calendar/business-calendar';
import { addDays, type IsoDate, yearOf } from '../calendar/iso-dates';
import { reserveDaysWithin } from '../employees/contract-rules';
import { roundToHundredths } from '../forms/lookups.schemas';
import type { LeaveBalance, UpcomingAbsence } from './home.schemas';

export interface LeaveRange {
  from: IsoDate;
  to: IsoDate;
}

export interface LeaveBalanceFacts {
  today: IsoDate;
  holidayDayType: number;
  /** The holiday reserve today, as the contract page computes it (holidayReserveOn on the ERP's snapshot). */
  reserveToday: number;
  /** The ERP's absences whose activity code takes from the reserve (annual leave), any dates. */
  leaveAbsences: readonly LeaveRange[];
  /**
   * The employee's annual-leave applications waiting or approved (New, InProgress, Approved) that the
   * ERP has not recorded as absences yet: once recorded, they count among leaveAbsences instead.
   */
  pendingLeaveApplications: readonly LeaveRange[];
}

/**
 * The three balance cards of home, in the reserve's unit (reserveDaysWithin: work days or calendar
 * days by the employee's holiday day type, on the business calendar):
 * - available: the unused days today, the very figure of the contract page;
 * - taken this year: days of the ERP's annual-leave absences from 1 January to today;
 * - planned: days after today of the ERP's annual-leave absences and of the pending or approved
 *   applications not yet recorded. The reserve today does not subtract them yet.
 * A leave spanning today counts its days up to today as taken and the rest as planned.
 */
export function leaveBalanceOf(facts: LeaveBalanceFacts, calendar: BusinessCalendar = lithuanianCalendar): LeaveBalance {
  const terms = { holidayDayType: facts.holidayDayType };
  const year = yearOf(facts.today);
  const thisYear = { from: `${String(year).padStart(4, '0')}-01-01`, to: facts.today };
  const afterToday = { from: addDays(facts.today, 1) };
  const sum = (ranges: readonly LeaveRange[], window: { from?: IsoDate; to?: IsoDate }) =>
    ranges.reduce((total, range) => total + reserveDaysWithin(range, window, terms, calendar), 0);
  return {
    holidayDayType: facts.holidayDayType,
    available: roundToHundredths(facts.reserveToday),
    planned: roundToHundredths(sum(facts.leaveAbsences, afterToday) + sum(facts.pendingLeaveApplications, afterToday)),
    takenThisYear: roundToHundredths(sum(facts.leaveAbsences, thisYear)),
    year,
  };
}

/**
 * The next absences from today, ERP records and approved applications the ERP has not recorded yet
 * together, by first day (an ERP record before an application on the same day), at most `limit`.
 * Ranges that ended before today are dropped.
 */
export function upcomingAbsencesOf(
  absences: readonly UpcomingAbsence[],
  applications: readonly UpcomingAbsence[],
  today: IsoDate,
  limit: number,
): UpcomingAbsence[] {
  const order = (item: UpcomingAbsence) => (item.source === 'absence' ? 0 : 1);
  // An application the ERP has recorded meanwhile shows once, as the ERP's record.
  const recorded = new Set(absences.map((item) => item.submissionId).filter((id) => id !== null));
  const unrecorded = applications.filter((item) => item.submissionId === null || !recorded.has(item.submissionId));
  return [...absences, ...unrecorded]
    .filter((item) => item.dateTo >= today)
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || order(a) - order(b) || a.dateTo.localeCompare(b.dateTo))
    .slice(0, limit);
}
