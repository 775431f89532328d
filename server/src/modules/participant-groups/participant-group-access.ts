import { ErrorCode, isPerDocumentGroup, type ParticipantGroup } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import type { FastifyBaseLogger } from 'fastify';
import type { DbClient } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { AuthenticatedSession } from '../../trpc/context';
import { sessionCompany } from '../employees/employee-access';
import * as groupsRepository from './participant-groups.repository';

/** What the participant-group use cases need of a request (the router passes its context). */
export interface ParticipantGroupsContext {
  db: DbClient;
  auth: AuthenticatedSession;
  log: FastifyBaseLogger;
}

export { sessionCompany };

/** A shared group (no company) is changed only from SHARED_DEFINITION_ADMIN_LEVEL; a company's own by its designers. */
export function requireChangeable(ctx: ParticipantGroupsContext, group: { company_code: string | null }): void {
  if (group.company_code === null && ctx.auth.user.adminAccess < SHARED_DEFINITION_ADMIN_LEVEL) {
    throw new DomainError(ErrorCode.permissionDenied);
  }
}

/** The group visible to the company, locked; another company's or a missing one is not found. */
export async function lockVisibleGroup(trx: Executor, companyCode: string, id: number): Promise<groupsRepository.GroupRow> {
  const group = await groupsRepository.lockGroup(trx, companyCode, id);
  if (!group) throw new DomainError(ErrorCode.recordNotFound);
  return group;
}

export function toParticipantGroup(row: groupsRepository.GroupRow): ParticipantGroup {
  return {
    id: row.id,
    name: row.name,
    systemName: row.system_name,
    active: row.active,
    limitedByAllowedDepartments: row.limited_by_allowed_departments,
    employeeManagerToConfirm: row.employee_manager_to_confirm,
    isShared: row.company_code === null,
    isPerDocument: isPerDocumentGroup(row.system_name),
  };
}
