import { ErrorCode, type ParticipantGroup } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { type ParticipantGroupsContext, sessionCompany, toParticipantGroup } from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

/** GET admin-area/user-roles/{id}: a group of the company or a shared one; another company's is not found. */
export async function getParticipantGroup(ctx: ParticipantGroupsContext, id: number): Promise<ParticipantGroup> {
  const row = await groupsRepository.findGroup(ctx.db, sessionCompany(ctx.auth), id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  return toParticipantGroup(row);
}
