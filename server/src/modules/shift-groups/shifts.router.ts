import {
  DeletedRecordSchema,
  SetupRecordIdInputSchema,
  ShiftDefaultsSchema,
  ShiftInitInputSchema,
  ShiftInputSchema,
  ShiftListInputSchema,
  ShiftPageSchema,
  ShiftSchema,
  ShiftUpdateInputSchema,
} from '@portal/shared';
import { router, workTimeProcedure } from '../../trpc/init';
import { setupContextOf } from './setup-context';
import { createShift } from './use-cases/create-shift';
import { deleteShift } from './use-cases/delete-shift';
import { getShift } from './use-cases/get-shift';
import { initShift } from './use-cases/init-shift';
import { listShifts } from './use-cases/list-shifts';
import { setShiftArchived } from './use-cases/set-shift-archived';
import { updateShift } from './use-cases/update-shift';

// wtc-area/shifts (spec 2 §7): the generic model calls, archive and undo-archive. Access as shift groups'.
export const shiftsRouter = router({
  list: workTimeProcedure
    .input(ShiftListInputSchema)
    .output(ShiftPageSchema)
    .query(({ ctx, input }) => listShifts(setupContextOf(ctx), input)),

  init: workTimeProcedure
    .input(ShiftInitInputSchema)
    .output(ShiftDefaultsSchema)
    .query(({ ctx, input }) => initShift(setupContextOf(ctx), input.shiftGroupId)),

  get: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(ShiftSchema)
    .query(({ ctx, input }) => getShift(setupContextOf(ctx), input.id)),

  create: workTimeProcedure
    .input(ShiftInputSchema)
    .output(ShiftSchema)
    .mutation(({ ctx, input }) => createShift(setupContextOf(ctx), input)),

  update: workTimeProcedure
    .input(ShiftUpdateInputSchema)
    .output(ShiftSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updateShift(setupContextOf(ctx), id, values)),

  delete: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteShift(setupContextOf(ctx), input.id)),

  archive: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(ShiftSchema)
    .mutation(({ ctx, input }) => setShiftArchived(setupContextOf(ctx), input.id, true)),

  undoArchive: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(ShiftSchema)
    .mutation(({ ctx, input }) => setShiftArchived(setupContextOf(ctx), input.id, false)),
});
