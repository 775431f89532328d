import { type BusinessCalendar, DayType, lithuanianCalendar } from '../calendar/business-calendar';
import { type IsoDate } from '../calendar/iso-dates';
import { minutesToHours } from './shift-hours';
import { DayEntryType, TotalHoursInclusion } from './work-time.schemas';

// A schedule line's norm and totals (spec 2 §3 "Schedule line": normHours, workHours, absenceHours,
// schedulePeriodDiffHours). Figures are minutes until the end, then hours with two decimals.
//
// The norm of a day is the full-time day (8 h: the 40-hour week of the Lithuanian Labour Code) times
// the part-time share of the appointment valid that day, on work days of the business calendar; a
// pre-holiday work day (DayType.preHoliday) is one hour shorter before the share applies (7 h × share);
// weekends, public holidays and days outside every appointment count 0.

/** An appointment as the norm needs it. */
export interface NormAppointment {
  validFrom: IsoDate;
  /** null: no end. */
  validTo: IsoDate | null;
  /** The part-time share: 1 full time, 0.5 half time. */
  partTimeShare: number;
}

export interface NormOptions {
  calendar?: BusinessCalendar;
  /** The full-time work day in minutes; 480 (8 h) by default. */
  fullTimeDayMinutes?: number;
  /** How much shorter a pre-holiday work day is, in minutes; 60 by default. */
  preHolidayShorteningMinutes?: number;
}

export interface NormDay {
  date: IsoDate;
  dayType: DayType;
  /** The share in force that day (0 outside every appointment). */
  partTimeShare: number;
  normMinutes: number;
}

/**
 * The share on a date: the appointment valid that day, and the largest share when several are (an
 * extension line overlapping the line it extends must not count twice; a line of a schedule is one
 * appointment, so parallel contracts are separate lines).
 */
export function partTimeShareOn(appointments: readonly NormAppointment[], date: IsoDate): number {
  let share = 0;
  for (const appointment of appointments) {
    if (appointment.validFrom <= date && (appointment.validTo === null || date <= appointment.validTo)) {
      share = Math.max(share, appointment.partTimeShare);
    }
  }
  return share;
}

/** The norm of every date from `from` to `to`, both included. */
export function normDays(appointments: readonly NormAppointment[], from: IsoDate, to: IsoDate, options: NormOptions = {}): NormDay[] {
  const calendar = options.calendar ?? lithuanianCalendar;
  const fullDay = options.fullTimeDayMinutes ?? 8 * 60;
  const shortening = options.preHolidayShorteningMinutes ?? 60;
  return calendar.days(from, to).map(({ date, dayType }) => {
    const partTimeShare = partTimeShareOn(appointments, date);
    const fullTimeMinutes = dayType === DayType.workDay ? fullDay : dayType === DayType.preHoliday ? fullDay - shortening : 0;
    return { date, dayType, partTimeShare, normMinutes: fullTimeMinutes * partTimeShare };
  });
}

/** The norm of a line over a date range, in minutes (a part-time share may leave a fraction). */
export function normMinutes(appointments: readonly NormAppointment[], from: IsoDate, to: IsoDate, options: NormOptions = {}): number {
  return normDays(appointments, from, to, options).reduce((sum, day) => sum + day.normMinutes, 0);
}

/** An entry of a line as its totals need it. */
export interface TotalsEntry {
  type: DayEntryType;
  minutes: number;
  /** For activities and integration activities: how their hours count; excluded when missing. */
  totalHoursInclusion?: TotalHoursInclusion | null;
}

export interface LineTotals {
  normHours: number;
  /** Work entries and activities added to worked hours. */
  workHours: number;
  /** Activities that stand in for the norm (holidays, sick leave …). */
  absenceHours: number;
  /** work + absence − norm: positive is overtime, negative is hours still to plan. */
  differenceHours: number;
}

/** The totals of a line: work, absence and the difference against the norm. */
export function lineTotals(lineNormMinutes: number, entries: readonly TotalsEntry[]): LineTotals {
  let work = 0;
  let absence = 0;
  for (const entry of entries) {
    if (entry.type === DayEntryType.work || entry.totalHoursInclusion === TotalHoursInclusion.addedToWorkedHours) work += entry.minutes;
    else if (entry.totalHoursInclusion === TotalHoursInclusion.subtractedFromNormHours) absence += entry.minutes;
  }
  return {
    normHours: minutesToHours(lineNormMinutes),
    workHours: minutesToHours(work),
    absenceHours: minutesToHours(absence),
    differenceHours: minutesToHours(work + absence - lineNormMinutes),
  };
}
