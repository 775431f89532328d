import {
  DeletedRecordSchema,
  OvertimePeriodIdInputSchema,
  OvertimePeriodInputSchema,
  OvertimePeriodListInputSchema,
  OvertimePeriodPageSchema,
  OvertimePeriodSchema,
  OvertimePeriodUpdateInputSchema,
  SetupPermissionsSchema,
} from '@portal/shared';
import { router, workTimeProcedure } from '../../trpc/init';
import { overtimePermissions } from './overtime-access';
import { overtimeContextOf } from './overtime-context';
import { createOvertimePeriod } from './use-cases/create-overtime-period';
import { deleteOvertimePeriod } from './use-cases/delete-overtime-period';
import { getOvertimePeriod } from './use-cases/get-overtime-period';
import { listOvertimePeriods } from './use-cases/list-overtime-periods';
import { updateOvertimePeriod } from './use-cases/update-overtime-period';

// wtc-area/employee-overtime-periods (spec 2 §2, §7 generic model calls; issue #14): employees'
// overtime agreements. Access: the company-wide work-time grant, checked in the use cases (overtime-access.ts).
export const employeeOvertimePeriodsRouter = router({
  list: workTimeProcedure
    .input(OvertimePeriodListInputSchema)
    .output(OvertimePeriodPageSchema)
    .query(({ ctx, input }) => listOvertimePeriods(overtimeContextOf(ctx), input)),

  /** What the caller may do with the agreements: the screen offers only that. */
  permissions: workTimeProcedure.output(SetupPermissionsSchema).query(({ ctx }) => overtimePermissions(overtimeContextOf(ctx))),

  get: workTimeProcedure
    .input(OvertimePeriodIdInputSchema)
    .output(OvertimePeriodSchema)
    .query(({ ctx, input }) => getOvertimePeriod(overtimeContextOf(ctx), input.id)),

  create: workTimeProcedure
    .input(OvertimePeriodInputSchema)
    .output(OvertimePeriodSchema)
    .mutation(({ ctx, input }) => createOvertimePeriod(overtimeContextOf(ctx), input)),

  update: workTimeProcedure
    .input(OvertimePeriodUpdateInputSchema)
    .output(OvertimePeriodSchema)
    .mutation(({ ctx, input: { id, ...values } }) => updateOvertimePeriod(overtimeContextOf(ctx), id, values)),

  delete: workTimeProcedure
    .input(OvertimePeriodIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteOvertimePeriod(overtimeContextOf(ctx), input.id)),
});
