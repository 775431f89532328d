import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import {
  TimesheetMonthReportInputSchema,
  TimesheetSdlaDiffInputSchema,
  TimesheetUnusedHolidaysInputSchema,
} from './timesheet-reports.schemas';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the timesheet report inputs', () => {
  it('defaults the month record to hours, no SDLA columns and all employees, and drops repeated employees', () => {
    expect(TimesheetMonthReportInputSchema.parse({ timesheetId: '7', year: '2030', month: '12' })).toEqual({
      timesheetId: 7,
      year: 2030,
      month: 12,
      setHours: true,
      selectedEmployees: [],
      showSdlaResult: false,
    });
    expect(
      TimesheetMonthReportInputSchema.parse({
        timesheetId: 7,
        year: 2030,
        month: 12,
        setHours: 'false',
        selectedEmployees: ['A1', 'A1', 'B2'],
      }),
    ).toMatchObject({ setHours: false, selectedEmployees: ['A1', 'B2'] });
  });

  it('refuses unknown keys and a month out of range', () => {
    expect(TimesheetMonthReportInputSchema.safeParse({ timesheetId: 7, year: 2030, month: 12, companyCode: 'NL' }).success).toBe(false);
    expect(issuesOf(TimesheetMonthReportInputSchema.safeParse({ timesheetId: 7, year: 2030, month: 13 })).map(([path]) => path)).toEqual([
      'month',
    ]);
  });

  it('refuses a plan/fact range ending before its start or longer than a year, on the end date', () => {
    expect(issuesOf(TimesheetSdlaDiffInputSchema.safeParse({ timesheetId: 7, from: '2030-12-10', to: '2030-12-01' }))).toEqual([
      ['to', ErrorCode.endEarlierThanStart],
    ]);
    expect(issuesOf(TimesheetSdlaDiffInputSchema.safeParse({ timesheetId: 7, from: '2030-01-01', to: '2031-01-02' }))).toEqual([
      ['to', ErrorCode.dateRangeTooLong],
    ]);
    expect(TimesheetSdlaDiffInputSchema.safeParse({ timesheetId: 7, from: '2030-01-01', to: '2030-12-31' }).success).toBe(true);
  });

  it('asks the unused holidays for a real date', () => {
    expect(issuesOf(TimesheetUnusedHolidaysInputSchema.safeParse({ timesheetId: 7, to: '2030-02-30' })).map(([path]) => path)).toEqual([
      'to',
    ]);
    expect(TimesheetUnusedHolidaysInputSchema.parse({ timesheetId: 7, to: '2030-02-28' }).selectedEmployees).toEqual([]);
  });
});
