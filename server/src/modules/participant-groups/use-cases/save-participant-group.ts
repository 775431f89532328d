import { ErrorCode, isPerDocumentGroup, type ParticipantGroup, type ParticipantGroupInputSchema } from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../../shift-groups/constraint-violations';
import {
  lockVisibleGroup,
  type ParticipantGroupsContext,
  requireChangeable,
  sessionCompany,
  toParticipantGroup,
} from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

type GroupValues = z.infer<typeof ParticipantGroupInputSchema>;

function systemNameTaken(): DomainError {
  return DomainError.forField('systemName', ErrorCode.codeTaken);
}

/**
 * POST admin-area/user-roles (no id) and PUT admin-area/user-roles/{id}. A new group belongs to the
 * session's company. The system names of groups filled per document are set by the system only: none
 * can be given to a group by hand, and a group carrying one keeps it.
 */
export async function saveParticipantGroup(
  ctx: ParticipantGroupsContext,
  id: number | null,
  values: GroupValues,
): Promise<ParticipantGroup> {
  const companyCode = sessionCompany(ctx.auth);
  try {
    return await withTransaction(ctx.db, async (trx) => {
      if (id === null) {
        if (isPerDocumentGroup(values.systemName)) throw DomainError.forField('systemName', ErrorCode.systemNameReserved);
        if (values.systemName && (await groupsRepository.isSystemNameTaken(trx, { companyCode, systemName: values.systemName }))) {
          throw systemNameTaken();
        }
        const newId = await groupsRepository.insertGroup(trx, companyCode, values);
        return toParticipantGroup((await groupsRepository.findGroup(trx, companyCode, newId))!);
      }
      const group = await lockVisibleGroup(trx, companyCode, id);
      requireChangeable(ctx, group);
      if (values.systemName !== group.system_name && (isPerDocumentGroup(group.system_name) || isPerDocumentGroup(values.systemName))) {
        throw DomainError.forField('systemName', ErrorCode.systemNameReserved);
      }
      if (
        values.systemName &&
        (await groupsRepository.isSystemNameTaken(trx, { companyCode: group.company_code, systemName: values.systemName, exceptId: id }))
      ) {
        throw systemNameTaken();
      }
      await groupsRepository.updateGroup(trx, id, values);
      return toParticipantGroup((await groupsRepository.findGroup(trx, companyCode, id))!);
    });
  } catch (error) {
    // Two saves of one system name at the same moment: the unique index lets one through.
    throw isUniqueViolation(error, 'user_roles_system_name_unique') ? systemNameTaken() : error;
  }
}
