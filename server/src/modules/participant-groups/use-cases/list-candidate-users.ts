import { type CandidateUserPage, type CandidateUsersQuery, ErrorCode, pageOffset, paginationOf } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { peopleByUserId } from '../../users/people-by-user-id';
import { type ParticipantGroupsContext, sessionCompany } from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

/**
 * GET admin-area/user-roles-mapping/get-users: the users who may be made members: by default those with
 * access to the session's company, with showUsersFromAllCompanies every company's; a group's current
 * members are left out when the group is named.
 */
export async function listCandidateUsers(ctx: ParticipantGroupsContext, query: CandidateUsersQuery): Promise<CandidateUserPage> {
  const companyCode = sessionCompany(ctx.auth);
  if (query.userRoleId !== undefined && !(await groupsRepository.findGroup(ctx.db, companyCode, query.userRoleId))) {
    throw new DomainError(ErrorCode.recordNotFound);
  }
  const filter = { companyCode, allCompanies: query.showUsersFromAllCompanies, search: query.search, exceptMembersOf: query.userRoleId };
  const [rows, total] = await Promise.all([
    groupsRepository.listCandidateIds(ctx.db, { ...filter, offset: pageOffset(query), limit: query.rowsPerPage }),
    groupsRepository.countCandidates(ctx.db, filter),
  ]);
  const people = await peopleByUserId(
    ctx.db,
    companyCode,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => {
      const person = people.get(row.id);
      return { userId: row.id, username: row.username, name: person?.name ?? row.username, employeeNo: person?.employeeNo ?? null };
    }),
    pagination: paginationOf(query, total),
  };
}
