import { pageOffset, paginationOf, type ParticipantGroupListQuery, type ParticipantGroupPage } from '@portal/shared';
import { type ParticipantGroupsContext, sessionCompany, toParticipantGroup } from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

/** GET admin-area/user-roles: the company's own and the shared groups with their member counts. */
export async function listParticipantGroups(
  ctx: ParticipantGroupsContext,
  query: ParticipantGroupListQuery,
): Promise<ParticipantGroupPage> {
  const filter = { companyCode: sessionCompany(ctx.auth), search: query.search };
  const [rows, total] = await Promise.all([
    groupsRepository.listGroups(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    groupsRepository.countGroups(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({ ...toParticipantGroup(row), membersCount: Number(row.members_count ?? 0) })),
    pagination: paginationOf(query, total),
  };
}
