import {
  CommitResultSchema,
  CreateShiftEntriesInputSchema,
  DeleteEntriesInputSchema,
  EditSessionStateSchema,
  GeneratePeriodInputSchema,
  GeneratePeriodResultSchema,
  ScheduleMonthInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { router, workTimeProcedure } from '../../trpc/init';
import { createShiftEntries, deleteEntries } from './use-cases/change-cells';
import { commitEditSession } from './use-cases/commit-edit-session';
import { generatePeriod } from './use-cases/generate-period';
import { initEditSession } from './use-cases/init-edit-session';
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
});
