import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';

/**
 * One substitution: substEmployeeNo stands in for employeeNo. firstname and lastname name the other
 * person of the pair: the substitute in "I am substituted", the absent colleague in "I am substituting".
 */
export const SubstitutionSchema = z.object({
  entryNo: z.number().int(),
  employeeNo: z.string(),
  substEmployeeNo: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fromDateStr: z.string(),
  toDateStr: z.string(),
  description: z.string(),
});
export type Substitution = z.infer<typeof SubstitutionSchema>;

export const SubstitutionsDashboardSchema = z.object({
  iAmSubstituted: z.array(SubstitutionSchema),
  iAmSubstituting: z.array(SubstitutionSchema),
});
export type SubstitutionsDashboard = z.infer<typeof SubstitutionsDashboardSchema>;

/** Home shows today to 6 months ahead; the substitutions page about 3 months back to 6 ahead. */
export const SUBSTITUTIONS_HOME_MONTHS_AHEAD = 6;
export const SUBSTITUTIONS_PAGE_MONTHS_BACK = 3;

export const SubstitutionsDashboardInputSchema = z
  .strictObject({
    dateFrom: IsoDateSchema,
    dateTo: IsoDateSchema,
    /** Filters by the other person's name or number. */
    searchQuery: textSchema().trim().max(100, ErrorCode.invalidValue).nullish(),
    /** Whose substitutions: one's own when left out. */
    employeeNo: EmployeeNoSchema.nullish(),
  })
  .superRefine(checkDateRange('dateFrom', 'dateTo', 3 * 366));
export type SubstitutionsDashboardInput = z.infer<typeof SubstitutionsDashboardInputSchema>;
