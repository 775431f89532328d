import { z } from 'zod';

/** A safety or job instruction the employee was given. */
export const InstructionSchema = z.object({
  entryNo: z.number().int(),
  name: z.string(),
  type: z.string(),
  checkType: z.string(),
  allowedForJobTitle: z.string(),
  conclusion: z.string(),
  date: z.string().nullable(),
  executionDate: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type Instruction = z.infer<typeof InstructionSchema>;
