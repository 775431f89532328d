import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { pageInputSchema, PAGE_SIZE_DEFAULT, QueryBooleanSchema, SortDirectionSchema } from '../api/envelope';
import { IsoDateSchema } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';

/** An employee number as the ERP writes it (SV0012): letters, digits and a few separators. */
export const EmployeeNoSchema = textSchema({ error: ErrorCode.fieldRequired })
  .trim()
  .min(1, ErrorCode.fieldRequired)
  .max(20, ErrorCode.invalidValue)
  .regex(/^[A-Za-z0-9_.\-/]+$/, ErrorCode.invalidValue);

export const EmployeeNoInputSchema = z.strictObject({ employeeNo: EmployeeNoSchema });
export type EmployeeNoInput = z.infer<typeof EmployeeNoInputSchema>;

/** An employee in lists and pickers: directory fields only, nothing personal. */
export const EmployeeListItemSchema = z.object({
  employeeNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  departmentCode: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** Leads a team of their own (the allowMyTeam flag). */
  isManager: z.boolean(),
});
export type EmployeeListItem = z.infer<typeof EmployeeListItemSchema>;

// Sort keys of the legacy API (sort=EmployeeNo), mapped to columns through an allowlist on the server.
export const EmployeeSortSchema = z.enum(['EmployeeNo', 'FirstName', 'LastName', 'Department', 'JobTitle']);
export type EmployeeSort = z.infer<typeof EmployeeSortSchema>;

const sorting = {
  sort: EmployeeSortSchema.default('EmployeeNo'),
  sortDirection: SortDirectionSchema.default('asc'),
};

export const EmployeeListInputSchema = z.strictObject(sorting);
export type EmployeeListInput = z.infer<typeof EmployeeListInputSchema>;

export const EmployeePageInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend(sorting);
export type EmployeePageInput = z.infer<typeof EmployeePageInputSchema>;

/** Employees employed on a date (hired on or before it and not terminated before it). */
export const AvailableEmployeesInputSchema = z.strictObject({ date: IsoDateSchema, ...sorting });
export type AvailableEmployeesInput = z.infer<typeof AvailableEmployeesInputSchema>;

export const TeamListInputSchema = z.strictObject({
  /** Also list team members who lead a team of their own. */
  showManagers: QueryBooleanSchema.default(false),
});
export type TeamListInput = z.infer<typeof TeamListInputSchema>;
