import {
  ChangePasswordInputSchema,
  CurrentUserSchema,
  ErrorCode,
  LanguageSchema,
  MessageSettingsInputSchema,
  RequestPasswordResetInputSchema,
  SignInResultSchema,
  textSchema,
  UserSettingInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { publicProcedure, router, signedInProcedure } from '../../trpc/init';
import { updateSessionCompany } from '../sessions/session-tokens';
import { loadCurrentUser } from './current-user';
import { changeOwnPassword, recoverPassword, requestPasswordReset } from './use-cases/passwords';
import * as usersRepository from './users.repository';

export const usersRouter = router({
  me: signedInProcedure
    .meta({ allowWhilePasswordChangeRequired: true })
    .output(CurrentUserSchema)
    .query(({ ctx }) => loadCurrentUser(ctx.db, ctx.auth)),

  requestPasswordReset: publicProcedure
    .input(RequestPasswordResetInputSchema)
    .output(z.object({ requested: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, ctx.request, input.username, 'lt');
      return { requested: true as const };
    }),

  /** Own password change, or recovery with a reset token (validatingWith 1). Both sign in anew. */
  changePassword: publicProcedure
    .meta({ allowWhilePasswordChangeRequired: true })
    .input(ChangePasswordInputSchema)
    .output(SignInResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.validatingWith === 1) return recoverPassword(ctx, ctx.request, input, ctx.appMode);
      if (!ctx.auth) throw new DomainError(ctx.authFailure === 'expired' ? ErrorCode.sessionExpired : ErrorCode.notSignedIn);
      return changeOwnPassword(ctx, ctx.request, ctx.auth, input);
    }),

  changeCompany: signedInProcedure
    .input(z.strictObject({ code: textSchema().trim().min(1, ErrorCode.fieldRequired).max(20) }))
    .output(CurrentUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await usersRepository.findById(ctx.db, ctx.auth.user.id);
      const companies = user ? await usersRepository.availableCompanies(ctx.db, user) : [];
      if (!companies.some((company) => company.code === input.code)) {
        throw DomainError.forField('code', ErrorCode.companyNotAvailable);
      }
      await ctx.db.transaction().execute(async (trx) => {
        await updateSessionCompany(trx, ctx.auth.sessionId, input.code);
        await trx
          .updateTable('users')
          .set({ default_company_code: input.code, updated_at: ctx.now() })
          .where('id', '=', ctx.auth.user.id)
          .execute();
      });
      return loadCurrentUser(ctx.db, { ...ctx.auth, currentCompanyCode: input.code });
    }),

  changeLanguage: signedInProcedure
    .input(z.strictObject({ code: LanguageSchema }))
    .output(CurrentUserSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.db
        .updateTable('users')
        .set({ default_language: input.code, updated_at: ctx.now() })
        .where('id', '=', ctx.auth.user.id)
        .execute();
      return loadCurrentUser(ctx.db, ctx.auth);
    }),

  updateMessageSettings: signedInProcedure
    .input(MessageSettingsInputSchema)
    .output(CurrentUserSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.db
        .updateTable('users')
        .set({ send_emails: input.sendEmails, alternative_email: input.alternativeEmail, updated_at: ctx.now() })
        .where('id', '=', ctx.auth.user.id)
        .execute();
      return loadCurrentUser(ctx.db, ctx.auth);
    }),

  getSetting: signedInProcedure
    .input(z.strictObject({ code: UserSettingInputSchema.shape.code }))
    .output(z.object({ code: z.string(), setting: z.string().nullable() }))
    .query(async ({ ctx, input }) => {
      const row = await ctx.db
        .selectFrom('user_settings')
        .select('setting')
        .where('user_id', '=', ctx.auth.user.id)
        .where('code', '=', input.code)
        .executeTakeFirst();
      return { code: input.code, setting: row?.setting ?? null };
    }),

  saveSetting: signedInProcedure
    .input(UserSettingInputSchema)
    .output(z.object({ code: z.string(), setting: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await ctx.db
        .insertInto('user_settings')
        .values({ user_id: ctx.auth.user.id, code: input.code, setting: input.setting, updated_at: ctx.now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'code']).doUpdateSet({ setting: input.setting, updated_at: ctx.now() }))
        .execute();
      return input;
    }),
});
