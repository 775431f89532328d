import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { isIsoDate } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import {
  ACTIVITY_IMPORT_COLUMNS,
  type ActivityEntryRow,
  type ActivityImportColumn,
  ActivityImportColumnSchema,
  type ActivityImportError,
} from './activity-entries.schemas';

// The rules of an activity file's rows (issue #14): headers in Lithuanian or English, dates written ISO
// or the Lithuanian way, hours with a decimal comma or dot, one figure per employee, date and code. The
// export writes what the import reads, so an exported file re-imports unchanged. Imported by the server
// and the tests by path (not from the package's index), so the web's bundle does not carry them.

/** The header the export writes (Lithuanian, the portal's default language). */
export const ACTIVITY_EXPORT_HEADERS: Record<ActivityImportColumn, string> = {
  employeeNo: 'Tabelio Nr.',
  date: 'Data',
  activityCode: 'Veiklos kodas',
  hours: 'Valandos',
};

/** The column a schedule's export adds after the import's: the timesheet of the row (the import ignores it). */
export const ACTIVITY_EXPORT_TIMESHEET_HEADER = 'Žiniaraštis';

/** Headers the import accepts per column, Lithuanian and English, compared without case, dots and spaces. */
const HEADER_ALIASES: Record<ActivityImportColumn, readonly string[]> = {
  employeeNo: ['Tabelio Nr.', 'Tab. Nr.', 'Tabelio numeris', 'Darbuotojo Nr.', 'Employee no', 'Employee No.', 'Employee number'],
  date: ['Data', 'Date'],
  activityCode: ['Veiklos kodas', 'Kodas', 'Activity code', 'Code'],
  hours: ['Valandos', 'Val.', 'Hours'],
};

function headerKey(text: string): string {
  return text.toLocaleLowerCase('lt').replace(/[\s.]+/g, '');
}

const COLUMN_BY_HEADER = new Map<string, ActivityImportColumn>(
  ACTIVITY_IMPORT_COLUMNS.flatMap((column) => HEADER_ALIASES[column].map((alias) => [headerKey(alias), column] as const)),
);

export type ActivityColumnIndexes = Record<ActivityImportColumn, number>;

/**
 * Where each column sits in the header row, or the columns missing from it. Unknown headers are
 * ignored (a file may carry a name column for the reader).
 */
export function activityColumnsOfHeader(
  header: readonly string[],
): { ok: true; indexes: ActivityColumnIndexes } | { ok: false; missing: ActivityImportColumn[] } {
  const indexes: Partial<ActivityColumnIndexes> = {};
  header.forEach((text, index) => {
    const column = COLUMN_BY_HEADER.get(headerKey(text));
    if (column && indexes[column] === undefined) indexes[column] = index;
  });
  const missing = ACTIVITY_IMPORT_COLUMNS.filter((column) => indexes[column] === undefined);
  return missing.length > 0 ? { ok: false, missing } : { ok: true, indexes: indexes as ActivityColumnIndexes };
}

const DOTTED_DATE = /^(\d{4})[.](\d{1,2})[.](\d{1,2})\.?$/;
const DASHED_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DATE_WITH_MIDNIGHT = /^(\d{4}-\d{2}-\d{2})[T ]00:00(:00(\.0+)?)?Z?$/;

/** A date as people write it: ISO 2026-11-05, Lithuanian 2026.11.05 or 2026-11-5, or midnight of it. Null when it is none. */
export function parseImportDate(text: string): string | null {
  const value = text.trim();
  const midnight = DATE_WITH_MIDNIGHT.exec(value);
  const match = midnight ? DASHED_DATE.exec(midnight[1]!) : (DASHED_DATE.exec(value) ?? DOTTED_DATE.exec(value));
  if (!match) return null;
  const iso = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

const HOURS = /^\d{1,4}([.,]\d{1,6})?$/;

/** Hours written with a decimal comma or dot (7,5 or 7.5) as whole minutes; null when it is no number. */
export function parseImportHours(text: string): number | null {
  const value = text.trim().replace(/\s/g, '');
  if (!HOURS.test(value)) return null;
  return Math.round(Number(value.replace(',', '.')) * 60);
}

/** The most a day holds (spec 2 §9: minutes 0 < m ≤ 1440). */
export const MAX_ACTIVITY_MINUTES = 1440;

/** One row of an activity file as read (every cell as text), and as the import keeps it once checked. */
export const ActivityImportRawRowSchema = z.object({
  employeeNo: z.string(),
  date: z.string(),
  activityCode: z.string(),
  hours: z.string(),
});
export type ActivityImportRawRow = z.infer<typeof ActivityImportRawRowSchema>;

/** A row's own rules (its columns alone): the checks against the timesheet come on the server. */
export const ActivityImportRowSchema = z.object({
  employeeNo: EmployeeNoSchema,
  date: textSchema({ error: ErrorCode.fieldRequired })
    .trim()
    .min(1, ErrorCode.fieldRequired)
    .transform((value, context) => {
      const date = parseImportDate(value);
      if (date === null) {
        context.addIssue({ code: 'custom', message: ErrorCode.invalidDate });
        return z.NEVER;
      }
      return date;
    }),
  activityCode: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue),
  hours: textSchema({ error: ErrorCode.fieldRequired })
    .trim()
    .min(1, ErrorCode.fieldRequired)
    .transform((value, context) => {
      const minutes = parseImportHours(value);
      if (minutes === null) {
        context.addIssue({ code: 'custom', message: ErrorCode.invalidValue });
        return z.NEVER;
      }
      if (minutes <= 0 || minutes > MAX_ACTIVITY_MINUTES) {
        context.addIssue({ code: 'custom', message: ErrorCode.importHoursOutOfRange });
        return z.NEVER;
      }
      return minutes;
    }),
});

/** Checks one row's columns: the entry, or its errors (one per column at most). */
export function checkActivityImportRow(
  raw: ActivityImportRawRow,
  row: number,
): { ok: true; entry: ActivityEntryRow } | { ok: false; errors: ActivityImportError[] } {
  const parsed = ActivityImportRowSchema.safeParse(raw);
  if (parsed.success) {
    const { employeeNo, date, activityCode, hours } = parsed.data;
    return { ok: true, entry: { employeeNo, date, activityCode, minutes: hours } };
  }
  const errors = new Map<ActivityImportColumn, ActivityImportError>();
  for (const issue of parsed.error.issues) {
    const column = ActivityImportColumnSchema.safeParse(issue.path[0]);
    if (!column.success || errors.has(column.data)) continue;
    errors.set(column.data, { row, column: column.data, code: issue.message });
  }
  return { ok: false, errors: [...errors.values()] };
}

/** The key of a row for the duplicate check: one figure per employee, date and code (the table's unique cell). */
export function activityEntryKey(entry: Pick<ActivityEntryRow, 'employeeNo' | 'date' | 'activityCode'>): string {
  return `${entry.employeeNo}\u0000${entry.date}\u0000${entry.activityCode}`;
}

/** Hours as the export writes them: a dot decimal, exact enough to give back the same whole minutes. */
export function exportHours(minutes: number): number {
  return Math.round((minutes / 60) * 10_000) / 10_000;
}
