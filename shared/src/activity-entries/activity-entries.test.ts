import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { ExportActivityEntriesInputSchema } from './activity-entries.schemas';
import {
  activityColumnsOfHeader,
  activityEntryKey,
  checkActivityImportRow,
  exportHours,
  parseImportDate,
  parseImportHours,
} from './activity-import-rows';

describe('activity import header', () => {
  it('finds the columns by their Lithuanian or English headers, whatever the case, dots and order', () => {
    expect(activityColumnsOfHeader(['Hours', 'vardas', 'tab nr', 'DATE', 'Activity code'])).toEqual({
      ok: true,
      indexes: { hours: 0, employeeNo: 2, date: 3, activityCode: 4 },
    });
    expect(activityColumnsOfHeader(['Tabelio Nr.', 'Data', 'Veiklos kodas', 'Valandos']).ok).toBe(true);
  });

  it('names the columns missing from the header', () => {
    expect(activityColumnsOfHeader(['Employee no', 'Kodas'])).toEqual({ ok: false, missing: ['date', 'hours'] });
  });
});

describe('activity import cells', () => {
  it('reads ISO and Lithuanian dates, and refuses dates that do not exist', () => {
    expect(parseImportDate('2026-11-05')).toBe('2026-11-05');
    expect(parseImportDate(' 2026.11.5 ')).toBe('2026-11-05');
    expect(parseImportDate('2026-11-05T00:00:00.000Z')).toBe('2026-11-05');
    expect(parseImportDate('2026-02-30')).toBeNull();
    expect(parseImportDate('05/11/2026')).toBeNull();
  });

  it('reads hours with a decimal comma or dot as whole minutes', () => {
    expect(parseImportHours('7,5')).toBe(450);
    expect(parseImportHours('7.5')).toBe(450);
    expect(parseImportHours('8')).toBe(480);
    expect(parseImportHours('7.3333')).toBe(440);
    expect(parseImportHours('-1')).toBeNull();
    expect(parseImportHours('7,5,1')).toBeNull();
    expect(parseImportHours('abc')).toBeNull();
  });

  it('gives back the same minutes from the hours the export writes', () => {
    for (const minutes of [1, 7, 440, 450, 1439, 1440]) expect(parseImportHours(String(exportHours(minutes)))).toBe(minutes);
  });
});

describe('checkActivityImportRow', () => {
  const good = { employeeNo: ' 0001 ', date: '2026.11.05', activityCode: 'FD', hours: '7,5' };

  it('turns a good row into an entry in minutes', () => {
    expect(checkActivityImportRow(good, 2)).toEqual({
      ok: true,
      entry: { employeeNo: '0001', date: '2026-11-05', activityCode: 'FD', minutes: 450 },
    });
  });

  it('lists one error per bad column with its row', () => {
    const result = checkActivityImportRow({ employeeNo: '', date: '2026-13-01', activityCode: 'FD', hours: '25' }, 7);
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 7, column: 'employeeNo', code: ErrorCode.fieldRequired },
        { row: 7, column: 'date', code: ErrorCode.invalidDate },
        { row: 7, column: 'hours', code: ErrorCode.importHoursOutOfRange },
      ],
    });
  });

  it('refuses zero hours, more than a day, and a code longer than 20 characters', () => {
    expect(checkActivityImportRow({ ...good, hours: '0' }, 2)).toMatchObject({
      ok: false,
      errors: [{ code: ErrorCode.importHoursOutOfRange }],
    });
    expect(checkActivityImportRow({ ...good, hours: '24,01' }, 2)).toMatchObject({ ok: false });
    expect(checkActivityImportRow({ ...good, hours: '24' }, 2)).toMatchObject({ ok: true });
    expect(checkActivityImportRow({ ...good, activityCode: 'X'.repeat(21) }, 2)).toMatchObject({
      ok: false,
      errors: [{ column: 'activityCode', code: ErrorCode.invalidValue }],
    });
  });

  it('keys rows by employee, date and code', () => {
    expect(activityEntryKey({ employeeNo: '1', date: '2026-11-05', activityCode: 'FD' })).not.toBe(
      activityEntryKey({ employeeNo: '1', date: '2026-11-05', activityCode: 'DN' }),
    );
  });
});

describe('ExportActivityEntriesInputSchema', () => {
  it('refuses an end before the start and defaults to .xlsx', () => {
    expect(ExportActivityEntriesInputSchema.safeParse({ timesheetId: 1, from: '2026-11-30', to: '2026-11-01' }).success).toBe(false);
    expect(ExportActivityEntriesInputSchema.parse({ timesheetId: 1, from: '2026-11-01', to: '2026-11-30' }).format).toBe('xlsx');
  });

  it('takes a timesheet or a schedule, and refuses both or neither on the timesheet field', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(ExportActivityEntriesInputSchema.parse({ scheduleId: 3, ...range })).toMatchObject({ scheduleId: 3 });
    for (const input of [{ ...range }, { timesheetId: 1, scheduleId: 3, ...range }]) {
      const result = ExportActivityEntriesInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['timesheetId', ErrorCode.exportTargetExactlyOne],
      ]);
    }
  });
});
