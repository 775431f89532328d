import { pageOffset, paginationOf, type ShiftGroupListQuery, type ShiftGroupPage } from '@portal/shared';
import { requireSetupRead, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { toShiftGroup } from '../shift-mapping';

/** GET wtc-area/shift-groups: a page of the company's groups with the number of their live shifts. */
export async function listShiftGroups(ctx: SetupContext, query: ShiftGroupListQuery): Promise<ShiftGroupPage> {
  await requireSetupRead(ctx.db, ctx.actor);
  const filter = { companyCode: ctx.actor.companyCode, search: query.search, includeArchived: query.includeArchived };
  const [rows, total] = await Promise.all([
    shiftGroupsRepository.listGroups(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    shiftGroupsRepository.countGroups(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({ ...toShiftGroup(row), shiftsCount: Number(row.shifts_count ?? 0) })),
    pagination: paginationOf(query, total),
  };
}
