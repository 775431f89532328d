import { type HolidayPlanListInputSchema, type HolidayPlanPage, pageOffset, paginationOf } from '@portal/shared';
import type { z } from 'zod';
import { viewableObjects } from '../../work-time-access/work-time-access';
import { actorOf, canCreatePlans, type HolidayPlanContext } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';
import { toListItem } from './get-holiday-plan';

/** GET wtc-area/holiday-plans (paged): the plans the caller may view. */
export async function listHolidayPlans(
  ctx: HolidayPlanContext,
  input: z.output<typeof HolidayPlanListInputSchema>,
): Promise<HolidayPlanPage> {
  const [viewable, canCreate] = await Promise.all([viewableObjects(ctx.db, actorOf(ctx), 'holiday_plan'), canCreatePlans(ctx)]);
  if (!viewable.all && viewable.ids.length === 0) return { items: [], pagination: paginationOf(input, 0), canCreate };
  const filter = {
    companyCode: ctx.companyCode,
    visible: viewable.all ? ('all' as const) : viewable.ids,
    search: input.search,
    status: input.status,
    year: input.year,
  };
  const [rows, total] = await Promise.all([
    plansRepository.listPlans(ctx.db, {
      ...filter,
      sort: input.sort,
      sortDirection: input.sortDirection,
      offset: pageOffset(input),
      limit: input.rowsPerPage,
    }),
    plansRepository.countPlans(ctx.db, filter),
  ]);
  return { items: rows.map(toListItem), pagination: paginationOf(input, total), canCreate };
}
