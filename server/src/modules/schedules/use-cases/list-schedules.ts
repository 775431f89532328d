import { pageOffset, paginationOf, type ScheduleList, type ScheduleListInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { businessToday } from '../../../trpc/business-date';
import { viewableObjects } from '../../work-time-access/work-time-access';
import { actorOf, canCreateSchedules, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/** A page of the schedules the caller may view (spec 2 §6), each with the actions the caller may take on it. */
export async function listSchedules(ctx: ScheduleContext, input: z.output<typeof ScheduleListInputSchema>): Promise<ScheduleList> {
  const [viewable, canCreate] = await Promise.all([viewableObjects(ctx.db, actorOf(ctx), 'schedule'), canCreateSchedules(ctx)]);
  if (!viewable.all && viewable.ids.length === 0) return { items: [], pagination: paginationOf(input, 0), canCreate };
  const filter = {
    companyCode: ctx.companyCode,
    visible: viewable.all ? ('all' as const) : viewable.ids,
    search: input.search,
    showArchived: input.showArchived,
  };
  const [rows, total] = await Promise.all([
    schedulesRepository.listSchedules(ctx.db, {
      ...filter,
      today: businessToday(ctx),
      sort: input.sort,
      sortDirection: input.sortDirection,
      offset: pageOffset(input),
      limit: input.rowsPerPage,
    }),
    schedulesRepository.countSchedules(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      shiftGroupId: row.shift_group_id,
      shiftGroupCode: row.shift_group_code,
      shiftGroupName: row.shift_group_name,
      employeesCount: Number(row.employees_count ?? 0),
      archived: row.archived,
      actions: viewable.actionsOf(row.id),
    })),
    pagination: paginationOf(input, total),
    canCreate,
  };
}
