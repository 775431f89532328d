import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { lockVisibleGroup, type ParticipantGroupsContext, requireChangeable, sessionCompany } from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

/** DELETE admin-area/user-roles/{id}: refused while a workflow's activity (or a run's step) names the group. */
export async function deleteParticipantGroup(ctx: ParticipantGroupsContext, id: number): Promise<{ id: number }> {
  const companyCode = sessionCompany(ctx.auth);
  await withTransaction(ctx.db, async (trx) => {
    const group = await lockVisibleGroup(trx, companyCode, id);
    requireChangeable(ctx, group);
    if (await groupsRepository.isUsedByWorkflows(trx, id)) throw new DomainError(ErrorCode.cannotDeleteWithRelatedEntries);
    await groupsRepository.deleteGroup(trx, id);
    ctx.log.info({ actorUserId: ctx.auth.user.id, companyCode, userRoleId: id, name: group.name }, 'participant group deleted');
  });
  return { id };
}
