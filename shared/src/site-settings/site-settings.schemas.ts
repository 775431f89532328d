import { z } from 'zod';
import { EmployeeMenuSchema } from '../navigation/employee-menu';

export const MessageType = { none: 0, success: 1, info: 2, warning: 3, error: 4 } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];
export const MessageTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const ContactsNameFormatSchema = z.enum(['first-last', 'last-first']);

/** What anyone may read before signing in: enough to draw the sign-in screen. */
export const PreAuthSettingsSchema = z.object({
  siteClosed: z.boolean(),
  systemMessage: z.string(),
  /** The system message in English; empty: none, the Lithuanian one is shown. */
  systemMessageEn: z.string(),
  messageType: MessageTypeSchema,
  environmentName: z.string(),
  environmentColor: z.string(),
  version: z.string(),
  enableWinIntegratedAuth: z.boolean(),
  enableAzureSsoAuth: z.boolean(),
  azureAdClientId: z.string(),
  azureAdAuthority: z.string(),
});
export type PreAuthSettings = z.infer<typeof PreAuthSettingsSchema>;

/** Settings a signed-in employee's client needs (spec 1 §3 "Site settings (employee-relevant)"). */
export const SiteSettingsSchema = PreAuthSettingsSchema.extend({
  employeeMenu: EmployeeMenuSchema,
  workingTimePlanShowFact: z.boolean(),
  workingTimePlanShowPlan: z.boolean(),
  contactsEmployeeNo: z.boolean(),
  contactsNameFormat: ContactsNameFormatSchema,
  absenceCalendarViews: z.array(z.string()),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
