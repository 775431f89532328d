import { canEditPeriod, encodeScheduleTable, type ScheduleTableInputSchema, type ScheduleTableWire } from '@portal/shared';
import type { z } from 'zod';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { allows } from '../../work-time-access/work-time-access';
import {
  buildDrafts,
  editSessionOf,
  loadMonth,
  tableDays,
  tableGroups,
  tableLines,
  tableViolations,
  toPeriodState,
  toTableActivity,
  toTableShift,
} from '../month-draft';
import { mergeOverrides, overriddenIdsOf, readMonthOverrides, withoutOverridden } from '../schedule-overrides';

/**
 * GET schedules/{id}/table/{year}/{month}/{mode}/{cacheId} (view): the month table with the caller's
 * edit session laid over it, totals and Labor Code violations from that draft, what the caller may do, and
 * the overrides between schedules on its lines (schedule-overrides.ts).
 * The lines' entries are encoded for the wire (shared table-wire.ts).
 */
export async function getScheduleTable(ctx: ScheduleContext, input: z.output<typeof ScheduleTableInputSchema>): Promise<ScheduleTableWire> {
  // The overrides' read goes beside the month's; its rows are scoped to the session's company and used
  // only once loadMonth has checked the caller's access.
  const [month, overrideRows] = await Promise.all([
    loadMonth(ctx, input, { action: 'view', withDraft: true, withSettings: true }),
    readMonthOverrides(ctx, input),
  ]);
  const drafts = buildDrafts(month);
  const period = toPeriodState(month.period);
  const canEdit = allows(month.actions, 'edit');
  const canChangeStatus = allows(month.actions, 'change_status');
  // A month without a period is not started: opening an edit session creates it, in progress.
  const isEditable = canEdit && (period.status === null || canEditPeriod({ status: period.status, manualLock: period.manualLock }));
  const { lines, shifts } = mergeOverrides({
    lines: tableLines(month, drafts),
    shifts: month.shifts.map(toTableShift),
    rows: overrideRows,
    isEditable,
  });
  return encodeScheduleTable({
    scheduleId: month.schedule.id,
    scheduleCode: month.schedule.code,
    scheduleName: month.schedule.name,
    year: input.year,
    month: input.month,
    mode: input.mode,
    cacheId: input.cacheId,
    period,
    permissions: { edit: canEdit, changeStatus: canChangeStatus, lock: canChangeStatus, exportToExcel: true },
    isEditable,
    hasOverridableEntries: lines.some((line) => line.entries.some((entry) => entry.canOverride === true)),
    editSession: editSessionOf(month),
    days: tableDays(month),
    groups: tableGroups(month),
    shifts,
    activities: month.activities.map(toTableActivity),
    lines,
    // An overridden entry is another schedule's day: not checked here.
    violations: tableViolations(month, withoutOverridden(drafts, overriddenIdsOf(overrideRows))),
  });
}
