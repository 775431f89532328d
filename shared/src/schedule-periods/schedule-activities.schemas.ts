import { z } from 'zod';
import { coercedInt4Schema, textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { CellsSchema, ScheduleMonthInputSchema } from './schedule-periods.schemas';

// Activities and holidays in schedules (spec 2 §3 day entry "activity", §7 generate-activity-entries and
// schedule-entries/generate-holiday-entries; issue #13).

/** An activity code as the company's table notations name it (activity_codes.code). */
export const ScheduleActivityCodeSchema = textSchema({ error: ErrorCode.fieldRequired })
  .trim()
  .min(1, ErrorCode.fieldRequired)
  .max(20, ErrorCode.invalidValue);

/**
 * `POST generate-activity-entries`: puts the activity (one of the company's activity codes, e.g.
 * training or a day off on request) on each cell, in place of the cell's work and activity entries
 * (an ERP absence stays). Like create-shift-entries it goes into the caller's edit session, opened by
 * `init`, as one undo step, and reaches the month on commit.
 */
export const GenerateActivityEntriesInputSchema = ScheduleMonthInputSchema.extend({
  activityCode: ScheduleActivityCodeSchema,
  cells: CellsSchema,
});
export type GenerateActivityEntriesInput = z.infer<typeof GenerateActivityEntriesInputSchema>;

/** At most a year of holiday in one call. */
export const MAX_HOLIDAY_DAYS = 366;

/**
 * `POST schedule-entries/generate-holiday-entries`: the employee's approved holiday written into every
 * schedule the employee belongs to over the dates, as persistent entries of the company's annual leave
 * code carrying the document. `employeeGuidEntryId` names the employee as the schedules' lines do: by
 * the employee number.
 */
export const GenerateHolidayEntriesInputSchema = z
  .strictObject({
    employeeGuidEntryId: EmployeeNoSchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    documentNo: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(50, ErrorCode.invalidValue),
    documentDate: IsoDateSchema,
  })
  .superRefine(checkDateRange('startDate', 'endDate', MAX_HOLIDAY_DAYS));
export type GenerateHolidayEntriesInput = z.infer<typeof GenerateHolidayEntriesInputSchema>;

export const GenerateHolidayEntriesResultSchema = z.object({
  /** The annual leave code written. */
  activityCode: z.string(),
  /** Holiday entries written (0 when the same document was written before). */
  written: z.number().int(),
  /** Formula and planners' entries the holiday took the place of. */
  replaced: z.number().int(),
  /** Each schedule the employee belongs to over the dates, with the entries written there. */
  schedules: z.array(z.object({ scheduleId: z.number().int(), code: z.string(), written: z.number().int() })),
});
export type GenerateHolidayEntriesResult = z.infer<typeof GenerateHolidayEntriesResultSchema>;

/** `GET {id}/override/{entryId}`: this schedule's entry wins over another schedule's entry of that day. */
export const OverrideEntryInputSchema = z.strictObject({
  scheduleId: coercedInt4Schema({ min: 1 }),
  entryId: coercedInt4Schema({ min: 1 }),
});
export type OverrideEntryInput = z.infer<typeof OverrideEntryInputSchema>;

export const OverrideResultSchema = z.object({
  /** Entries of other schedules overridden by this call (0 when they already were). */
  overridden: z.number().int(),
});
export type OverrideResult = z.infer<typeof OverrideResultSchema>;

/** An override between two schedules (`GET overrides`): the winning schedule and the overridden entry. */
export const ScheduleOverrideSchema = z.object({
  id: z.number().int(),
  /** The schedule whose entry wins that day. */
  schedule: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** The other schedule, whose entry is overridden. */
  overriddenSchedule: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  overriddenEntryId: z.number().int(),
  employeeNo: z.string(),
  employeeName: z.string(),
  date: IsoDateSchema,
  /** The overridden entry's shift or activity code. */
  code: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.date(),
});
export type ScheduleOverride = z.infer<typeof ScheduleOverrideSchema>;
