import { z } from 'zod';
import { RecordIdSchema } from '../api/envelope';
import { int4Schema, textSchema } from '../api/input-primitives';
import { checkDateRange } from '../calendar/date-range';
import { IsoDateSchema } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';

// The shapes and enumerations of the work-time area (spec 2 §3 shift group, shift, rest entry, schedule
// formula, Labor Code settings, schedule table settings; §4 states; §6 permission actions). Inputs are
// what a create or update call accepts; entities add what the server owns (id, archived, computed hours).

// ---------------------------------------------------------------------------------------------------
// Enumerations (spec 2 §4)

/** Schedule and timesheet period status (spec 2 §4). A month without a period is "not started". */
export const PeriodStatus = { inProgress: 0, prepared: 1, approved: 2 } as const;
export type PeriodStatus = (typeof PeriodStatus)[keyof typeof PeriodStatus];
export const PeriodStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ErrorCode.invalidValue });

/** A shift either plans work or marks a day of rest (a rest-day shift has no hours). */
export const ShiftType = { workDay: 'work_day', restDay: 'rest_day' } as const;
export type ShiftType = (typeof ShiftType)[keyof typeof ShiftType];

/** Whether a rest entry (break) of a shift counts as work time or is taken off the shift's hours. */
export const RestEntryType = { counted: 'counted', notCounted: 'not_counted' } as const;
export type RestEntryType = (typeof RestEntryType)[keyof typeof RestEntryType];

/**
 * Continuous: a week pattern, positions follow the weekdays from Monday of the start date's week.
 * Cyclic: a rotation of N positions over calendar days from the start date. See formula-expansion.ts.
 */
export const FormulaType = { continuous: 'continuous', cyclic: 'cyclic' } as const;
export type FormulaType = (typeof FormulaType)[keyof typeof FormulaType];

/** A day entry is a worked shift, an activity entered in the portal, or an absence the ERP sent (read only). */
export const DayEntryType = { work: 'work', activity: 'activity', integrationActivity: 'integration_activity' } as const;
export type DayEntryType = (typeof DayEntryType)[keyof typeof DayEntryType];

/** How a schedule employee is tracked: added by hand, or following their department (spec 2 §3). */
export const TrackingType = { manual: 0, department: 1 } as const;
export type TrackingType = (typeof TrackingType)[keyof typeof TrackingType];
export const TrackingTypeSchema = z.union([z.literal(0), z.literal(1)], { error: ErrorCode.invalidValue });

/** How an activity's hours enter a line's totals (spec 2 §4 "Total-hours inclusion"). See norm-hours.ts. */
export const TotalHoursInclusion = {
  excluded: 'excluded',
  addedToWorkedHours: 'added_to_worked_hours',
  subtractedFromNormHours: 'subtracted_from_norm_hours',
} as const;
export type TotalHoursInclusion = (typeof TotalHoursInclusion)[keyof typeof TotalHoursInclusion];

/** How the summary table counts people on a shift (spec 2 §4; schedules.summary_table_calculation_mode). See summary-table.ts. */
export const SummaryTableCalculationMode = { fullCoverageOnly: 0, countPartialAsFull: 1, joinPartialToFull: 2 } as const;
export type SummaryTableCalculationMode = (typeof SummaryTableCalculationMode)[keyof typeof SummaryTableCalculationMode];
export const SummaryTableCalculationModeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ErrorCode.invalidValue });

/**
 * What a work-time grant allows on a schedule (later also a timesheet or holiday plan), spec 2 §6.
 * Fill and confirm documents are the Lithuanian variant's additions.
 */
export const WorkTimePermissionAction = {
  view: 'view',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
  administer: 'administer',
  changeStatus: 'change_status',
  fillDocuments: 'fill_documents',
  confirmDocuments: 'confirm_documents',
} as const;
export type WorkTimePermissionAction = (typeof WorkTimePermissionAction)[keyof typeof WorkTimePermissionAction];

// ---------------------------------------------------------------------------------------------------
// Building blocks

/** A time of day, 'HH:mm' from 00:00 to 23:59. */
export type TimeOfDay = string;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

/** Minutes after midnight of an 'HH:mm' time (08:30 → 510). */
export function minutesOfDay(time: TimeOfDay): number {
  if (!isTimeOfDay(time)) throw new RangeError(`not a time of day: ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A time of day in an input: validation.invalid_time unless 'HH:mm' within 00:00–23:59. */
export const TimeOfDaySchema = textSchema({ error: ErrorCode.invalidTime }).regex(TIME_OF_DAY, ErrorCode.invalidTime);

/** A colour '#RRGGBB' (validation.invalid_color otherwise), kept in upper case so equal colours compare equal. */
export const ColorSchema = textSchema({ error: ErrorCode.invalidColor })
  .regex(/^#[0-9A-Fa-f]{6}$/, ErrorCode.invalidColor)
  .transform((value) => value.toUpperCase());

export const DEFAULT_SHIFT_BACKGROUND_COLOR = '#FFFFFF';
export const DEFAULT_SHIFT_FONT_COLOR = '#000000';

const CodeSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(20, ErrorCode.invalidValue);
const NameSchema = textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(100, ErrorCode.invalidValue);
/** Optional text: missing or null is the empty text (the columns are not null, default ''). */
const OptionalTextSchema = (max: number) =>
  textSchema()
    .trim()
    .max(max, ErrorCode.invalidValue)
    .nullish()
    .transform((value) => value ?? '');

// ---------------------------------------------------------------------------------------------------
// Shift group

export const ShiftGroupInputSchema = z.object({
  code: CodeSchema,
  name: NameSchema,
  description: OptionalTextSchema(500),
});
export type ShiftGroupInput = z.infer<typeof ShiftGroupInputSchema>;

export const ShiftGroupSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The user who created the group. */
  userId: z.number().int().nullable(),
  archived: z.boolean(),
});
export type ShiftGroup = z.infer<typeof ShiftGroupSchema>;

// ---------------------------------------------------------------------------------------------------
// Rest entry (a break inside a shift)

/**
 * A break of a shift: at fixed times (startTime–endTime, inside the shift; it may cross midnight with a
 * night shift), or of undefined time, only a length in minutes (taken whenever work allows).
 */
export const RestEntryInputSchema = z
  .object({
    type: z.enum(RestEntryType, { error: ErrorCode.invalidValue }),
    undefinedTime: z.boolean().default(false),
    startTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
    endTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
    /** The length of an undefined-time break; ignored (computed) for a break at fixed times. */
    minutes: int4Schema({ min: 1, max: 24 * 60 - 1 })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((entry, context) => {
    if (entry.undefinedTime) {
      if (entry.minutes === null) context.addIssue({ code: 'custom', path: ['minutes'], message: ErrorCode.fieldRequired });
      return;
    }
    if (entry.startTime === null) context.addIssue({ code: 'custom', path: ['startTime'], message: ErrorCode.fieldRequired });
    if (entry.endTime === null) context.addIssue({ code: 'custom', path: ['endTime'], message: ErrorCode.fieldRequired });
    if (entry.startTime !== null && entry.startTime === entry.endTime) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: ErrorCode.invalidValue });
    }
  });
export type RestEntryInput = z.infer<typeof RestEntryInputSchema>;

export const RestEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(RestEntryType),
  undefinedTime: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The break's length: given for an undefined-time break, computed from the wall-clock times otherwise. */
  minutes: z.number().int(),
});
export type RestEntry = z.infer<typeof RestEntrySchema>;

/** Wall-clock minutes of a fixed break, crossing midnight when the end is not after the start (23:30–00:15 → 45). */
export function restEntryWallMinutes(entry: { startTime: TimeOfDay; endTime: TimeOfDay }): number {
  const length = minutesOfDay(entry.endTime) - minutesOfDay(entry.startTime);
  return length > 0 ? length : length + 24 * 60;
}

// ---------------------------------------------------------------------------------------------------
// Shift

/**
 * Whether a break at fixed times lies inside a shift's wall-clock span (start → end, crossing midnight
 * when end ≤ start). Compared in minutes from the shift's start, so a 02:00 break fits a 22:00–06:00 shift.
 */
export function isRestEntryInsideShift(
  shift: { startTime: TimeOfDay; endTime: TimeOfDay },
  entry: { startTime: TimeOfDay; endTime: TimeOfDay },
): boolean {
  const day = 24 * 60;
  const shiftStart = minutesOfDay(shift.startTime);
  const shiftLength = (((minutesOfDay(shift.endTime) - shiftStart) % day) + day) % day || day;
  const entryStart = (((minutesOfDay(entry.startTime) - shiftStart) % day) + day) % day;
  return entryStart + restEntryWallMinutes(entry) <= shiftLength;
}

const ShiftFieldsSchema = z.object({
  code: CodeSchema,
  /** A free grouping label inside the shift group (e.g. "Night"). */
  subgroup: OptionalTextSchema(50),
  name: NameSchema,
  type: z.enum(ShiftType, { error: ErrorCode.fieldRequired }),
  /** Required for a work-day shift; the shift crosses midnight when endTime ≤ startTime. */
  startTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
  endTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
  /** Replace start and end on the working day before a public holiday (both or neither); see shift-hours.ts. */
  shortDayStartTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
  shortDayEndTime: TimeOfDaySchema.nullish().transform((value) => value ?? null),
  isTemporary: z.boolean().default(false),
  backgroundColor: ColorSchema.default(DEFAULT_SHIFT_BACKGROUND_COLOR),
  fontColor: ColorSchema.default(DEFAULT_SHIFT_FONT_COLOR),
  restEntries: z.array(RestEntryInputSchema).max(20, ErrorCode.invalidValue).default([]),
});

type ShiftFields = z.infer<typeof ShiftFieldsSchema>;

function checkShift(shift: ShiftFields, context: z.RefinementCtx): void {
  // A work day needs both times; a rest day may have none, but never only one.
  const needsTimes = shift.type === ShiftType.workDay || shift.startTime !== null || shift.endTime !== null;
  if (needsTimes) {
    if (shift.startTime === null) context.addIssue({ code: 'custom', path: ['startTime'], message: ErrorCode.fieldRequired });
    if (shift.endTime === null) context.addIssue({ code: 'custom', path: ['endTime'], message: ErrorCode.fieldRequired });
  }
  // Short-day times apply only as a pair (spec 2 §5): the empty one carries the error.
  if ((shift.shortDayStartTime === null) !== (shift.shortDayEndTime === null)) {
    const path = shift.shortDayStartTime === null ? 'shortDayStartTime' : 'shortDayEndTime';
    context.addIssue({ code: 'custom', path: [path], message: ErrorCode.shortDayTimesIncomplete });
  }
  // A refinement runs even when a field failed: times that are no times already carry their error.
  const { startTime, endTime } = shift;
  if (startTime === null || endTime === null || !isTimeOfDay(startTime) || !isTimeOfDay(endTime)) return;
  shift.restEntries.forEach((entry, index) => {
    if (entry.undefinedTime || entry.startTime === null || entry.endTime === null) return;
    if (!isTimeOfDay(entry.startTime) || !isTimeOfDay(entry.endTime)) return;
    if (!isRestEntryInsideShift({ startTime, endTime }, { startTime: entry.startTime, endTime: entry.endTime })) {
      context.addIssue({ code: 'custom', path: ['restEntries', index, 'startTime'], message: ErrorCode.restEntryOutsideShift });
    }
  });
}

/** The body of a shift's create and update calls. Archiving has calls of its own. */
export const ShiftInputSchema = ShiftFieldsSchema.extend({ shiftGroupId: RecordIdSchema }).superRefine(checkShift);
export type ShiftInput = z.infer<typeof ShiftInputSchema>;

export const ShiftSchema = z.object({
  id: z.number().int(),
  shiftGroupId: z.number().int(),
  code: z.string(),
  subgroup: z.string(),
  name: z.string(),
  type: z.enum(ShiftType),
  /** type === work_day, as the spec's field. */
  isWorkDay: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  shortDayStartTime: z.string().nullable(),
  shortDayEndTime: z.string().nullable(),
  isTemporary: z.boolean(),
  archived: z.boolean(),
  backgroundColor: z.string(),
  fontColor: z.string(),
  /** Work hours on an ordinary day without a DST change (shiftWorkMinutes / 60). */
  workHours: z.number(),
  restEntries: z.array(RestEntrySchema),
});
export type Shift = z.infer<typeof ShiftSchema>;

// ---------------------------------------------------------------------------------------------------
// Schedule formula

/** The longest formula: a year of positions. */
export const MAX_FORMULA_POSITIONS = 366;

/** One position of a formula: the shift planned on that day of the cycle, or null for a day off. */
export const FormulaEntryInputSchema = z.object({ shiftId: RecordIdSchema.nullable() });
export type FormulaEntryInput = z.infer<typeof FormulaEntryInputSchema>;

export const ScheduleFormulaInputSchema = z
  .object({
    code: CodeSchema,
    name: NameSchema,
    type: z.enum(FormulaType, { error: ErrorCode.fieldRequired }),
    startDate: IsoDateSchema,
    /** null: valid without end. */
    endDate: IsoDateSchema.nullish().transform((value) => value ?? null),
    /** The shift that replaces a planned work shift on a public holiday; null keeps the cycle's shift. */
    holidayShiftId: RecordIdSchema.nullish().transform((value) => value ?? null),
    shiftGroupId: RecordIdSchema,
    /** The positions in order: position i is entries[i]. */
    entries: z.array(FormulaEntryInputSchema).min(1, ErrorCode.fieldRequired).max(MAX_FORMULA_POSITIONS, ErrorCode.invalidValue),
  })
  .superRefine(checkDateRange('startDate', 'endDate'))
  .superRefine((formula, context) => {
    if (formula.type === FormulaType.continuous && formula.entries.length % 7 !== 0) {
      context.addIssue({ code: 'custom', path: ['entries'], message: ErrorCode.formulaWeekPatternLength });
    }
  });
export type ScheduleFormulaInput = z.infer<typeof ScheduleFormulaInputSchema>;

export const ScheduleFormulaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(FormulaType),
  startDate: z.string(),
  endDate: z.string().nullable(),
  holidayShiftId: z.number().int().nullable(),
  shiftGroupId: z.number().int(),
  entries: z.array(z.object({ position: z.number().int(), shiftId: z.number().int().nullable() })),
  isValid: z.boolean(),
});
export type ScheduleFormula = z.infer<typeof ScheduleFormulaSchema>;

// ---------------------------------------------------------------------------------------------------
// Labor Code settings

/**
 * The Labor Code limits the checks apply (labor-code.ts), editable on the work-time settings screen and
 * kept per company (work_time_settings, the same names in snake case). Durations are in minutes. The
 * defaults are those of the Lithuanian Labour Code (arts. 112, 114, 122).
 */
export const LaborCodeSettingsSchema = z
  .object({
    /** More consecutive days with work than this is a violation. */
    maxConsecutiveWorkDays: int4Schema({ min: 1, max: 31 }).default(6),
    /** The average work time a week over a checked period, without consent to work more (48 h). */
    maxWeeklyMinutes: int4Schema({ min: 60, max: 7 * 24 * 60 }).default(48 * 60),
    /** The weekly limit for an employee who signed consent, and the cap on any single week for everyone (60 h). */
    maxWeeklyMinutesWithConsent: int4Schema({ min: 60, max: 7 * 24 * 60 }).default(60 * 60),
    /** The longest work time of one shift, its breaks not counted in work time left out (12 h). */
    maxShiftMinutes: int4Schema({ min: 60, max: 24 * 60 }).default(12 * 60),
    /** A shift lasting longer than this (5 h) needs a break … */
    breakThresholdMinutes: int4Schema({ min: 0, max: 24 * 60 }).default(5 * 60),
    /** … of at least this many minutes in one piece (30); 0 turns the rule off. */
    minBreakMinutes: int4Schema({ min: 0, max: 12 * 60 }).default(30),
    /** The shortest rest between the end of one shift and the start of the next (11 h). */
    minDailyRestMinutes: int4Schema({ min: 0, max: 24 * 60 }).default(11 * 60),
    /** The uninterrupted rest every 7 days must have (35 h). */
    minWeeklyRestMinutes: int4Schema({ min: 0, max: 7 * 24 * 60 }).default(35 * 60),
  })
  .superRefine((settings, context) => {
    if (settings.maxWeeklyMinutesWithConsent < settings.maxWeeklyMinutes) {
      context.addIssue({ code: 'custom', path: ['maxWeeklyMinutesWithConsent'], message: ErrorCode.invalidValue });
    }
  });
export type LaborCodeSettings = z.infer<typeof LaborCodeSettingsSchema>;

/** The Lithuanian Labour Code's limits. */
export const DEFAULT_LABOR_CODE_SETTINGS: LaborCodeSettings = Object.freeze(LaborCodeSettingsSchema.parse({}));

// ---------------------------------------------------------------------------------------------------
// Schedule table settings (kept in the browser's local storage)

export const CellDisplayMode = { code: 'code', time: 'time', hours: 'hours' } as const;
export type CellDisplayMode = (typeof CellDisplayMode)[keyof typeof CellDisplayMode];

/** The optional columns of a schedule table line, before the day columns. */
export const ScheduleTableColumn = {
  employeeNo: 'employeeNo',
  employeeName: 'employeeName',
  departmentCode: 'departmentCode',
  department: 'department',
  jobTitleCode: 'jobTitleCode',
  jobTitle: 'jobTitle',
  normHours: 'normHours',
  workHours: 'workHours',
  absenceHours: 'absenceHours',
  differenceHours: 'differenceHours',
} as const;
export type ScheduleTableColumn = (typeof ScheduleTableColumn)[keyof typeof ScheduleTableColumn];

export const DEFAULT_SCHEDULE_TABLE_COLUMNS: readonly ScheduleTableColumn[] = [
  ScheduleTableColumn.employeeNo,
  ScheduleTableColumn.employeeName,
  ScheduleTableColumn.normHours,
  ScheduleTableColumn.workHours,
  ScheduleTableColumn.differenceHours,
];

/**
 * Spec 2 §3 and §9 defaults. Each field falls back to its default when the stored value is missing or
 * not valid (local storage may hold an older or hand-edited shape), so parsing never fails.
 */
export const ScheduleTableSettingsSchema = z.object({
  cellDisplayMode: z.enum(CellDisplayMode).catch(CellDisplayMode.code),
  displayColumns: z
    .array(z.enum(ScheduleTableColumn))
    .transform((columns) => [...new Set(columns)])
    .catch(() => [...DEFAULT_SCHEDULE_TABLE_COLUMNS]),
  displayTotalsVertically: z.boolean().catch(false),
  tableHeight: z.number().int().min(200).max(10_000).catch(800),
  showSummaryTable: z.boolean().catch(false),
  employeeNoWidth: z.number().int().min(40).max(400).catch(70),
});
export type ScheduleTableSettings = z.infer<typeof ScheduleTableSettingsSchema>;

/** The settings read from storage: any value (even none) gives complete, valid settings. */
export function readScheduleTableSettings(stored: unknown): ScheduleTableSettings {
  return ScheduleTableSettingsSchema.parse(typeof stored === 'object' && stored !== null ? stored : {});
}

export const DEFAULT_SCHEDULE_TABLE_SETTINGS: ScheduleTableSettings = Object.freeze(readScheduleTableSettings({}));
