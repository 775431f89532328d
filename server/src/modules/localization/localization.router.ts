import { LanguageSchema } from '@portal/shared';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';

export const localizationRouter = router({
  /**
   * Administrators' overrides of interface wording for one language: site-wide ones, replaced by the
   * current company's where both exist. The built-in catalogs live in the web client.
   */
  overrides: publicProcedure
    .input(z.strictObject({ lang: LanguageSchema }))
    .output(z.record(z.string(), z.string()))
    .query(async ({ ctx, input }) => {
      const company = ctx.auth?.currentCompanyCode ?? null;
      const rows = await ctx.db
        .selectFrom('translations')
        .select(['locale_key', 'locale_value', 'company_code'])
        .where('language', '=', input.lang)
        .where((eb) =>
          company ? eb.or([eb('company_code', 'is', null), eb('company_code', '=', company)]) : eb('company_code', 'is', null),
        )
        .orderBy('company_code', (order) => order.nullsFirst())
        .execute();
      return Object.fromEntries(rows.map((row) => [row.locale_key, row.locale_value]));
    }),
});
