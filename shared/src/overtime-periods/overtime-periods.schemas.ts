import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, RecordIdSchema } from '../api/envelope';
import { int4Schema, textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { optionalQueryValue } from '../shift-groups/shift-groups.schemas';

// Overtime agreements (spec 2 §2 "employee-overtime-periods", the generic model calls on
// wtc-area/employee-overtime-periods; issue #14): per employee and period, the signed consent to the
// Labor Code's longer weekly limit and the agreed overtime caps. The order and overlap rules are in
// overtime-periods.rules.ts; the server checks the overlap against the stored periods.

const OptionalHoursSchema = (max: number) =>
  int4Schema({ min: 0, max, error: ErrorCode.invalidValue })
    .nullish()
    .transform((value) => value ?? null);

const OvertimePeriodFieldsSchema = z.strictObject({
  employeeNo: EmployeeNoSchema,
  validFrom: IsoDateSchema,
  /** Missing or null: the agreement has no end. */
  validTo: IsoDateSchema.nullish().transform((value) => value ?? null),
  /** The employee signed consent to work up to the longer weekly limit (60 h instead of the 48-hour average). */
  weeklyHoursConsent: z.boolean({ error: ErrorCode.invalidValue }),
  /** Agreed most overtime hours a week and a year; null is no cap of its own. */
  maxOvertimeHoursWeek: OptionalHoursSchema(168),
  maxOvertimeHoursYear: OptionalHoursSchema(8784),
  note: textSchema()
    .trim()
    .max(500, ErrorCode.invalidValue)
    .nullish()
    .transform((value) => value || null),
});

/** POST wtc-area/employee-overtime-periods. */
export const OvertimePeriodInputSchema = OvertimePeriodFieldsSchema.superRefine(checkDateRange('validFrom', 'validTo'));
export type OvertimePeriodInput = z.infer<typeof OvertimePeriodInputSchema>;
export type OvertimePeriodFormInput = z.input<typeof OvertimePeriodInputSchema>;

/** PUT wtc-area/employee-overtime-periods/{id}. */
export const OvertimePeriodUpdateInputSchema = OvertimePeriodFieldsSchema.extend({ id: RecordIdSchema }).superRefine(
  checkDateRange('validFrom', 'validTo'),
);
export type OvertimePeriodUpdateInput = z.infer<typeof OvertimePeriodUpdateInputSchema>;

/** GET, DELETE wtc-area/employee-overtime-periods/{id}. */
export const OvertimePeriodIdInputSchema = z.strictObject({ id: RecordIdSchema });

/** GET wtc-area/employee-overtime-periods: a page of the company's agreements, newest start first. */
export const OvertimePeriodListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  employeeNo: optionalQueryValue(EmployeeNoSchema.optional()),
  departmentCode: optionalQueryValue(textSchema().trim().min(1, ErrorCode.invalidValue).max(20, ErrorCode.invalidValue).optional()),
  /** Only the agreements in force on this day. */
  date: optionalQueryValue(IsoDateSchema.optional()),
});
export type OvertimePeriodListInput = z.input<typeof OvertimePeriodListInputSchema>;
export type OvertimePeriodListQuery = z.infer<typeof OvertimePeriodListInputSchema>;

export const OvertimePeriodSchema = z.object({
  id: z.number().int(),
  employeeNo: z.string(),
  employeeName: z.string(),
  departmentCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  weeklyHoursConsent: z.boolean(),
  maxOvertimeHoursWeek: z.number().int().nullable(),
  maxOvertimeHoursYear: z.number().int().nullable(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OvertimePeriod = z.infer<typeof OvertimePeriodSchema>;

export const OvertimePeriodPageSchema = pagedResultSchema(OvertimePeriodSchema);
export type OvertimePeriodPage = z.infer<typeof OvertimePeriodPageSchema>;
