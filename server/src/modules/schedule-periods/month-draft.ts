import {
  addDays,
  type BusinessCalendar,
  checkLaborCode,
  DayEntryType,
  DEFAULT_ACTIVITY_COLOR,
  DEFAULT_LABOR_CODE_SETTINGS,
  type EditSessionState,
  eachDate,
  type IsoDate,
  isDayBeforeHoliday,
  isoWeekday,
  type LaborCodeEntry,
  type LaborCodeSettings,
  lineTotals,
  lithuanianCalendar,
  minutesToHours,
  monthRange,
  normDays,
  type NormAppointment,
  partTimeShareOn,
  type PeriodState,
  type PeriodStatus,
  placeShift,
  type PlacedShift,
  readableTextColor,
  RestEntryType,
  type ShiftTimes,
  shiftTimesOn,
  ShiftType,
  type TableActivity,
  type TableDay,
  type TableEntry,
  type TableGroup,
  type TableLine,
  type TableShift,
  type TableViolation,
  toDayNumber,
  TotalHoursInclusion,
  isEmptyErpDate,
  wholeDayActivityMinutes,
} from '@portal/shared';
import * as workTimeSettingsRepository from '../work-time-settings/work-time-settings.repository';
import type { ScheduleContext } from '../schedules/schedule-access';
import type { WorkTimeGrantAction } from '../work-time-access/work-time-access';
import { type ScheduleRecord, scheduleWithActions } from './period-access';
import * as periodsRepository from './schedule-periods.repository';
import type { CompactEntry, ShiftRow } from './schedule-periods.repository';

// A schedule's month as the caller sees it: the committed entries with the caller's edit session laid
// over them (the agreed semantics of issue #13: a cell's last change wins; `create` replaces the cell's
// work and activity entries by one manual work entry of the shift, `delete` removes them; the ERP's
// absences stay), placed in real time once, for the table, the summary table and the export.
//
// The reads are a handful of set-based statements run side by side whatever the number of lines; all
// else is one pass over the rows in memory.

/** Days of context around the month for the Labor Code checks (runs, rests and weeks across its edges). */
const CONTEXT_DAYS = 7;

export interface MonthInput {
  scheduleId: number;
  year: number;
  month: number;
}

export interface LoadOptions {
  /** The grant the read needs (view for reads). */
  action: WorkTimeGrantAction;
  /** Lay the caller's edit session over the committed entries (the table, the summary); false: committed only. */
  withDraft: boolean;
  /** Read the company's Labor Code settings (the table's violations). */
  withSettings: boolean;
  /** Read the month's capacity exceptions (the summary table). */
  withCapacity?: boolean;
}

type PeriodRow = NonNullable<Awaited<ReturnType<typeof periodsRepository.findPeriodWithSession>>>;
type LineRow = Awaited<ReturnType<typeof periodsRepository.listLines>>[number];
type ChangeRow = Awaited<ReturnType<typeof periodsRepository.listSessionChanges>>[number];

export interface LoadedMonth {
  schedule: ScheduleRecord;
  actions: WorkTimeGrantAction[];
  input: MonthInput;
  from: IsoDate;
  to: IsoDate;
  contextFrom: IsoDate;
  period: PeriodRow | undefined;
  groups: Awaited<ReturnType<typeof periodsRepository.listGroups>>;
  lines: LineRow[];
  entriesByEmployee: Map<string, CompactEntry[]>;
  changes: ChangeRow[];
  shifts: ShiftRow[];
  activities: Awaited<ReturnType<typeof periodsRepository.listActivityCodes>>;
  settings: LaborCodeSettings;
  capacity: Awaited<ReturnType<typeof periodsRepository.listCapacityExceptions>>;
  timeZone: string;
  calendar: BusinessCalendar;
}

/** Checks the caller's access, then reads the month in one round of statements side by side. */
export async function loadMonth(ctx: ScheduleContext, input: MonthInput, options: LoadOptions): Promise<LoadedMonth> {
  const { schedule, actions } = await scheduleWithActions(ctx, ctx.db, input.scheduleId, options.action);
  const { from, to } = monthRange(input.year, input.month);
  const contextFrom = addDays(from, -CONTEXT_DAYS);
  const contextTo = addDays(to, CONTEXT_DAYS);
  const key = { scheduleId: schedule.id, year: input.year, month: input.month, userId: ctx.auth.user.id };
  const [period, groups, lines, entryRows, changes, shifts, activities, settingsRow, capacity] = await Promise.all([
    periodsRepository.findPeriodWithSession(ctx.db, key),
    periodsRepository.listGroups(ctx.db, schedule.id),
    periodsRepository.listLines(ctx.db, { companyCode: ctx.companyCode, scheduleId: schedule.id, from, to }),
    periodsRepository.listEntriesByEmployee(ctx.db, { scheduleId: schedule.id, from, to, contextFrom, contextTo }),
    options.withDraft ? periodsRepository.listSessionChanges(ctx.db, key) : Promise.resolve([]),
    periodsRepository.listShifts(ctx.db, {
      shiftGroupId: schedule.shift_group_id,
      scheduleId: schedule.id,
      from: contextFrom,
      to: contextTo,
    }),
    periodsRepository.listActivityCodes(ctx.db, ctx.companyCode),
    options.withSettings ? workTimeSettingsRepository.findForCompany(ctx.db, ctx.companyCode) : Promise.resolve(undefined),
    options.withCapacity ? periodsRepository.listCapacityExceptions(ctx.db, { scheduleId: schedule.id, from, to }) : Promise.resolve([]),
  ]);
  return {
    schedule,
    actions,
    input,
    from,
    to,
    contextFrom,
    period,
    groups,
    lines,
    entriesByEmployee: new Map(entryRows.map((row) => [row.employee_no, periodsRepository.sortEntries(row.entries)])),
    changes,
    shifts,
    activities,
    settings: settingsRow ? workTimeSettingsRepository.toLaborCodeSettings(settingsRow) : DEFAULT_LABOR_CODE_SETTINGS,
    capacity,
    timeZone: ctx.env.BUSINESS_TIME_ZONE,
    calendar: lithuanianCalendar,
  };
}

// ---------------------------------------------------------------------------------------------------
// Periods

export const NO_PERIOD: PeriodState = { id: null, status: null, manualLock: false, lockedByName: null, bcUpdatedAt: null, version: 0 };

export function toPeriodState(
  row:
    | { id: number; status: number; manual_lock: boolean; locked_by_name: string | null; bc_updated_at: Date | null; version: number }
    | undefined,
): PeriodState {
  if (!row) return NO_PERIOD;
  return {
    id: row.id,
    status: row.status as PeriodStatus,
    manualLock: row.manual_lock,
    lockedByName: row.locked_by_name,
    bcUpdatedAt: row.bc_updated_at,
    version: row.version,
  };
}

/** The caller's edit session: cells changed, undo steps (one per create or delete call), and whether someone committed since. */
export function editSessionOf(month: LoadedMonth): EditSessionState | null {
  const period = month.period;
  if (!period || period.session_id === null) return null;
  const cells = new Set<string>();
  const batches = new Set<number>();
  for (const change of month.changes) {
    if (change.employee_no !== null && change.date !== null) cells.add(`${change.employee_no}|${change.date}`);
    batches.add(change.batch);
  }
  return { changedCells: cells.size, undoSteps: batches.size, isStale: period.version !== period.base_version };
}

// ---------------------------------------------------------------------------------------------------
// Dictionaries and days

export function toTableShift(row: ShiftRow): TableShift {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    startTime: row.start_time,
    endTime: row.end_time,
    isWorkDay: row.type === ShiftType.workDay,
    workHours: minutesToHours(row.work_minutes),
    backgroundColor: row.background_color,
    fontColor: row.font_color,
    archived: row.archived,
  };
}

export function toTableActivity(row: LoadedMonth['activities'][number]): TableActivity {
  const color = row.color || DEFAULT_ACTIVITY_COLOR;
  return { code: row.code, name: row.text, nameEn: row.text_en ?? row.text, backgroundColor: color, fontColor: readableTextColor(color) };
}

/** The ISO week number of a date: the week of its Thursday, counted in that Thursday's year. */
function isoWeekOf(date: IsoDate): number {
  const thursday = toDayNumber(date) + 4 - isoWeekday(date);
  const yearStart = toDayNumber(`${addDays(date, 4 - isoWeekday(date)).slice(0, 4)}-01-01`);
  return Math.floor((thursday - yearStart) / 7) + 1;
}

/** The day columns: kind of day, pre-holiday, holiday names and the full-time norm (shared norm-hours rule). */
export function tableDays(month: Pick<LoadedMonth, 'from' | 'to' | 'calendar' | 'input'>): TableDay[] {
  const holidays = new Map(month.calendar.holidaysOf(month.input.year).map((holiday) => [holiday.date, holiday.name]));
  return normDays([{ validFrom: month.from, validTo: month.to, partTimeShare: 1 }], month.from, month.to, { calendar: month.calendar }).map(
    (day) => {
      const holiday = holidays.get(day.date);
      return {
        date: day.date,
        day: Number(day.date.slice(8, 10)),
        dayOfWeek: isoWeekday(day.date),
        week: isoWeekOf(day.date),
        type: month.calendar.isHoliday(day.date) ? 'holiday' : month.calendar.isWeekend(day.date) ? 'weekend' : 'weekday',
        isPreHoliday: isDayBeforeHoliday(day.date, month.calendar),
        holidayName: holiday?.lt ?? null,
        holidayNameEn: holiday?.en ?? null,
        normHours: minutesToHours(day.normMinutes),
      };
    },
  );
}

export function tableGroups(month: LoadedMonth): TableGroup[] {
  return month.groups.map((group, index) => ({ id: group.id, name: group.name, order: index + 1, isHidden: group.is_hidden }));
}

// ---------------------------------------------------------------------------------------------------
// The draft: entries with the edit session laid over them, placed in real time

/** A day entry of the draft (or a committed one the session deletes), with its placement when it is a timed work entry. */
export interface DraftEntry extends TableEntry {
  workMinutes: number;
  absenceMinutes: number;
  placed: PlacedShift | null;
}

export interface EmployeeDraft {
  employeeNo: string;
  /** The month's entries as the table shows them, in date order: draft entries and the committed ones the session deletes. */
  monthEntries: DraftEntry[];
  /** The draft's timed work entries of the month and the context days, for the Labor Code and the summary. */
  work: DraftEntry[];
}

/** Places shifts once per shift, date, times and short-day flag: a month of 2,000 lines asks for a few hundred. */
function placementCache(month: LoadedMonth) {
  const shifts = new Map(month.shifts.map((shift) => [shift.id, shift]));
  const shiftTimes = new Map<number, ShiftTimes>();
  const timesOf = (shift: ShiftRow): ShiftTimes => {
    let times = shiftTimes.get(shift.id);
    if (!times) {
      times = {
        type: shift.type as ShiftType,
        startTime: shift.start_time,
        endTime: shift.end_time,
        shortDayStartTime: shift.short_day_start_time,
        shortDayEndTime: shift.short_day_end_time,
        restEntries: shift.rest_entries.map((rest) => ({
          type: rest.counted_in_work_time ? RestEntryType.counted : RestEntryType.notCounted,
          undefinedTime: rest.start_time === null,
          startTime: rest.start_time,
          endTime: rest.end_time,
          minutes: rest.minutes,
        })),
      };
      shiftTimes.set(shift.id, times);
    }
    return times;
  };
  const options = { timeZone: month.timeZone, calendar: month.calendar };
  const placeUncached = (shiftId: number, date: IsoDate, ownStart: string | null, ownEnd: string | null, shortened: boolean) => {
    const shift = shifts.get(shiftId);
    if (!shift) return null;
    const times = timesOf(shift);
    const own = ownStart !== null && ownEnd !== null;
    const placedTimes = own ? { ...times, startTime: ownStart, endTime: ownEnd, shortDayStartTime: null, shortDayEndTime: null } : times;
    return placeShift(placedTimes, date, { ...options, hasShortenedPreHolidayTime: shortened });
  };
  const timesOnUncached = (shiftId: number, date: IsoDate, shortened: boolean) => {
    const shift = shifts.get(shiftId);
    return shift ? shiftTimesOn(timesOf(shift), date, { ...options, hasShortenedPreHolidayTime: shortened }) : null;
  };
  // Nearly every entry has its shift's own times: those are kept per shift and short-day flag, then
  // per date (the same date strings come back for every line), without building a key per entry.
  const onShiftTimes = new Map<number, Map<IsoDate, { placed: PlacedShift | null; shown: ReturnType<typeof shiftTimesOn> }>>();
  const withOwnTimes = new Map<string, PlacedShift | null>();
  return {
    shifts,
    /**
     * The shift placed on the date (at the entry's own times when it has them, else the shift's,
     * short-day ones when they apply) and the times it shows when it has none of its own.
     */
    place(shiftId: number, date: IsoDate, ownStart: string | null, ownEnd: string | null, shortened: boolean) {
      if (ownStart === null && ownEnd === null) {
        const slot = shiftId * 2 + (shortened ? 1 : 0);
        let byDate = onShiftTimes.get(slot);
        if (!byDate) onShiftTimes.set(slot, (byDate = new Map()));
        let found = byDate.get(date);
        if (!found) {
          found = { placed: placeUncached(shiftId, date, null, null, shortened), shown: timesOnUncached(shiftId, date, shortened) };
          byDate.set(date, found);
        }
        return found;
      }
      const key = `${shiftId}|${date}|${ownStart}|${ownEnd}|${shortened}`;
      let placed = withOwnTimes.get(key);
      if (placed === undefined) {
        placed = placeUncached(shiftId, date, ownStart, ownEnd, shortened);
        withOwnTimes.set(key, placed);
      }
      return { placed, shown: ownStart === null ? timesOnUncached(shiftId, date, shortened) : null };
    },
  };
}

const NOT_PLACED = { placed: null, shown: null } as const;

/** The last change of each cell (changes come in the order they were made), per employee and date. */
function lastChanges(changes: readonly ChangeRow[]): Map<string, Map<IsoDate, ChangeRow>> {
  const byEmployee = new Map<string, Map<IsoDate, ChangeRow>>();
  for (const change of changes) {
    if (change.employee_no === null || change.date === null) continue;
    let cells = byEmployee.get(change.employee_no);
    if (!cells) byEmployee.set(change.employee_no, (cells = new Map()));
    cells.set(change.date, change);
  }
  return byEmployee;
}

/** Every employee's draft, once per employee (an employee with two lines in the month has one draft). */
export function buildDrafts(month: LoadedMonth): Map<string, EmployeeDraft> {
  const cache = placementCache(month);
  const cellChanges = lastChanges(month.changes);
  const dates = eachDate(month.contextFrom, addDays(month.to, CONTEXT_DAYS));
  const inMonth = (date: IsoDate) => month.from <= date && date <= month.to;
  const drafts = new Map<string, EmployeeDraft>();
  for (const line of month.lines) {
    if (drafts.has(line.employee_no)) continue;
    const shortened = line.shortened_pre_holiday;
    const changed = cellChanges.get(line.employee_no);
    const draft: EmployeeDraft = { employeeNo: line.employee_no, monthEntries: [], work: [] };
    const add = (entry: DraftEntry) => {
      if (inMonth(entry.date)) draft.monthEntries.push(entry);
      if (entry.action !== 'delete' && entry.placed) draft.work.push(entry);
    };
    const creates = changed ? [...changed.values()].filter((change) => change.action === 'create') : [];
    creates.sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
    let nextCreate = 0;
    const flushCreatesBefore = (date: IsoDate | null) => {
      for (; nextCreate < creates.length && (date === null || creates[nextCreate]!.date! < date); nextCreate++) {
        add(createdEntry(creates[nextCreate]!));
      }
    };
    const createdEntry = (change: ChangeRow): DraftEntry => {
      if (change.type === DayEntryType.activity) return createdActivity(change, month.calendar);
      const date = change.date!;
      const shiftId = change.shift_id;
      const { placed, shown: times } =
        shiftId === null ? { placed: null, shown: null } : cache.place(shiftId, date, change.start_time, change.end_time, shortened);
      const workMinutes = placed?.workMinutes ?? 0;
      return {
        id: null,
        date,
        type: 'work',
        shiftId,
        activityCode: change.activity_code,
        startTime: change.start_time ?? times?.startTime ?? null,
        endTime: change.end_time ?? times?.endTime ?? null,
        workHours: minutesToHours(workMinutes),
        absenceHours: 0,
        source: 'manual',
        canModify: true,
        action: 'create',
        workMinutes,
        absenceMinutes: 0,
        placed,
      };
    };
    let lastDate: IsoDate | null = null;
    for (const [
      id,
      day,
      type,
      source,
      shiftId,
      activityCode,
      ownStart,
      ownEnd,
      workMinutes,
      absenceMinutes,
      ,
      fromDocument,
    ] of month.entriesByEmployee.get(line.employee_no) ?? []) {
      const date = dates[day]!;
      // A cell's creates come after its committed entries: flush those of earlier dates first.
      if (date !== lastDate) {
        flushCreatesBefore(date);
        lastDate = date;
      }
      // The ERP's absences and holidays from documents stay whatever the planner changes on the cell.
      const isKept = type === DayEntryType.integrationActivity || fromDocument === 1;
      const change = changed?.get(date);
      const isWork = type === DayEntryType.work && shiftId !== null;
      const { placed, shown } = isWork ? cache.place(shiftId, date, ownStart, ownEnd, shortened) : NOT_PLACED;
      add({
        id,
        date,
        type,
        shiftId,
        activityCode,
        startTime: ownStart ?? shown?.startTime ?? null,
        endTime: ownEnd ?? shown?.endTime ?? null,
        workHours: minutesToHours(workMinutes),
        absenceHours: minutesToHours(absenceMinutes),
        source,
        canModify: !isKept,
        action: change && !isKept ? 'delete' : 'none',
        workMinutes,
        absenceMinutes,
        placed,
      });
    }
    flushCreatesBefore(null);
    drafts.set(line.employee_no, draft);
  }
  return drafts;
}

/** A pending activity (generate-activity-entries): not worked time, the day's norm as its absence. */
function createdActivity(change: ChangeRow, calendar: BusinessCalendar): DraftEntry {
  const date = change.date!;
  const absenceMinutes = wholeDayActivityMinutes(date, date, calendar).get(date) ?? 0;
  return {
    id: null,
    date,
    type: DayEntryType.activity,
    shiftId: null,
    activityCode: change.activity_code,
    startTime: null,
    endTime: null,
    workHours: 0,
    absenceHours: minutesToHours(absenceMinutes),
    source: 'manual',
    canModify: true,
    action: 'create',
    workMinutes: 0,
    absenceMinutes,
    placed: null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Lines and violations

function appointmentsOf(line: LineRow): NormAppointment[] {
  return line.appointments.map(([from, to, share]) => ({
    validFrom: from,
    validTo: isEmptyErpDate(to) ? null : to,
    partTimeShare: Number(share),
  }));
}

/** The month's lines with their entries and totals (norm from the calendar and the appointments' shares). */
export function tableLines(month: LoadedMonth, drafts: Map<string, EmployeeDraft>): TableLine[] {
  const fullTimeNorm = normDays([{ validFrom: month.from, validTo: month.to, partTimeShare: 1 }], month.from, month.to, {
    calendar: month.calendar,
  }).map((day) => ({ date: day.date, minutes: day.normMinutes }));
  return month.lines.map((line, index) => {
    const validTo = line.valid_to;
    const isValidOn = (date: IsoDate) => line.valid_from <= date && (validTo === null || date <= validTo);
    const appointments = appointmentsOf(line);
    let norm = 0;
    for (const day of fullTimeNorm)
      if (day.minutes > 0 && isValidOn(day.date)) norm += day.minutes * partTimeShareOn(appointments, day.date);
    const entries = (drafts.get(line.employee_no)?.monthEntries ?? []).filter((entry) => isValidOn(entry.date));
    let work = 0;
    let absence = 0;
    for (const entry of entries) {
      if (entry.action === 'delete') continue;
      work += entry.workMinutes;
      absence += entry.absenceMinutes;
    }
    const totals = lineTotals(norm, [
      { type: DayEntryType.work, minutes: work },
      { type: DayEntryType.activity, minutes: absence, totalHoursInclusion: TotalHoursInclusion.subtractedFromNormHours },
    ]);
    return {
      employeeNo: line.employee_no,
      scheduleEmployeeId: line.id,
      fullName: `${line.first_name} ${line.last_name}`,
      shortName: `${line.first_name.slice(0, 1)}. ${line.last_name}`,
      departmentCode: line.department_code ?? '',
      department: line.department_name ?? '',
      // The ERP sends the job title as a name only: no code to show.
      jobTitleCode: '',
      jobTitle: line.job_title ?? '',
      groupId: line.group_id,
      order: index + 1,
      validFrom: line.valid_from,
      validTo: line.valid_to,
      normHours: totals.normHours,
      workHours: totals.workHours,
      absenceHours: totals.absenceHours,
      diffHours: totals.differenceHours,
      // Draft entries are table entries with more fields: the wire form and the export read only a table entry's.
      entries,
    };
  });
}

/** The Labor Code violations of each employee's draft, in the lines' order (shared checkLaborCode). */
export function tableViolations(month: LoadedMonth, drafts: Map<string, EmployeeDraft>): TableViolation[] {
  const consent = new Map(month.lines.map((line) => [line.employee_no, line.weekly_hours_consent]));
  const violations: TableViolation[] = [];
  for (const draft of drafts.values()) {
    const entries: LaborCodeEntry[] = draft.work.map((entry) => ({
      id: entry.id ?? `new:${entry.date}`,
      date: entry.date,
      start: entry.placed!.start,
      end: entry.placed!.end,
      workMinutes: entry.workMinutes,
      breaks: entry.placed!.breaks,
    }));
    if (entries.length === 0) continue;
    const found = checkLaborCode({
      lineId: draft.employeeNo,
      entries,
      range: { from: month.from, to: month.to },
      settings: month.settings,
      hasSignedConsent: consent.get(draft.employeeNo) ?? false,
    });
    for (const violation of found) {
      violations.push({
        rule: violation.rule,
        employeeNo: draft.employeeNo,
        dates: violation.dates,
        entryIds: violation.entryIds.filter((id): id is number => typeof id === 'number'),
        limit: violation.limit,
        actual: violation.actual,
        unit: violation.unit,
      });
    }
  }
  return violations;
}
