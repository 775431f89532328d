import { describe, expect, it } from 'vitest';
import { decodeTimesheetDays, decodeTimesheetTable, encodeTimesheetDays, encodeTimesheetTable } from './timesheet-table-wire';
import type { TimesheetLine, TimesheetTable } from './timesheets.schemas';

const dates = ['2030-12-01', '2030-12-02', '2030-12-03'];

function lineOf(employeeNo: string, days: Omit<TimesheetLine['days'][number], 'date'>[]): TimesheetLine {
  return {
    employeeNo,
    firstName: 'Ona',
    lastName: 'Onaitė',
    days: days.map((day, index) => ({ ...day, date: dates[index]! })),
    totals: { worked: 8, night: 0, overtime: 0, holiday: 0, absence: 2, total: 10 },
  };
}

const blank = { confirmed: false, recalculationRequired: false, employeeValid: true, figures: [] };

const table: TimesheetTable = {
  timesheet: {
    id: 7,
    code: 'GAM-01-Z',
    name: 'Gamyba',
    scheduleId: 3,
    scheduleCode: 'GAM-01',
    scheduleName: 'Gamyba',
    archived: false,
    bcUpdatedAt: null,
    actions: ['view'],
  } as unknown as TimesheetTable['timesheet'],
  year: 2030,
  month: 12,
  period: { id: 1, status: 0, manualLock: false, lockedByName: null, version: 3, generatedAt: new Date('2030-12-01T08:00:00Z') },
  isEditable: true,
  canChangeStatus: true,
  editSession: null,
  days: dates.map((date, index) => ({ date, day: index + 1, dayOfWeek: index + 7, type: 'weekday', isEnabled: true })),
  activityCodes: [],
  lines: [
    lineOf('SV0001', [
      {
        confirmed: true,
        recalculationRequired: true,
        employeeValid: true,
        figures: [
          { code: 'FD', minutes: 480, hoursType: 'worked', source: 'schedule', pending: false },
          { code: 'DN', minutes: 120, hoursType: 'night', source: 'schedule', pending: false },
        ],
      },
      { ...blank, employeeValid: false },
      { ...blank, figures: [{ code: 'K:;,%', minutes: 90, hoursType: 'absence', source: 'manual', pending: true }] },
    ]),
    lineOf('SV0002', [
      blank,
      { ...blank, confirmed: true },
      {
        ...blank,
        figures: [
          { code: 'FD', minutes: 0, hoursType: 'worked', source: 'erp', pending: false },
          { code: 'DN', minutes: 240, hoursType: 'absence', source: 'activity', pending: false },
        ],
      },
    ]),
  ],
};

describe('the timesheet table on the wire', () => {
  it('sends each line’s days as one string, every code once, and reads back the very same table', () => {
    const wire = encodeTimesheetTable(table);
    expect(wire.figureCodes).toEqual(['FD', 'DN', 'K:;,%']);
    expect(wire.lines.map((line) => line.encodedDays)).toEqual(['7,0:480:w:s,1:120:n:s;0;4,2:90:a:m:p', '4;5;4,0:0:w:e,1:240:a:a']);
    expect(wire.lines[0]).not.toHaveProperty('days');
    expect(decodeTimesheetTable(wire)).toEqual(table);
  });

  it('numbers new codes after the ones the table already named', () => {
    const codes = new Map([['FD', 0]]);
    expect(encodeTimesheetDays(table.lines[0]!.days, codes)).toBe('7,0:480:w:s,1:120:n:s;0;4,2:90:a:m:p');
    expect([...codes.keys()]).toEqual(['FD', 'DN', 'K:;,%']);
  });

  it('refuses a malformed line rather than showing wrong hours', () => {
    const codes = ['FD'];
    expect(() => decodeTimesheetDays('4;4', dates, codes)).toThrow(/2 days for a month of 3/);
    expect(() => decodeTimesheetDays('4;9;4', dates, codes)).toThrow(/flags "9"/);
    expect(() => decodeTimesheetDays('4;4,1:480:w:s;4', dates, codes)).toThrow(/figure "1:480:w:s"/);
    expect(() => decodeTimesheetDays('4;4,0:4.5:w:s;4', dates, codes)).toThrow(/figure/);
    expect(() => decodeTimesheetDays('4;4,0:480:x:s;4', dates, codes)).toThrow(/figure/);
    expect(() => decodeTimesheetDays('4;4,0:480:w:s:q;4', dates, codes)).toThrow(/figure/);
  });

  it('refuses minutes that are not whole numbers when encoding', () => {
    const day = {
      ...blank,
      date: dates[0]!,
      figures: [{ code: 'FD', minutes: 1.5, hoursType: 'worked' as const, source: 'schedule' as const, pending: false }],
    };
    expect(() => encodeTimesheetDays([day], new Map())).toThrow(/not an integer/);
  });
});
