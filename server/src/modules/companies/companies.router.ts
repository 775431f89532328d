import { CompanySchema } from '@portal/shared';
import { z } from 'zod';
import { router, signedInProcedure } from '../../trpc/init';
import * as companiesRepository from './companies.repository';

export const companiesRouter = router({
  /** The session's current company. */
  current: signedInProcedure.output(CompanySchema.nullable()).query(async ({ ctx }) => {
    const code = ctx.auth.currentCompanyCode;
    return code ? ((await companiesRepository.findByCode(ctx.db, code)) ?? null) : null;
  }),

  /** Companies the user may switch to. */
  list: signedInProcedure.output(z.array(CompanySchema)).query(({ ctx }) => companiesRepository.listAvailableTo(ctx.db, ctx.auth.user)),
});
