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

/**
 * GET schedules/{id}/table/{year}/{month}/{mode}/{cacheId} (view): the month table with the caller's
 * edit session laid over it, totals and Labor Code violations from that draft, and what the caller may do.
 * The lines' entries are encoded for the wire (shared table-wire.ts).
 */
export async function getScheduleTable(ctx: ScheduleContext, input: z.output<typeof ScheduleTableInputSchema>): Promise<ScheduleTableWire> {
  const month = await loadMonth(ctx, input, { action: 'view', withDraft: true, withSettings: true });
  const drafts = buildDrafts(month);
  const period = toPeriodState(month.period);
  const canEdit = allows(month.actions, 'edit');
  const canChangeStatus = allows(month.actions, 'change_status');
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
    // A month without a period is not started: opening an edit session creates it, in progress.
    isEditable: canEdit && (period.status === null || canEditPeriod({ status: period.status, manualLock: period.manualLock })),
    editSession: editSessionOf(month),
    days: tableDays(month),
    groups: tableGroups(month),
    shifts: month.shifts.map(toTableShift),
    activities: month.activities.map(toTableActivity),
    lines: tableLines(month, drafts),
    violations: tableViolations(month, drafts),
  });
}
