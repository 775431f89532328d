import { pageOffset, paginationOf, type PeriodStatus, type TimesheetPeriodList, type TimesheetPeriodListInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { actorOf } from '../../schedules/schedule-access';
import { allows, viewableObjects } from '../../work-time-access/work-time-access';
import type { TimesheetContext } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';

/** GET wtc-area/timesheets/index-periods (the manual-locks screen's timesheet tab): the months of the timesheets the caller may view. */
export async function listTimesheetPeriods(
  ctx: TimesheetContext,
  input: z.output<typeof TimesheetPeriodListInputSchema>,
): Promise<TimesheetPeriodList> {
  const viewable = await viewableObjects(ctx.db, actorOf(ctx), 'timesheet');
  if (!viewable.all && viewable.ids.length === 0) return { items: [], pagination: paginationOf(input, 0) };
  const filter = {
    companyCode: ctx.companyCode,
    visible: viewable.all ? ('all' as const) : viewable.ids,
    timesheetId: input.timesheetId,
    year: input.year,
    locked: input.locked === 'all' ? undefined : input.locked === 'locked',
  };
  const [rows, total] = await Promise.all([
    timesheetsRepository.listPeriods(ctx.db, { ...filter, offset: pageOffset(input), limit: input.rowsPerPage }),
    timesheetsRepository.countPeriods(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      timesheetId: row.timesheet_id,
      timesheetCode: row.timesheet_code,
      timesheetName: row.timesheet_name,
      year: row.year,
      month: row.month,
      status: row.status as PeriodStatus,
      manualLock: row.manual_lock,
      lockedByName: row.locked_by_name,
      updatedAt: row.updated_at,
      canLock: allows(viewable.actionsOf(row.timesheet_id), 'change_status'),
    })),
    pagination: paginationOf(input, total),
  };
}
