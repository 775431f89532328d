import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pageInputSchema } from '../api/envelope';
import { coercedInt4Schema, textSchema } from '../api/input-primitives';
import { isIsoDate, IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';

// Import and export of activity entries (spec 2 §2 wtm-area/activity-entries/import and /export, §3
// "Activity entry"; issue #14): a timesheet's hours per employee, date and activity code, in a file of
// four columns. The export writes the columns the import reads, so an exported file re-imports unchanged.

/** The columns of an activity file, in the order the export writes them. */
export const ActivityImportColumn = {
  employeeNo: 'employeeNo',
  date: 'date',
  activityCode: 'activityCode',
  hours: 'hours',
} as const;
export type ActivityImportColumn = (typeof ActivityImportColumn)[keyof typeof ActivityImportColumn];
export const ACTIVITY_IMPORT_COLUMNS: readonly ActivityImportColumn[] = Object.values(ActivityImportColumn);
export const ActivityImportColumnSchema = z.enum(ActivityImportColumn);

/** The header the export writes (Lithuanian, the portal's default language). */
export const ACTIVITY_EXPORT_HEADERS: Record<ActivityImportColumn, string> = {
  employeeNo: 'Tabelio Nr.',
  date: 'Data',
  activityCode: 'Veiklos kodas',
  hours: 'Valandos',
};

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

export const ActivityEntryRowSchema = z.object({
  employeeNo: z.string(),
  date: z.string(),
  activityCode: z.string(),
  minutes: z.number().int(),
});
export type ActivityEntryRow = z.infer<typeof ActivityEntryRowSchema>;

/** An error of the file: its row (1 is the header), its column (null for the row or file as a whole) and the catalogue key. */
export const ActivityImportErrorSchema = z.object({
  row: z.number().int(),
  column: ActivityImportColumnSchema.nullable(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ActivityImportError = z.infer<typeof ActivityImportErrorSchema>;

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

// ---------------------------------------------------------------------------------------------------
// Calls

/** Largest file an import takes (the portal's upload limit per file). */
export const MAX_ACTIVITY_IMPORT_BYTES = 15_000_000;
/** Valid rows shown in the preview. */
export const ACTIVITY_PREVIEW_ROWS = 100;

export const ActivityFileFormat = { xlsx: 'xlsx', csv: 'csv' } as const;
export type ActivityFileFormat = (typeof ActivityFileFormat)[keyof typeof ActivityFileFormat];
export const ActivityFileFormatSchema = z.enum(ActivityFileFormat);

/** The fields of the upload (POST wtc-area/activity-entries/import, multipart with the file). */
export const ActivityImportTargetSchema = z.strictObject({
  timesheetId: coercedInt4Schema({ min: 1 }),
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type ActivityImportTarget = z.infer<typeof ActivityImportTargetSchema>;

/** The check job's input: the upload it reads. */
export const ValidateActivityImportInputSchema = z.strictObject({ uploadId: coercedInt4Schema({ min: 1 }) });
export type ValidateActivityImportInput = z.infer<typeof ValidateActivityImportInputSchema>;

/** The write job's input (POST wtc-area/activity-entries/import/{jobId}/confirm): the check job whose preview is confirmed. */
export const ApplyActivityImportInputSchema = z.strictObject({ validationJobId: coercedInt4Schema({ min: 1 }) });
export type ApplyActivityImportInput = z.infer<typeof ApplyActivityImportInputSchema>;

/** GET wtc-area/activity-entries/import/{jobId}: the preview of a check job, its errors a page at a time. */
export const ActivityImportPreviewInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({ jobId: coercedInt4Schema({ min: 1 }) });
export type ActivityImportPreviewInput = z.input<typeof ActivityImportPreviewInputSchema>;

export const ActivityImportPreviewSchema = z.object({
  jobId: z.number().int(),
  timesheetId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  fileName: z.string(),
  /** False until the check job has finished. */
  isChecked: z.boolean(),
  rowCount: z.number().int(),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  isApplied: z.boolean(),
  /** The first ACTIVITY_PREVIEW_ROWS valid rows. */
  validRows: z.array(ActivityEntryRowSchema.extend({ row: z.number().int() })),
  /** One page of the errors, by row then column. */
  errors: z.array(ActivityImportErrorSchema),
  page: z.number().int(),
  rowsPerPage: z.number().int(),
});
export type ActivityImportPreview = z.infer<typeof ActivityImportPreviewSchema>;

/** The export job's input (POST wtc-area/activity-entries/export): a timesheet's entries from–to, as .xlsx or .csv. */
export const ExportActivityEntriesInputSchema = z
  .strictObject({
    timesheetId: coercedInt4Schema({ min: 1 }),
    from: IsoDateSchema,
    to: IsoDateSchema,
    format: ActivityFileFormatSchema.default(ActivityFileFormat.xlsx),
  })
  .refine((input) => input.from <= input.to, { message: ErrorCode.endEarlierThanStart, path: ['to'] })
  .refine((input) => Date.parse(input.to) - Date.parse(input.from) <= 366 * 86_400_000, {
    message: ErrorCode.dateRangeTooLong,
    path: ['to'],
  });
export type ExportActivityEntriesInput = z.input<typeof ExportActivityEntriesInputSchema>;
