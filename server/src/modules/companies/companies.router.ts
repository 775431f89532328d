import { CompanySchema } from '@portal/shared';
import { z } from 'zod';
import { router, signedInProcedure } from '../../trpc/init';
import * as usersRepository from '../users/users.repository';

export const companiesRouter = router({
  /** The session's current company. */
  current: signedInProcedure.output(CompanySchema.nullable()).query(async ({ ctx }) => {
    const code = ctx.auth.currentCompanyCode;
    if (!code) return null;
    return (await ctx.db.selectFrom('companies').select(['code', 'name']).where('code', '=', code).executeTakeFirst()) ?? null;
  }),

  /** Companies the user may switch to. */
  list: signedInProcedure.output(z.array(CompanySchema)).query(async ({ ctx }) => {
    const user = await usersRepository.findById(ctx.db, ctx.auth.user.id);
    return user ? usersRepository.availableCompanies(ctx.db, user) : [];
  }),
});
