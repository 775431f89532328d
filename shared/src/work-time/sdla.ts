import { type BusinessCalendar } from '../calendar/business-calendar';
import { daysBetween, type IsoDate, monthRange } from '../calendar/iso-dates';
import { type NormAppointment, normDays } from './norm-hours';
import { minutesToHours } from './shift-hours';

// Summarised working-time accounting (Lithuanian "suminė darbo laiko apskaita", SDLA; Labour Code
// art. 115): over an accounting period of N months the hours worked are set against the norm of the
// whole period, not of each month, and the average working time must stay within 48 hours a week
// (art. 114). Figures are minutes until the end, then hours with two decimals, as norm-hours.ts.

/** The Labour Code's limit on the average working time a week over the accounting period (art. 114). */
export const SDLA_AVERAGE_WEEKLY_LIMIT_HOURS = 48;
/** The accounting period when a company has set none: a quarter. */
export const DEFAULT_SDLA_PERIOD_MONTHS = 3;
export const MAX_SDLA_PERIOD_MONTHS = 12;

export interface YearMonth {
  year: number;
  month: number;
}

export interface AccountingPeriod {
  from: IsoDate;
  to: IsoDate;
  /** Every month of the period, in order. */
  months: YearMonth[];
}

/**
 * The accounting period holding the month. Periods follow each other in blocks of `periodMonths`
 * counted from January of year 0, so a length dividing 12 (1, 2, 3, 4, 6, 12) starts every year in
 * January; another length (5, 7 …) runs on across the turn of the year without gap or overlap.
 */
export function accountingPeriodOf(year: number, month: number, periodMonths: number): AccountingPeriod {
  const length = Math.min(MAX_SDLA_PERIOD_MONTHS, Math.max(1, Math.trunc(periodMonths)));
  const index = year * 12 + (month - 1);
  const first = index - (index % length);
  const months: YearMonth[] = [];
  for (let current = first; current < first + length; current++) {
    months.push({ year: Math.floor(current / 12), month: (current % 12) + 1 });
  }
  const start = months[0]!;
  const end = months.at(-1)!;
  return { from: monthRange(start.year, start.month).from, to: monthRange(end.year, end.month).to, months };
}

/** The employee's committed hours of one month, as minutes. */
export interface SdlaMonthMinutes extends YearMonth {
  workMinutes: number;
  absenceMinutes: number;
}

/** A span of days the employee is on the schedule (a membership's validity). */
export interface SdlaMembership {
  validFrom: IsoDate;
  validTo: IsoDate | null;
}

export interface SdlaAccountingInput extends YearMonth {
  periodMonths: number;
  /** The appointments giving the part-time share (norm-hours.ts). */
  appointments: readonly NormAppointment[];
  /** The norm counts only on days the employee is on the schedule. */
  memberships: readonly SdlaMembership[];
  /** Work and absence per month; a month missing here had none. */
  months: readonly SdlaMonthMinutes[];
  calendar?: BusinessCalendar;
}

export interface SdlaMonth extends YearMonth {
  normHours: number;
  workHours: number;
  absenceHours: number;
  /** work + absence − norm of the month. */
  diffHours: number;
}

export interface SdlaAccounting {
  periodMonths: number;
  periodFrom: IsoDate;
  periodTo: IsoDate;
  /** The months of the period up to and including the asked one. */
  months: SdlaMonth[];
  /** Work hours of the period's months before the asked one. */
  historicSdlaHours: number;
  /** The norm of those months less their absences: what the work hours had to meet. */
  historicDeductibleNormHours: number;
  /** Work hours of the period up to and including the asked month. */
  schedulePeriodTotalHours: number;
  /** The norm less absences over the same months. */
  schedulePeriodNormHours: number;
  /** schedulePeriodTotalHours − schedulePeriodNormHours: positive is overtime, negative hours still to plan. */
  schedulePeriodDiffHours: number;
  /** Work hours per 7 days over the period's days so far. */
  averageWeeklyHours: number;
  averageWeeklyLimitHours: number;
  exceedsAverageWeeklyLimit: boolean;
}

const monthKey = (value: YearMonth) => value.year * 12 + value.month - 1;

/** The employee's accounting period up to the asked month: norm, work and absence per month and so far. */
export function summariseSdla(input: SdlaAccountingInput): SdlaAccounting {
  const period = accountingPeriodOf(input.year, input.month, input.periodMonths);
  const asked = monthKey(input);
  const minutes = new Map(input.months.map((month) => [monthKey(month), month]));
  const isMember = (date: IsoDate) =>
    input.memberships.some((membership) => membership.validFrom <= date && (membership.validTo === null || date <= membership.validTo));

  const months: SdlaMonth[] = [];
  let historicWork = 0;
  let historicDeductibleNorm = 0;
  let totalWork = 0;
  let totalDeductibleNorm = 0;
  for (const month of period.months) {
    if (monthKey(month) > asked) break;
    const { from, to } = monthRange(month.year, month.month);
    let norm = 0;
    for (const day of normDays(input.appointments, from, to, { calendar: input.calendar })) {
      if (day.normMinutes > 0 && isMember(day.date)) norm += day.normMinutes;
    }
    const work = minutes.get(monthKey(month))?.workMinutes ?? 0;
    const absence = minutes.get(monthKey(month))?.absenceMinutes ?? 0;
    months.push({
      ...month,
      normHours: minutesToHours(norm),
      workHours: minutesToHours(work),
      absenceHours: minutesToHours(absence),
      diffHours: minutesToHours(work + absence - norm),
    });
    totalWork += work;
    totalDeductibleNorm += norm - absence;
    if (monthKey(month) < asked) {
      historicWork += work;
      historicDeductibleNorm += norm - absence;
    }
  }
  const days = daysBetween(period.from, monthRange(input.year, input.month).to) + 1;
  const averageWeeklyMinutes = (totalWork / days) * 7;
  return {
    periodMonths: period.months.length,
    periodFrom: period.from,
    periodTo: period.to,
    months,
    historicSdlaHours: minutesToHours(historicWork),
    historicDeductibleNormHours: minutesToHours(historicDeductibleNorm),
    schedulePeriodTotalHours: minutesToHours(totalWork),
    schedulePeriodNormHours: minutesToHours(totalDeductibleNorm),
    schedulePeriodDiffHours: minutesToHours(totalWork - totalDeductibleNorm),
    averageWeeklyHours: minutesToHours(averageWeeklyMinutes),
    averageWeeklyLimitHours: SDLA_AVERAGE_WEEKLY_LIMIT_HOURS,
    exceedsAverageWeeklyLimit: averageWeeklyMinutes > SDLA_AVERAGE_WEEKLY_LIMIT_HOURS * 60,
  };
}
