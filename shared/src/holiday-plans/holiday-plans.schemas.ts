import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pageInputSchema, pagedResultSchema, RecordIdSchema, SortDirectionSchema } from '../api/envelope';
import { coercedInt4Schema, textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { TrackingTypeSchema } from '../work-time/work-time.schemas';

// Holiday plans (spec 2 §3 "Holiday plan", entry, employee, sheet; §4 status; §7 "Holiday plans" and the
// generic model calls on wtc-area/holiday-plans) and the employee's absence plan (spec 1 §3 "Absence
// plan", §7 holiday-plans calls).

const CodeSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue);
const NameSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(100, ErrorCode.invalidValue);
const OptionalTextSchema = (max: number) =>
  textSchema()
    .trim()
    .max(max, ErrorCode.invalidValue)
    .nullish()
    .transform((value) => value ?? '');
const SearchSchema = textSchema()
  .trim()
  .max(100, ErrorCode.invalidValue)
  .optional()
  .transform((value) => value || undefined);
const DepartmentCodeSchema = textSchema()
  .trim()
  .max(20, ErrorCode.invalidValue)
  .nullish()
  .transform((value) => value || null);

export const HolidayPlanStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ErrorCode.invalidValue });
/** Text from a query or path is coerced (REST). */
const CoercedHolidayPlanStatusSchema = z.coerce.number({ error: ErrorCode.invalidValue }).pipe(HolidayPlanStatusSchema);
export const PlannedHolidayStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ErrorCode.invalidValue });
export const HolidayPlanEntrySourceSchema = z.enum(['planner', 'employee', 'application']);

/** A plan, an entry or a plan employee named by its id. */
export const HolidayPlanRecordIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type HolidayPlanRecordIdInput = z.infer<typeof HolidayPlanRecordIdInputSchema>;

// ---------------------------------------------------------------------------------------------------
// The plan

const holidayPlanFields = {
  /** Unique in the company, whatever the case. */
  code: CodeSchema,
  name: NameSchema,
  description: OptionalTextSchema(500),
  /** The department whose employees the plan holds (added with tracking type 1 when the plan is created). */
  departmentCode: DepartmentCodeSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  printHeader: OptionalTextSchema(200),
  printCity: OptionalTextSchema(100),
  documentNumber: OptionalTextSchema(50),
  documentDate: IsoDateSchema.nullish().transform((value) => value ?? null),
};

/** The body of a plan's create call; at most 366 days long. */
export const HolidayPlanInputSchema = z.strictObject(holidayPlanFields).superRefine(checkDateRange('startDate', 'endDate', 366));
export type HolidayPlanInput = z.input<typeof HolidayPlanInputSchema>;

export const UpdateHolidayPlanInputSchema = z
  .strictObject({ ...holidayPlanFields, id: RecordIdSchema })
  .superRefine(checkDateRange('startDate', 'endDate', 366));
export type UpdateHolidayPlanInput = z.input<typeof UpdateHolidayPlanInputSchema>;

export const HolidayPlanPermissionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  changeStatus: z.boolean(),
});

export const HolidayPlanSchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  departmentCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: HolidayPlanStatusSchema,
  printHeader: z.string(),
  printCity: z.string(),
  documentNumber: z.string(),
  documentDate: z.string().nullable(),
  employeesCount: z.number().int(),
  entriesCount: z.number().int(),
  permissions: HolidayPlanPermissionsSchema,
});
export type HolidayPlan = z.infer<typeof HolidayPlanSchema>;

export const HolidayPlanSortSchema = z.enum(['code', 'name', 'startDate', 'status']);

export const HolidayPlanListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: HolidayPlanSortSchema.default('startDate'),
  sortDirection: SortDirectionSchema.default('asc'),
  /** Part of the code or the name, whatever the case. */
  search: SearchSchema,
  status: CoercedHolidayPlanStatusSchema.optional(),
  /** Plans whose period reaches into this year. */
  year: coercedInt4Schema({ min: 1, max: 9999 }).optional(),
});
export type HolidayPlanListInput = z.input<typeof HolidayPlanListInputSchema>;

export const HolidayPlanListItemSchema = HolidayPlanSchema.omit({ permissions: true, printHeader: true, printCity: true });
export type HolidayPlanListItem = z.infer<typeof HolidayPlanListItemSchema>;
export const HolidayPlanPageSchema = pagedResultSchema(HolidayPlanListItemSchema).extend({ canCreate: z.boolean() });
export type HolidayPlanPage = z.infer<typeof HolidayPlanPageSchema>;

export const SetHolidayPlanStatusInputSchema = z.strictObject({ holidayPlanId: RecordIdSchema, status: CoercedHolidayPlanStatusSchema });
export type SetHolidayPlanStatusInput = z.input<typeof SetHolidayPlanStatusInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Employees of a plan

export const HolidayPlanIdInputSchema = z.strictObject({ holidayPlanId: RecordIdSchema });
export type HolidayPlanIdInput = z.infer<typeof HolidayPlanIdInputSchema>;

export const HolidayPlanEmployeeSchema = z.object({
  id: z.number().int(),
  holidayPlanId: z.number().int(),
  /** The spec's employeeGuidEntryId: the employee's number. */
  employeeNo: z.string(),
  fullName: z.string(),
  jobTitle: z.string(),
  departmentCode: z.string().nullable(),
  appointmentLineNo: z.number().int().nullable(),
  trackingType: TrackingTypeSchema,
});
export type HolidayPlanEmployee = z.infer<typeof HolidayPlanEmployeeSchema>;

export const AddHolidayPlanEmployeesInputSchema = z.strictObject({
  holidayPlanId: RecordIdSchema,
  employeeNos: z.array(EmployeeNoSchema).min(1, ErrorCode.selectAtLeastOne).max(500, ErrorCode.invalidValue),
});
export type AddHolidayPlanEmployeesInput = z.input<typeof AddHolidayPlanEmployeesInputSchema>;

export const HolidayPlanAvailableEmployeesInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  holidayPlanId: RecordIdSchema,
  search: SearchSchema,
});
export type HolidayPlanAvailableEmployeesInput = z.input<typeof HolidayPlanAvailableEmployeesInputSchema>;

export const HolidayPlanAvailableEmployeeSchema = z.object({
  employeeNo: z.string(),
  fullName: z.string(),
  jobTitle: z.string(),
  departmentCode: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export const HolidayPlanAvailableEmployeePageSchema = pagedResultSchema(HolidayPlanAvailableEmployeeSchema);

// ---------------------------------------------------------------------------------------------------
// Entries

export const HolidayPlanEntrySchema = z.object({
  id: z.number().int(),
  holidayPlanId: z.number().int(),
  employeeNo: z.string(),
  employeeFullName: z.string(),
  /** The holiday type: a form that allows holiday planning, with its colour. */
  formId: z.number().int().nullable(),
  formName: z.string().nullable(),
  color: z.string().nullable(),
  dateFrom: z.string(),
  dateTo: z.string(),
  holidayStatus: PlannedHolidayStatusSchema,
  source: HolidayPlanEntrySourceSchema,
  createdBy: z.number().int().nullable(),
  /** Whether the caller may change or remove it now. */
  canModify: z.boolean(),
  /** errors.holiday_reserve_exceeded when the entry lies past the employee's reserve (a warning). */
  warning: z.string().nullable(),
});
export type HolidayPlanEntry = z.infer<typeof HolidayPlanEntrySchema>;

export const HolidayPlanEntriesInputSchema = z.strictObject({
  holidayPlanId: RecordIdSchema,
  employeeNo: EmployeeNoSchema.optional(),
});

const HolidayPlanEntryChangeSchema = z.strictObject({
  /** An entry of this plan to change; absent for a new one. */
  id: RecordIdSchema.optional(),
  employeeNo: EmployeeNoSchema,
  dateFrom: IsoDateSchema,
  dateTo: IsoDateSchema,
  formId: RecordIdSchema.nullish().transform((value) => value ?? null),
  holidayStatus: PlannedHolidayStatusSchema.optional(),
});

/** POST {id}/update-entries: new and changed entries and the ids to delete, all or nothing. */
export const UpdateHolidayPlanEntriesInputSchema = z.strictObject({
  holidayPlanId: RecordIdSchema,
  entries: z.array(HolidayPlanEntryChangeSchema).max(500, ErrorCode.invalidValue).default([]),
  deletedIds: z.array(RecordIdSchema).max(500, ErrorCode.invalidValue).default([]),
});
export type UpdateHolidayPlanEntriesInput = z.input<typeof UpdateHolidayPlanEntriesInputSchema>;

export const HolidayPlanWarningSchema = z.object({ employeeNo: z.string(), entryId: z.number().int(), code: z.string() });
export const UpdateHolidayPlanEntriesResultSchema = z.object({
  entries: z.array(HolidayPlanEntrySchema),
  warnings: z.array(HolidayPlanWarningSchema),
});
export type UpdateHolidayPlanEntriesResult = z.infer<typeof UpdateHolidayPlanEntriesResultSchema>;

export const GenerateHolidayPlanInputSchema = z
  .strictObject({
    holidayPlanId: RecordIdSchema,
    /** Employee numbers of the plan (the spec's employeeGuidEntryIds); empty or absent: every employee of the plan. */
    employeeGuidEntryIds: z.array(EmployeeNoSchema).max(2000, ErrorCode.invalidValue).default([]),
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
  })
  .superRefine(checkDateRange('startDate', 'endDate', 366));
export type GenerateHolidayPlanInput = z.input<typeof GenerateHolidayPlanInputSchema>;
export const GenerateHolidayPlanResultSchema = z.object({ created: z.number().int(), skipped: z.number().int() });

// ---------------------------------------------------------------------------------------------------
// The sheet (months × days)

export const HolidayPlanSheetInputSchema = z
  .strictObject({ holidayPlanId: RecordIdSchema, from: IsoDateSchema, to: IsoDateSchema })
  .superRefine(checkDateRange('from', 'to', 366));
export type HolidayPlanSheetInput = z.input<typeof HolidayPlanSheetInputSchema>;

export const HolidayPlanDayTypeSchema = z.enum(['weekday', 'weekend', 'holiday']);
export const HolidayPlanDaySchema = z.object({
  date: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
  /** 1 Monday … 7 Sunday. */
  dayOfWeek: z.number().int(),
  type: HolidayPlanDayTypeSchema,
});
export type HolidayPlanDay = z.infer<typeof HolidayPlanDaySchema>;

export const HolidayPlanSheetLineSchema = z.object({
  employeeNo: z.string(),
  fullName: z.string(),
  jobTitle: z.string(),
  reserveStart: z.number(),
  reserveEnd: z.number(),
  plannedDays: z.number(),
  entries: z.array(HolidayPlanEntrySchema),
});
export type HolidayPlanSheetLine = z.infer<typeof HolidayPlanSheetLineSchema>;

export const HolidayPlanSheetSchema = z.object({
  holidayPlanId: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: HolidayPlanStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(HolidayPlanDaySchema),
  lines: z.array(HolidayPlanSheetLineSchema),
});
export type HolidayPlanSheet = z.infer<typeof HolidayPlanSheetSchema>;

// ---------------------------------------------------------------------------------------------------
// The employee's absence plan (spec 1)

export const HolidayTypeSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string().nullable() });
export type HolidayType = z.infer<typeof HolidayTypeSchema>;

export const MyHolidayPlanInputSchema = z
  .strictObject({ from: IsoDateSchema, to: IsoDateSchema })
  .superRefine(checkDateRange('from', 'to', 400));
export type MyHolidayPlanInput = z.input<typeof MyHolidayPlanInputSchema>;

export const MyHolidayPlanSchema = z.object({
  employeeNo: z.string().nullable(),
  /** Whether the caller changes every entry, also of a prepared or approved plan (the system administrator). */
  isSystemAdmin: z.boolean(),
  plans: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      status: HolidayPlanStatusSchema,
    }),
  ),
  holidayTypes: z.array(HolidayTypeSchema),
  days: z.array(HolidayPlanDaySchema),
  lines: z.array(z.object({ employeeNo: z.string(), fullName: z.string(), isOwn: z.boolean(), entries: z.array(HolidayPlanEntrySchema) })),
});
export type MyHolidayPlan = z.infer<typeof MyHolidayPlanSchema>;

const myEntryFields = {
  /** The holiday type (required: spec 1 §5 'Please select holiday type'). */
  formId: RecordIdSchema,
  dateFrom: IsoDateSchema,
  dateTo: IsoDateSchema,
};

/** POST holiday-plans: a planned absence of the caller (or, for the system administrator, of the employee named). */
export const CreateMyHolidayPlanEntryInputSchema = z
  .strictObject({ ...myEntryFields, employeeNo: EmployeeNoSchema.optional() })
  .superRefine(checkDateRange('dateFrom', 'dateTo', 366));
export type CreateMyHolidayPlanEntryInput = z.input<typeof CreateMyHolidayPlanEntryInputSchema>;

/** PUT holiday-plans/{id}: its dates and type; its status only by the system administrator. */
export const UpdateMyHolidayPlanEntryInputSchema = z
  .strictObject({ ...myEntryFields, id: RecordIdSchema, holidayStatus: PlannedHolidayStatusSchema.optional() })
  .superRefine(checkDateRange('dateFrom', 'dateTo', 366));
export type UpdateMyHolidayPlanEntryInput = z.input<typeof UpdateMyHolidayPlanEntryInputSchema>;

/** Employees asked for at most in one call of POST holiday-plans/employee-activities. */
export const MAX_PLAN_FACT_EMPLOYEES = 1_000;

/**
 * POST holiday-plans/employee-activities (spec 1 §7): the actual absences (facts) of the employees of the
 * caller's plans in a range, the employees' numbers joined by '|'; only while the show-fact setting is on.
 */
export const MyPlanFactsInputSchema = z
  .strictObject({
    from: IsoDateSchema,
    to: IsoDateSchema,
    employees: textSchema({ error: ErrorCode.fieldRequired })
      .max(MAX_PLAN_FACT_EMPLOYEES * 21, ErrorCode.invalidValue)
      .transform((joined) => [...new Set(joined.split('|').filter((employeeNo) => employeeNo !== ''))])
      .pipe(z.array(EmployeeNoSchema).min(1, ErrorCode.selectAtLeastOne).max(MAX_PLAN_FACT_EMPLOYEES, ErrorCode.invalidValue)),
  })
  .superRefine(checkDateRange('from', 'to', 400));
export type MyPlanFactsInput = z.input<typeof MyPlanFactsInputSchema>;

/** Spec 1 §3 "Employee activity (fact)"; the description only on the caller's own (a colleague's reason stays theirs). */
export const PlanFactSchema = z.object({
  entryNo: z.number().int(),
  employeeNo: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  activityType: z.number().int(),
  activityCode: z.string(),
  description: z.string().nullable(),
  /** The activity's own colour, else the spec's default fact grey. */
  color: z.string(),
});
export type PlanFact = z.infer<typeof PlanFactSchema>;

/** Spec 1 §9: a fact without a colour of its own is grey. */
export const DEFAULT_FACT_COLOR = '#808080';

export const MyHolidayPlanEntryResultSchema = z.object({ entry: HolidayPlanEntrySchema, warnings: z.array(HolidayPlanWarningSchema) });
