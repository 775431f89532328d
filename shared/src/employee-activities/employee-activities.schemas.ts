import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, RecordIdSchema } from '../api/envelope';
import { int4Schema, textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { optionalQueryValue } from '../shift-groups/shift-groups.schemas';
import { GenerateTimesheetInputSchema } from '../timesheets/timesheets.schemas';
import { ActivityHoursType, setupEntriesRepeatingWeekdays } from './employee-activities.rules';

// Employee activities kept by planners (spec 2 §2 "employee-activities/new, employee-activities/{id}",
// the generic model calls on wtc-area/employee-activities; issue #14) with their setup entries, and the
// timesheet call that writes their days (POST wtc-area/timesheets/generate-activity-entries). The rules
// are in employee-activities.rules.ts; the server checks the overlap against the stored activities.

export const ActivityHoursTypeSchema = z.enum(ActivityHoursType, { error: ErrorCode.invalidValue });

const WeekdaySchema = int4Schema({ min: 1, max: 7, error: ErrorCode.invalidValue });

export const ActivitySetupEntryInputSchema = z
  .strictObject({
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    weekdays: z
      .array(WeekdaySchema, { error: ErrorCode.invalidValue })
      .min(1, ErrorCode.selectAtLeastOne)
      .max(7, ErrorCode.invalidValue)
      .refine((weekdays) => new Set(weekdays).size === weekdays.length, ErrorCode.invalidValue),
    hoursType: ActivityHoursTypeSchema,
    /** Minutes a day for hours; left out (null) for a whole day. */
    minutes: int4Schema({ min: 1, max: 1440, error: ErrorCode.invalidValue })
      .nullish()
      .transform((value) => value ?? null),
    /** Public holidays get no entry (default). */
    excludeHolidays: z.boolean({ error: ErrorCode.invalidValue }).default(true),
  })
  .superRefine((entry, context) => {
    if (entry.hoursType === ActivityHoursType.hours && entry.minutes === null) {
      context.addIssue({ code: 'custom', path: ['minutes'], message: ErrorCode.fieldRequired });
    }
  })
  // A whole day takes the calendar's working day: minutes typed for it are not kept.
  .transform((entry) => (entry.hoursType === ActivityHoursType.allDay ? { ...entry, minutes: null } : entry));
export type ActivitySetupEntryInput = z.infer<typeof ActivitySetupEntryInputSchema>;

const EmployeeActivityFieldsSchema = z.strictObject({
  employeeNo: EmployeeNoSchema,
  /** An activity code (table notation) of the company. */
  activityCode: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue),
  dateFrom: IsoDateSchema,
  /** Missing or null: the activity has no end. */
  dateTo: IsoDateSchema.nullish().transform((value) => value ?? null),
  description: textSchema()
    .trim()
    .max(250, ErrorCode.invalidValue)
    .nullish()
    .transform((value) => value || null),
  setupEntries: z.array(ActivitySetupEntryInputSchema, { error: ErrorCode.invalidValue }).max(7, ErrorCode.invalidValue),
});

function checkWeekdaysOnce(value: { setupEntries: readonly { weekdays: readonly number[] }[] }, context: z.RefinementCtx) {
  for (const index of setupEntriesRepeatingWeekdays(value.setupEntries)) {
    context.addIssue({ code: 'custom', path: ['setupEntries', index, 'weekdays'], message: ErrorCode.activityWeekdayRepeated });
  }
}

/** POST wtc-area/employee-activities. */
export const EmployeeActivityInputSchema = EmployeeActivityFieldsSchema.superRefine(checkDateRange('dateFrom', 'dateTo')).superRefine(
  checkWeekdaysOnce,
);
export type EmployeeActivityInput = z.infer<typeof EmployeeActivityInputSchema>;
export type EmployeeActivityFormInput = z.input<typeof EmployeeActivityInputSchema>;

/** PUT wtc-area/employee-activities/{id}: every field, with the version read (an older one is refused). */
export const EmployeeActivityUpdateInputSchema = EmployeeActivityFieldsSchema.extend({
  id: RecordIdSchema,
  version: int4Schema({ min: 0, error: ErrorCode.invalidValue }),
})
  .superRefine(checkDateRange('dateFrom', 'dateTo'))
  .superRefine(checkWeekdaysOnce);
export type EmployeeActivityUpdateInput = z.infer<typeof EmployeeActivityUpdateInputSchema>;

/** GET, DELETE wtc-area/employee-activities/{id}. */
export const EmployeeActivityIdInputSchema = z.strictObject({ id: RecordIdSchema });

/** GET wtc-area/employee-activities: a page of the company's activities, the latest start first. */
export const EmployeeActivityListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  employeeNo: optionalQueryValue(EmployeeNoSchema.optional()),
  activityCode: optionalQueryValue(textSchema().trim().min(1, ErrorCode.invalidValue).max(20, ErrorCode.invalidValue).optional()),
  /** Only the activities sharing a day with from..to (either may be left out). */
  from: optionalQueryValue(IsoDateSchema.optional()),
  to: optionalQueryValue(IsoDateSchema.optional()),
});
export type EmployeeActivityListInput = z.input<typeof EmployeeActivityListInputSchema>;
export type EmployeeActivityListQuery = z.infer<typeof EmployeeActivityListInputSchema>;

export const ActivitySetupEntrySchema = z.object({
  id: z.number().int(),
  weekdays: z.array(z.number().int()),
  hoursType: ActivityHoursTypeSchema,
  minutes: z.number().int().nullable(),
  excludeHolidays: z.boolean(),
});
export type ActivitySetupEntry = z.infer<typeof ActivitySetupEntrySchema>;

export const EmployeeActivitySchema = z.object({
  id: z.number().int(),
  employeeNo: z.string(),
  employeeName: z.string(),
  activityCode: z.string(),
  activityName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string().nullable(),
  description: z.string().nullable(),
  setupEntries: z.array(ActivitySetupEntrySchema),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type EmployeeActivity = z.infer<typeof EmployeeActivitySchema>;

export const EmployeeActivityPageSchema = pagedResultSchema(EmployeeActivitySchema);
export type EmployeeActivityPage = z.infer<typeof EmployeeActivityPageSchema>;

/** POST wtc-area/timesheets/generate-activity-entries: the month's activity entries of the lines given (all when left out). */
export const GenerateTimesheetActivityEntriesInputSchema = GenerateTimesheetInputSchema;
export type GenerateTimesheetActivityEntriesInput = z.infer<typeof GenerateTimesheetActivityEntriesInputSchema>;
