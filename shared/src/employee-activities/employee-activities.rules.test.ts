import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import {
  activityDayMinutes,
  ActivityHoursType,
  employeeActivityError,
  expandActivityDays,
  setupEntriesRepeatingWeekdays,
} from './employee-activities.rules';
import { EmployeeActivityInputSchema } from './employee-activities.schemas';

// February 2027: the 16th (a Tuesday) is a public holiday, so Monday the 15th is a pre-holiday day.
const tuesdayTraining = {
  dateFrom: '2027-02-01',
  dateTo: '2027-03-31',
  setupEntries: [{ weekdays: [2], hoursType: ActivityHoursType.hours, minutes: 240, excludeHolidays: true }],
};

describe('employeeActivityError', () => {
  it('refuses an end before the start on dateTo, and an overlap with the same code on dateFrom', () => {
    expect(employeeActivityError({ from: '2027-03-02', to: '2027-03-01' }, [])).toEqual({
      field: 'dateTo',
      code: ErrorCode.endEarlierThanStart,
    });
    const others = [{ from: '2027-01-01', to: '2027-02-28' }];
    expect(employeeActivityError({ from: '2027-02-28', to: null }, others)).toEqual({
      field: 'dateFrom',
      code: ErrorCode.dateRangesOverlap,
    });
    expect(employeeActivityError({ from: '2027-03-01', to: null }, others)).toBeNull();
    expect(employeeActivityError({ from: '2026-01-01', to: null }, others)?.code).toBe(ErrorCode.dateRangesOverlap);
  });
});

describe('setupEntriesRepeatingWeekdays', () => {
  it('names the later entries that repeat a weekday', () => {
    expect(setupEntriesRepeatingWeekdays([{ weekdays: [1, 2] }, { weekdays: [3] }, { weekdays: [5, 2] }, { weekdays: [3] }])).toEqual([
      2, 3,
    ]);
    expect(setupEntriesRepeatingWeekdays([{ weekdays: [1] }, { weekdays: [2, 3] }])).toEqual([]);
  });
});

describe('activityDayMinutes', () => {
  it('gives the typed minutes for hours, the working day for a whole day', () => {
    expect(activityDayMinutes({ hoursType: 'hours', minutes: 90 }, 'weekend')).toBe(90);
    expect(activityDayMinutes({ hoursType: 'all_day', minutes: null }, 'work_day')).toBe(480);
    expect(activityDayMinutes({ hoursType: 'all_day', minutes: null }, 'pre_holiday')).toBe(420);
    expect(activityDayMinutes({ hoursType: 'all_day', minutes: null }, 'weekend')).toBe(0);
    expect(activityDayMinutes({ hoursType: 'all_day', minutes: null }, 'holiday')).toBe(0);
  });
});

describe('expandActivityDays', () => {
  it('gives the activity’s weekdays inside the range, leaving out the public holiday', () => {
    expect(expandActivityDays(tuesdayTraining, { from: '2027-02-01', to: '2027-02-28' })).toEqual([
      { date: '2027-02-02', minutes: 240 },
      { date: '2027-02-09', minutes: 240 },
      { date: '2027-02-23', minutes: 240 },
    ]);
  });

  it('keeps a holiday when the entry does not leave it out, and clips to the activity’s own dates', () => {
    const activity = {
      ...tuesdayTraining,
      dateFrom: '2027-02-10',
      dateTo: '2027-02-20',
      setupEntries: [{ ...tuesdayTraining.setupEntries[0]!, excludeHolidays: false }],
    };
    expect(expandActivityDays(activity, { from: '2027-02-01', to: '2027-02-28' })).toEqual([{ date: '2027-02-16', minutes: 240 }]);
    expect(expandActivityDays(activity, { from: '2027-03-01', to: '2027-03-31' })).toEqual([]);
  });

  it('runs an open-ended activity to the end of the range and takes each weekday’s own entry', () => {
    const duty = {
      dateFrom: '2027-02-12',
      dateTo: null,
      setupEntries: [
        { weekdays: [1, 5], hoursType: ActivityHoursType.allDay, minutes: null, excludeHolidays: true },
        { weekdays: [6], hoursType: ActivityHoursType.hours, minutes: 120, excludeHolidays: true },
      ],
    };
    expect(expandActivityDays(duty, { from: '2027-02-01', to: '2027-02-22' })).toEqual([
      { date: '2027-02-12', minutes: 480 },
      { date: '2027-02-13', minutes: 120 },
      // Monday the 15th is the day before a public holiday: one hour shorter.
      { date: '2027-02-15', minutes: 420 },
      { date: '2027-02-19', minutes: 480 },
      { date: '2027-02-20', minutes: 120 },
      { date: '2027-02-22', minutes: 480 },
    ]);
    expect(expandActivityDays({ ...duty, setupEntries: [] }, { from: '2027-02-01', to: '2027-02-28' })).toEqual([]);
  });
});

describe('EmployeeActivityInputSchema', () => {
  const valid = {
    employeeNo: 'E1',
    activityCode: 'MK',
    dateFrom: '2027-03-01',
    dateTo: '2027-06-30',
    setupEntries: [{ weekdays: [2], hoursType: 'hours', minutes: 240 }],
  };

  it('accepts an activity, defaulting the holidays out and dropping a whole day’s minutes', () => {
    const parsed = EmployeeActivityInputSchema.parse({
      ...valid,
      setupEntries: [...valid.setupEntries, { weekdays: [4], hoursType: 'all_day', minutes: 60 }],
    });
    expect(parsed.setupEntries).toEqual([
      { weekdays: [2], hoursType: 'hours', minutes: 240, excludeHolidays: true },
      { weekdays: [4], hoursType: 'all_day', minutes: null, excludeHolidays: true },
    ]);
    expect(parsed.description).toBeNull();
  });

  it('names the field of each refusal', () => {
    const issues = (input: unknown) =>
      EmployeeActivityInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...valid, dateTo: '2027-02-28' })).toEqual([['dateTo', ErrorCode.endEarlierThanStart]]);
    expect(issues({ ...valid, setupEntries: [{ weekdays: [2], hoursType: 'hours' }] })).toEqual([
      ['setupEntries.0.minutes', ErrorCode.fieldRequired],
    ]);
    expect(issues({ ...valid, setupEntries: [{ weekdays: [], hoursType: 'all_day' }] })).toEqual([
      ['setupEntries.0.weekdays', ErrorCode.selectAtLeastOne],
    ]);
    expect(issues({ ...valid, setupEntries: [{ weekdays: [8], hoursType: 'all_day' }] })?.[0]?.[0]).toBe('setupEntries.0.weekdays.0');
    expect(
      issues({
        ...valid,
        setupEntries: [
          { weekdays: [1, 2], hoursType: 'all_day' },
          { weekdays: [2], hoursType: 'hours', minutes: 60 },
        ],
      }),
    ).toEqual([['setupEntries.1.weekdays', ErrorCode.activityWeekdayRepeated]]);
    expect(issues({ ...valid, setupEntries: [{ weekdays: [2], hoursType: 'hours', minutes: 1441 }] })?.[0]?.[0]).toBe(
      'setupEntries.0.minutes',
    );
    expect(issues({ ...valid, activityCode: ' ' })).toEqual([['activityCode', ErrorCode.fieldRequired]]);
  });
});
