import { ErrorCode, type ParticipantGroupMemberPage, type ParticipantGroupMembersQuery, pageOffset, paginationOf } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { peopleByUserId } from '../../users/people-by-user-id';
import { type ParticipantGroupsContext, sessionCompany } from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

/** The members of a group the company sees, named as the company knows them. */
export async function listMembers(ctx: ParticipantGroupsContext, query: ParticipantGroupMembersQuery): Promise<ParticipantGroupMemberPage> {
  const companyCode = sessionCompany(ctx.auth);
  if (!(await groupsRepository.findGroup(ctx.db, companyCode, query.userRoleId))) throw new DomainError(ErrorCode.recordNotFound);
  const filter = { userRoleId: query.userRoleId, search: query.search };
  const [rows, total] = await Promise.all([
    groupsRepository.listMembers(ctx.db, { ...filter, offset: pageOffset(query), limit: query.rowsPerPage }),
    groupsRepository.countMembers(ctx.db, filter),
  ]);
  const people = await peopleByUserId(
    ctx.db,
    companyCode,
    rows.map((row) => row.user_id),
  );
  return {
    items: rows.map((row) => {
      const person = people.get(row.user_id);
      return {
        id: row.id,
        userId: row.user_id,
        username: row.username,
        name: person?.name ?? row.username,
        employeeNo: person?.employeeNo ?? null,
        allowedDepartmentCodes: row.allowed_department_codes,
        allToConfirmOverride: row.all_to_confirm_override,
      };
    }),
    pagination: paginationOf(query, total),
  };
}
