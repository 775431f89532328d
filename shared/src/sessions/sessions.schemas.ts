import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import { PASSWORD_MAX_LENGTH } from '../users/password-policy';
import { CurrentUserSchema, LanguageSchema, UserTypeSchema } from '../users/users.schemas';

export const UsernameAuthInputSchema = z.strictObject({
  username: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(200, ErrorCode.invalidValue),
  password: textSchema({ error: ErrorCode.fieldRequired }).min(1, ErrorCode.fieldRequired).max(PASSWORD_MAX_LENGTH, ErrorCode.invalidValue),
  rememberMe: z.boolean().default(true),
  /**
   * The language the user chose on the sign-in page: it becomes their profile's language (spec 1 §3
   * User.defaultLanguage), so their next sign-in anywhere starts in it. Left out, the profile's stays.
   */
  language: LanguageSchema.optional(),
});
export type UsernameAuthInput = z.infer<typeof UsernameAuthInputSchema>;

export const AzureAdAuthInputSchema = z.strictObject({
  username: textSchema().max(200).optional(),
  idToken: textSchema().min(1, ErrorCode.fieldRequired).max(20_000),
});
export type AzureAdAuthInput = z.infer<typeof AzureAdAuthInputSchema>;

/** What a successful sign-in returns: the bearer token (shown once) and the user. */
export const SignInResultSchema = z.object({
  token: z.string(),
  expiresAt: z.date(),
  user: CurrentUserSchema,
  /** True when the password has expired or must be changed: the client opens the forced-change screen. */
  passwordChangeRequired: z.boolean(),
});
export type SignInResult = z.infer<typeof SignInResultSchema>;

export const LoginResult = {
  success: 'success',
  badCredentials: 'bad_credentials',
  blocked: 'blocked',
  passwordExpired: 'password_expired',
  banned: 'banned',
  terminated: 'terminated',
  windowsAuthUnavailable: 'windows_auth_unavailable',
  unspecifiedError: 'unspecified_error',
  userNotFound: 'user_not_found',
  throttled: 'throttled',
  siteClosed: 'site_closed',
} as const;
export type LoginResult = (typeof LoginResult)[keyof typeof LoginResult];

export const UserTypeResultSchema = z.object({ type: UserTypeSchema });
