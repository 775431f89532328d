import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pageInputSchema, pagedResultSchema } from '../api/envelope';
import { coercedInt4Schema, textSchema } from '../api/input-primitives';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';
import { ScheduleEntrySourceSchema, ScheduleEntryTypeSchema } from '../my-schedule/my-schedule.schemas';
import { LaborCodeRule } from '../work-time/labor-code';
import { CellDisplayMode, PeriodStatusSchema } from '../work-time/work-time.schemas';

// A schedule's months (spec 2 §3 "Schedule period view", line, day, day entry; §4 statuses, locks,
// commit and rollback; §7 "Schedules"): the month table, its summary table, generation from the
// formulas, the edit session that collects a planner's changes until commit, and the period's status,
// manual lock and ERP update mark.
//
// The table call is compact: shifts and activities come once as dictionaries and each entry names
// them by id or code, and on the wire each line's entries are one string (table-wire.ts,
// ScheduleTableWireSchema): 2,000 lines × 31 days make about 3 MB (13 MB as entry objects), sent
// without superjson's walk (server trpc/transformer.ts) and decoded line by line as the screen draws them.

/** At most this many cells in one create or delete call (a month of a 150-line group, and more). */
export const MAX_CELLS_PER_CHANGE = 5_000;

/** A schedule's month, as REST paths carry it (`/{id}/{year}/{month}`). */
export const ScheduleMonthInputSchema = z.strictObject({
  scheduleId: coercedInt4Schema({ min: 1 }),
  year: coercedInt4Schema({ min: 2000, max: 2100 }),
  month: coercedInt4Schema({ min: 1, max: 12 }),
});
export type ScheduleMonthInput = z.infer<typeof ScheduleMonthInputSchema>;

/** The cell display modes of spec 2 §2 as the table path carries them (`/{mode}`). */
export const CellDisplayModeSchema = z.enum([CellDisplayMode.code, CellDisplayMode.time, CellDisplayMode.hours], {
  error: ErrorCode.invalidValue,
});

/**
 * `GET {id}/table/{year}/{month}/{mode}/{cacheId}`. The answer is the same in every mode (the client
 * draws the mode); mode and cacheId are part of the address so that caches keep them apart. The cache
 * id defaults to a single letter (spec 2 §9).
 */
export const ScheduleTableInputSchema = ScheduleMonthInputSchema.extend({
  mode: CellDisplayModeSchema.default(CellDisplayMode.code),
  cacheId: textSchema().trim().min(1, ErrorCode.invalidValue).max(40, ErrorCode.invalidValue).default('a'),
});
export type ScheduleTableInput = z.input<typeof ScheduleTableInputSchema>;

/** One cell of the table: an employee (a line) on a date. */
export const TableCellSchema = z.strictObject({ employeeNo: EmployeeNoSchema, date: IsoDateSchema });
export type TableCell = z.infer<typeof TableCellSchema>;

export const CellsSchema = z.array(TableCellSchema).min(1, ErrorCode.selectAtLeastOne).max(MAX_CELLS_PER_CHANGE, ErrorCode.invalidValue);

/**
 * `POST create-shift-entries`: puts the shift on each cell, in place of the cell's work and activity
 * entries (an ERP absence stays). It goes into the caller's edit session, opened by `init`.
 */
export const CreateShiftEntriesInputSchema = ScheduleMonthInputSchema.extend({
  shiftId: coercedInt4Schema({ min: 1 }),
  cells: CellsSchema,
});
export type CreateShiftEntriesInput = z.infer<typeof CreateShiftEntriesInputSchema>;

/** `POST delete-entries`: empties each cell of its work and activity entries, in the edit session. */
export const DeleteEntriesInputSchema = ScheduleMonthInputSchema.extend({ cells: CellsSchema });
export type DeleteEntriesInput = z.infer<typeof DeleteEntriesInputSchema>;

/**
 * `POST generate`: writes the formulas' shifts for the employees and dates given (all lines and the
 * whole month when left out), keeping manual and persistent entries and placing the ERP's absences.
 */
export const GeneratePeriodInputSchema = ScheduleMonthInputSchema.extend({
  employeeNos: z.array(EmployeeNoSchema).max(10_000, ErrorCode.invalidValue).optional(),
  dates: z.array(IsoDateSchema).max(31, ErrorCode.invalidValue).optional(),
});
export type GeneratePeriodInput = z.infer<typeof GeneratePeriodInputSchema>;

export const GeneratePeriodResultSchema = z.object({
  /** Entries written or replaced, and formula entries removed because the formula no longer plans them. */
  written: z.number().int(),
  removed: z.number().int(),
  version: z.number().int(),
});
export type GeneratePeriodResult = z.infer<typeof GeneratePeriodResultSchema>;

/** `POST set-status` (spec 2 §4): year, month and the status to set. */
export const SetPeriodStatusInputSchema = ScheduleMonthInputSchema.extend({ status: PeriodStatusSchema });
export type SetPeriodStatusInput = z.infer<typeof SetPeriodStatusInputSchema>;

/** The caller's open edit of the month: how many cells it changes, and whether someone committed since. */
export const EditSessionStateSchema = z.object({
  changedCells: z.number().int(),
  /** Undo steps left: each create or delete call is one. */
  undoSteps: z.number().int(),
  /** Another commit (or a generation) changed the month after this session opened: committing it will be refused. */
  isStale: z.boolean(),
});
export type EditSessionState = z.infer<typeof EditSessionStateSchema>;

export const CommitResultSchema = z.object({ changedCells: z.number().int(), version: z.number().int() });
export type CommitResult = z.infer<typeof CommitResultSchema>;

/** A period as the status and lock buttons need it; `status` null: the month has no period yet (not started). */
export const PeriodStateSchema = z.object({
  id: z.number().int().nullable(),
  status: PeriodStatusSchema.nullable(),
  manualLock: z.boolean(),
  lockedByName: z.string().nullable(),
  bcUpdatedAt: z.date().nullable(),
  /** Grows with every commit and generation. */
  version: z.number().int(),
});
export type PeriodState = z.infer<typeof PeriodStateSchema>;

export const DayTypeSchema = z.enum(['weekday', 'weekend', 'holiday']);

/** A day column (spec 2 §3 "Calendar day", "Schedule day"). */
export const TableDaySchema = z.object({
  date: IsoDateSchema,
  day: z.number().int(),
  /** 1 Monday … 7 Sunday. */
  dayOfWeek: z.number().int(),
  /** ISO week number. */
  week: z.number().int(),
  type: DayTypeSchema,
  /** A working day before a public holiday: one hour shorter, short-day shift times apply. */
  isPreHoliday: z.boolean(),
  /** The public holiday's name in Lithuanian and English, when it is one. */
  holidayName: z.string().nullable(),
  holidayNameEn: z.string().nullable(),
  /** The full-time norm of the day in hours (0 on weekends and holidays). */
  normHours: z.number(),
});
export type TableDay = z.infer<typeof TableDaySchema>;

export const TableGroupSchema = z.object({ id: z.number().int(), name: z.string(), order: z.number().int(), isHidden: z.boolean() });
export type TableGroup = z.infer<typeof TableGroupSchema>;

/** A shift of the schedule's shift group, named by entries through its id. */
export const TableShiftSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isWorkDay: z.boolean(),
  workHours: z.number(),
  backgroundColor: z.string(),
  fontColor: z.string(),
  archived: z.boolean(),
});
export type TableShift = z.infer<typeof TableShiftSchema>;

/** An activity code (absence kinds and the like), named by entries through its code. */
export const TableActivitySchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  backgroundColor: z.string(),
  fontColor: z.string(),
});
export type TableActivity = z.infer<typeof TableActivitySchema>;

/** What an open edit session does to an entry: none (committed as shown), create (pending), delete (pending). */
export const EntryActionSchema = z.enum(['none', 'create', 'delete']);
export type EntryAction = z.infer<typeof EntryActionSchema>;

/** A day entry (spec 2 §3), compact. */
export const TableEntrySchema = z.object({
  /** null for an entry the edit session would create. */
  id: z.number().int().nullable(),
  date: IsoDateSchema,
  type: ScheduleEntryTypeSchema,
  shiftId: z.number().int().nullable(),
  activityCode: z.string().nullable(),
  /** 'HH:mm' as placed on that date (short-day times before a holiday), or null for whole-day entries. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  workHours: z.number(),
  absenceHours: z.number(),
  source: ScheduleEntrySourceSchema,
  /** Integration activities (the ERP's absences) are read only. */
  canModify: z.boolean(),
  action: EntryActionSchema,
  // Overrides between schedules (schedule-overrides.schemas.ts); absent means false / none.
  /** Another schedule's entry of the employee on a day of this line: shown read only, not counted here. */
  belongsToOtherSchedule: z.boolean().optional(),
  /** Overridden by another schedule's entry of that day (this one is not counted), or, for another schedule's entry, by this schedule. */
  isOverriden: z.boolean().optional(),
  /** Another schedule's entry the caller may override from this month (edit grant, month editable, not yet overridden). */
  canOverride: z.boolean().optional(),
  /** The code of the other schedule: the entry's own (belongsToOtherSchedule) or the one that overrides it. */
  otherScheduleCode: z.string().optional(),
});
export type TableEntry = z.infer<typeof TableEntrySchema>;

/** An employee's line (spec 2 §3 "Schedule line"). Hours include the edit session's pending changes. */
export const TableLineSchema = z.object({
  employeeNo: z.string(),
  scheduleEmployeeId: z.number().int(),
  fullName: z.string(),
  /** "V. Pavardė", for narrow columns. */
  shortName: z.string(),
  departmentCode: z.string(),
  department: z.string(),
  jobTitleCode: z.string(),
  jobTitle: z.string(),
  groupId: z.number().int().nullable(),
  order: z.number().int(),
  /** The days of the month the employee is in the schedule (validity); other days are disabled cells. */
  validFrom: IsoDateSchema,
  validTo: IsoDateSchema.nullable(),
  normHours: z.number(),
  workHours: z.number(),
  absenceHours: z.number(),
  /** workHours + absenceHours − normHours. */
  diffHours: z.number(),
  entries: z.array(TableEntrySchema),
});
export type TableLine = z.infer<typeof TableLineSchema>;

export const LaborCodeRuleSchema = z.enum(Object.values(LaborCodeRule) as [LaborCodeRule, ...LaborCodeRule[]]);

/** A Labor Code violation (shared/src/work-time/labor-code.ts), attached to a line and its cells. */
export const TableViolationSchema = z.object({
  rule: LaborCodeRuleSchema,
  employeeNo: z.string(),
  dates: z.array(IsoDateSchema),
  /** Committed entries it concerns (pending ones have no id yet). */
  entryIds: z.array(z.number().int()),
  limit: z.number(),
  actual: z.number(),
  unit: z.enum(['days', 'minutes']),
});
export type TableViolation = z.infer<typeof TableViolationSchema>;

/** What the caller may do with the schedule (spec 2 §6), so the screen offers only that. */
export const TablePermissionsSchema = z.object({
  edit: z.boolean(),
  changeStatus: z.boolean(),
  /** Lock and unlock a period by hand. */
  lock: z.boolean(),
  exportToExcel: z.boolean(),
});

/** The month table (spec 2 §3 "Schedule period view"). */
export const ScheduleTableSchema = z.object({
  scheduleId: z.number().int(),
  scheduleCode: z.string(),
  scheduleName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  mode: CellDisplayModeSchema,
  cacheId: z.string(),
  period: PeriodStateSchema,
  permissions: TablePermissionsSchema,
  /** Status InProgress, no manual lock and the edit grant: cells can be changed. */
  isEditable: z.boolean(),
  /** Some line has another schedule's entry that this schedule's entry may override (canOverride). */
  hasOverridableEntries: z.boolean(),
  /** The caller's open edit session of the month, or null. */
  editSession: EditSessionStateSchema.nullable(),
  days: z.array(TableDaySchema),
  groups: z.array(TableGroupSchema),
  shifts: z.array(TableShiftSchema),
  activities: z.array(TableActivitySchema),
  /** In the groups' order, then the lines' order; lines without a group last. */
  lines: z.array(TableLineSchema),
  violations: z.array(TableViolationSchema),
});
export type ScheduleTable = z.infer<typeof ScheduleTableSchema>;

/** A line as the table call sends it: its entries in the compact form of table-wire.ts. */
export const TableLineWireSchema = TableLineSchema.omit({ entries: true }).extend({
  /** The line's entries, encoded by encodeLineEntries (format in table-wire.ts); decodeScheduleTable reads them. */
  encodedEntries: z.string(),
});
export type TableLineWire = z.infer<typeof TableLineWireSchema>;

/**
 * The answer of `schedulePeriods.table` (and of its REST row): the ScheduleTable with each line's
 * entries as one string, so that serialising and reading ~62,000 entries stays cheap. The web decodes
 * it once with decodeScheduleTable; the screens use ScheduleTable.
 */
export const ScheduleTableWireSchema = ScheduleTableSchema.extend({ lines: z.array(TableLineWireSchema) });
export type ScheduleTableWire = z.infer<typeof ScheduleTableWireSchema>;

/** `GET {id}/summary-table/{year}/{month}/{cacheId}`. */
export const SummaryTableInputSchema = ScheduleMonthInputSchema.extend({
  cacheId: textSchema().trim().min(1, ErrorCode.invalidValue).max(40, ErrorCode.invalidValue).default('a'),
});
export type SummaryTableInput = z.input<typeof SummaryTableInputSchema>;

/** Per shift and day: how many people cover it in the schedule's calculation mode, against the capacity. */
export const SummaryTableSchema = z.object({
  calculationMode: z.number().int(),
  dates: z.array(IsoDateSchema),
  rows: z.array(
    z.object({
      shiftId: z.number().int(),
      code: z.string(),
      name: z.string(),
      backgroundColor: z.string(),
      fontColor: z.string(),
      /** One per date, in `dates` order; min and max from the capacity exceptions, null when none is set. */
      cells: z.array(
        z.object({ count: z.number().int(), minCapacity: z.number().int().nullable(), maxCapacity: z.number().int().nullable() }),
      ),
    }),
  ),
});
export type SummaryTable = z.infer<typeof SummaryTableSchema>;

/** `GET index-periods`: the periods of the schedules the caller may view, for the manual-locks screen. */
export const IndexPeriodsInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  scheduleId: coercedInt4Schema({ min: 1 }).optional(),
  year: coercedInt4Schema({ min: 2000, max: 2100 }).optional(),
  locked: z.enum(['all', 'locked', 'unlocked']).default('all'),
});
export type IndexPeriodsInput = z.input<typeof IndexPeriodsInputSchema>;

export const PeriodListItemSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  scheduleCode: z.string(),
  scheduleName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: PeriodStatusSchema,
  manualLock: z.boolean(),
  lockedByName: z.string().nullable(),
  bcUpdatedAt: z.date().nullable(),
  updatedAt: z.date(),
  canLock: z.boolean(),
});
export type PeriodListItem = z.infer<typeof PeriodListItemSchema>;
export const PeriodListSchema = pagedResultSchema(PeriodListItemSchema);
export type PeriodList = z.infer<typeof PeriodListSchema>;

/** `GET {id}/entry-details/{entryId}`. */
export const PeriodEntryDetailsInputSchema = z.strictObject({
  scheduleId: coercedInt4Schema({ min: 1 }),
  entryId: coercedInt4Schema({ min: 1 }),
});

/**
 * `POST export-to-excel/{year}/{month}`: the month as an .xlsx file; the cells show the shifts' and
 * activities' codes, their times or their hours, as the table's display mode (codes by default).
 */
export const ExportScheduleInputSchema = ScheduleMonthInputSchema.extend({
  mode: CellDisplayModeSchema.default(CellDisplayMode.code),
});
export type ExportScheduleInput = z.input<typeof ExportScheduleInputSchema>;
