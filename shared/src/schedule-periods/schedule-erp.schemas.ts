import { z } from 'zod';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { PeriodStateSchema, ScheduleMonthInputSchema } from './schedule-periods.schemas';

// A schedule's month and the ERP (spec 2 §7 "Schedules": update-navision, absence-to-navision,
// export-to-excel-nav-comparison). The portal queues what the ERP must hold; the outbox delivers it.

/** `POST update-navision/{year}/{month}` ({scheduleId}): the month's committed schedule, one change per employee. */
export const UpdateNavisionInputSchema = ScheduleMonthInputSchema;
export type UpdateNavisionInput = z.input<typeof UpdateNavisionInputSchema>;

/**
 * `POST absence-to-navision` ({scheduleId, year, month, employeeNos?}): the planners' activities of the
 * month as absences, one per continuous run of a code; all the month's employees when employeeNos is left out.
 */
export const AbsenceToNavisionInputSchema = ScheduleMonthInputSchema.extend({
  employeeNos: z.array(EmployeeNoSchema).min(1, ErrorCode.selectAtLeastOne).max(10_000, ErrorCode.invalidValue).optional(),
});
export type AbsenceToNavisionInput = z.input<typeof AbsenceToNavisionInputSchema>;

/** What a hand-over queued: nothing when the ERP already has (or is being sent) the same. */
export const ErpHandOverResultSchema = z.object({
  /** Changes queued for the ERP (employee months, or absences to record). */
  queued: z.number().int(),
  /** Absences recorded before that the month no longer has, queued to be taken back. */
  reversed: z.number().int(),
  /** Employees (update-navision) or absences (absence-to-navision) the ERP has as they are. */
  unchanged: z.number().int(),
  /** The period after the call: update-navision marks it as sent when it queued something. */
  period: PeriodStateSchema,
});
export type ErpHandOverResult = z.infer<typeof ErpHandOverResultSchema>;

/** `POST export-to-excel-nav-comparison/{year}/{month}` ({scheduleId}): the month beside what the ERP holds, as .xlsx. */
export const NavComparisonInputSchema = ScheduleMonthInputSchema;
export type NavComparisonInput = z.input<typeof NavComparisonInputSchema>;
