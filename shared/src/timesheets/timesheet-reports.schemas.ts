import { z } from 'zod';
import { QueryBooleanSchema } from '../api/envelope';
import { coercedInt4Schema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';

// The timesheet reports (spec 2 §7 "Timesheets": POST download, downloadsdladiff,
// downloadunusedholidaydays; issue #14). Each names the timesheet in the body, as the module's other
// POST calls do, and may limit the rows to some of its employees (empty or left out: all of them).

/** A large schedule's lines; the rows are limited to the timesheet's employees anyway. */
const MAX_SELECTED_EMPLOYEES = 10_000;

const SelectedEmployeesSchema = z
  .array(EmployeeNoSchema)
  .max(MAX_SELECTED_EMPLOYEES, ErrorCode.invalidValue)
  .default([])
  .transform((employeeNos) => [...new Set(employeeNos)]);

const TimesheetIdSchema = coercedInt4Schema({ min: 1 });

/** `POST download`: the month's working-time record ("Darbo laiko apskaitos žiniaraštis"). */
export const TimesheetMonthReportInputSchema = z.strictObject({
  timesheetId: TimesheetIdSchema,
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
  /** Codes with their hours in the day cells; otherwise the codes only. */
  setHours: QueryBooleanSchema.default(true),
  selectedEmployees: SelectedEmployeesSchema,
  /** Adds the summed working-time accounting (SDLA) columns: norm against hours over the accounting period. */
  showSdlaResult: QueryBooleanSchema.default(false),
});
export type TimesheetMonthReportInput = z.input<typeof TimesheetMonthReportInputSchema>;

/** `POST downloadsdladiff`: planned (schedule) against actual (timesheet) hours per employee over a range of at most a year. */
export const TimesheetSdlaDiffInputSchema = z
  .strictObject({
    timesheetId: TimesheetIdSchema,
    from: IsoDateSchema,
    to: IsoDateSchema,
    selectedEmployees: SelectedEmployeesSchema,
  })
  .superRefine(checkDateRange('from', 'to', 366));
export type TimesheetSdlaDiffInput = z.input<typeof TimesheetSdlaDiffInputSchema>;

/** `POST downloadunusedholidaydays`: each employee's unused holiday days on a date. */
export const TimesheetUnusedHolidaysInputSchema = z.strictObject({
  timesheetId: TimesheetIdSchema,
  to: IsoDateSchema,
  selectedEmployees: SelectedEmployeesSchema,
});
export type TimesheetUnusedHolidaysInput = z.input<typeof TimesheetUnusedHolidaysInputSchema>;
