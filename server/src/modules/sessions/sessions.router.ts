import {
  AzureAdAuthInputSchema,
  ErrorCode,
  PreAuthSettingsSchema,
  SignInResultSchema,
  SiteSettingsSchema,
  textSchema,
  UserTypeResultSchema,
  UsernameAuthInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import type { Context } from '../../trpc/context';
import { publicProcedure, router, signedInProcedure } from '../../trpc/init';
import { viewerFor } from '../../trpc/viewer';
import * as siteSettingsRepository from '../site-settings/site-settings.repository';
import * as usersRepository from '../users/users.repository';
import { signIn } from './use-cases/sign-in';
import { signOut } from './use-cases/sign-out';

/** The site settings, read once for a signed-in request however many of its procedures ask (the startup batch: two). */
function siteSettingsOf(ctx: Context) {
  const viewer = ctx.auth ? viewerFor({ db: ctx.db, auth: ctx.auth, viewer: ctx.viewer }) : null;
  return viewer ? viewer.remember('site-settings', () => siteSettingsRepository.get(ctx.db)) : siteSettingsRepository.get(ctx.db);
}

export const sessionsRouter = router({
  preAuthSettings: publicProcedure
    .output(PreAuthSettingsSchema)
    .query(async ({ ctx }) => siteSettingsRepository.toPreAuthSettings(await siteSettingsOf(ctx))),

  siteSettings: signedInProcedure
    .meta({ allowWhilePasswordChangeRequired: true })
    .output(SiteSettingsSchema)
    .query(async ({ ctx }) => siteSettingsRepository.toSiteSettings(await siteSettingsOf(ctx))),

  testAuthentication: signedInProcedure
    .meta({ allowWhilePasswordChangeRequired: true })
    .output(z.object({ authenticated: z.literal(true), userId: z.number() }))
    .query(({ ctx }) => ({ authenticated: true as const, userId: ctx.auth.user.id })),

  usernameAuth: publicProcedure
    .input(UsernameAuthInputSchema)
    .output(SignInResultSchema)
    .mutation(({ ctx, input }) => signIn(ctx, ctx.request, { ...input, appMode: ctx.appMode })),

  /** Which sign-in method a username uses. Unknown usernames answer 'internal' so nothing is revealed. */
  userType: publicProcedure
    .input(z.strictObject({ username: textSchema().trim().min(1, ErrorCode.fieldRequired).max(200) }))
    .output(UserTypeResultSchema)
    .query(async ({ ctx, input }) => {
      const user = await usersRepository.findByUsername(ctx.db, input.username);
      return { type: user?.type === 'azure_ad' ? 'azure_ad' : 'internal' };
    }),

  // Windows and Azure AD sign-in answer "not available" until their integration is configured.
  windowsAuth: publicProcedure.output(SignInResultSchema).mutation(async () => {
    throw new DomainError(ErrorCode.windowsAuthenticationUnavailable);
  }),

  azureAdAuth: publicProcedure
    .input(AzureAdAuthInputSchema)
    .output(SignInResultSchema)
    .mutation(async () => {
      throw new DomainError(ErrorCode.azureAuthenticationUnavailable);
    }),

  /** Ends every session of the user (SECURITY.md); works whatever state the session is in. */
  signOut: signedInProcedure
    .meta({ allowWhilePasswordChangeRequired: true, allowWhileSiteClosed: true })
    .output(z.object({ signedOut: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await signOut(ctx, ctx.auth);
      return { signedOut: true as const };
    }),
});
