import {
  CommitResultSchema,
  CreateShiftEntriesInputSchema,
  DeleteEntriesInputSchema,
  EditSessionStateSchema,
  GenerateActivityEntriesInputSchema,
  GenerateHolidayEntriesInputSchema,
  GenerateHolidayEntriesResultSchema,
  OverrideEntryInputSchema,
  OverrideResultSchema,
  ScheduleOverrideSchema,
  GeneratePeriodInputSchema,
  GeneratePeriodResultSchema,
  ScheduleMonthInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { router, workTimeProcedure } from '../../trpc/init';
import { createShiftEntries, deleteEntries, generateActivityEntries } from './use-cases/change-cells';
import { commitEditSession } from './use-cases/commit-edit-session';
import { generateHolidayEntries } from './use-cases/generate-holiday-entries';
import { generatePeriod } from './use-cases/generate-period';
import { initEditSession } from './use-cases/init-edit-session';
import { listScheduleOverrides, overrideEntry, overrideMonth } from './use-cases/override-entries';
import { rollbackEditSession } from './use-cases/rollback-edit-session';
import { undoEdit } from './use-cases/undo-edit';

// Generation and editing of a schedule's month (spec 2 §4, §7 "Schedules"; the edit session agreed in
// issue #13): every procedure needs the edit grant on the schedule (checked in the use cases after the
// schedule is found in the session's company) and an editable period.
export const scheduleEntriesRouter = router({
  generate: workTimeProcedure
    .input(GeneratePeriodInputSchema)
    .output(GeneratePeriodResultSchema)
    .mutation(({ ctx, input }) => generatePeriod(ctx, input)),
  init: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(EditSessionStateSchema)
    .mutation(({ ctx, input }) => initEditSession(ctx, input)),
  createShiftEntries: workTimeProcedure
    .input(CreateShiftEntriesInputSchema)
    .output(EditSessionStateSchema)
    .mutation(({ ctx, input }) => createShiftEntries(ctx, input)),
  generateActivityEntries: workTimeProcedure
    .input(GenerateActivityEntriesInputSchema)
    .output(EditSessionStateSchema)
    .mutation(({ ctx, input }) => generateActivityEntries(ctx, input)),
  deleteEntries: workTimeProcedure
    .input(DeleteEntriesInputSchema)
    .output(EditSessionStateSchema)
    .mutation(({ ctx, input }) => deleteEntries(ctx, input)),
  undo: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(EditSessionStateSchema)
    .mutation(({ ctx, input }) => undoEdit(ctx, input)),
  commit: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(CommitResultSchema)
    .mutation(({ ctx, input }) => commitEditSession(ctx, input)),
  rollback: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(z.void())
    .mutation(({ ctx, input }) => rollbackEditSession(ctx, input)),
  // Written straight into the month (no edit session): the holiday is a document's, not a planner's draft.
  generateHolidayEntries: workTimeProcedure
    .input(GenerateHolidayEntriesInputSchema)
    .output(GenerateHolidayEntriesResultSchema)
    .mutation(({ ctx, input }) => generateHolidayEntries(ctx, input)),
  override: workTimeProcedure
    .input(OverrideEntryInputSchema)
    .output(OverrideResultSchema)
    .mutation(({ ctx, input }) => overrideEntry(ctx, input)),
  overrideMonth: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(OverrideResultSchema)
    .mutation(({ ctx, input }) => overrideMonth(ctx, input)),
  overrides: workTimeProcedure
    .input(ScheduleMonthInputSchema)
    .output(z.array(ScheduleOverrideSchema))
    .query(({ ctx, input }) => listScheduleOverrides(ctx, input)),
});
