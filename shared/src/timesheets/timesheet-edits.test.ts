import { describe, expect, it } from 'vitest';
import { type TimesheetChange, timesheetCellEffects } from './timesheet-edits';

const change = (overrides: Partial<TimesheetChange>): TimesheetChange => ({
  employee_no: 'SV0012',
  date: '2026-11-02',
  action: 'create',
  activity_code: 'FD',
  minutes: 480,
  ...overrides,
});

describe('timesheetCellEffects', () => {
  it('keeps one effect per cell, a later change of a code winning', () => {
    const effects = timesheetCellEffects([
      change({ minutes: 480 }),
      change({ activity_code: 'DN', minutes: 120 }),
      change({ minutes: 420 }),
      change({ date: '2026-11-03', action: 'delete', activity_code: 'FD', minutes: null }),
    ]);
    expect(effects).toEqual([
      {
        employeeNo: 'SV0012',
        date: '2026-11-02',
        cleared: false,
        deleted: new Set(),
        set: new Map([
          ['FD', 420],
          ['DN', 120],
        ]),
      },
      { employeeNo: 'SV0012', date: '2026-11-03', cleared: false, deleted: new Set(['FD']), set: new Map() },
    ]);
  });

  it('drops what came before a clear of the cell, and a code set again is no longer deleted', () => {
    const [effect] = timesheetCellEffects([
      change({ activity_code: 'DN', minutes: 60 }),
      change({ action: 'delete', activity_code: 'FD', minutes: null }),
      change({ action: 'delete', activity_code: null, minutes: null }),
      change({ activity_code: 'VD', minutes: 90 }),
      change({ action: 'delete', activity_code: 'VD', minutes: null }),
      change({ activity_code: 'VD', minutes: 30 }),
    ]);
    expect(effect).toEqual({ employeeNo: 'SV0012', date: '2026-11-02', cleared: true, deleted: new Set(), set: new Map([['VD', 30]]) });
  });
});
