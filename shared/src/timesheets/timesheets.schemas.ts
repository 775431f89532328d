import { z } from 'zod';
import {
  PAGE_SIZE_DEFAULT,
  pageInputSchema,
  pagedResultSchema,
  QueryBooleanSchema,
  RecordIdSchema,
  SortDirectionSchema,
} from '../api/envelope';
import { coercedInt4Schema, textSchema } from '../api/input-primitives';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { SdlaSummarySchema } from '../schedules/schedules.schemas';
import { PeriodStatusSchema, TotalHoursInclusion, WorkTimePermissionAction } from '../work-time/work-time.schemas';
import { TimesheetHoursType } from './timesheet-hours';

// Timesheets (spec 2 §3 Timesheet, timesheet period view, Timesheet day, Timesheet entry, Activity entry;
// §4; §7 "Timesheets"; spec 1 "My timesheet"): a timesheet of a schedule, its months with status, lock and
// version, the month table of hours per line, day and code (stored in minutes), the days' confirmations,
// and the keepers' edit session.

const CodeSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue);
const NameSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(100, ErrorCode.invalidValue);
const SearchSchema = textSchema()
  .trim()
  .max(100, ErrorCode.invalidValue)
  .optional()
  .transform((value) => value || undefined);
const ActionSchema = z.enum(WorkTimePermissionAction);
export const TimesheetHoursTypeSchema = z.enum(TimesheetHoursType);
export const TotalHoursInclusionSchema = z.enum(TotalHoursInclusion);
const ActivityCodeSchema = textSchema({ error: ErrorCode.fieldRequired })
  .trim()
  .min(1, ErrorCode.fieldRequired)
  .max(20, ErrorCode.invalidValue);

/** At most a month of days and a large schedule's lines per call. */
const MAX_EMPLOYEES = 10_000;

// ---------------------------------------------------------------------------------------------------
// Timesheet

export const TimesheetRecordIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type TimesheetRecordIdInput = z.infer<typeof TimesheetRecordIdInputSchema>;

export const TimesheetInputSchema = z.strictObject({
  /** Unique in the company, whatever the case. */
  code: CodeSchema,
  name: NameSchema,
  /** A schedule of the company the caller may view: the lines and the planned hours come from it. */
  scheduleId: RecordIdSchema,
});
export type TimesheetInput = z.infer<typeof TimesheetInputSchema>;

export const UpdateTimesheetInputSchema = TimesheetInputSchema.extend({ id: RecordIdSchema });
export type UpdateTimesheetInput = z.infer<typeof UpdateTimesheetInputSchema>;

export const TimesheetSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  scheduleId: z.number().int(),
  scheduleCode: z.string(),
  scheduleName: z.string(),
  archived: z.boolean(),
  bcUpdatedAt: z.date().nullable(),
  /** What the caller may do with this timesheet (spec 2 §6). */
  actions: z.array(ActionSchema),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;

export const TimesheetSortSchema = z.enum(['code', 'name', 'schedule']);
export const TimesheetListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: TimesheetSortSchema.default('code'),
  sortDirection: SortDirectionSchema.default('asc'),
  search: SearchSchema,
  showArchived: QueryBooleanSchema.default(false),
});
export type TimesheetListInput = z.input<typeof TimesheetListInputSchema>;

export const TimesheetListSchema = pagedResultSchema(TimesheetSchema).extend({ canCreate: z.boolean() });
export type TimesheetList = z.infer<typeof TimesheetListSchema>;

// ---------------------------------------------------------------------------------------------------
// A month

export const TimesheetMonthInputSchema = z.strictObject({
  timesheetId: coercedInt4Schema({ min: 1 }),
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type TimesheetMonthInput = z.infer<typeof TimesheetMonthInputSchema>;

export const TimesheetPeriodStateSchema = z.object({
  id: z.number().int().nullable(),
  /** Null: the month is not started. */
  status: PeriodStatusSchema.nullable(),
  manualLock: z.boolean(),
  lockedByName: z.string().nullable(),
  /** Grows with every commit and generation. */
  version: z.number().int(),
  generatedAt: z.date().nullable(),
});
export type TimesheetPeriodState = z.infer<typeof TimesheetPeriodStateSchema>;

export const SetTimesheetStatusInputSchema = TimesheetMonthInputSchema.extend({ status: PeriodStatusSchema });
export type SetTimesheetStatusInput = z.infer<typeof SetTimesheetStatusInputSchema>;

/** `POST generate`: the month's hours of the lines and days given (all when left out). */
export const GenerateTimesheetInputSchema = TimesheetMonthInputSchema.extend({
  employeeNos: z.array(EmployeeNoSchema).min(1, ErrorCode.selectAtLeastOne).max(MAX_EMPLOYEES, ErrorCode.invalidValue).optional(),
});
export type GenerateTimesheetInput = z.infer<typeof GenerateTimesheetInputSchema>;

export const GenerateTimesheetResultSchema = z.object({
  /** Figures written or changed, and generated figures removed. */
  written: z.number().int(),
  removed: z.number().int(),
  /** Confirmed days whose sources changed: kept as confirmed, marked for recalculation. */
  flaggedDays: z.number().int(),
  version: z.number().int(),
});
export type GenerateTimesheetResult = z.infer<typeof GenerateTimesheetResultSchema>;

/** `POST create-timesheet-entries` (scheduleId, year, month): generates the month of every timesheet of the schedule. */
export const CreateTimesheetEntriesInputSchema = z.strictObject({
  scheduleId: coercedInt4Schema({ min: 1 }),
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type CreateTimesheetEntriesInput = z.infer<typeof CreateTimesheetEntriesInputSchema>;
export const CreateTimesheetEntriesResultSchema = z.object({
  timesheets: z.array(z.object({ timesheetId: z.number().int(), result: GenerateTimesheetResultSchema })),
});
export type CreateTimesheetEntriesResult = z.infer<typeof CreateTimesheetEntriesResultSchema>;

/** `POST confirm-days` and `unconfirm-days`: every pair of the lines and dates given. */
export const ConfirmDaysInputSchema = TimesheetMonthInputSchema.extend({
  employeeNos: z.array(EmployeeNoSchema).min(1, ErrorCode.selectAtLeastOne).max(MAX_EMPLOYEES, ErrorCode.invalidValue),
  dates: z.array(IsoDateSchema).min(1, ErrorCode.selectAtLeastOne).max(31, ErrorCode.invalidValue),
});
export type ConfirmDaysInput = z.infer<typeof ConfirmDaysInputSchema>;
export const ConfirmDaysResultSchema = z.object({ days: z.number().int() });

export const TimesheetCellSchema = z.strictObject({ employeeNo: EmployeeNoSchema, date: IsoDateSchema });
export type TimesheetCell = z.infer<typeof TimesheetCellSchema>;
const CellsSchema = z.array(TimesheetCellSchema).min(1, ErrorCode.selectAtLeastOne).max(5_000, ErrorCode.invalidValue);

/** `POST update-hours` (code, hours): the code's hours on each cell, in the caller's edit session. */
export const UpdateHoursInputSchema = TimesheetMonthInputSchema.extend({
  code: ActivityCodeSchema,
  hours: z.number({ error: ErrorCode.invalidValue }).min(0, ErrorCode.invalidValue).max(24, ErrorCode.invalidValue),
  cells: CellsSchema,
});
export type UpdateHoursInput = z.infer<typeof UpdateHoursInputSchema>;

/** `POST delete-entries`: the cells' figures of one code, or all of them, in the caller's edit session. */
export const DeleteTimesheetEntriesInputSchema = TimesheetMonthInputSchema.extend({
  code: ActivityCodeSchema.optional(),
  cells: CellsSchema,
});
export type DeleteTimesheetEntriesInput = z.infer<typeof DeleteTimesheetEntriesInputSchema>;

/** `POST update-entries`: one figure's change per entry (a cell and code), staged in the edit session as a batch. */
export const TimesheetEntryActionSchema = z.enum(['create', 'update', 'delete'], { error: ErrorCode.invalidValue });
export const TimesheetEntryChangeSchema = z
  .strictObject({
    employeeNo: EmployeeNoSchema,
    date: IsoDateSchema,
    activityCode: ActivityCodeSchema,
    /** Required above 0 for create and update; ignored for delete. */
    hours: z.number({ error: ErrorCode.invalidValue }).min(0, ErrorCode.invalidValue).max(24, ErrorCode.invalidValue).optional(),
    action: TimesheetEntryActionSchema,
  })
  .superRefine((entry, context) => {
    if (entry.action !== 'delete' && !(entry.hours !== undefined && entry.hours > 0)) {
      context.addIssue({ code: 'custom', path: ['hours'], message: ErrorCode.invalidValue });
    }
  });
export type TimesheetEntryChange = z.infer<typeof TimesheetEntryChangeSchema>;
export const UpdateTimesheetEntriesInputSchema = TimesheetMonthInputSchema.extend({
  entries: z.array(TimesheetEntryChangeSchema).min(1, ErrorCode.selectAtLeastOne).max(5_000, ErrorCode.invalidValue),
});
export type UpdateTimesheetEntriesInput = z.infer<typeof UpdateTimesheetEntriesInputSchema>;

/** `POST create-detailed-entries`: the night and holiday parts of the cells' worked figures, from the schedule's shifts. */
export const CreateDetailedEntriesInputSchema = TimesheetMonthInputSchema.extend({ cells: CellsSchema });
export type CreateDetailedEntriesInput = z.infer<typeof CreateDetailedEntriesInputSchema>;
/** Why a cell got no detailed figures. */
export const DetailedEntrySkipReason = {
  noShift: 'noShift',
  noWorkedFigure: 'noWorkedFigure',
  alreadyDetailed: 'alreadyDetailed',
  nothingToDetail: 'nothingToDetail',
} as const;
export type DetailedEntrySkipReason = (typeof DetailedEntrySkipReason)[keyof typeof DetailedEntrySkipReason];
export const CreateDetailedEntriesResultSchema = z.object({
  /** Cells given night or holiday figures. */
  staged: z.number().int(),
  skipped: z.array(
    z.object({
      employeeNo: z.string(),
      date: z.string(),
      reason: z.enum(Object.values(DetailedEntrySkipReason) as [DetailedEntrySkipReason, ...DetailedEntrySkipReason[]]),
    }),
  ),
  changedCells: z.number().int(),
  isStale: z.boolean(),
});
export type CreateDetailedEntriesResult = z.infer<typeof CreateDetailedEntriesResultSchema>;

export const TimesheetEditStateSchema = z.object({
  changedCells: z.number().int(),
  /** Someone committed or generated the month after this session opened: committing is refused. */
  isStale: z.boolean(),
});
export type TimesheetEditState = z.infer<typeof TimesheetEditStateSchema>;

export const TimesheetCommitResultSchema = z.object({ changedCells: z.number().int(), version: z.number().int() });
export type TimesheetCommitResult = z.infer<typeof TimesheetCommitResultSchema>;

export const TimesheetActivityCodeSchema = z.object({
  code: z.string(),
  text: z.string(),
  textEn: z.string(),
  color: z.string(),
  hoursType: TimesheetHoursTypeSchema,
  inclusion: TotalHoursInclusionSchema,
});
export type TimesheetActivityCode = z.infer<typeof TimesheetActivityCodeSchema>;
export const TimesheetActivityCodesInputSchema = z.strictObject({ timesheetId: coercedInt4Schema({ min: 1 }) });

// ---------------------------------------------------------------------------------------------------
// The month table

export const TimesheetFigureSchema = z.object({
  code: z.string(),
  minutes: z.number().int(),
  hoursType: TimesheetHoursTypeSchema,
  source: z.enum(['schedule', 'erp', 'manual', 'activity']),
  /** A change of the caller's edit session, not yet committed. */
  pending: z.boolean(),
});
export type TimesheetFigure = z.infer<typeof TimesheetFigureSchema>;

/** Spec 2 §3 Timesheet day, per line. */
export const TimesheetLineDaySchema = z.object({
  date: IsoDateSchema,
  confirmed: z.boolean(),
  recalculationRequired: z.boolean(),
  /** The employee is in the schedule that day. */
  employeeValid: z.boolean(),
  figures: z.array(TimesheetFigureSchema),
});

export const TimesheetTotalsSchema = z.object({
  worked: z.number(),
  night: z.number(),
  overtime: z.number(),
  holiday: z.number(),
  absence: z.number(),
  total: z.number(),
});
export type TimesheetTotals = z.infer<typeof TimesheetTotalsSchema>;

export const TimesheetLineSchema = z.object({
  employeeNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  days: z.array(TimesheetLineDaySchema),
  /** Hours per type over the month. */
  totals: TimesheetTotalsSchema,
});
export type TimesheetLine = z.infer<typeof TimesheetLineSchema>;

export const TimesheetDaySchema = z.object({
  date: IsoDateSchema,
  day: z.number().int(),
  dayOfWeek: z.number().int(),
  type: z.enum(['weekday', 'weekend', 'holiday']),
  /** Inside the month (a day column is always enabled in a whole-month view). */
  isEnabled: z.boolean(),
});

export const TimesheetTableSchema = z.object({
  timesheet: TimesheetSchema,
  year: z.number().int(),
  month: z.number().int(),
  period: TimesheetPeriodStateSchema,
  /** InProgress, no manual lock and the edit grant. */
  isEditable: z.boolean(),
  canChangeStatus: z.boolean(),
  editSession: TimesheetEditStateSchema.nullable(),
  days: z.array(TimesheetDaySchema),
  activityCodes: z.array(TimesheetActivityCodeSchema),
  lines: z.array(TimesheetLineSchema),
});
export type TimesheetTable = z.infer<typeof TimesheetTableSchema>;

/** A line as the table call sends it: its days in the compact form of timesheet-table-wire.ts. */
export const TimesheetLineWireSchema = TimesheetLineSchema.omit({ days: true }).extend({
  /** The line's days, encoded by encodeTimesheetDays (format in timesheet-table-wire.ts). */
  encodedDays: z.string(),
});

/**
 * The answer of `timesheets.table` (and its REST row): the TimesheetTable with each line's days as one
 * string and the activity codes they name listed once. The web decodes it with decodeTimesheetTable.
 */
export const TimesheetTableWireSchema = TimesheetTableSchema.extend({
  figureCodes: z.array(z.string()),
  lines: z.array(TimesheetLineWireSchema),
});
export type TimesheetTableWire = z.infer<typeof TimesheetTableWireSchema>;

// ---------------------------------------------------------------------------------------------------
// My timesheet (spec 1)

export const MyTimesheetInputSchema = z.strictObject({
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type MyTimesheetInput = z.infer<typeof MyTimesheetInputSchema>;

export const MyTimesheetSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  days: z.array(
    z.object({
      date: IsoDateSchema,
      type: z.enum(['weekday', 'weekend', 'holiday']),
      figures: z.array(
        z.object({
          code: z.string(),
          text: z.string(),
          textEn: z.string(),
          color: z.string(),
          hours: z.number(),
          hoursType: TimesheetHoursTypeSchema,
        }),
      ),
    }),
  ),
  /** Days with worked hours, and hours per type. */
  totals: TimesheetTotalsSchema.extend({ workedDays: z.number().int() }),
  /** Per activity: its days and hours in the month. */
  agenda: z.array(
    z.object({ code: z.string(), text: z.string(), textEn: z.string(), color: z.string(), days: z.number().int(), hours: z.number() }),
  ),
});
export type MyTimesheet = z.infer<typeof MyTimesheetSchema>;

// ---------------------------------------------------------------------------------------------------
// The manual-locks screen's timesheet months

export const TimesheetPeriodListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  timesheetId: coercedInt4Schema({ min: 1 }).optional(),
  year: coercedInt4Schema({ min: 2000, max: 2100 }).optional(),
  locked: z.enum(['all', 'locked', 'unlocked']).default('all'),
});
export type TimesheetPeriodListInput = z.input<typeof TimesheetPeriodListInputSchema>;

export const TimesheetPeriodListItemSchema = z.object({
  id: z.number().int(),
  timesheetId: z.number().int(),
  timesheetCode: z.string(),
  timesheetName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: PeriodStatusSchema,
  manualLock: z.boolean(),
  lockedByName: z.string().nullable(),
  updatedAt: z.date(),
  /** The caller may lock and unlock it (change_status). */
  canLock: z.boolean(),
});
export const TimesheetPeriodListSchema = pagedResultSchema(TimesheetPeriodListItemSchema);
export type TimesheetPeriodList = z.infer<typeof TimesheetPeriodListSchema>;

// ---------------------------------------------------------------------------------------------------
// A line's summed working-time accounting (SDLA) from the timesheet's recorded hours

/** `GET {id}/sdla/{year}/{month}/{employeeNo}`: the line is named by its employee number, as the schedule's. */
export const TimesheetSdlaInputSchema = TimesheetMonthInputSchema.extend({ employeeNo: EmployeeNoSchema });
export type TimesheetSdlaInput = z.infer<typeof TimesheetSdlaInputSchema>;

/** The schedule's SDLA answer, with work and absence from the timesheet's committed entries instead of the plan. */
export const TimesheetSdlaSummarySchema = SdlaSummarySchema.omit({ scheduleId: true }).extend({ timesheetId: z.number().int() });
export type TimesheetSdlaSummary = z.infer<typeof TimesheetSdlaSummarySchema>;
