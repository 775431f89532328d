import { z } from 'zod';

export const CompanySchema = z.object({ code: z.string(), name: z.string() });
export type Company = z.infer<typeof CompanySchema>;

export const CompanyCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\w-]+$/);
