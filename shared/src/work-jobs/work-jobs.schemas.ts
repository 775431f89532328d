import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pageInputSchema, pagedResultSchema } from '../api/envelope';
import { coercedInt4Schema } from '../api/input-primitives';
import { ExportScheduleInputSchema, GeneratePeriodInputSchema } from '../schedule-periods/schedule-periods.schemas';
import { TimesheetMonthReportInputSchema } from '../timesheets/timesheet-reports.schemas';
import {
  ApplyActivityImportInputSchema,
  ExportActivityEntriesInputSchema,
  ValidateActivityImportInputSchema,
} from '../activity-entries/activity-entries.schemas';

// The work queue of the work-time area (spec 2 §2 "jobs", §4 job statuses): long work runs as a job;
// the jobs screen lists them, the screen that started one polls it. Calls under wtc-area/jobs.

/** Spec 2 §4 "Job status (work queue)". A job waiting for a worker is already `running` (not started yet). */
export const WorkJobStatus = {
  running: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
  error: 'error',
  notAccepted: 'not_accepted',
} as const;
export type WorkJobStatus = (typeof WorkJobStatus)[keyof typeof WorkJobStatus];
export const WorkJobStatusSchema = z.enum([
  WorkJobStatus.running,
  WorkJobStatus.completed,
  WorkJobStatus.cancelled,
  WorkJobStatus.error,
  WorkJobStatus.notAccepted,
]);

/** What a job does; each kind has its input and one handler on the server. */
export const WorkJobKind = {
  /** A schedule month as an .xlsx file (POST schedules/{id}/export-to-excel/{year}/{month}). */
  scheduleExcelExport: 'schedule_excel_export',
  /** A schedule month's generation from the formulas and the ERP's absences (POST generate). */
  scheduleGeneration: 'schedule_generation',
  /** A timesheet month's working-time record as an .xlsx file (POST wtc-area/timesheets/download). */
  timesheetExcelExport: 'timesheet_excel_export',
  /** An uploaded activity file checked row by row into a preview (POST wtc-area/activity-entries/import). */
  activityImportValidation: 'activity_import_validation',
  /** A checked activity file's rows written to its timesheet (POST wtc-area/activity-entries/import/{jobId}/confirm). */
  activityImport: 'activity_import',
  /** A timesheet's or a schedule's activity entries as .xlsx or .csv (POST wtc-area/activity-entries/export). */
  activityExport: 'activity_export',
} as const;
export type WorkJobKind = (typeof WorkJobKind)[keyof typeof WorkJobKind];
export const WorkJobKindSchema = z.enum([
  WorkJobKind.scheduleExcelExport,
  WorkJobKind.scheduleGeneration,
  WorkJobKind.timesheetExcelExport,
  WorkJobKind.activityImportValidation,
  WorkJobKind.activityImport,
  WorkJobKind.activityExport,
]);

/** The input of each kind, as stored on the job. */
export const WorkJobInputSchemas = {
  [WorkJobKind.scheduleExcelExport]: ExportScheduleInputSchema,
  [WorkJobKind.scheduleGeneration]: GeneratePeriodInputSchema,
  [WorkJobKind.timesheetExcelExport]: TimesheetMonthReportInputSchema,
  [WorkJobKind.activityImportValidation]: ValidateActivityImportInputSchema,
  [WorkJobKind.activityImport]: ApplyActivityImportInputSchema,
  [WorkJobKind.activityExport]: ExportActivityEntriesInputSchema,
} as const;

/** `POST wtc-area/jobs/start`: a job of a kind with its input. */
export const StartWorkJobInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal(WorkJobKind.scheduleExcelExport), input: ExportScheduleInputSchema }),
  z.strictObject({ kind: z.literal(WorkJobKind.scheduleGeneration), input: GeneratePeriodInputSchema }),
  z.strictObject({ kind: z.literal(WorkJobKind.timesheetExcelExport), input: TimesheetMonthReportInputSchema }),
  // The check job is started by the upload itself (it needs the file), never by this call.
  z.strictObject({ kind: z.literal(WorkJobKind.activityImport), input: ApplyActivityImportInputSchema }),
  z.strictObject({ kind: z.literal(WorkJobKind.activityExport), input: ExportActivityEntriesInputSchema }),
]);
export type StartWorkJobInput = z.input<typeof StartWorkJobInputSchema>;

export const WorkJobSchema = z.object({
  id: z.number().int(),
  /** A WorkJobKind (text: a kind the web does not know yet is shown by its name). */
  kind: z.string(),
  status: WorkJobStatusSchema,
  startedById: z.number().int().nullable(),
  startedByName: z.string().nullable(),
  /** What the job works on, for the list (a schedule's code and month …). */
  target: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Seconds from its start (or creation while waiting) to its end, or to now while it runs. */
  durationSeconds: z.number().int(),
  progressPercent: z.number().int(),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  cancelRequested: z.boolean(),
  /** The result file to download (GET wtc-area/jobs/{id}/download), when the job made one. */
  resultFile: z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int() }).nullable(),
  /** What the job reports besides a file (a generation's written and removed entries). */
  resultSummary: z.record(z.string(), z.unknown()).nullable(),
  errorKey: z.string().nullable(),
  errorParams: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the caller may cancel it (theirs or an administrator's, and still running). */
  canCancel: z.boolean(),
});
export type WorkJob = z.infer<typeof WorkJobSchema>;

/** `GET wtc-area/jobs/index`: newest first. `mine` keeps the caller's own (an administrator sees the company's). */
export const ListWorkJobsInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  status: WorkJobStatusSchema.optional(),
  kind: WorkJobKindSchema.optional(),
  mine: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
});
export type ListWorkJobsInput = z.input<typeof ListWorkJobsInputSchema>;
export const WorkJobListSchema = pagedResultSchema(WorkJobSchema);
export type WorkJobList = z.infer<typeof WorkJobListSchema>;

export const WorkJobIdInputSchema = z.strictObject({ id: coercedInt4Schema({ min: 1 }) });
export type WorkJobIdInput = z.infer<typeof WorkJobIdInputSchema>;
