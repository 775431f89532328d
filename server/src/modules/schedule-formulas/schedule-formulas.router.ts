import {
  DeletedRecordSchema,
  ScheduleFormulaDefaultsSchema,
  ScheduleFormulaInitInputSchema,
  ScheduleFormulaInputSchema,
  ScheduleFormulaListInputSchema,
  ScheduleFormulaPageSchema,
  ScheduleFormulaSchema,
  ScheduleFormulaUpdateInputSchema,
  SetupRecordIdInputSchema,
} from '@portal/shared';
import { router, workTimeProcedure } from '../../trpc/init';
import { setupContextOf } from '../shift-groups/setup-context';
import { createScheduleFormula } from './use-cases/create-schedule-formula';
import { deleteScheduleFormula } from './use-cases/delete-schedule-formula';
import { getScheduleFormula } from './use-cases/get-schedule-formula';
import { initScheduleFormula } from './use-cases/init-schedule-formula';
import { listScheduleFormulas } from './use-cases/list-schedule-formulas';
import { updateScheduleFormula } from './use-cases/update-schedule-formula';

// wtc-area/schedule-formulas (spec 2 §7): the generic model calls. Access as shift groups' (company setup).
export const scheduleFormulasRouter = router({
  list: workTimeProcedure
    .input(ScheduleFormulaListInputSchema)
    .output(ScheduleFormulaPageSchema)
    .query(({ ctx, input }) => listScheduleFormulas(setupContextOf(ctx), input)),

  init: workTimeProcedure
    .input(ScheduleFormulaInitInputSchema)
    .output(ScheduleFormulaDefaultsSchema)
    .query(({ ctx, input }) => initScheduleFormula(setupContextOf(ctx), input.shiftGroupId)),

  get: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(ScheduleFormulaSchema)
    .query(({ ctx, input }) => getScheduleFormula(setupContextOf(ctx), input.id)),

  create: workTimeProcedure
    .input(ScheduleFormulaInputSchema)
    .output(ScheduleFormulaSchema)
    .mutation(({ ctx, input }) => createScheduleFormula(setupContextOf(ctx), input)),

  update: workTimeProcedure
    .input(ScheduleFormulaUpdateInputSchema)
    .output(ScheduleFormulaSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updateScheduleFormula(setupContextOf(ctx), id, values)),

  delete: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteScheduleFormula(setupContextOf(ctx), input.id)),
});
