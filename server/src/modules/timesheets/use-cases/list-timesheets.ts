import { pageOffset, paginationOf, type TimesheetList, type TimesheetListInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { actorOf } from '../../schedules/schedule-access';
import { viewableObjects } from '../../work-time-access/work-time-access';
import { canCreateTimesheets, type TimesheetContext, toTimesheet } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';

/** GET wtc-area/timesheets: a page of the timesheets the caller may view, each with the actions held on it. */
export async function listTimesheets(ctx: TimesheetContext, input: z.output<typeof TimesheetListInputSchema>): Promise<TimesheetList> {
  const [viewable, canCreate] = await Promise.all([viewableObjects(ctx.db, actorOf(ctx), 'timesheet'), canCreateTimesheets(ctx)]);
  if (!viewable.all && viewable.ids.length === 0) return { items: [], pagination: paginationOf(input, 0), canCreate };
  const filter = {
    companyCode: ctx.companyCode,
    visible: viewable.all ? ('all' as const) : viewable.ids,
    search: input.search,
    showArchived: input.showArchived,
  };
  const [rows, total] = await Promise.all([
    timesheetsRepository.listTimesheets(ctx.db, {
      ...filter,
      sort: input.sort,
      sortDirection: input.sortDirection,
      offset: pageOffset(input),
      limit: input.rowsPerPage,
    }),
    timesheetsRepository.countTimesheets(ctx.db, filter),
  ]);
  return { items: rows.map((row) => toTimesheet(row, viewable.actionsOf(row.id))), pagination: paginationOf(input, total), canCreate };
}
