import { HomeSummarySchema } from '@portal/shared';
import { businessToday } from '../../trpc/business-date';
import { router, signedInProcedure } from '../../trpc/init';
import { getHomeSummary } from './use-cases/get-home-summary';

export const homeRouter = router({
  /** The signed-in user's balance cards, quick application buttons and upcoming absences. */
  summary: signedInProcedure.output(HomeSummarySchema).query(({ ctx }) => getHomeSummary(ctx, businessToday(ctx))),
});
