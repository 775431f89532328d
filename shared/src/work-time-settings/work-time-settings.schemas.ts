import { z } from 'zod';
import { int4Schema } from '../api/input-primitives';
import { MAX_SDLA_PERIOD_MONTHS } from '../work-time/sdla';
import { LaborCodeSettingsSchema } from '../work-time/work-time.schemas';

/** The summarised working-time accounting period (SDLA, Labour Code art. 115) in months: 1 to 12. */
export const SdlaPeriodMonthsSchema = int4Schema({ min: 1, max: MAX_SDLA_PERIOD_MONTHS });

// The company's work-time settings (spec 2 §2 "settings", §3 Labor Code settings): the limits the
// Labor Code checks apply. A company that never saved them has the defaults (DEFAULT_LABOR_CODE_SETTINGS).

/**
 * The update's body: every limit, in minutes (days for consecutive work days), and the accounting
 * period's length (left out: unchanged, the default of 3 months until saved); no other key.
 */
export const UpdateWorkTimeSettingsInputSchema = z.strictObject({
  laborCode: LaborCodeSettingsSchema.strict(),
  sdlaPeriodMonths: SdlaPeriodMonthsSchema.optional(),
});
export type UpdateWorkTimeSettingsInput = z.input<typeof UpdateWorkTimeSettingsInputSchema>;

export const WorkTimeSettingsSchema = z.object({
  laborCode: LaborCodeSettingsSchema,
  /** The summarised working-time accounting period in months (DEFAULT_SDLA_PERIOD_MONTHS until saved). */
  sdlaPeriodMonths: z.number().int(),
  /** The company has not saved its own limits: the Labour Code's defaults apply. */
  isDefault: z.boolean(),
  /** Whether the caller may change them (a company-wide administer grant on schedules). */
  canEdit: z.boolean(),
  updatedAt: z.date().nullable(),
});
export type WorkTimeSettings = z.infer<typeof WorkTimeSettingsSchema>;
