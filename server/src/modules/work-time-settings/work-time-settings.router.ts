import { UpdateWorkTimeSettingsInputSchema, WorkTimeSettingsSchema } from '@portal/shared';
import { router, workTimeProcedure } from '../../trpc/init';
import { getWorkTimeSettings } from './use-cases/get-work-time-settings';
import { updateWorkTimeSettings } from './use-cases/update-work-time-settings';

// The work-time settings screen (spec 2 §2 settings, §3 Labor Code settings) of the session's company.

export const workTimeSettingsRouter = router({
  get: workTimeProcedure
    .output(WorkTimeSettingsSchema)
    .query(({ ctx }) => getWorkTimeSettings(ctx.db, { userId: ctx.auth.user.id, companyCode: ctx.companyCode })),
  update: workTimeProcedure
    .input(UpdateWorkTimeSettingsInputSchema)
    .output(WorkTimeSettingsSchema)
    .mutation(({ ctx, input }) =>
      updateWorkTimeSettings(ctx.db, { userId: ctx.auth.user.id, companyCode: ctx.companyCode }, input.laborCode, input.sdlaPeriodMonths),
    ),
});
