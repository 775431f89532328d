import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import { checkPasswordPolicy, PASSWORD_MAX_LENGTH, type PasswordContext } from './password-policy';
import { appModes, languages } from './user-options';

export const LanguageSchema = z.enum(languages, { error: ErrorCode.languageNotSupported });
export const UserStatusSchema = z.enum(['active', 'blocked', 'banned', 'terminated']);
export const UserTypeSchema = z.enum(['internal', 'active_directory', 'azure_ad']);
export const AppModeSchema = z.enum(appModes);

/** The signed-in user as the client sees it (spec 1 §3 "User (current)"). */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  employeeNo: z.string().nullable(),
  personnelNo: z.string().nullable(),
  employeeFullName: z.string(),
  label: z.string(),
  forcePasswordChange: z.boolean(),
  currentCompanyCode: z.string().nullable(),
  currentCompanyName: z.string().nullable(),
  defaultCompany: z.string().nullable(),
  adminAccess: z.number().int(),
  alternativeEmail: z.string().nullable(),
  sendEmails: z.boolean(),
  adUser: z.string().nullable(),
  isInternal: z.boolean(),
  type: UserTypeSchema,
  defaultLanguage: LanguageSchema,
  passwordExpirationDate: z.string().nullable(),
  workTimeAccessCompanies: z.array(z.string()),
  allowMyTeam: z.boolean(),
  appMode: AppModeSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

const password = textSchema({ error: ErrorCode.fieldRequired })
  .min(1, ErrorCode.fieldRequired)
  .max(PASSWORD_MAX_LENGTH, ErrorCode.invalidValue);

function confirmationMatches(value: { newPassword: string; passwordConfirmation: string }, context: z.RefinementCtx) {
  if (value.newPassword !== value.passwordConfirmation) {
    context.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: ErrorCode.passwordsDoNotMatch });
  }
}

/** Change of one's own password: current password, new password and its confirmation. */
export const ChangeOwnPasswordInputSchema = z
  .strictObject({
    validatingWith: z.literal(0).optional(),
    username: textSchema().optional(),
    password,
    newPassword: password,
    passwordConfirmation: password,
  })
  .superRefine(confirmationMatches);
export type ChangeOwnPasswordInput = z.infer<typeof ChangeOwnPasswordInputSchema>;

/** Recovery with a reset token (the spec's change-password call with validatingWith 1). */
export const RecoverPasswordInputSchema = z
  .strictObject({
    validatingWith: z.literal(1),
    token: textSchema({ error: ErrorCode.noSuchToken }).min(1, ErrorCode.noSuchToken).max(200, ErrorCode.noSuchToken),
    newPassword: password,
    passwordConfirmation: password,
  })
  .superRefine(confirmationMatches);
export type RecoverPasswordInput = z.infer<typeof RecoverPasswordInputSchema>;

/** The spec's one change-password call: recovery when validatingWith is 1, else an own change. */
export const ChangePasswordInputSchema = z.discriminatedUnion('validatingWith', [RecoverPasswordInputSchema, ChangeOwnPasswordInputSchema]);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * The change-password forms' fields as the browser checks them before sending: the field rules of the
 * inputs above plus the password policy with what the browser knows (the username). The server checks
 * the policy again with what only it knows (the current password's hash, the company names).
 */
export function passwordChangeFieldsSchema({ withCurrentPassword, username }: { withCurrentPassword: boolean; username?: string }) {
  const policyContext: PasswordContext = { username };
  return z
    .object({
      password: withCurrentPassword ? password : z.string(),
      newPassword: password.superRefine((value, context) => {
        // An empty password has its required error already.
        if (value === '') return;
        for (const code of checkPasswordPolicy(value, policyContext)) context.addIssue({ code: 'custom', message: code });
      }),
      passwordConfirmation: password,
    })
    .superRefine(confirmationMatches);
}
export type PasswordChangeFields = z.infer<ReturnType<typeof passwordChangeFieldsSchema>>;

export const RequestPasswordResetInputSchema = z.strictObject({
  username: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(200, ErrorCode.invalidValue),
});
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInputSchema>;

export const MessageSettingsInputSchema = z.strictObject({
  sendEmails: z.boolean(),
  alternativeEmail: textSchema()
    .trim()
    .max(254, ErrorCode.invalidEmail)
    .refine((value) => value === '' || z.email().safeParse(value).success, ErrorCode.invalidEmail)
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type MessageSettingsInput = z.infer<typeof MessageSettingsInputSchema>;

export const UserSettingInputSchema = z.strictObject({
  code: textSchema()
    .trim()
    .min(1, ErrorCode.fieldRequired)
    .max(100, ErrorCode.invalidValue)
    .regex(/^[\w.-]+$/, ErrorCode.invalidValue),
  setting: textSchema().max(20_000, ErrorCode.invalidValue),
});
export type UserSettingInput = z.infer<typeof UserSettingInputSchema>;

/** Days before expiry under which the settings page warns about the password (spec 1 §9). */
export const PASSWORD_EXPIRY_NOTICE_DAYS = 1000;
