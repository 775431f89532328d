import { z } from 'zod';
import { textSchema } from '../api/input-primitives';

export const CompanySchema = z.object({ code: z.string(), name: z.string() });
export type Company = z.infer<typeof CompanySchema>;

export const CompanyCodeSchema = textSchema()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\w-]+$/);
