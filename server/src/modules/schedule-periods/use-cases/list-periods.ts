import { type IndexPeriodsInputSchema, pageOffset, paginationOf, type PeriodList, type PeriodStatus } from '@portal/shared';
import type { z } from 'zod';
import { actorOf, type ScheduleContext } from '../../schedules/schedule-access';
import { allows, viewableObjects } from '../../work-time-access/work-time-access';
import * as periodsRepository from '../schedule-periods.repository';

/**
 * GET schedules/index-periods (the manual-locks screen): a page of the periods of the schedules the
 * caller may view, the latest months first, each saying whether the caller may lock and unlock it.
 */
export async function listPeriods(ctx: ScheduleContext, input: z.output<typeof IndexPeriodsInputSchema>): Promise<PeriodList> {
  const viewable = await viewableObjects(ctx.db, actorOf(ctx), 'schedule');
  if (!viewable.all && viewable.ids.length === 0) return { items: [], pagination: paginationOf(input, 0) };
  const filter = {
    companyCode: ctx.companyCode,
    visible: viewable.all ? ('all' as const) : viewable.ids,
    scheduleId: input.scheduleId,
    year: input.year,
    locked: input.locked,
  };
  const [rows, total] = await Promise.all([
    periodsRepository.listPeriods(ctx.db, { ...filter, offset: pageOffset(input), limit: input.rowsPerPage }),
    periodsRepository.countPeriods(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      scheduleId: row.schedule_id,
      scheduleCode: row.schedule_code,
      scheduleName: row.schedule_name,
      year: row.year,
      month: row.month,
      status: row.status as PeriodStatus,
      manualLock: row.manual_lock,
      lockedByName: row.locked_by_name,
      bcUpdatedAt: row.bc_updated_at,
      updatedAt: row.updated_at,
      canLock: allows(viewable.actionsOf(row.schedule_id), 'change_status'),
    })),
    pagination: paginationOf(input, total),
  };
}
