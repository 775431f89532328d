import { z } from 'zod';
import { LaborCodeSettingsSchema } from '../work-time/work-time.schemas';

// The company's work-time settings (spec 2 §2 "settings", §3 Labor Code settings): the limits the
// Labor Code checks apply. A company that never saved them has the defaults (DEFAULT_LABOR_CODE_SETTINGS).

/** The update's body: every limit, in minutes (days for consecutive work days); no other key. */
export const UpdateWorkTimeSettingsInputSchema = z.strictObject({ laborCode: LaborCodeSettingsSchema.strict() });
export type UpdateWorkTimeSettingsInput = z.input<typeof UpdateWorkTimeSettingsInputSchema>;

export const WorkTimeSettingsSchema = z.object({
  laborCode: LaborCodeSettingsSchema,
  /** The company has not saved its own limits: the Labour Code's defaults apply. */
  isDefault: z.boolean(),
  /** Whether the caller may change them (a company-wide administer grant on schedules). */
  canEdit: z.boolean(),
  updatedAt: z.date().nullable(),
});
export type WorkTimeSettings = z.infer<typeof WorkTimeSettingsSchema>;
