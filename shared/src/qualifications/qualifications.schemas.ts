import { z } from 'zod';
import type { IsoDate } from '../calendar/iso-dates';

/** passedInt: 0 planned, 1 passed, 2 failed. */
export const QualificationPassed = { planned: 0, passed: 1, failed: 2 } as const;
const passedKeys = ['planned', 'passed', 'failed'] as const;

export function qualificationPassedKey(passedInt: number): (typeof passedKeys)[number] {
  return passedKeys[passedInt] ?? 'planned';
}

/** Valid: not expired on the day (no expiration date means it never expires). */
export function isQualificationValid(expirationDate: IsoDate | null, today: IsoDate): boolean {
  return expirationDate === null || expirationDate >= today;
}

export const QualificationSchema = z.object({
  entryNo: z.number().int(),
  categoryCode: z.string(),
  code: z.string(),
  description: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  dateOfIssue: z.string().nullable(),
  documentNo: z.string(),
  expirationDate: z.string().nullable(),
  mandatory: z.boolean(),
  passed: z.enum(passedKeys),
  passedInt: z.number().int(),
  valid: z.boolean(),
  cost: z.number(),
  institutionName: z.string(),
});
export type Qualification = z.infer<typeof QualificationSchema>;
