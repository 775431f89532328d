import { createHash } from 'node:crypto';
import { eachDate, ErrorCode, monthRange, WorkJobInputSchemas, WorkJobKind } from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import { generatePeriod } from '../schedule-entries/use-cases/generate-period';
import { exportScheduleToExcel } from '../schedule-periods/use-cases/export-schedule-to-excel';
import { scheduleFor } from '../schedules/schedule-access';
import { timesheetFor } from '../timesheets/timesheet-access';
import { exportTimesheetMonth } from '../timesheets/use-cases/export-timesheet-month';
import { applyActivityImport, authorizeApplyActivityImport } from '../activity-entries/use-cases/apply-activity-import';
import { authorizeActivityExport, exportActivityEntries } from '../activity-entries/use-cases/export-activity-entries';
import { uploadToCheck, validateActivityImport } from '../activity-entries/use-cases/validate-activity-import';
import type { WorkJobKindDefinition, WorkJobKinds } from './work-job-runner';

// The kinds of work job, one table (issue #14): each names its input, its dedupe key (kind and
// target), who may start it (the grant its use case checks) and its work.

/** Days of a month generated per chunk (each its own transaction, idempotent: a retry redoes it harmlessly). */
const GENERATION_DAYS_PER_CHUNK = 7;

function monthLabel(input: { year: number; month: number }): string {
  return `${input.year}-${String(input.month).padStart(2, '0')}`;
}

/**
 * A schedule month as .xlsx (view grant): the lines written are the progress; the file is kept on the
 * job and downloaded from the jobs screen or the screen that started it.
 */
const scheduleExcelExport: WorkJobKindDefinition<(typeof WorkJobInputSchemas)[typeof WorkJobKind.scheduleExcelExport]> = {
  inputSchema: WorkJobInputSchemas[WorkJobKind.scheduleExcelExport],
  dedupeKey: (input) => `${WorkJobKind.scheduleExcelExport}:${input.scheduleId}:${monthLabel(input)}:${input.mode}`,
  authorize: async (actor, input) => {
    await scheduleFor(actor, actor.db, input.scheduleId, 'view');
  },
  run: async (job) => {
    const file = await exportScheduleToExcel(job.actor, job.input, async (done, total) => {
      await job.throwIfCancelled();
      await job.progress(done, total);
    });
    await job.complete(async () => ({ file: { fileName: file.fileName, contentType: file.mimeType, bytes: file.bytes } }));
  },
};

/**
 * A schedule month's generation (edit grant), a week of days at a time: each week is generated in its
 * own transaction by the same use case as POST generate (set-based, idempotent), the days done are the
 * progress, and a cancel stops between two weeks (the weeks done stay generated, as they would be by
 * generating those days alone).
 */
const scheduleGeneration: WorkJobKindDefinition<(typeof WorkJobInputSchemas)[typeof WorkJobKind.scheduleGeneration]> = {
  inputSchema: WorkJobInputSchemas[WorkJobKind.scheduleGeneration],
  dedupeKey: (input) => `${WorkJobKind.scheduleGeneration}:${input.scheduleId}:${monthLabel(input)}`,
  authorize: async (actor, input) => {
    await scheduleFor(actor, actor.db, input.scheduleId, 'edit');
    if (input.dates?.length === 0) throw DomainError.forField('dates', ErrorCode.selectAtLeastOne);
    if (input.employeeNos?.length === 0) throw DomainError.forField('employeeNos', ErrorCode.selectAtLeastOne);
  },
  run: async (job) => {
    const month = monthRange(job.input.year, job.input.month);
    const dates = job.input.dates ? [...new Set(job.input.dates)].sort() : eachDate(month.from, month.to);
    let written = 0;
    let removed = 0;
    let version = 0;
    await job.progress(0, dates.length);
    for (let start = 0; start < dates.length; start += GENERATION_DAYS_PER_CHUNK) {
      await job.throwIfCancelled();
      const chunk = dates.slice(start, start + GENERATION_DAYS_PER_CHUNK);
      const result = await generatePeriod(job.actor, { ...job.input, dates: chunk });
      written += result.written;
      removed += result.removed;
      version = result.version;
      await job.progress(Math.min(dates.length, start + GENERATION_DAYS_PER_CHUNK), dates.length);
    }
    await job.complete(async () => ({ summary: { written, removed, version } }));
  },
};

/** A timesheet month's working-time record as .xlsx (view grant): the lines written are the progress. */
const timesheetExcelExport: WorkJobKindDefinition<(typeof WorkJobInputSchemas)[typeof WorkJobKind.timesheetExcelExport]> = {
  inputSchema: WorkJobInputSchemas[WorkJobKind.timesheetExcelExport],
  // The selection is hashed: the key stays short (a unique index holds it) however many are chosen.
  dedupeKey: (input) =>
    `${WorkJobKind.timesheetExcelExport}:${input.timesheetId}:${monthLabel(input)}:${input.setHours}:${input.showSdlaResult}:${createHash(
      'sha256',
    )
      .update([...input.selectedEmployees].sort().join(','))
      .digest('hex')
      .slice(0, 16)}`,
  authorize: async (actor, input) => {
    await timesheetFor(actor, actor.db, input.timesheetId, 'view');
  },
  run: async (job) => {
    const file = await exportTimesheetMonth(job.actor, job.input, async (done, total) => {
      await job.throwIfCancelled();
      await job.progress(done, total);
    });
    await job.complete(async () => ({ file: { fileName: file.fileName, contentType: file.mimeType, bytes: file.bytes } }));
  },
};

type KindInput<TKind extends WorkJobKind> = (typeof WorkJobInputSchemas)[TKind];

/**
 * An uploaded activity file checked into a preview (edit grant on its timesheet): started by the upload
 * itself (activity-entries.routes.ts), one per upload; the rows checked are the progress.
 */
const activityImportValidation: WorkJobKindDefinition<KindInput<typeof WorkJobKind.activityImportValidation>> = {
  inputSchema: WorkJobInputSchemas[WorkJobKind.activityImportValidation],
  dedupeKey: (input) => `${WorkJobKind.activityImportValidation}:${input.uploadId}`,
  authorize: async (actor, input) => {
    await uploadToCheck(actor, input);
  },
  run: async (job) => {
    const apply = await validateActivityImport(job.actor, job.input, async (done, total) => {
      await job.throwIfCancelled();
      await job.progress(done, total);
    });
    await job.complete(apply);
  },
};

/** A checked activity file written to its timesheet (edit grant), once: a second confirm of the same check is refused. */
const activityImport: WorkJobKindDefinition<KindInput<typeof WorkJobKind.activityImport>> = {
  inputSchema: WorkJobInputSchemas[WorkJobKind.activityImport],
  dedupeKey: (input) => `${WorkJobKind.activityImport}:${input.validationJobId}`,
  authorize: authorizeApplyActivityImport,
  run: async (job) => {
    const apply = await applyActivityImport(job.actor, job.input, async (done, total) => {
      await job.throwIfCancelled();
      await job.progress(done, total);
    });
    await job.complete(apply);
  },
};

/** A timesheet's or a schedule's activity entries as .xlsx or .csv (view grant), the file kept on the job. */
const activityExport: WorkJobKindDefinition<KindInput<typeof WorkJobKind.activityExport>> = {
  inputSchema: WorkJobInputSchemas[WorkJobKind.activityExport],
  dedupeKey: (input) =>
    `${WorkJobKind.activityExport}:${input.scheduleId === undefined ? `timesheet-${input.timesheetId}` : `schedule-${input.scheduleId}`}:${input.from}:${input.to}:${input.format}`,
  authorize: authorizeActivityExport,
  run: async (job) => {
    const file = await exportActivityEntries(job.actor, job.input, async (done, total) => {
      await job.throwIfCancelled();
      await job.progress(done, total);
    });
    await job.complete(async () => ({ file }));
  },
};

export const workJobKinds: WorkJobKinds = {
  [WorkJobKind.scheduleExcelExport]: scheduleExcelExport as unknown as WorkJobKindDefinition,
  [WorkJobKind.scheduleGeneration]: scheduleGeneration as unknown as WorkJobKindDefinition,
  [WorkJobKind.timesheetExcelExport]: timesheetExcelExport as unknown as WorkJobKindDefinition,
  [WorkJobKind.activityImportValidation]: activityImportValidation as unknown as WorkJobKindDefinition,
  [WorkJobKind.activityImport]: activityImport as unknown as WorkJobKindDefinition,
  [WorkJobKind.activityExport]: activityExport as unknown as WorkJobKindDefinition,
};
