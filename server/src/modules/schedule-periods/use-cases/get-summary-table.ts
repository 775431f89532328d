import {
  type CoverageEntry,
  type CoverageTarget,
  eachDate,
  placeShift,
  RestEntryType,
  ShiftType,
  summaryTable,
  type SummaryTable,
  type SummaryTableCalculationMode,
  type SummaryTableInputSchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { buildDrafts, loadMonth } from '../month-draft';
import { readOverriddenEntryIds, withoutOverridden } from '../schedule-overrides';

/**
 * GET schedules/{id}/summary-table/{year}/{month}/{cacheId} (view): per work shift of the schedule's
 * shift group and day, how many people of the caller's draft cover the shift's time, counted in the
 * schedule's calculation mode (shared summaryTable), beside the capacity exceptions' minimum and maximum.
 */
export async function getSummaryTable(ctx: ScheduleContext, input: z.output<typeof SummaryTableInputSchema>): Promise<SummaryTable> {
  // Entries another schedule overrides do not cover this schedule's shifts (read beside the month's).
  const [month, overridden] = await Promise.all([
    loadMonth(ctx, input, { action: 'view', withDraft: true, withSettings: false, withCapacity: true }),
    readOverriddenEntryIds(ctx, input),
  ]);
  const capacityOf = new Map(month.capacity.map((row) => [`${row.shift_id}|${row.date}`, row]));
  const mode = month.schedule.summary_table_calculation_mode as SummaryTableCalculationMode;
  const dates = eachDate(month.from, month.to);
  const options = { timeZone: month.timeZone, calendar: month.calendar };

  const shifts = month.shifts.filter(
    (shift) => shift.shift_group_id === month.schedule.shift_group_id && shift.type === ShiftType.workDay && !shift.archived,
  );
  const targets: CoverageTarget[] = [];
  for (const shift of shifts) {
    const times = {
      type: ShiftType.workDay,
      startTime: shift.start_time,
      endTime: shift.end_time,
      shortDayStartTime: null,
      shortDayEndTime: null,
      restEntries: shift.rest_entries.map((rest) => ({
        type: rest.counted_in_work_time ? RestEntryType.counted : RestEntryType.notCounted,
        undefinedTime: rest.start_time === null,
        startTime: rest.start_time,
        endTime: rest.end_time,
        minutes: rest.minutes,
      })),
    };
    for (const date of dates) {
      const placed = placeShift(times, date, options);
      if (placed) targets.push({ shiftId: shift.id, date, start: placed.start, end: placed.end });
    }
  }
  const entries: CoverageEntry[] = [];
  for (const draft of withoutOverridden(buildDrafts(month), overridden).values()) {
    for (const entry of draft.work) entries.push({ employeeId: draft.employeeNo, start: entry.placed!.start, end: entry.placed!.end });
  }
  const counts = summaryTable(targets, entries, mode);
  const countOf = new Map(counts.map((cell) => [`${cell.shiftId}|${cell.date}`, cell.count]));
  return {
    calculationMode: mode,
    dates,
    rows: shifts.map((shift) => ({
      shiftId: shift.id,
      code: shift.code,
      name: shift.name,
      backgroundColor: shift.background_color,
      fontColor: shift.font_color,
      cells: dates.map((date) => {
        const key = `${shift.id}|${date}`;
        const limits = capacityOf.get(key);
        return { count: countOf.get(key) ?? 0, minCapacity: limits?.min_capacity ?? null, maxCapacity: limits?.max_capacity ?? null };
      }),
    })),
  };
}
