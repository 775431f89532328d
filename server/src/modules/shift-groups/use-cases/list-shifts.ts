import { ErrorCode, pageOffset, paginationOf, type ShiftListQuery, type ShiftPage } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupRead, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { toShift } from '../shift-mapping';

/** GET wtc-area/shifts?shiftGroupId=…: a page of the group's shifts; another company's group is "not found". */
export async function listShifts(ctx: SetupContext, query: ShiftListQuery): Promise<ShiftPage> {
  await requireSetupRead(ctx.db, ctx.actor);
  const { companyCode } = ctx.actor;
  if (!(await shiftGroupsRepository.findGroup(ctx.db, companyCode, query.shiftGroupId))) throw new DomainError(ErrorCode.recordNotFound);
  const filter = { companyCode, shiftGroupId: query.shiftGroupId, search: query.search, includeArchived: query.includeArchived };
  const [rows, total] = await Promise.all([
    shiftGroupsRepository.listShifts(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    shiftGroupsRepository.countShifts(ctx.db, filter),
  ]);
  return { items: rows.map(toShift), pagination: paginationOf(query, total) };
}
