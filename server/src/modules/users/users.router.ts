import { CurrentUserSchema, LanguageSchema, MessageSettingsInputSchema, UserSettingInputSchema } from '@portal/shared';
import { z } from 'zod';
import { router, signedInProcedure } from '../../trpc/init';
import { loadCurrentUser } from './current-user';
import { changeLanguage } from './use-cases/change-language';
import { updateMessageSettings } from './use-cases/update-message-settings';
import * as usersRepository from './users.repository';

/**
 * The signed-in user's profile and preferences. The `users` procedures that open, end or re-scope
 * sessions (password change and recovery, company switch) are the sessions module's
 * (sessions/account.router.ts), merged into the same namespace: users never depends on sessions.
 */
export const usersRouter = router({
  me: signedInProcedure
    .meta({ allowWhilePasswordChangeRequired: true })
    .output(CurrentUserSchema)
    .query(({ ctx }) => loadCurrentUser(ctx.db, ctx.auth)),

  changeLanguage: signedInProcedure
    .input(z.strictObject({ code: LanguageSchema }))
    .output(CurrentUserSchema)
    .mutation(({ ctx, input }) => changeLanguage(ctx, ctx.auth, input.code)),

  updateMessageSettings: signedInProcedure
    .input(MessageSettingsInputSchema)
    .output(CurrentUserSchema)
    .mutation(({ ctx, input }) => updateMessageSettings(ctx, ctx.auth, input)),

  getSetting: signedInProcedure
    .input(z.strictObject({ code: UserSettingInputSchema.shape.code }))
    .output(z.object({ code: z.string(), setting: z.string().nullable() }))
    .query(async ({ ctx, input }) => ({
      code: input.code,
      setting: await usersRepository.findSetting(ctx.db, ctx.auth.user.id, input.code),
    })),

  saveSetting: signedInProcedure
    .input(UserSettingInputSchema)
    .output(z.object({ code: z.string(), setting: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await usersRepository.saveSetting(ctx.db, ctx.auth.user.id, input, ctx.now());
      return input;
    }),
});
