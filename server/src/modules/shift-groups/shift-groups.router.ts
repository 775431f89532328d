import {
  DeletedRecordSchema,
  SetupPermissionsSchema,
  SetupRecordIdInputSchema,
  ShiftGroupDefaultsSchema,
  ShiftGroupDetailsSchema,
  ShiftGroupInputSchema,
  ShiftGroupListInputSchema,
  ShiftGroupPageSchema,
  ShiftGroupUpdateInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { router, workTimeProcedure } from '../../trpc/init';
import { setupPermissions } from './setup-access';
import { setupContextOf } from './setup-context';
import { createShiftGroup } from './use-cases/create-shift-group';
import { deleteShiftGroup } from './use-cases/delete-shift-group';
import { getShiftGroup } from './use-cases/get-shift-group';
import { initShiftGroup } from './use-cases/init-shift-group';
import { listShiftGroups } from './use-cases/list-shift-groups';
import { setShiftGroupArchived } from './use-cases/set-shift-group-archived';
import { updateShiftGroup } from './use-cases/update-shift-group';

// wtc-area/shift-groups (spec 2 §7): the generic model calls, archive and undo-archive. Access: reading
// needs a view of some schedule, writing the company-wide grant (setup-access.ts), in the use cases.
export const shiftGroupsRouter = router({
  list: workTimeProcedure
    .input(ShiftGroupListInputSchema)
    .output(ShiftGroupPageSchema)
    .query(({ ctx, input }) => listShiftGroups(setupContextOf(ctx), input)),

  /** What the caller may do with shift groups, shifts and formulas: the screens offer only that. */
  permissions: workTimeProcedure.output(SetupPermissionsSchema).query(({ ctx }) => setupPermissions(setupContextOf(ctx))),

  init: workTimeProcedure
    .input(z.strictObject({}).optional())
    .output(ShiftGroupDefaultsSchema)
    .query(({ ctx }) => initShiftGroup(setupContextOf(ctx))),

  get: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(ShiftGroupDetailsSchema)
    .query(({ ctx, input }) => getShiftGroup(setupContextOf(ctx), input.id)),

  create: workTimeProcedure
    .input(ShiftGroupInputSchema)
    .output(ShiftGroupDetailsSchema)
    .mutation(({ ctx, input }) => createShiftGroup(setupContextOf(ctx), input)),

  update: workTimeProcedure
    .input(ShiftGroupUpdateInputSchema)
    .output(ShiftGroupDetailsSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updateShiftGroup(setupContextOf(ctx), id, values)),

  delete: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteShiftGroup(setupContextOf(ctx), input.id)),

  archive: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(ShiftGroupDetailsSchema)
    .mutation(({ ctx, input }) => setShiftGroupArchived(setupContextOf(ctx), input.id, true)),

  undoArchive: workTimeProcedure
    .input(SetupRecordIdInputSchema)
    .output(ShiftGroupDetailsSchema)
    .mutation(({ ctx, input }) => setShiftGroupArchived(setupContextOf(ctx), input.id, false)),
});
