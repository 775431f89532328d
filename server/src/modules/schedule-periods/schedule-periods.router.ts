import {
  AbsenceToNavisionInputSchema,
  ErpHandOverResultSchema,
  IndexPeriodsInputSchema,
  NavComparisonInputSchema,
  UpdateNavisionInputSchema,
  PeriodEntryDetailsInputSchema,
  PeriodListSchema,
  PeriodStateSchema,
  ExportScheduleInputSchema,
  ScheduleEntryDetailsSchema,
  SaveLineOrderInputSchema,
  SavedLineOrderSchema,
  ScheduleMonthInputSchema,
  ScheduleTableInputSchema,
  ScheduleTableWireSchema,
  SetPeriodStatusInputSchema,
  SummaryTableInputSchema,
  SummaryTableSchema,
} from '@portal/shared';
import { z } from 'zod';
import { createCallerFactory, router, workTimeProcedure } from '../../trpc/init';
import { absenceToNavision } from './use-cases/absence-to-navision';
import { exportNavComparison } from './use-cases/export-nav-comparison';
import { exportScheduleToExcel } from './use-cases/export-schedule-to-excel';
import { getEntryDetails } from './use-cases/get-entry-details';
import { getScheduleTable } from './use-cases/get-schedule-table';
import { getSummaryTable } from './use-cases/get-summary-table';
import { listPeriods } from './use-cases/list-periods';
import { saveLineOrder } from './use-cases/save-line-order';
import { setBcUpdateDate } from './use-cases/set-bc-update-date';
import { setPeriodLock } from './use-cases/set-period-lock';
import { setPeriodStatus } from './use-cases/set-period-status';
import { updateNavision } from './use-cases/update-navision';
import { withPlainJsonKeys } from '../../trpc/transformer';

// A schedule's months (spec 2 §3 "Schedule period view", §4 statuses and locks, §7 "Schedules"): the
// month table, its summary, the periods list of the manual-locks screen, an entry's details, and the
// period's status, manual lock and ERP mark. Work-time procedures; each use case checks the schedule's
// company first, then the grant: view to read, change_status to change a period.
export const schedulePeriodsRouter = router({
  // Each line's entries travel as one string (shared table-wire.ts); the web decodes them once.
  table: workTimeProcedure
    .input(ScheduleTableInputSchema)
    // The lines are strings, numbers and booleans only: sent without superjson's walk (transformer.ts).
    .output(ScheduleTableWireSchema.transform(withPlainJsonKeys(['lines', 'days', 'violations'])))
    .query(({ ctx, input }) => getScheduleTable(ctx, input)),
  summaryTable: workTimeProcedure
    .input(SummaryTableInputSchema)
    .output(SummaryTableSchema)
    .query(({ ctx, input }) => getSummaryTable(ctx, input)),
  indexPeriods: workTimeProcedure
    .input(IndexPeriodsInputSchema)
    .output(PeriodListSchema)
    .query(({ ctx, input }) => listPeriods(ctx, input)),
  entryDetails: workTimeProcedure
    .input(PeriodEntryDetailsInputSchema)
    .output(ScheduleEntryDetailsSchema)
    .query(({ ctx, input }) => getEntryDetails(ctx, input)),
  setStatus: workTimeProcedure
    .input(SetPeriodStatusInputSchema)
    .output(PeriodStateSchema)
    .mutation(({ ctx, input }) => setPeriodStatus(ctx, input)),
  lock: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(PeriodStateSchema)
    .mutation(({ ctx, input }) => setPeriodLock(ctx, input, true)),
  unlock: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(PeriodStateSchema)
    .mutation(({ ctx, input }) => setPeriodLock(ctx, input, false)),
  setBcUpdateDate: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(PeriodStateSchema)
    .mutation(({ ctx, input }) => setBcUpdateDate(ctx, input)),
  /** The month's lines in a planner's order (edit; the period editable), followed by the table and the export. */
  saveLineOrder: workTimeProcedure
    .input(SaveLineOrderInputSchema)
    .output(SavedLineOrderSchema)
    .mutation(({ ctx, input }) => saveLineOrder(ctx, input)),
  // The month to the ERP through the outbox (change_status): the committed schedule of an Approved
  // month, and the planners' activities of a Prepared or Approved one as absences.
  updateNavision: workTimeProcedure
    .input(UpdateNavisionInputSchema)
    .output(ErpHandOverResultSchema)
    .mutation(({ ctx, input }) => updateNavision(ctx, input)),
  absenceToNavision: workTimeProcedure
    .input(AbsenceToNavisionInputSchema)
    .output(ErpHandOverResultSchema)
    .mutation(({ ctx, input }) => absenceToNavision(ctx, input)),
});

/**
 * The month as an .xlsx file, for the export route (schedule-periods.routes.ts). Not part of the app
 * router: bytes do not travel as tRPC JSON (as form-files' fileContentRouter). Built on the work-time
 * procedure and a use case that checks the schedule like every read above.
 */
export const scheduleExportRouter = router({
  exportToExcel: workTimeProcedure
    .input(ExportScheduleInputSchema)
    .output(z.object({ bytes: z.instanceof(Buffer), mimeType: z.string(), fileName: z.string() }))
    .mutation(({ ctx, input }) => exportScheduleToExcel(ctx, input)),
  /** The month beside what the ERP holds (view), for the comparison route. */
  exportNavComparison: workTimeProcedure
    .input(NavComparisonInputSchema)
    .output(z.object({ bytes: z.instanceof(Buffer), mimeType: z.string(), fileName: z.string() }))
    .mutation(({ ctx, input }) => exportNavComparison(ctx, input)),
});

export const createScheduleExportCaller = createCallerFactory(scheduleExportRouter);
