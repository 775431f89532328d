import { z } from 'zod';
import { coercedInt4Schema } from '../api/input-primitives';

/** A month of the business calendar, as REST paths carry it (`/{year}/{month}`). */
export const MyScheduleInputSchema = z.strictObject({
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type MyScheduleInput = z.infer<typeof MyScheduleInputSchema>;

/** Who wrote a day entry: the schedule's formula, a planner, or the ERP (an approved absence). */
export const ScheduleEntrySourceSchema = z.enum(['formula', 'manual', 'erp']);
export type ScheduleEntrySource = z.infer<typeof ScheduleEntrySourceSchema>;

/** A day entry's kind (spec 2 §3): a shift, an activity a planner placed, or an absence from the ERP. */
export const ScheduleEntryTypeSchema = z.enum(['work', 'activity', 'integration_activity']);
export type ScheduleEntryType = z.infer<typeof ScheduleEntryTypeSchema>;

/** The code of a plain day (spec 1 §3 "My schedule"): drawn grey, without times. */
export const PLAIN_DAY_CODE = 'P';

/** One entry of the employee's own schedule. */
export const MyScheduleEntrySchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  scheduleName: z.string(),
  date: z.string(),
  type: ScheduleEntryTypeSchema,
  code: z.string(),
  name: z.string(),
  /** 'HH:mm', or null for a day without times (rest days, plain days, whole-day activities). */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Work hours the entry counts (rest not counted in work time left out). */
  workHours: z.number(),
  absenceHours: z.number(),
  backgroundColor: z.string(),
  fontColor: z.string(),
});
export type MyScheduleEntry = z.infer<typeof MyScheduleEntrySchema>;

export const MyScheduleDaySchema = z.object({
  date: z.string(),
  /** weekday, weekend or holiday (spec 2 §3 "Calendar day"). */
  dayType: z.enum(['weekday', 'weekend', 'holiday']),
  entries: z.array(MyScheduleEntrySchema),
});

/** The schedules the employee is in that month, with the month's status there. */
export const MySchedulePeriodSchema = z.object({
  scheduleId: z.number().int(),
  scheduleName: z.string(),
  /** 0 InProgress, 1 Prepared, 2 Approved; null when the month has no period there yet. */
  status: z.number().int().nullable(),
});

export const MyScheduleSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  myScheduleDays: z.array(MyScheduleDaySchema),
  myScheduleHolidays: z.array(z.object({ date: z.string(), name: z.string(), nameEn: z.string() })),
  schedules: z.array(MySchedulePeriodSchema),
  totals: z.object({ workHours: z.number(), absenceHours: z.number(), shifts: z.number().int() }),
});
export type MySchedule = z.infer<typeof MyScheduleSchema>;

export const ScheduleEntryDetailsInputSchema = z.strictObject({ entryId: coercedInt4Schema({ min: 1 }) });

/** A rest inside a shift: fixed (start and end) or only its length; counted in work time or not. */
export const ShiftRestSchema = z.object({
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  minutes: z.number().int(),
  countedInWorkTime: z.boolean(),
});

/** The dialog behind an entry (spec 1 §3 "My schedule"). */
export const ScheduleEntryDetailsSchema = z.object({
  id: z.number().int(),
  schedule: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  employeeName: z.string(),
  type: ScheduleEntryTypeSchema,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  workHours: z.number(),
  period: z.object({ year: z.number().int(), month: z.number().int(), status: z.number().int().nullable() }),
  restEntries: z.array(ShiftRestSchema),
  source: ScheduleEntrySourceSchema,
  createdBy: z.string().nullable(),
  createdAt: z.date(),
  /** The document the entry was written from (a holiday: generate-holiday-entries), or null. */
  documentNo: z.string().nullable(),
  documentDate: z.string().nullable(),
});
export type ScheduleEntryDetails = z.infer<typeof ScheduleEntryDetailsSchema>;
