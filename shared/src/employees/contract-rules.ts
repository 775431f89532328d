import type { BusinessCalendar } from '../calendar/business-calendar';
import { addDays, daysBetween, type IsoDate, isEmptyErpDate } from '../calendar/iso-dates';
import { HolidayDayType } from './contract.schemas';

/** Active: started on or before today and not ended; an empty end date (≤ 1900, 9999) never ends. */
export function isAppointmentActive(line: { fromDate: IsoDate; toDate: IsoDate }, today: IsoDate): boolean {
  const started = isEmptyErpDate(line.fromDate) || line.fromDate <= today;
  const ended = !isEmptyErpDate(line.toDate) && line.toDate < today;
  return started && !ended;
}

/**
 * The appointment history as the contracts page shows it: lines grouped by their root line, chains with
 * an active line first, then the chains that started last; inside a chain oldest first.
 */
export function orderAppointmentHistory<T extends { rootLineNo: number; fromDate: IsoDate; appointmentLineNo: number; isActive: boolean }>(
  lines: readonly T[],
): T[] {
  const chains = new Map<number, T[]>();
  for (const line of lines) chains.set(line.rootLineNo, [...(chains.get(line.rootLineNo) ?? []), line]);
  const ordered = [...chains.values()].map((chain) =>
    [...chain].sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.appointmentLineNo - b.appointmentLineNo),
  );
  const latestStart = (chain: T[]) => chain.at(-1)!.fromDate;
  ordered.sort((a, b) => {
    const activeFirst = Number(b.some((line) => line.isActive)) - Number(a.some((line) => line.isActive));
    return activeFirst || latestStart(b).localeCompare(latestStart(a));
  });
  return ordered.flat();
}

export interface HolidayReserveSnapshot {
  asOfDate: IsoDate;
  holidayReserve: number;
}

export interface HolidayReserveTerms {
  /** Days earned a year, in the unit of holidayDayType. */
  holidayNorm: number;
  holidayDayType: number;
}

/**
 * The days of a leave that fall within a window (both ends included; an open end reaches as far as the
 * leave), counted in the reserve's unit: work days on the business calendar when the employee's
 * holiday day type is 0 (dd), else calendar days (kd). The one way the reserve, its balance cards and
 * what they subtract count leave.
 */
export function reserveDaysWithin(
  leave: { from: IsoDate; to: IsoDate },
  window: { from?: IsoDate; to?: IsoDate },
  terms: Pick<HolidayReserveTerms, 'holidayDayType'>,
  calendar: BusinessCalendar,
): number {
  const from = window.from !== undefined && window.from > leave.from ? window.from : leave.from;
  const to = window.to !== undefined && window.to < leave.to ? window.to : leave.to;
  if (from > to) return 0;
  return terms.holidayDayType === HolidayDayType.workDays ? calendar.countWorkDays(from, to) : calendar.countCalendarDays(from, to);
}

/**
 * The holiday reserve on a date from the ERP's nearest snapshot: the norm accrues evenly over the
 * year (per calendar day) and leave taken between the snapshot and the date is subtracted, in work
 * days (dd) or calendar days (kd). Before the snapshot the same runs backwards. Two decimals.
 */
export function holidayReserveOn(
  snapshot: HolidayReserveSnapshot,
  date: IsoDate,
  terms: HolidayReserveTerms,
  leave: readonly { from: IsoDate; to: IsoDate }[],
  calendar: BusinessCalendar,
): number {
  const forward = date >= snapshot.asOfDate;
  // Days after the snapshot up to the date, or after the date up to the snapshot.
  const [after, upTo] = forward ? [snapshot.asOfDate, date] : [date, snapshot.asOfDate];
  let taken = 0;
  for (const range of leave) taken += reserveDaysWithin(range, { from: addDays(after, 1), to: upTo }, terms, calendar);
  const accrued = (terms.holidayNorm * daysBetween(after, upTo)) / 365;
  const change = accrued - taken;
  return Math.round((snapshot.holidayReserve + (forward ? change : -change)) * 100) / 100;
}
