import { LanguageSchema } from '@portal/shared';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import * as localizationRepository from './localization.repository';

export const localizationRouter = router({
  /**
   * Administrators' overrides of interface wording for one language: site-wide ones, replaced by the
   * current company's where both exist. The built-in catalogs live in the web client.
   */
  overrides: publicProcedure
    .input(z.strictObject({ lang: LanguageSchema }))
    .output(z.record(z.string(), z.string()))
    .query(async ({ ctx, input }) => {
      const rows = await localizationRepository.listOverrides(ctx.db, input.lang, ctx.auth?.currentCompanyCode ?? null);
      return Object.fromEntries(rows.map((row) => [row.locale_key, row.locale_value]));
    }),
});
