import { z } from 'zod';
import { TimesheetMonthInputSchema } from './timesheets.schemas';

// A timesheet's month and the ERP (spec 2 §7 "Timesheets": update-navision, set-bc-update-date,
// export-to-excel-nav-comparison). The portal queues what the ERP must hold; the outbox delivers it.

/** `POST update-navision` ({timesheetId, year, month}): the approved month's hours, one change per employee. */
export const TimesheetUpdateNavisionInputSchema = TimesheetMonthInputSchema;
export type TimesheetUpdateNavisionInput = z.input<typeof TimesheetUpdateNavisionInputSchema>;

/** What a hand-over queued: nothing when the ERP already has (or is being sent) the same. */
export const TimesheetErpHandOverResultSchema = z.object({
  /** Employee months queued for the ERP. */
  queued: z.number().int(),
  /** Employees whose month the ERP has as it is. */
  unchanged: z.number().int(),
  /** When the timesheet was last handed over (set when something was queued). */
  bcUpdatedAt: z.date().nullable(),
});
export type TimesheetErpHandOverResult = z.infer<typeof TimesheetErpHandOverResultSchema>;

/** `POST export-to-excel-nav-comparison` ({timesheetId, year, month}): the month beside what the ERP holds, as .xlsx. */
export const TimesheetNavComparisonInputSchema = TimesheetMonthInputSchema;
export type TimesheetNavComparisonInput = z.input<typeof TimesheetNavComparisonInputSchema>;
