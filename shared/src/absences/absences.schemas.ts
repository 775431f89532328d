import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pageInputSchema, PageInputSchema, rowsPerPageSchema } from '../api/envelope';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';

/** The colour of a fact without one of its own (spec 1 §9). */
export const DEFAULT_ACTIVITY_COLOR = '#808080';

/** A timesheet notation (activity code) with its type and colour. */
export const ActivityCodeSchema = z.object({
  code: z.string(),
  text: z.string(),
  /** Null: no English name (the Lithuanian one is shown). */
  textEn: z.string().nullable(),
  activityTypeId: z.number().int(),
  activityTypeText: z.string(),
  activityTypeTextEn: z.string().nullable(),
  color: z.string(),
  showInHistory: z.boolean(),
  showInCalendar: z.boolean(),
});
export type ActivityCode = z.infer<typeof ActivityCodeSchema>;

export const AbsenceSource = { absence: 'absence', activity: 'activity' } as const;

/** An absence (ERP record) or an employee activity (timesheet fact) in one shape. */
export const AbsenceRecordSchema = z.object({
  entryNo: z.number().int(),
  source: z.enum(['absence', 'activity']),
  employeeNo: z.string(),
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  employeeFullName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  activityCode: z.string(),
  activityCodeText: z.string(),
  /** Null: no English name (the Lithuanian one is shown). */
  activityCodeTextEn: z.string().nullable(),
  activityTypeId: z.number().int(),
  activityTypeText: z.string(),
  activityTypeTextEn: z.string().nullable(),
  color: z.string(),
  description: z.string(),
  calendarDays: z.number(),
  workDays: z.number(),
  hoursPerDay: z.number(),
  applicationNo: z.string().nullable(),
});
export type AbsenceRecord = z.infer<typeof AbsenceRecordSchema>;

/** An employee's absences, optionally within dates (both included). */
export const EmployeeAbsencesInputSchema = z
  .strictObject({ employeeNo: EmployeeNoSchema, dateFrom: IsoDateSchema.optional(), dateTo: IsoDateSchema.optional() })
  .superRefine(checkDateRange('dateFrom', 'dateTo'));
export type EmployeeAbsencesInput = z.infer<typeof EmployeeAbsencesInputSchema>;

export const CurrentAbsencesInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT);
export type CurrentAbsencesInput = z.infer<typeof CurrentAbsencesInputSchema>;

/** The legacy call names its page size recordsPerPage. */
export const CurrentAbsencesAndActivitiesInputSchema = z.strictObject({
  page: PageInputSchema.shape.page,
  recordsPerPage: rowsPerPageSchema(PAGE_SIZE_DEFAULT),
});
export type CurrentAbsencesAndActivitiesInput = z.infer<typeof CurrentAbsencesAndActivitiesInputSchema>;
