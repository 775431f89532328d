import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { CreateDetailedEntriesInputSchema, UpdateTimesheetEntriesInputSchema } from './timesheets.schemas';

const month = { timesheetId: 7, year: 2030, month: 12 };
const entry = { employeeNo: 'SV0012', date: '2030-12-02', activityCode: 'VD', hours: 2, action: 'create' };

function issuesOf(input: unknown) {
  const parsed = UpdateTimesheetEntriesInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('update-entries input', () => {
  it('takes creates and updates with hours above 0 up to 24, and deletes without hours', () => {
    expect(
      issuesOf({
        ...month,
        entries: [entry, { ...entry, hours: 24, action: 'update' }, { ...entry, hours: undefined, action: 'delete' }],
      }),
    ).toEqual([]);
  });

  it('names the entry and field of hours missing, 0 or above 24, and of an unknown action', () => {
    expect(
      issuesOf({
        ...month,
        entries: [
          { ...entry, hours: undefined },
          { ...entry, hours: 0, action: 'update' },
          { ...entry, hours: 24.5 },
          { ...entry, action: 'move' },
        ],
      }),
    ).toEqual([
      { path: 'entries.0.hours', message: ErrorCode.invalidValue },
      { path: 'entries.1.hours', message: ErrorCode.invalidValue },
      { path: 'entries.2.hours', message: ErrorCode.invalidValue },
      { path: 'entries.3.action', message: ErrorCode.invalidValue },
    ]);
  });

  it('needs one entry at least and takes 5,000 at most', () => {
    expect(issuesOf({ ...month, entries: [] })).toEqual([{ path: 'entries', message: ErrorCode.selectAtLeastOne }]);
    expect(issuesOf({ ...month, entries: Array.from({ length: 5_000 }, () => entry) })).toEqual([]);
    expect(issuesOf({ ...month, entries: Array.from({ length: 5_001 }, () => entry) })).toEqual([
      { path: 'entries', message: ErrorCode.invalidValue },
    ]);
  });
});

describe('create-detailed-entries input', () => {
  it('needs a selected cell', () => {
    expect(CreateDetailedEntriesInputSchema.safeParse({ ...month, cells: [] }).success).toBe(false);
    expect(CreateDetailedEntriesInputSchema.safeParse({ ...month, cells: [{ employeeNo: 'SV0012', date: '2030-12-24' }] }).success).toBe(
      true,
    );
  });
});
