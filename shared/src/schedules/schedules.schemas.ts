import { z } from 'zod';
import {
  PAGE_SIZE_DEFAULT,
  pageInputSchema,
  pagedResultSchema,
  QueryBooleanSchema,
  RecordIdSchema,
  SortDirectionSchema,
} from '../api/envelope';
import { coercedInt4Schema, int4Schema, textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { ScheduleEntrySourceSchema, ScheduleEntryTypeSchema } from '../my-schedule/my-schedule.schemas';
import {
  FormulaType,
  SummaryTableCalculationMode,
  SummaryTableCalculationModeSchema,
  TrackingTypeSchema,
  WorkTimePermissionAction,
} from '../work-time/work-time.schemas';

// Schedules (spec 2 §3 schedule, schedule employee group, schedule employee; §7 "Schedules", "Schedule
// entries and employees", the generic model calls): the definition of a schedule, the employee groups
// its lines are grouped by, who is in it for which validity with which formula, and the minimum and
// maximum head count of a shift on a day. Periods, entries and the month table are elsewhere.

const CodeSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue);
const NameSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(100, ErrorCode.invalidValue);
const OptionalTextSchema = (max: number) =>
  textSchema()
    .trim()
    .max(max, ErrorCode.invalidValue)
    .nullish()
    .transform((value) => value ?? '');
/** Free text to search a list by (empty: no search). */
const SearchSchema = textSchema()
  .trim()
  .max(100, ErrorCode.invalidValue)
  .optional()
  .transform((value) => value || undefined);

const WorkTimePermissionActionSchema = z.enum(WorkTimePermissionAction);

/** A schedule, group or membership named by its id (archive, undo-archive, delete). */
export const ScheduleRecordIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type ScheduleRecordIdInput = z.infer<typeof ScheduleRecordIdInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Schedule

/** The body of a schedule's create and update calls. Archiving has calls of its own. */
export const ScheduleInputSchema = z.strictObject({
  /** Unique in the company, whatever the case. */
  code: CodeSchema,
  name: NameSchema,
  /** A live shift group of the company: the shifts and formulas the schedule plans with. */
  shiftGroupId: RecordIdSchema,
  printHeader: OptionalTextSchema(200),
  printCity: OptionalTextSchema(100),
  printSignatureColumn: z.boolean().default(false),
  displayDetailedSummaryTable: z.boolean().default(false),
  summaryTableCalculationMode: SummaryTableCalculationModeSchema.default(SummaryTableCalculationMode.fullCoverageOnly),
});
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>;

export const UpdateScheduleInputSchema = ScheduleInputSchema.extend({ id: RecordIdSchema });
export type UpdateScheduleInput = z.infer<typeof UpdateScheduleInputSchema>;

export const ShiftGroupOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), archived: z.boolean() });
export type ShiftGroupOption = z.infer<typeof ShiftGroupOptionSchema>;

export const ScheduleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  companyCode: z.string(),
  shiftGroupId: z.number().int(),
  shiftGroup: ShiftGroupOptionSchema,
  printHeader: z.string(),
  printCity: z.string(),
  printSignatureColumn: z.boolean(),
  displayDetailedSummaryTable: z.boolean(),
  summaryTableCalculationMode: SummaryTableCalculationModeSchema,
  archived: z.boolean(),
  /** What the caller may do with this schedule (spec 2 §6; administer covers every action). */
  actions: z.array(WorkTimePermissionActionSchema),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/** GET schedules/init: what the new-schedule form starts from, and the shift groups it may choose. */
export const ScheduleInitSchema = z.object({
  defaults: z.object({
    printHeader: z.string(),
    printCity: z.string(),
    printSignatureColumn: z.boolean(),
    displayDetailedSummaryTable: z.boolean(),
    summaryTableCalculationMode: SummaryTableCalculationModeSchema,
  }),
  /** The company's live shift groups, by code. */
  shiftGroups: z.array(ShiftGroupOptionSchema),
  /** Whether the caller may create schedules (a company-wide create grant). */
  canCreate: z.boolean(),
});
export type ScheduleInit = z.infer<typeof ScheduleInitSchema>;

export const ScheduleSortSchema = z.enum(['code', 'name', 'shiftGroup', 'employeesCount']);
export type ScheduleSort = z.infer<typeof ScheduleSortSchema>;

export const ScheduleListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: ScheduleSortSchema.default('code'),
  sortDirection: SortDirectionSchema.default('asc'),
  /** Part of the code or the name, whatever the case. */
  search: SearchSchema,
  /** Archived schedules are left out unless asked for. */
  showArchived: QueryBooleanSchema.default(false),
});
export type ScheduleListInput = z.input<typeof ScheduleListInputSchema>;

export const ScheduleListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  shiftGroupId: z.number().int(),
  shiftGroupCode: z.string(),
  shiftGroupName: z.string(),
  /** Employees whose membership is valid today. */
  employeesCount: z.number().int(),
  archived: z.boolean(),
  actions: z.array(WorkTimePermissionActionSchema),
});
export type ScheduleListItem = z.infer<typeof ScheduleListItemSchema>;

export const ScheduleListSchema = pagedResultSchema(ScheduleListItemSchema).extend({
  /** Whether the caller may create schedules: the list's New button. */
  canCreate: z.boolean(),
});
export type ScheduleList = z.infer<typeof ScheduleListSchema>;

// ---------------------------------------------------------------------------------------------------
// Planning options: what resource planning chooses from

export const ScheduleFormulaOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(FormulaType),
  /** Positions of the cycle: an offset runs from 0 to length − 1. */
  length: z.number().int(),
  archived: z.boolean(),
});
export type ScheduleFormulaOption = z.infer<typeof ScheduleFormulaOptionSchema>;

export const ScheduleShiftOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  backgroundColor: z.string(),
  fontColor: z.string(),
});
export type ScheduleShiftOption = z.infer<typeof ScheduleShiftOptionSchema>;

export const PlanningOptionsSchema = z.object({
  /** The formulas of the schedule's shift group (archived ones only where an employee still has one). */
  formulas: z.array(ScheduleFormulaOptionSchema),
  /** The live work-day shifts of the schedule's shift group: the rows of the capacity editor. */
  shifts: z.array(ScheduleShiftOptionSchema),
});
export type PlanningOptions = z.infer<typeof PlanningOptionsSchema>;

// ---------------------------------------------------------------------------------------------------
// Employee groups

export const ScheduleEmployeeGroupSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  /** 1, 2, 3 … in display order. */
  order: z.number().int(),
  name: z.string(),
  isHidden: z.boolean(),
});
export type ScheduleEmployeeGroup = z.infer<typeof ScheduleEmployeeGroupSchema>;

export const ScheduleIdInputSchema = z.strictObject({ scheduleId: RecordIdSchema });
export type ScheduleIdInput = z.infer<typeof ScheduleIdInputSchema>;

/** A new group comes last. */
export const CreateEmployeeGroupInputSchema = z.strictObject({
  scheduleId: RecordIdSchema,
  name: NameSchema,
  isHidden: z.boolean().default(false),
});
export type CreateEmployeeGroupInput = z.infer<typeof CreateEmployeeGroupInputSchema>;

export const UpdateEmployeeGroupInputSchema = z.strictObject({ id: RecordIdSchema, name: NameSchema, isHidden: z.boolean() });
export type UpdateEmployeeGroupInput = z.infer<typeof UpdateEmployeeGroupInputSchema>;

/** Every group of the schedule, once each, in the new order. */
export const ReorderEmployeeGroupsInputSchema = z.strictObject({
  scheduleId: RecordIdSchema,
  groupIds: z.array(RecordIdSchema).max(500, ErrorCode.invalidValue),
});
export type ReorderEmployeeGroupsInput = z.infer<typeof ReorderEmployeeGroupsInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Schedule employees (memberships)

/** An offset into a formula's cycle. */
const FormulaOffsetSchema = int4Schema({ min: 0, max: 365 });

/** What an assignment gives its employees: validity, formula, where in it they start, and their group. */
const MembershipFieldsSchema = z.strictObject({
  validFrom: IsoDateSchema,
  /** null: open-ended. */
  validTo: IsoDateSchema.nullish().transform((value) => value ?? null),
  /** A formula of the schedule's shift group, or none yet. */
  scheduleFormulaId: RecordIdSchema.nullish().transform((value) => value ?? null),
  formulaOffset: FormulaOffsetSchema.default(0),
  /** A group of the schedule, or none. */
  groupId: RecordIdSchema.nullish().transform((value) => value ?? null),
});

export const AssignEmployeesInputSchema = MembershipFieldsSchema.extend({
  scheduleId: RecordIdSchema,
  employeeNos: z.array(EmployeeNoSchema).min(1, ErrorCode.fieldRequired).max(500, ErrorCode.invalidValue),
}).superRefine(checkDateRange('validFrom', 'validTo'));
export type AssignEmployeesInput = z.input<typeof AssignEmployeesInputSchema>;

/** Every current employee of a department, tracked by department (tracking type 1). */
export const AssignDepartmentInputSchema = MembershipFieldsSchema.extend({
  scheduleId: RecordIdSchema,
  departmentCode: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue),
}).superRefine(checkDateRange('validFrom', 'validTo'));
export type AssignDepartmentInput = z.input<typeof AssignDepartmentInputSchema>;

export const AssignDepartmentResultSchema = z.object({
  /** Employees added. */
  added: z.number().int(),
  /** Employees of the department left out because a membership of theirs already covers part of the validity. */
  skippedEmployeeNos: z.array(z.string()),
});
export type AssignDepartmentResult = z.infer<typeof AssignDepartmentResultSchema>;

export const UpdateScheduleEmployeeInputSchema = MembershipFieldsSchema.extend({ id: RecordIdSchema }).superRefine(
  checkDateRange('validFrom', 'validTo'),
);
export type UpdateScheduleEmployeeInput = z.input<typeof UpdateScheduleEmployeeInputSchema>;

/** Ends a membership on a day (the last day it is valid). */
export const EndScheduleEmployeeInputSchema = z.strictObject({ id: RecordIdSchema, validTo: IsoDateSchema });
export type EndScheduleEmployeeInput = z.infer<typeof EndScheduleEmployeeInputSchema>;

export const ScheduleEmployeeSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  employeeNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  departmentCode: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  groupId: z.number().int().nullable(),
  scheduleFormulaId: z.number().int().nullable(),
  formulaOffset: z.number().int(),
  trackingType: TrackingTypeSchema,
  validFrom: z.string(),
  validTo: z.string().nullable(),
  /** The membership covers today. */
  isValid: z.boolean(),
});
export type ScheduleEmployee = z.infer<typeof ScheduleEmployeeSchema>;

export const ScheduleAvailableEmployeesInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  scheduleId: RecordIdSchema,
  /** Part of the employee number, first or last name. */
  search: SearchSchema,
  departmentCode: textSchema().trim().max(20, ErrorCode.invalidValue).optional(),
});
export type ScheduleAvailableEmployeesInput = z.input<typeof ScheduleAvailableEmployeesInputSchema>;

export const ScheduleAvailableEmployeeSchema = z.object({
  employeeNo: z.string(),
  fullName: z.string(),
  departmentCode: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type ScheduleAvailableEmployee = z.infer<typeof ScheduleAvailableEmployeeSchema>;

export const ScheduleAvailableEmployeePageSchema = pagedResultSchema(ScheduleAvailableEmployeeSchema);

export const EmployeeAssignmentsInputSchema = z.strictObject({ employeeNo: EmployeeNoSchema });
export type EmployeeAssignmentsInput = z.infer<typeof EmployeeAssignmentsInputSchema>;

/** One membership of an employee, in any schedule the caller may view. */
export const EmployeeAssignmentSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  scheduleCode: z.string(),
  scheduleName: z.string(),
  scheduleArchived: z.boolean(),
  trackingType: TrackingTypeSchema,
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type EmployeeAssignment = z.infer<typeof EmployeeAssignmentSchema>;

export const EmployeeAssignmentsSchema = z.object({
  employeeNo: z.string(),
  fullName: z.string(),
  assignments: z.array(EmployeeAssignmentSchema),
  /** Memberships in schedules the caller may not view: counted, not shown. */
  otherSchedulesCount: z.number().int(),
});
export type EmployeeAssignments = z.infer<typeof EmployeeAssignmentsSchema>;

// ---------------------------------------------------------------------------------------------------
// Worktime employee list (spec 2 §3 "Worktime employee list row")

export const WorkTimeEmployeeSortSchema = z.enum(['employeeNo', 'firstName', 'lastName', 'department', 'employmentDate']);
export type WorkTimeEmployeeSort = z.infer<typeof WorkTimeEmployeeSortSchema>;

export const WorkTimeEmployeeListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: WorkTimeEmployeeSortSchema.default('employeeNo'),
  sortDirection: SortDirectionSchema.default('asc'),
  search: SearchSchema,
  departmentCode: textSchema().trim().max(20, ErrorCode.invalidValue).optional(),
});
export type WorkTimeEmployeeListInput = z.input<typeof WorkTimeEmployeeListInputSchema>;

export const WorkTimeEmployeeRowSchema = z.object({
  personnelNo: z.string(),
  employeeNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  department: z.string().nullable(),
  departmentCode: z.string().nullable(),
  phoneNo: z.string().nullable(),
  mobilePhoneNo: z.string().nullable(),
  email: z.string().nullable(),
  companyEmail: z.string().nullable(),
  employmentDate: z.string().nullable(),
});
export type WorkTimeEmployeeRow = z.infer<typeof WorkTimeEmployeeRowSchema>;

export const WorkTimeEmployeePageSchema = pagedResultSchema(WorkTimeEmployeeRowSchema);

// ---------------------------------------------------------------------------------------------------
// Capacity exceptions

const CapacitySchema = int4Schema({ min: 0, max: 100_000 })
  .nullish()
  .transform((value) => value ?? null);

/** Sets the head count limits of a shift on a day; both null removes the exception. */
export const SetCapacityExceptionInputSchema = z
  .strictObject({
    scheduleId: RecordIdSchema,
    shiftId: RecordIdSchema,
    date: IsoDateSchema,
    minCapacity: CapacitySchema,
    maxCapacity: CapacitySchema,
  })
  .superRefine((input, context) => {
    if (input.minCapacity !== null && input.maxCapacity !== null && input.maxCapacity < input.minCapacity) {
      context.addIssue({ code: 'custom', path: ['maxCapacity'], message: ErrorCode.maxBelowMin });
    }
  });
export type SetCapacityExceptionInput = z.input<typeof SetCapacityExceptionInputSchema>;

export const CapacityExceptionSchema = z.object({
  shiftId: z.number().int(),
  date: z.string(),
  minCapacity: z.number().int().nullable(),
  maxCapacity: z.number().int().nullable(),
});
export type CapacityException = z.infer<typeof CapacityExceptionSchema>;

export const CapacityMonthInputSchema = z.strictObject({
  scheduleId: RecordIdSchema,
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type CapacityMonthInput = z.infer<typeof CapacityMonthInputSchema>;

// ---------------------------------------------------------------------------------------------------
// A schedule's lines: their order in a month, its employees of a month, its committed entries and the
// summarised working-time accounting of one line (spec 2 §7 "Schedules").

/** Most lines one order may name: a schedule of thousands of people. */
export const MAX_ORDERED_LINES = 10_000;

/**
 * `POST save-entries-order/{periodId}`: the month's lines in their new order. A line is a schedule
 * employee (a membership: `scheduleEmployeeId` of the table's lines), as one employee may have two lines
 * in a month. Lines keep to their groups (the groups' order comes first); lines left out follow the
 * ordered ones in the default order.
 */
export const SaveLineOrderInputSchema = z.strictObject({
  periodId: RecordIdSchema,
  lines: z
    .array(z.strictObject({ scheduleEmployeeId: RecordIdSchema, order: int4Schema({ min: 0 }) }))
    .min(1, ErrorCode.selectAtLeastOne)
    .max(MAX_ORDERED_LINES, ErrorCode.invalidValue)
    .superRefine((lines, context) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.scheduleEmployeeId)) {
          context.addIssue({ code: 'custom', path: [index, 'scheduleEmployeeId'], message: ErrorCode.invalidValue });
        }
        seen.add(line.scheduleEmployeeId);
      });
    }),
});
export type SaveLineOrderInput = z.infer<typeof SaveLineOrderInputSchema>;

export const SavedLineOrderSchema = z.object({
  periodId: z.number().int(),
  /** The saved order: schedule employee ids, first to last. */
  scheduleEmployeeIds: z.array(z.number().int()),
});
export type SavedLineOrder = z.infer<typeof SavedLineOrderSchema>;

/** `GET {id}/employees?year&month`: the schedule's employees of the month (any day of it), as generation needs them. */
export const ScheduleMonthEmployeesInputSchema = z.strictObject({
  scheduleId: RecordIdSchema,
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type ScheduleMonthEmployeesInput = z.infer<typeof ScheduleMonthEmployeesInputSchema>;

/** At most this many days in one entries read (a quarter). */
export const MAX_ENTRY_RANGE_DAYS = 93;

/** `GET {id}/entries?dateFrom&dateTo&employeeNo&page&rowsPerPage`: the committed day entries, paged. */
export const ScheduleEntriesInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT)
  .extend({
    scheduleId: RecordIdSchema,
    dateFrom: IsoDateSchema,
    dateTo: IsoDateSchema,
    employeeNo: EmployeeNoSchema.optional(),
  })
  .superRefine(checkDateRange('dateFrom', 'dateTo', MAX_ENTRY_RANGE_DAYS));
export type ScheduleEntriesInput = z.input<typeof ScheduleEntriesInputSchema>;

/** A committed day entry (spec 2 §3 "Day entry") for other clients: a shift or an activity of an employee on a date. */
export const ScheduleEntryRowSchema = z.object({
  id: z.number().int(),
  type: ScheduleEntryTypeSchema,
  date: IsoDateSchema,
  employeeNo: z.string(),
  employeeFullName: z.string(),
  shiftId: z.number().int().nullable(),
  shiftCode: z.string().nullable(),
  activityCode: z.string().nullable(),
  /** 'HH:mm': the entry's own times, else the shift's; null for whole-day entries. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  workHours: z.number(),
  absenceHours: z.number(),
  source: ScheduleEntrySourceSchema,
});
export type ScheduleEntryRow = z.infer<typeof ScheduleEntryRowSchema>;
export const ScheduleEntryPageSchema = pagedResultSchema(ScheduleEntryRowSchema);
export type ScheduleEntryPage = z.infer<typeof ScheduleEntryPageSchema>;

/**
 * `GET {id}/sdla/{year}/{month}/{employeeGuidEntryId}`. The spec names the employee by their
 * "employee guid entry"; the portal's lines name an employee by the ERP's employee number (the
 * table's `employeeNo`), so the path's last part is that number.
 */
export const SdlaInputSchema = z.strictObject({
  scheduleId: RecordIdSchema,
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
  employeeNo: EmployeeNoSchema,
});
export type SdlaInput = z.infer<typeof SdlaInputSchema>;

const SdlaMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  normHours: z.number(),
  workHours: z.number(),
  absenceHours: z.number(),
  diffHours: z.number(),
});

/** The line's summarised working-time accounting (shared/src/work-time/sdla.ts), from committed entries. */
export const SdlaSummarySchema = z.object({
  scheduleId: z.number().int(),
  employeeNo: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  periodMonths: z.number().int(),
  periodFrom: IsoDateSchema,
  periodTo: IsoDateSchema,
  months: z.array(SdlaMonthSchema),
  historicSdlaHours: z.number(),
  historicDeductibleNormHours: z.number(),
  schedulePeriodTotalHours: z.number(),
  schedulePeriodNormHours: z.number(),
  schedulePeriodDiffHours: z.number(),
  averageWeeklyHours: z.number(),
  averageWeeklyLimitHours: z.number(),
  exceedsAverageWeeklyLimit: z.boolean(),
});
export type SdlaSummary = z.infer<typeof SdlaSummarySchema>;
