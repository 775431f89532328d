import {
  ChangePasswordInputSchema,
  CurrentUserSchema,
  ErrorCode,
  RequestPasswordResetInputSchema,
  SignInResultSchema,
  textSchema,
} from '@portal/shared';
import { z } from 'zod';
import { publicProcedure, requireSignedIn, router, signedInProcedure } from '../../trpc/init';
import { changeCompany } from './use-cases/change-company';
import { changePassword } from './use-cases/change-password';
import { requestPasswordReset } from './use-cases/request-password-reset';
import { resetPassword } from './use-cases/reset-password';

/**
 * Procedures of the `users` namespace (spec 1 §7: user/...) that open, end or move sessions: password
 * change and recovery, and the company switch. They belong to this module, which owns sessions and
 * password checks; app-router.ts merges them into `users`, so the users module never depends on this one.
 */
export const accountRouter = router({
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
    .mutation(({ ctx, input }) => {
      if (input.validatingWith === 1) return resetPassword(ctx, ctx.request, input, ctx.appMode);
      return changePassword(ctx, ctx.request, requireSignedIn(ctx, { allowWhilePasswordChangeRequired: true }), input);
    }),

  changeCompany: signedInProcedure
    .input(z.strictObject({ code: textSchema().trim().min(1, ErrorCode.fieldRequired).max(20) }))
    .output(CurrentUserSchema)
    .mutation(({ ctx, input }) => changeCompany(ctx, ctx.auth, input.code)),
});
