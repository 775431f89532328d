import { minutesToHours, monthRange, type TableEntry, type TableLine, type TableShift } from '@portal/shared';
import type { ScheduleContext } from '../schedules/schedule-access';
import * as overridesRepository from '../schedule-entries/schedule-overrides.repository';
import type { EmployeeDraft, MonthInput } from './month-draft';

// The month table's view of overrides between schedules (spec 2 §3 day entry: belongsToOtherSchedule,
// isOverriden, canOverride): one read beside the month's own (schedule-overrides.repository.ts), merged
// into the finished lines in one pass, so the draft and its totals stay as month-draft.ts builds them.

/** The month's entries of other schedules on this schedule's lines, and this schedule's overridden entries. */
export function readMonthOverrides(ctx: ScheduleContext, input: MonthInput): Promise<overridesRepository.OverrideEntryRow[]> {
  const { from, to } = monthRange(input.year, input.month);
  return overridesRepository.listMonthOverrideEntries(ctx.db, { companyCode: ctx.companyCode, scheduleId: input.scheduleId, from, to });
}

/** The ids of this schedule's entries of the month that another schedule overrides (the summary's read). */
export async function readOverriddenEntryIds(ctx: ScheduleContext, input: MonthInput): Promise<Set<number>> {
  const { from, to } = monthRange(input.year, input.month);
  return new Set(await overridesRepository.listOverriddenEntryIds(ctx.db, { scheduleId: input.scheduleId, from, to }));
}

/** The ids of the overridden entries among the table's override rows. */
export function overriddenIdsOf(rows: readonly overridesRepository.OverrideEntryRow[]): Set<number> {
  return new Set(rows.filter((row) => row.kind === 'overridden').map((row) => row.id));
}

/** The drafts without their overridden work: it is not this schedule's time that day (Labor Code, summary). */
export function withoutOverridden(drafts: Map<string, EmployeeDraft>, overridden: ReadonlySet<number>): Map<string, EmployeeDraft> {
  if (overridden.size === 0) return drafts;
  return new Map(
    [...drafts].map(([employeeNo, draft]) => [
      employeeNo,
      { ...draft, work: draft.work.filter((entry) => entry.id === null || !overridden.has(entry.id)) },
    ]),
  );
}

const round = (hours: number) => Math.round(hours * 100) / 100;

function otherEntry(row: overridesRepository.OverrideEntryRow, isEditable: boolean): TableEntry {
  return {
    id: row.id,
    date: row.date,
    type: row.type,
    shiftId: row.shift_id,
    activityCode: row.activity_code,
    startTime: row.start_time ?? (row.shift_type === 'rest_day' ? null : row.shift_start),
    endTime: row.end_time ?? (row.shift_type === 'rest_day' ? null : row.shift_end),
    workHours: minutesToHours(row.work_minutes),
    absenceHours: minutesToHours(row.absence_minutes),
    source: row.source,
    // Read only here: it is edited in its own schedule.
    canModify: false,
    action: 'none',
    belongsToOtherSchedule: true,
    // An override counts only while this schedule still has its own entry that day.
    isOverriden: row.is_overridden_here && row.has_own_entry,
    canOverride: isEditable && row.has_own_entry && !row.is_overridden_here,
    otherScheduleCode: row.schedule_code,
  };
}

/**
 * The lines with the other schedules' entries added on the days each line is valid (read only, not in
 * its totals), and this schedule's overridden entries marked and taken out of the totals; the shifts
 * with those the other entries name (not placeable here, so offered as archived).
 */
export function mergeOverrides(input: {
  lines: TableLine[];
  shifts: TableShift[];
  rows: readonly overridesRepository.OverrideEntryRow[];
  /** The caller may edit this month now: other schedules' entries can be overridden. */
  isEditable: boolean;
}): { lines: TableLine[]; shifts: TableShift[] } {
  if (input.rows.length === 0) return { lines: input.lines, shifts: input.shifts };
  const others = new Map<string, overridesRepository.OverrideEntryRow[]>();
  const overriddenBy = new Map<number, string>();
  const shifts = new Map(input.shifts.map((shift) => [shift.id, shift]));
  for (const row of input.rows) {
    if (row.kind === 'overridden') {
      if (!overriddenBy.has(row.id)) overriddenBy.set(row.id, row.schedule_code);
      continue;
    }
    others.set(row.employee_no, [...(others.get(row.employee_no) ?? []), row]);
    if (row.shift_id !== null && !shifts.has(row.shift_id) && row.shift_code !== null) {
      shifts.set(row.shift_id, {
        id: row.shift_id,
        code: row.shift_code,
        name: row.shift_name ?? row.shift_code,
        startTime: row.shift_start,
        endTime: row.shift_end,
        isWorkDay: row.shift_type === 'work_day',
        workHours: minutesToHours(row.shift_work_minutes ?? 0),
        backgroundColor: row.shift_background ?? '#FFFFFF',
        fontColor: row.shift_font ?? '#000000',
        archived: true,
      });
    }
  }
  const lines = input.lines.map((line) => {
    const added = (others.get(line.employeeNo) ?? [])
      .filter((row) => line.validFrom <= row.date && (line.validTo === null || row.date <= line.validTo))
      .map((row) => otherEntry(row, input.isEditable));
    let { workHours, absenceHours } = line;
    let isChanged = added.length > 0;
    const entries = line.entries.map((entry) => {
      const winner = entry.id === null ? undefined : overriddenBy.get(entry.id);
      if (winner === undefined) return entry;
      isChanged = true;
      if (entry.action !== 'delete') {
        workHours = round(workHours - entry.workHours);
        absenceHours = round(absenceHours - entry.absenceHours);
      }
      return { ...entry, isOverriden: true, otherScheduleCode: winner };
    });
    if (!isChanged) return line;
    // Stable by date: a day's own entries first, then the other schedules'.
    const merged = [...entries, ...added].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return { ...line, workHours, absenceHours, diffHours: round(workHours + absenceHours - line.normHours), entries: merged };
  });
  return { lines, shifts: [...shifts.values()] };
}
