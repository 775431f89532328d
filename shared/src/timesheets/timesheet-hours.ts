import { minutesToHours } from '../work-time/shift-hours';
import { TotalHoursInclusion } from '../work-time/work-time.schemas';

// The arithmetic of a timesheet's hours (spec 2 §3 Activity entry, §4 hours type and total-hours
// inclusion, §9 activity hours stored in minutes). A line keeps minutes per day and activity code, each
// typed: worked, night, overtime, holiday or absence. Night and holiday minutes are parts of the worked
// minutes ("of which"), never added again; overtime is on top of them; an absence's minutes count as the
// activity's type says — added to the worked hours (a business trip, training), taken off the norm
// (leave, sick leave), or left out.

export const TimesheetHoursType = {
  worked: 'worked',
  night: 'night',
  overtime: 'overtime',
  holiday: 'holiday',
  absence: 'absence',
} as const;
export type TimesheetHoursType = (typeof TimesheetHoursType)[keyof typeof TimesheetHoursType];
export const TIMESHEET_HOURS_TYPES: readonly TimesheetHoursType[] = Object.values(TimesheetHoursType);

/** The Lithuanian timesheet notations generation writes the schedule's hours with. */
export const TimesheetCode = { worked: 'FD', night: 'DN', overtime: 'VD', holiday: 'DP' } as const;

/** The ERP's activity types (activity_types.id) the demo and the ERP use: 1 leave, 2 sickness, 3 trips and training, 4 work. */
const WORK_TYPE = 4;
const TRIP_TYPE = 3;

/** How an activity code's hours enter the totals, from its activity type. */
export function inclusionOfActivityType(activityTypeId: number | null | undefined): TotalHoursInclusion {
  if (activityTypeId === WORK_TYPE || activityTypeId === TRIP_TYPE) return TotalHoursInclusion.addedToWorkedHours;
  if (activityTypeId === 1 || activityTypeId === 2) return TotalHoursInclusion.subtractedFromNormHours;
  return TotalHoursInclusion.excluded;
}

/** The hours type of a code: the generation's own codes by their meaning, a work activity as worked, any other as absence. */
export function hoursTypeOfCode(code: string, activityTypeId: number | null | undefined): TimesheetHoursType {
  switch (code) {
    case TimesheetCode.worked:
      return TimesheetHoursType.worked;
    case TimesheetCode.night:
      return TimesheetHoursType.night;
    case TimesheetCode.overtime:
      return TimesheetHoursType.overtime;
    case TimesheetCode.holiday:
      return TimesheetHoursType.holiday;
    default:
      return activityTypeId === WORK_TYPE ? TimesheetHoursType.worked : TimesheetHoursType.absence;
  }
}

/** Hours as a keeper types them (up to 24, any fraction) to the whole minutes stored. */
export function hoursToMinutes(hours: number): number {
  if (!Number.isFinite(hours) || hours < 0 || hours > 24) throw new RangeError(`hours out of range: ${hours}`);
  return Math.round(hours * 60);
}

/** One figure of a line as its totals need it. */
export interface TimesheetTotalsEntry {
  hoursType: TimesheetHoursType;
  minutes: number;
  /** For absences: how the activity's hours count; excluded when missing. */
  inclusion?: TotalHoursInclusion | null;
}

export interface TimesheetLineTotals {
  /** Minutes per hours type, as entered. */
  minutes: Record<TimesheetHoursType, number>;
  /** Worked + overtime + the absences added to worked hours. */
  totalMinutes: number;
  /** The absences that stand in for the norm. */
  normReductionMinutes: number;
  /** The norm less those absences. */
  normMinutes: number;
  /** total − norm: positive is more than the norm. */
  differenceMinutes: number;
  /** The same in hours, for display. */
  totalHours: number;
  differenceHours: number;
}

/** The totals of a line (or of a day) against its norm in minutes. */
export function timesheetTotals(entries: readonly TimesheetTotalsEntry[], lineNormMinutes = 0): TimesheetLineTotals {
  const minutes: Record<TimesheetHoursType, number> = { worked: 0, night: 0, overtime: 0, holiday: 0, absence: 0 };
  let addedToWorked = 0;
  let normReduction = 0;
  for (const entry of entries) {
    minutes[entry.hoursType] += entry.minutes;
    if (entry.hoursType !== TimesheetHoursType.absence) continue;
    if (entry.inclusion === TotalHoursInclusion.addedToWorkedHours) addedToWorked += entry.minutes;
    else if (entry.inclusion === TotalHoursInclusion.subtractedFromNormHours) normReduction += entry.minutes;
  }
  const totalMinutes = minutes.worked + minutes.overtime + addedToWorked;
  const normMinutes = Math.max(0, lineNormMinutes - normReduction);
  return {
    minutes,
    totalMinutes,
    normReductionMinutes: normReduction,
    normMinutes,
    differenceMinutes: totalMinutes - normMinutes,
    totalHours: minutesToHours(totalMinutes),
    differenceHours: minutesToHours(totalMinutes - normMinutes),
  };
}
