import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pageInputSchema } from '../api/envelope';
import { coercedInt4Schema } from '../api/input-primitives';
import { IsoDateSchema } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';

// Import and export of activity entries (spec 2 §2 wtm-area/activity-entries/import and /export, §3
// "Activity entry"; issue #14): a timesheet's hours per employee, date and activity code, in a file of
// four columns. The calls' shapes; the rules of a file's rows (used by the server only, so kept out of
// the web's bundle) are in activity-import-rows.ts.

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

/**
 * The export job's input (POST wtc-area/activity-entries/export): the entries from–to of one timesheet,
 * or of every timesheet on a schedule that the caller may view (exactly one of the two), as .xlsx or .csv.
 */
export const ExportActivityEntriesInputSchema = z
  .strictObject({
    timesheetId: coercedInt4Schema({ min: 1 }).optional(),
    scheduleId: coercedInt4Schema({ min: 1 }).optional(),
    from: IsoDateSchema,
    to: IsoDateSchema,
    format: ActivityFileFormatSchema.default(ActivityFileFormat.xlsx),
  })
  .refine((input) => (input.timesheetId === undefined) !== (input.scheduleId === undefined), {
    message: ErrorCode.exportTargetExactlyOne,
    path: ['timesheetId'],
  })
  .refine((input) => input.from <= input.to, { message: ErrorCode.endEarlierThanStart, path: ['to'] })
  .refine((input) => Date.parse(input.to) - Date.parse(input.from) <= 366 * 86_400_000, {
    message: ErrorCode.dateRangeTooLong,
    path: ['to'],
  });
export type ExportActivityEntriesInput = z.input<typeof ExportActivityEntriesInputSchema>;
