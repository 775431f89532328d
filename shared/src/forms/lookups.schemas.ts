import { z } from 'zod';
import { QueryBooleanSchema, RecordIdSchema } from '../api/envelope';
import { textSchema } from '../api/input-primitives';
import { type BusinessCalendar, lithuanianCalendar } from '../calendar/business-calendar';
import { checkDateRange } from '../calendar/date-range';
import { addMonths, eachDate, type IsoDate, IsoDateSchema, isEmptyErpDate, monthRange } from '../calendar/iso-dates';
import { DepartmentSchema } from '../departments/departments.schemas';
import { HolidayDayType } from '../employees/contract.schemas';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { ParticipantSchema } from './field-types';
import { MAX_PARTICIPANTS } from './participants';
import type { EnteredDatesCheck, ParentDayOffCheck } from './validate-form';

// Contracts of the form lookups (spec 1 §7 "Documents": the data the dynamic-form controls and the
// validation types 6, 7 and 8 ask for) and the pure rules behind them. The server fills them with SQL.

/** Most employees a picker answers: the participant maximum (spec 1 §9). */
export const EMPLOYEE_PICKER_LIMIT = MAX_PARTICIPANTS;
/** Longest date range a lookup accepts, in days. */
export const LOOKUP_RANGE_MAX_DAYS = 366;
export const PICKER_SEARCH_MAX_LENGTH = 100;

const IdSchema = RecordIdSchema;

/** A query parameter left empty ('' or null) means not given. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

const SearchQuerySchema = optional(textSchema().trim().max(PICKER_SEARCH_MAX_LENGTH, ErrorCode.invalidValue));

// ---------------------------------------------------------------------------------------------
// Employee pickers (field types 9, 13, 14) and the lists admin participant adding uses.

/**
 * The employee picker query. With none of the scope flags a non-administrator gets only themself;
 * each flag adds a group (their team, their department, the company when it is one of their work-time
 * companies). With formDataId the flags of that placed field apply and the ones sent are ignored, so
 * a client cannot widen a field's scope. employeeNo narrows the answer to that one employee (the
 * current value of a field), still within the scope.
 */
export const EmployeePickerInputSchema = z
  .strictObject({
    subordinateEmployees: QueryBooleanSchema.default(false),
    departmentEmployees: QueryBooleanSchema.default(false),
    workTimeSetupEmployees: QueryBooleanSchema.default(false),
    showTerminated: QueryBooleanSchema.default(false),
    searchQuery: SearchQuerySchema,
    formId: optional(IdSchema),
    formDataId: optional(IdSchema),
    employeeNo: optional(EmployeeNoSchema),
  })
  .prefault({});
export type EmployeePickerInput = z.infer<typeof EmployeePickerInputSchema>;

/** A picked employee: the participant value itself (spec 1 §3 "Participant value"). */
export const EmployeePickerItemSchema = ParticipantSchema;
export type EmployeePickerItem = z.infer<typeof EmployeePickerItemSchema>;

/** A picked employee who has a user (users-with-employee-meta). */
export const UserPickerItemSchema = ParticipantSchema.extend({ userId: z.number().int() });
export type UserPickerItem = z.infer<typeof UserPickerItemSchema>;

export const UsersWithEmployeeInfoInputSchema = z
  .strictObject({ searchQuery: SearchQuerySchema, showTerminated: QueryBooleanSchema.default(false) })
  .prefault({});
export type UsersWithEmployeeInfoInput = z.infer<typeof UsersWithEmployeeInfoInputSchema>;

/** A user with their employee record in the session's company (the user fields of a role mapping). */
export const UserWithEmployeeInfoSchema = z.object({
  userId: z.number().int(),
  employeeNo: z.string(),
  personnelNo: z.string(),
  employeeFullName: z.string(),
  departmentCode: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type UserWithEmployeeInfo = z.infer<typeof UserWithEmployeeInfoSchema>;

export const EmployeeDepartmentSchema = DepartmentSchema;
export type EmployeeDepartment = z.infer<typeof EmployeeDepartmentSchema>;

/** Job titles have no code of their own in the employee mirror: the title is its code. */
export const EmployeeJobTitleSchema = z.object({ jobTitleCode: z.string(), jobTitleName: z.string() });
export type EmployeeJobTitle = z.infer<typeof EmployeeJobTitleSchema>;

/** The manager (type 12) or functional manager (type 21) of an employee, or null when none is set. */
export const EmployeeManagerSchema = ParticipantSchema.nullable();
export type EmployeeManager = z.infer<typeof EmployeeManagerSchema>;

/** The display name of a participant: 'First Last (employeeNo)'. */
export function participantName(person: { firstName: string; lastName: string; employeeNo: string }): string {
  return `${person.firstName} ${person.lastName} (${person.employeeNo})`;
}

// ---------------------------------------------------------------------------------------------
// Annual leave (field types 19 and 22, validation type 6).

export const HolidayReserveBalanceInputSchema = z
  .strictObject({ dateFrom: IsoDateSchema, dateTo: IsoDateSchema, employeeNo: EmployeeNoSchema })
  .superRefine(checkDateRange('dateFrom', 'dateTo', LOOKUP_RANGE_MAX_DAYS));
export type HolidayReserveBalanceInput = z.infer<typeof HolidayReserveBalanceInputSchema>;

export const AnnualLeaveCalculationInputSchema = z
  .strictObject({
    dateFrom: IsoDateSchema,
    dateTo: IsoDateSchema,
    /** Count public holidays in the calendar days (the field flag includeHolidaysAnnualLeave). */
    includeHolidays: QueryBooleanSchema.default(false),
    employeeNo: EmployeeNoSchema,
  })
  .superRefine(checkDateRange('dateFrom', 'dateTo', LOOKUP_RANGE_MAX_DAYS));
export type AnnualLeaveCalculationInput = z.infer<typeof AnnualLeaveCalculationInputSchema>;

/** Spec 1 §3 "Annual-leave result". */
export const AnnualLeaveResultSchema = z.object({
  /** Calendar days of the range; public holidays only when they are included. */
  calendarDays: z.number(),
  workDays: z.number(),
  /** Unused holiday days on the first day of the range, two decimals. */
  holidayReserve: z.number(),
  /** 0: the reserve counts working days; otherwise calendar days. */
  holidayDayType: z.number().int(),
  /** The reserve less the days the range takes, two decimals (negative when it does not suffice). */
  holidayReserveAfterDays: z.number(),
});
export type AnnualLeaveResult = z.infer<typeof AnnualLeaveResultSchema>;

export const AnnualLeaveAllowanceInputSchema = z
  .strictObject({ employeeNo: EmployeeNoSchema, from: IsoDateSchema, to: IsoDateSchema })
  .superRefine(checkDateRange('from', 'to', LOOKUP_RANGE_MAX_DAYS));
export type AnnualLeaveAllowanceInput = z.infer<typeof AnnualLeaveAllowanceInputSchema>;

/** The holiday reserve a leave in the range can draw on: the reserve on its first day. */
export const AnnualLeaveAllowanceSchema = z.object({
  employeeNo: z.string(),
  from: z.string(),
  to: z.string(),
  holidayReserve: z.number(),
  holidayDayType: z.number().int(),
  holidayRange: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type AnnualLeaveAllowance = z.infer<typeof AnnualLeaveAllowanceSchema>;

/** Rounds to two decimals, as balances are shown (spec 1 §9), without binary artefacts (1.3 − 1). */
export function roundToHundredths(value: number): number {
  const rounded = Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

export interface LeaveDays {
  calendarDays: number;
  workDays: number;
}

/**
 * The days a leave from `from` to `to` takes. Public holidays falling in an annual leave are not
 * counted into it (Lithuanian Labour Code), so calendar days leave them out unless includeHolidays.
 */
export function leaveDaysOf(
  from: IsoDate,
  to: IsoDate,
  includeHolidays: boolean,
  calendar: BusinessCalendar = lithuanianCalendar,
): LeaveDays {
  const dates = eachDate(from, to);
  return {
    calendarDays: includeHolidays ? dates.length : dates.filter((date) => !calendar.isHoliday(date)).length,
    workDays: dates.filter((date) => calendar.isWorkDay(date)).length,
  };
}

/** The annual-leave result: the reserve less the range's work days (type 0) or calendar days. */
export function annualLeaveResult(reserve: { holidayReserve: number; holidayDayType: number }, days: LeaveDays): AnnualLeaveResult {
  const taken = reserve.holidayDayType === HolidayDayType.workDays ? days.workDays : days.calendarDays;
  return {
    calendarDays: days.calendarDays,
    workDays: days.workDays,
    holidayReserve: roundToHundredths(reserve.holidayReserve),
    holidayDayType: reserve.holidayDayType,
    holidayReserveAfterDays: roundToHundredths(reserve.holidayReserve - taken),
  };
}

// ---------------------------------------------------------------------------------------------
// Parent day off (validation type 7): "mamadienis / tėvadienis", Labour Code art. 138(3).

/** The timesheet notation of the extra rest day for parents (MD) in the activity codes. */
export const PARENT_DAY_OFF_ACTIVITY_CODE = 'MD';

/** Messages of the parent day-off check (catalogue keys; valid 0 blocks, valid 1 warns). */
export const ParentDayOffMessage = {
  employeeNotFound: 'validation.parent_day_off_employee_not_found',
  /** No child that gives the right on a work day of the range. */
  noChild: 'validation.parent_day_off_no_child',
  /** The range holds no work day. */
  notWorkDay: 'validation.parent_day_off_not_work_day',
  /** The month's (or quarter's) days are already taken or the range asks for more. */
  allowanceUsed: 'validation.parent_day_off_allowance_used',
  /** Warning: the range takes more than one day. */
  severalDays: 'validation.parent_day_off_several_days',
} as const;
export type ParentDayOffMessage = (typeof ParentDayOffMessage)[keyof typeof ParentDayOffMessage];

export const ParentDayOffInputSchema = z
  .strictObject({ from: IsoDateSchema, to: IsoDateSchema, employeeNo: EmployeeNoSchema })
  .superRefine(checkDateRange('from', 'to', LOOKUP_RANGE_MAX_DAYS));
export type ParentDayOffInput = z.infer<typeof ParentDayOffInputSchema>;

/** Spec 1 §3 "Parent-day-off check result". */
export const ParentDayOffResultSchema = z.object({ valid: z.union([z.literal(0), z.literal(1)]), message: z.string().nullable() });

// Relative types the ERP writes for a child (Lithuanian and English), compared without case.
const CHILD_RELATIVE_TYPES = new Set(['vaikas', 'sūnus', 'dukra', 'įsūnis', 'įdukra', 'child', 'son', 'daughter']);

export function isChildRelativeType(relativeType: string): boolean {
  return CHILD_RELATIVE_TYPES.has(relativeType.trim().toLocaleLowerCase('lt'));
}

export interface ChildRecord {
  birthDate: IsoDate;
  disabled: boolean;
}

export const ParentDayOffPeriod = { month: 'month', quarter: 'quarter' } as const;
export type ParentDayOffPeriod = (typeof ParentDayOffPeriod)[keyof typeof ParentDayOffPeriod];

export interface ParentDayOffEntitlement {
  days: number;
  period: ParentDayOffPeriod;
}

/** Whether the child is younger than `years` on the date: the right lasts up to that birthday inclusive. */
function isUnder(child: ChildRecord, years: number, date: IsoDate): boolean {
  return child.birthDate <= date && date <= addMonths(child.birthDate, years * 12);
}

/**
 * The extra rest days a parent has on a date (Labour Code art. 138(3), as the State Labour Inspectorate
 * reads it): two a month with three or more children under 12, two under 12 of whom one is disabled, or
 * two disabled children under 18; one a month with two children under 12 or a disabled child under 18;
 * one per quarter with one child under 12. The grounds do not add up: the most favourable applies.
 */
export function parentDayOffEntitlement(children: readonly ChildRecord[], date: IsoDate): ParentDayOffEntitlement | null {
  const under12 = children.filter((child) => isUnder(child, 12, date));
  const disabledUnder18 = children.filter((child) => child.disabled && isUnder(child, 18, date));
  if (under12.length >= 3 || (under12.length >= 2 && under12.some((child) => child.disabled)) || disabledUnder18.length >= 2) {
    return { days: 2, period: ParentDayOffPeriod.month };
  }
  if (under12.length >= 2 || disabledUnder18.length >= 1) return { days: 1, period: ParentDayOffPeriod.month };
  if (under12.length === 1) return { days: 1, period: ParentDayOffPeriod.quarter };
  return null;
}

/** The month or calendar quarter holding the date. */
export function parentDayOffPeriodOf(date: IsoDate, period: ParentDayOffPeriod): { from: IsoDate; to: IsoDate } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (period === ParentDayOffPeriod.month) return monthRange(year, month);
  const first = month - ((month - 1) % 3);
  return { from: monthRange(year, first).from, to: monthRange(year, first + 2).to };
}

export interface ParentDayOffRequest {
  from: IsoDate;
  to: IsoDate;
  children: readonly ChildRecord[];
  /** Parent days off already registered (MD absences) around the range. */
  taken: readonly { from: IsoDate; to: IsoDate }[];
}

/**
 * The parent day-off check of a range: each work day of it needs a child giving the right on that day,
 * and the days of each month (or quarter) plus those already taken in it must fit the allowance.
 * A range of more than one work day passes with a warning.
 */
export function checkParentDayOffRange(request: ParentDayOffRequest, calendar: BusinessCalendar = lithuanianCalendar): ParentDayOffCheck {
  const workDays = eachDate(request.from, request.to).filter((date) => calendar.isWorkDay(date));
  if (workDays.length === 0) return { valid: 0, message: ParentDayOffMessage.notWorkDay };
  const periods = new Map<string, { from: IsoDate; to: IsoDate; allowance: number; requested: number }>();
  for (const date of workDays) {
    const entitlement = parentDayOffEntitlement(request.children, date);
    if (!entitlement) return { valid: 0, message: ParentDayOffMessage.noChild };
    const range = parentDayOffPeriodOf(date, entitlement.period);
    const key = `${entitlement.period}:${range.from}`;
    const current = periods.get(key) ?? { ...range, allowance: 0, requested: 0 };
    periods.set(key, { ...current, allowance: Math.max(current.allowance, entitlement.days), requested: current.requested + 1 });
  }
  for (const period of periods.values()) {
    const taken = request.taken.reduce((days, range) => {
      const from = range.from > period.from ? range.from : period.from;
      const to = range.to < period.to ? range.to : period.to;
      return days + (from <= to ? calendar.countWorkDays(from, to) : 0);
    }, 0);
    if (taken + period.requested > period.allowance) return { valid: 0, message: ParentDayOffMessage.allowanceUsed };
  }
  return workDays.length > 1 ? { valid: 1, message: ParentDayOffMessage.severalDays } : { valid: 1, message: null };
}

// ---------------------------------------------------------------------------------------------
// Entered dates (validation type 8).

/**
 * Messages of the entered-dates check; the form shows each as `validation.errors.{message}`
 * (ENTERED_DATES_MESSAGE_PREFIX). They double as the names of the checks a rule runs.
 */
export const EnteredDatesMessage = {
  /** No employee record with the number in the company. */
  employeeNotFound: 'employee_not_found',
  /** The range falls outside the employment (hired after its end or terminated before its start). */
  notEmployed: 'employee_not_employed',
  /** The range starts before today. */
  dateOverdue: 'date_overdue',
  /** The employee already has absences on some day of the range. */
  absenceExists: 'absence_exists',
  /** The range takes more annual leave than the reserve holds (opt-in). */
  leaveExceedsBalance: 'leave_exceeds_balance',
} as const;
export type EnteredDatesMessage = (typeof EnteredDatesMessage)[keyof typeof EnteredDatesMessage];

const DEFAULT_ENTERED_DATES_CHECKS: readonly EnteredDatesMessage[] = [EnteredDatesMessage.dateOverdue, EnteredDatesMessage.absenceExists];
const OPTIONAL_ENTERED_DATES_CHECKS: readonly EnteredDatesMessage[] = [
  ...DEFAULT_ENTERED_DATES_CHECKS,
  EnteredDatesMessage.leaveExceedsBalance,
];

/**
 * The checks a type-8 rule runs besides the employee's existence and employment: those its value lists
 * (comma-separated names, e.g. 'absence_exists,leave_exceeds_balance'), or date_overdue and
 * absence_exists when it lists none.
 */
export function enteredDatesChecksOf(ruleValue: string | null | undefined): EnteredDatesMessage[] {
  const named = (ruleValue ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is EnteredDatesMessage => (OPTIONAL_ENTERED_DATES_CHECKS as readonly string[]).includes(name));
  return named.length > 0 ? [...new Set(named)] : [...DEFAULT_ENTERED_DATES_CHECKS];
}

/** Whether the employment covers the range; ERP placeholder dates (≤ 1900, 9999) mean none. */
export function isEmployedDuring(
  employment: { employmentDate: IsoDate | null; terminationDate: IsoDate | null },
  from: IsoDate,
  to: IsoDate,
): boolean {
  const hired = isEmptyErpDate(employment.employmentDate) || employment.employmentDate! <= to;
  const stillEmployed = isEmptyErpDate(employment.terminationDate) || employment.terminationDate! >= from;
  return hired && stillEmployed;
}

export const EnteredDatesInputSchema = z
  .strictObject({ from: IsoDateSchema, to: IsoDateSchema, employeeNo: EmployeeNoSchema, validationId: IdSchema })
  .superRefine(checkDateRange('from', 'to', LOOKUP_RANGE_MAX_DAYS));
export type EnteredDatesInput = z.infer<typeof EnteredDatesInputSchema>;

export const EnteredDatesResultSchema = z.object({ valid: z.boolean(), messages: z.array(z.string()) });
export type EnteredDatesResult = EnteredDatesCheck;
