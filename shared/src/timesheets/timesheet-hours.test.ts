import { describe, expect, it } from 'vitest';
import { TotalHoursInclusion } from '../work-time/work-time.schemas';
import {
  hoursToMinutes,
  hoursTypeOfCode,
  inclusionOfActivityType,
  TimesheetCode,
  TimesheetHoursType,
  timesheetTotals,
} from './timesheet-hours';

describe('timesheet hours', () => {
  it('stores hours as whole minutes and refuses what no day holds', () => {
    expect(hoursToMinutes(8)).toBe(480);
    expect(hoursToMinutes(7.5)).toBe(450);
    expect(hoursToMinutes(0.33)).toBe(20);
    expect(hoursToMinutes(0)).toBe(0);
    expect(hoursToMinutes(24)).toBe(1440);
    expect(() => hoursToMinutes(24.5)).toThrow(RangeError);
    expect(() => hoursToMinutes(-1)).toThrow(RangeError);
    expect(() => hoursToMinutes(Number.NaN)).toThrow(RangeError);
  });

  it('types the generation codes by meaning, work activities as worked and the rest as absence', () => {
    expect(hoursTypeOfCode(TimesheetCode.worked, 4)).toBe(TimesheetHoursType.worked);
    expect(hoursTypeOfCode(TimesheetCode.night, null)).toBe(TimesheetHoursType.night);
    expect(hoursTypeOfCode(TimesheetCode.overtime, null)).toBe(TimesheetHoursType.overtime);
    expect(hoursTypeOfCode(TimesheetCode.holiday, 4)).toBe(TimesheetHoursType.holiday);
    expect(hoursTypeOfCode('NT', 4)).toBe(TimesheetHoursType.worked);
    expect(hoursTypeOfCode('A', 1)).toBe(TimesheetHoursType.absence);
    expect(hoursTypeOfCode('K', 3)).toBe(TimesheetHoursType.absence);
  });

  it('counts trips with the worked hours, leave and sickness against the norm, unknown types not at all', () => {
    expect(inclusionOfActivityType(3)).toBe(TotalHoursInclusion.addedToWorkedHours);
    expect(inclusionOfActivityType(4)).toBe(TotalHoursInclusion.addedToWorkedHours);
    expect(inclusionOfActivityType(1)).toBe(TotalHoursInclusion.subtractedFromNormHours);
    expect(inclusionOfActivityType(2)).toBe(TotalHoursInclusion.subtractedFromNormHours);
    expect(inclusionOfActivityType(9)).toBe(TotalHoursInclusion.excluded);
    expect(inclusionOfActivityType(null)).toBe(TotalHoursInclusion.excluded);
  });

  it('totals minutes by type: night and holiday are parts of the worked hours, overtime comes on top', () => {
    const totals = timesheetTotals(
      [
        { hoursType: TimesheetHoursType.worked, minutes: 480 },
        { hoursType: TimesheetHoursType.night, minutes: 120 },
        { hoursType: TimesheetHoursType.worked, minutes: 450 },
        { hoursType: TimesheetHoursType.holiday, minutes: 450 },
        { hoursType: TimesheetHoursType.overtime, minutes: 90 },
      ],
      960,
    );
    expect(totals.minutes).toEqual({ worked: 930, night: 120, overtime: 90, holiday: 450, absence: 0 });
    expect(totals.totalMinutes).toBe(1020);
    expect(totals.totalHours).toBe(17);
    expect(totals.differenceMinutes).toBe(60);
    expect(totals.differenceHours).toBe(1);
  });

  it('adds, subtracts from the norm or leaves out absences by their inclusion', () => {
    const totals = timesheetTotals(
      [
        { hoursType: TimesheetHoursType.worked, minutes: 480 },
        { hoursType: TimesheetHoursType.absence, minutes: 480, inclusion: TotalHoursInclusion.addedToWorkedHours },
        { hoursType: TimesheetHoursType.absence, minutes: 960, inclusion: TotalHoursInclusion.subtractedFromNormHours },
        { hoursType: TimesheetHoursType.absence, minutes: 300, inclusion: TotalHoursInclusion.excluded },
        { hoursType: TimesheetHoursType.absence, minutes: 60 },
      ],
      2400,
    );
    expect(totals.minutes.absence).toBe(1800);
    expect(totals.totalMinutes).toBe(960);
    expect(totals.normReductionMinutes).toBe(960);
    expect(totals.normMinutes).toBe(1440);
    expect(totals.differenceMinutes).toBe(-480);
    expect(totals.differenceHours).toBe(-8);
  });

  it('never takes the norm below zero and totals an empty line as nothing', () => {
    const absent = timesheetTotals(
      [{ hoursType: TimesheetHoursType.absence, minutes: 600, inclusion: TotalHoursInclusion.subtractedFromNormHours }],
      480,
    );
    expect(absent.normMinutes).toBe(0);
    expect(absent.differenceMinutes).toBe(0);
    const empty = timesheetTotals([]);
    expect(empty.totalMinutes).toBe(0);
    expect(empty.minutes).toEqual({ worked: 0, night: 0, overtime: 0, holiday: 0, absence: 0 });
  });
});
