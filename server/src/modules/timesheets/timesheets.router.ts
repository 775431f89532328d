import {
  ConfirmDaysInputSchema,
  ConfirmDaysResultSchema,
  CreateDetailedEntriesInputSchema,
  CreateDetailedEntriesResultSchema,
  CreateTimesheetEntriesInputSchema,
  CreateTimesheetEntriesResultSchema,
  DeleteTimesheetEntriesInputSchema,
  GenerateTimesheetActivityEntriesInputSchema,
  GenerateTimesheetInputSchema,
  GenerateTimesheetResultSchema,
  MyTimesheetInputSchema,
  MyTimesheetSchema,
  SetTimesheetStatusInputSchema,
  TimesheetActivityCodeSchema,
  TimesheetActivityCodesInputSchema,
  TimesheetCommitResultSchema,
  TimesheetEditStateSchema,
  TimesheetErpHandOverResultSchema,
  TimesheetInputSchema,
  TimesheetListInputSchema,
  TimesheetListSchema,
  TimesheetMonthInputSchema,
  TimesheetMonthReportInputSchema,
  TimesheetNavComparisonInputSchema,
  TimesheetPeriodListInputSchema,
  TimesheetPeriodListSchema,
  TimesheetPeriodStateSchema,
  TimesheetRecordIdInputSchema,
  TimesheetSchema,
  TimesheetTableWireSchema,
  encodeTimesheetTable,
  TimesheetSdlaDiffInputSchema,
  TimesheetSdlaInputSchema,
  TimesheetSdlaSummarySchema,
  TimesheetUnusedHolidaysInputSchema,
  TimesheetUpdateNavisionInputSchema,
  UpdateHoursInputSchema,
  UpdateTimesheetEntriesInputSchema,
  UpdateTimesheetInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { createCallerFactory, router, signedInProcedure, workTimeProcedure } from '../../trpc/init';
import { withPlainJsonKeys } from '../../trpc/transformer';
import { deleteTimesheetEntries, updateHours } from './use-cases/change-timesheet-cells';
import { createDetailedEntries, updateTimesheetEntries } from './use-cases/change-timesheet-entries';
import { setTimesheetLock, setTimesheetStatus } from './use-cases/change-timesheet-period';
import { commitTimesheetEdit } from './use-cases/commit-timesheet-edit';
import { setDaysConfirmed } from './use-cases/confirm-days';
import { createTimesheet } from './use-cases/create-timesheet';
import { exportSdlaDiff } from './use-cases/export-sdla-diff';
import { exportTimesheetMonth } from './use-cases/export-timesheet-month';
import { exportUnusedHolidays } from './use-cases/export-unused-holidays';
import { exportTimesheetNavComparison } from './use-cases/export-timesheet-nav-comparison';
import { generateActivityEntries } from './use-cases/generate-activity-entries';
import { createTimesheetEntries, generateTimesheet } from './use-cases/generate-timesheet';
import { getMyTimesheet } from './use-cases/get-my-timesheet';
import { getTimesheet } from './use-cases/get-timesheet';
import { getTimesheetSdla } from './use-cases/get-timesheet-sdla';
import { getTimesheetTable } from './use-cases/get-timesheet-table';
import { initTimesheetEdit } from './use-cases/init-timesheet-edit';
import { listActivityCodes } from './use-cases/list-activity-codes';
import { listTimesheetPeriods } from './use-cases/list-timesheet-periods';
import { listTimesheets } from './use-cases/list-timesheets';
import { rollbackTimesheetEdit } from './use-cases/rollback-timesheet-edit';
import { setTimesheetArchived } from './use-cases/set-timesheet-archived';
import { setTimesheetBcUpdateDate, updateTimesheetNavision } from './use-cases/timesheet-erp';
import { updateTimesheet } from './use-cases/update-timesheet';

// Timesheets of the work-time area (spec 2 §3, §4, §7 "Timesheets"; issue #14): work-time procedures
// (the session's company among the user's work-time companies) checking the grants on the timesheet —
// view to read, edit for its definition, hours, generation and confirmations, change_status for status
// and locks, a company-wide create to create one.

export const timesheetsRouter = router({
  list: workTimeProcedure
    .input(TimesheetListInputSchema)
    .output(TimesheetListSchema)
    .query(({ ctx, input }) => listTimesheets(ctx, input)),
  get: workTimeProcedure
    .input(TimesheetRecordIdInputSchema)
    .output(TimesheetSchema)
    .query(({ ctx, input }) => getTimesheet(ctx, input.id)),
  create: workTimeProcedure
    .input(TimesheetInputSchema)
    .output(TimesheetSchema)
    .mutation(({ ctx, input }) => createTimesheet(ctx, input)),
  update: workTimeProcedure
    .input(UpdateTimesheetInputSchema)
    .output(TimesheetSchema)
    .mutation(({ ctx, input }) => updateTimesheet(ctx, input)),
  archive: workTimeProcedure
    .input(TimesheetRecordIdInputSchema)
    .output(TimesheetSchema)
    .mutation(({ ctx, input }) => setTimesheetArchived(ctx, input.id, true)),
  undoArchive: workTimeProcedure
    .input(TimesheetRecordIdInputSchema)
    .output(TimesheetSchema)
    .mutation(({ ctx, input }) => setTimesheetArchived(ctx, input.id, false)),
  indexPeriods: workTimeProcedure
    .input(TimesheetPeriodListInputSchema)
    .output(TimesheetPeriodListSchema)
    .query(({ ctx, input }) => listTimesheetPeriods(ctx, input)),
  table: workTimeProcedure
    .input(TimesheetMonthInputSchema)
    // Each line's days as one string (shared timesheet-table-wire.ts), sent without superjson's walk.
    .output(TimesheetTableWireSchema.transform(withPlainJsonKeys(['days', 'activityCodes', 'figureCodes', 'lines'])))
    .query(async ({ ctx, input }) => encodeTimesheetTable(await getTimesheetTable(ctx, input))),
  /** A line's summed working-time accounting (SDLA) up to a month, from the timesheet's recorded hours. */
  sdla: workTimeProcedure
    .input(TimesheetSdlaInputSchema)
    .output(TimesheetSdlaSummarySchema)
    .query(({ ctx, input }) => getTimesheetSdla(ctx, input)),
  activityCodes: workTimeProcedure
    .input(TimesheetActivityCodesInputSchema)
    .output(z.array(TimesheetActivityCodeSchema))
    .query(({ ctx, input }) => listActivityCodes(ctx, input.timesheetId)),
  generate: workTimeProcedure
    .input(GenerateTimesheetInputSchema)
    .output(GenerateTimesheetResultSchema)
    .mutation(({ ctx, input }) => generateTimesheet(ctx, input)),
  createTimesheetEntries: workTimeProcedure
    .input(CreateTimesheetEntriesInputSchema)
    .output(CreateTimesheetEntriesResultSchema)
    .mutation(({ ctx, input }) => createTimesheetEntries(ctx, input)),
  // The month's entries of the planner-kept employee activities (employee-activities module).
  generateActivityEntries: workTimeProcedure
    .input(GenerateTimesheetActivityEntriesInputSchema)
    .output(GenerateTimesheetResultSchema)
    .mutation(({ ctx, input }) => generateActivityEntries(ctx, input)),
  confirmDays: workTimeProcedure
    .input(ConfirmDaysInputSchema)
    .output(ConfirmDaysResultSchema)
    .mutation(({ ctx, input }) => setDaysConfirmed(ctx, input, true)),
  unconfirmDays: workTimeProcedure
    .input(ConfirmDaysInputSchema)
    .output(ConfirmDaysResultSchema)
    .mutation(({ ctx, input }) => setDaysConfirmed(ctx, input, false)),
  setStatus: workTimeProcedure
    .input(SetTimesheetStatusInputSchema)
    .output(TimesheetPeriodStateSchema)
    .mutation(({ ctx, input }) => setTimesheetStatus(ctx, input)),
  lock: workTimeProcedure
    .input(TimesheetMonthInputSchema)
    .output(TimesheetPeriodStateSchema)
    .mutation(({ ctx, input }) => setTimesheetLock(ctx, input, true)),
  unlock: workTimeProcedure
    .input(TimesheetMonthInputSchema)
    .output(TimesheetPeriodStateSchema)
    .mutation(({ ctx, input }) => setTimesheetLock(ctx, input, false)),
  init: workTimeProcedure
    .input(TimesheetMonthInputSchema)
    .output(TimesheetEditStateSchema)
    .mutation(({ ctx, input }) => initTimesheetEdit(ctx, input)),
  updateHours: workTimeProcedure
    .input(UpdateHoursInputSchema)
    .output(TimesheetEditStateSchema)
    .mutation(({ ctx, input }) => updateHours(ctx, input)),
  deleteEntries: workTimeProcedure
    .input(DeleteTimesheetEntriesInputSchema)
    .output(TimesheetEditStateSchema)
    .mutation(({ ctx, input }) => deleteTimesheetEntries(ctx, input)),
  updateEntries: workTimeProcedure
    .input(UpdateTimesheetEntriesInputSchema)
    .output(TimesheetEditStateSchema)
    .mutation(({ ctx, input }) => updateTimesheetEntries(ctx, input)),
  createDetailedEntries: workTimeProcedure
    .input(CreateDetailedEntriesInputSchema)
    .output(CreateDetailedEntriesResultSchema)
    .mutation(({ ctx, input }) => createDetailedEntries(ctx, input)),
  commit: workTimeProcedure
    .input(TimesheetMonthInputSchema)
    .output(TimesheetCommitResultSchema)
    .mutation(({ ctx, input }) => commitTimesheetEdit(ctx, input)),
  rollback: workTimeProcedure
    .input(TimesheetMonthInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => rollbackTimesheetEdit(ctx, input)),
  updateNavision: workTimeProcedure
    .input(TimesheetUpdateNavisionInputSchema)
    .output(TimesheetErpHandOverResultSchema)
    .mutation(({ ctx, input }) => updateTimesheetNavision(ctx, input)),
  setBcUpdateDate: workTimeProcedure
    .input(TimesheetRecordIdInputSchema)
    .output(TimesheetSchema)
    .mutation(({ ctx, input }) => setTimesheetBcUpdateDate(ctx, input)),
});

/** Spec 1 "My timesheet": the caller's own month. */
export const myTimesheetRouter = router({
  month: signedInProcedure
    .input(MyTimesheetInputSchema)
    .output(MyTimesheetSchema)
    .query(({ ctx, input }) => getMyTimesheet(ctx, input)),
});

const FileSchema = z.object({ bytes: z.instanceof(Buffer), mimeType: z.string(), fileName: z.string() });

/**
 * The timesheet reports and the ERP comparison as .xlsx files, for the download routes
 * (timesheets.routes.ts). Not part of the app router: bytes do not travel as tRPC JSON (as the schedules'
 * scheduleExportRouter). Each use case checks the view grant on the timesheet like the table's read.
 */
export const timesheetReportsRouter = router({
  download: workTimeProcedure
    .input(TimesheetMonthReportInputSchema)
    .output(FileSchema)
    .mutation(({ ctx, input }) => exportTimesheetMonth(ctx, input)),
  downloadSdlaDiff: workTimeProcedure
    .input(TimesheetSdlaDiffInputSchema)
    .output(FileSchema)
    .mutation(({ ctx, input }) => exportSdlaDiff(ctx, input)),
  downloadUnusedHolidayDays: workTimeProcedure
    .input(TimesheetUnusedHolidaysInputSchema)
    .output(FileSchema)
    .mutation(({ ctx, input }) => exportUnusedHolidays(ctx, input)),
  exportNavComparison: workTimeProcedure
    .input(TimesheetNavComparisonInputSchema)
    .output(FileSchema)
    .mutation(({ ctx, input }) => exportTimesheetNavComparison(ctx, input)),
});

export const createTimesheetReportsCaller = createCallerFactory(timesheetReportsRouter);
