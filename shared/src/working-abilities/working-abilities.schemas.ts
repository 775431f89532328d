import { z } from 'zod';

/** A period of reduced (or restored) working ability: health data, the person's own. */
export const WorkingAbilitySchema = z.object({
  entryNo: z.number().int(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  workingAbilityPercent: z.number(),
  notes: z.string(),
  workplaceAccident: z.boolean(),
  occupationalDisease: z.boolean(),
});
export type WorkingAbility = z.infer<typeof WorkingAbilitySchema>;
