import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';

export const CountrySchema = z.object({ code: z.string(), name: z.string(), labelWithCountryCode: z.string() });
export type Country = z.infer<typeof CountrySchema>;

/** A working-ability or marital-status value. */
export const ClassifierValueSchema = z.object({ id: z.number().int(), value: z.string() });
export type ClassifierValue = z.infer<typeof ClassifierValueSchema>;

export const PayrollCalendarDaySchema = z.object({
  date: z.string(),
  dayType: z.enum(['work_day', 'pre_holiday', 'weekend', 'holiday']),
  isHoliday: z.boolean(),
  isWeekend: z.boolean(),
});

/** At most about three years of days in one answer. */
export const PAYROLL_CALENDAR_MAX_DAYS = 1100;

export const PayrollCalendarInputSchema = z
  .strictObject({
    dateFrom: IsoDateSchema,
    dateTo: IsoDateSchema,
    /** The payroll calendar's code ('rh'). */
    code: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue),
  })
  .superRefine(checkDateRange('dateFrom', 'dateTo', PAYROLL_CALENDAR_MAX_DAYS));
export type PayrollCalendarInput = z.infer<typeof PayrollCalendarInputSchema>;
