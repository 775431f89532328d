import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { Executor } from '../../../db/transaction';
import { isPerDocumentGroup } from '@portal/shared';
import { lockVisibleGroup, type ParticipantGroupsContext, requireChangeable, sessionCompany } from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

async function checkDepartments(trx: Executor, companyCode: string, codes: readonly string[]): Promise<void> {
  if ((await groupsRepository.unknownDepartmentCodes(trx, companyCode, codes)).length > 0) {
    throw DomainError.forField('allowedDepartmentCodes', ErrorCode.invalidValue);
  }
}

/** The group of a change of its members: visible, changeable by the caller, and one with fixed members. */
async function lockGroupForMembers(ctx: ParticipantGroupsContext, trx: Executor, companyCode: string, userRoleId: number) {
  const group = await lockVisibleGroup(trx, companyCode, userRoleId);
  requireChangeable(ctx, group);
  // Groups filled per document take their participants from the document, never from members.
  if (isPerDocumentGroup(group.system_name)) throw DomainError.forField('userRoleId', ErrorCode.systemNameReserved);
  return group;
}

/** POST admin-area/user-roles-mapping/add-users/{userRoleId}: users already members stay as they are. */
export async function addMembers(
  ctx: ParticipantGroupsContext,
  input: { userRoleId: number; userIds: number[]; allowedDepartmentCodes: string[]; allToConfirmOverride: boolean },
): Promise<{ added: number }> {
  const companyCode = sessionCompany(ctx.auth);
  return withTransaction(ctx.db, async (trx) => {
    await lockGroupForMembers(ctx, trx, companyCode, input.userRoleId);
    await checkDepartments(trx, companyCode, input.allowedDepartmentCodes);
    const userIds = [...new Set(input.userIds)];
    const found = await groupsRepository.memberableUserIds(trx, userIds);
    if (found.length !== userIds.length) throw DomainError.forField('userIds', ErrorCode.userNotFound);
    const added = await groupsRepository.insertMembers(
      trx,
      input.userRoleId,
      found.map((userId) => ({
        userId,
        allowedDepartmentCodes: input.allowedDepartmentCodes,
        allToConfirmOverride: input.allToConfirmOverride,
      })),
    );
    return { added };
  });
}

/** PUT admin-area/user-roles-mapping/{id}: the departments a member acts for and their override. */
export async function updateMember(
  ctx: ParticipantGroupsContext,
  input: { id: number; allowedDepartmentCodes: string[]; allToConfirmOverride: boolean },
): Promise<{ id: number }> {
  const companyCode = sessionCompany(ctx.auth);
  return withTransaction(ctx.db, async (trx) => {
    const member = await groupsRepository.findMember(trx, input.id);
    if (!member) throw new DomainError(ErrorCode.recordNotFound);
    await lockGroupForMembers(ctx, trx, companyCode, member.user_role_id);
    await checkDepartments(trx, companyCode, input.allowedDepartmentCodes);
    await groupsRepository.updateMember(trx, input.id, input);
    return { id: input.id };
  });
}

/** DELETE admin-area/user-roles-mapping/{id}: the member leaves the group (runs already planned keep them). */
export async function removeMember(ctx: ParticipantGroupsContext, id: number): Promise<{ id: number }> {
  const companyCode = sessionCompany(ctx.auth);
  return withTransaction(ctx.db, async (trx) => {
    const member = await groupsRepository.findMember(trx, id);
    if (!member) throw new DomainError(ErrorCode.recordNotFound);
    await lockGroupForMembers(ctx, trx, companyCode, member.user_role_id);
    await groupsRepository.deleteMember(trx, id);
    return { id };
  });
}
