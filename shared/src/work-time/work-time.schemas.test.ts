import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ErrorCode } from '../errors/error-codes';
import {
  DEFAULT_LABOR_CODE_SETTINGS,
  DEFAULT_SCHEDULE_TABLE_SETTINGS,
  LaborCodeSettingsSchema,
  readScheduleTableSettings,
  RestEntryType,
  ScheduleFormulaInputSchema,
  ShiftGroupInputSchema,
  ShiftInputSchema,
  ShiftType,
} from './work-time.schemas';

/** The field errors of a failed parse, as { 'path.to.field': [keys] }. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

const dayShift = {
  shiftGroupId: 1,
  code: 'D',
  name: 'Day',
  type: ShiftType.workDay,
  startTime: '08:00',
  endTime: '17:00',
};

describe('a shift', () => {
  it('takes white on black by default and keeps colours in upper case', () => {
    const parsed = ShiftInputSchema.parse(dayShift);
    expect(parsed).toMatchObject({ backgroundColor: '#FFFFFF', fontColor: '#000000', isTemporary: false, restEntries: [] });
    expect(ShiftInputSchema.parse({ ...dayShift, backgroundColor: '#12ab9f' }).backgroundColor).toBe('#12AB9F');
  });

  it('refuses colours that are not #RRGGBB', () => {
    for (const colour of ['#fff', 'red', '#12345G', '12AB9F', '#12AB9F0']) {
      expect(fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, fontColor: colour }))).toEqual({ fontColor: [ErrorCode.invalidColor] });
    }
  });

  it('takes times HH:mm from 00:00 to 23:59 only', () => {
    expect(ShiftInputSchema.safeParse({ ...dayShift, startTime: '00:00', endTime: '23:59' }).success).toBe(true);
    for (const time of ['24:00', '7:30', '07:60', '0730', '']) {
      expect(fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, endTime: time }))).toEqual({ endTime: [ErrorCode.invalidTime] });
    }
  });

  it('needs start and end on a work day, and both or neither on a rest day', () => {
    const { startTime: _start, endTime: _end, ...withoutTimes } = dayShift;
    expect(fieldErrors(ShiftInputSchema.safeParse(withoutTimes))).toEqual({
      startTime: [ErrorCode.fieldRequired],
      endTime: [ErrorCode.fieldRequired],
    });
    expect(ShiftInputSchema.safeParse({ ...withoutTimes, type: ShiftType.restDay }).success).toBe(true);
    // Never only one of the two.
    expect(fieldErrors(ShiftInputSchema.safeParse({ ...withoutTimes, type: ShiftType.restDay, startTime: '08:00' }))).toEqual({
      endTime: [ErrorCode.fieldRequired],
    });
  });

  it('takes short-day times both or neither, the empty one carrying the error', () => {
    expect(ShiftInputSchema.safeParse({ ...dayShift, shortDayStartTime: '08:00', shortDayEndTime: '16:00' }).success).toBe(true);
    expect(fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, shortDayStartTime: '08:00' }))).toEqual({
      shortDayEndTime: [ErrorCode.shortDayTimesIncomplete],
    });
    expect(fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, shortDayEndTime: '16:00', shortDayStartTime: null }))).toEqual({
      shortDayStartTime: [ErrorCode.shortDayTimesIncomplete],
    });
  });

  it('keeps its fixed breaks inside its own time, across midnight for a night shift', () => {
    const night = { ...dayShift, startTime: '22:00', endTime: '06:00' };
    const rest = (startTime: string, endTime: string) => ({ type: RestEntryType.notCounted, startTime, endTime });
    expect(ShiftInputSchema.safeParse({ ...night, restEntries: [rest('02:00', '02:30'), rest('23:45', '00:15')] }).success).toBe(true);
    expect(ShiftInputSchema.safeParse({ ...night, restEntries: [rest('22:00', '06:00')] }).success).toBe(true);
    expect(fieldErrors(ShiftInputSchema.safeParse({ ...night, restEntries: [rest('05:45', '06:15')] }))).toEqual({
      'restEntries.0.startTime': [ErrorCode.restEntryOutsideShift],
    });
    expect(fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, restEntries: [rest('07:30', '08:30')] }))).toEqual({
      'restEntries.0.startTime': [ErrorCode.restEntryOutsideShift],
    });
  });

  it('names a half-typed time of the shift or of a break as invalid instead of failing on it', () => {
    const rest = (startTime: string, endTime: string) => ({ type: RestEntryType.notCounted, startTime, endTime });
    expect(fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, restEntries: [rest('1', '12:30')] }))).toEqual({
      'restEntries.0.startTime': [ErrorCode.invalidTime],
    });
    expect(fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, startTime: '8', restEntries: [rest('12:00', '12:30')] }))).toEqual({
      startTime: [ErrorCode.invalidTime],
    });
  });

  it('takes a break of undefined time as a length in minutes', () => {
    const parsed = ShiftInputSchema.parse({
      ...dayShift,
      restEntries: [{ type: RestEntryType.counted, undefinedTime: true, minutes: 30 }],
    });
    expect(parsed.restEntries[0]).toEqual({
      type: RestEntryType.counted,
      undefinedTime: true,
      startTime: null,
      endTime: null,
      minutes: 30,
    });
    expect(
      fieldErrors(ShiftInputSchema.safeParse({ ...dayShift, restEntries: [{ type: RestEntryType.counted, undefinedTime: true }] })),
    ).toEqual({
      'restEntries.0.minutes': [ErrorCode.fieldRequired],
    });
  });
});

describe('a shift group', () => {
  it('needs a code and a name; a missing description is empty', () => {
    expect(ShiftGroupInputSchema.parse({ code: ' P1 ', name: 'Production', description: ' ' })).toEqual({
      code: 'P1',
      name: 'Production',
      description: '',
    });
    expect(ShiftGroupInputSchema.parse({ code: 'P1', name: 'Production', description: null }).description).toBe('');
    expect(fieldErrors(ShiftGroupInputSchema.safeParse({ code: ' ', name: '' }))).toEqual({
      code: [ErrorCode.fieldRequired],
      name: [ErrorCode.fieldRequired],
    });
  });
});

describe('a schedule formula', () => {
  const formula = {
    code: '5/2',
    name: 'Five days a week',
    type: 'continuous',
    startDate: '2026-01-05',
    shiftGroupId: 1,
    entries: [{ shiftId: 1 }, { shiftId: 1 }, { shiftId: 1 }, { shiftId: 1 }, { shiftId: 1 }, { shiftId: null }, { shiftId: null }],
  };

  it('keeps its positions in order, days off as null', () => {
    const parsed = ScheduleFormulaInputSchema.parse(formula);
    expect(parsed.entries.map((entry) => entry.shiftId)).toEqual([1, 1, 1, 1, 1, null, null]);
    expect(parsed).toMatchObject({ endDate: null, holidayShiftId: null });
  });

  it('refuses an end before its start, no positions, and a week pattern of part of a week', () => {
    expect(fieldErrors(ScheduleFormulaInputSchema.safeParse({ ...formula, endDate: '2026-01-04' }))).toEqual({
      endDate: [ErrorCode.endEarlierThanStart],
    });
    expect(fieldErrors(ScheduleFormulaInputSchema.safeParse({ ...formula, type: 'cyclic', entries: [] }))).toEqual({
      entries: [ErrorCode.fieldRequired],
    });
    expect(fieldErrors(ScheduleFormulaInputSchema.safeParse({ ...formula, entries: formula.entries.slice(0, 5) }))).toEqual({
      entries: [ErrorCode.formulaWeekPatternLength],
    });
    expect(ScheduleFormulaInputSchema.safeParse({ ...formula, type: 'cyclic', entries: formula.entries.slice(0, 5) }).success).toBe(true);
  });
});

describe('the Labor Code settings', () => {
  it('default to the Lithuanian Labour Code', () => {
    expect(DEFAULT_LABOR_CODE_SETTINGS).toEqual({
      maxConsecutiveWorkDays: 6,
      maxWeeklyMinutes: 48 * 60,
      maxWeeklyMinutesWithConsent: 60 * 60,
      maxShiftMinutes: 12 * 60,
      breakThresholdMinutes: 5 * 60,
      minBreakMinutes: 30,
      minDailyRestMinutes: 11 * 60,
      minWeeklyRestMinutes: 35 * 60,
    });
  });

  it('refuse a consent limit below the ordinary one', () => {
    expect(fieldErrors(LaborCodeSettingsSchema.safeParse({ maxWeeklyMinutes: 48 * 60, maxWeeklyMinutesWithConsent: 40 * 60 }))).toEqual({
      maxWeeklyMinutesWithConsent: [ErrorCode.invalidValue],
    });
  });
});

describe('the schedule table settings', () => {
  it('default as spec 2 §9 says', () => {
    expect(DEFAULT_SCHEDULE_TABLE_SETTINGS).toMatchObject({
      cellDisplayMode: 'code',
      tableHeight: 800,
      employeeNoWidth: 70,
      displayTotalsVertically: false,
      showSummaryTable: false,
    });
  });

  it('read from storage keep what is valid and default the rest', () => {
    expect(
      readScheduleTableSettings({ cellDisplayMode: 'time', tableHeight: 'tall', displayColumns: ['employeeNo', 'employeeNo', 'jobTitle'] }),
    ).toEqual({
      ...DEFAULT_SCHEDULE_TABLE_SETTINGS,
      cellDisplayMode: 'time',
      displayColumns: ['employeeNo', 'jobTitle'],
    });
    expect(readScheduleTableSettings('not json')).toEqual(DEFAULT_SCHEDULE_TABLE_SETTINGS);
    expect(readScheduleTableSettings({ displayColumns: ['salary'] }).displayColumns).toEqual(
      DEFAULT_SCHEDULE_TABLE_SETTINGS.displayColumns,
    );
  });
});
