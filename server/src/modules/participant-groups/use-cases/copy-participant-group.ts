import type { ParticipantGroup } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { lockVisibleGroup, type ParticipantGroupsContext, sessionCompany, toParticipantGroup } from '../participant-group-access';
import * as groupsRepository from '../participant-groups.repository';

/**
 * POST admin-area/user-roles/copy/{id}/{name}: a copy of a group the company sees, with its members and
 * their departments, in the session's company (how a designer adapts a shared group). The copy keeps
 * the system name when the company has no group of its own with it, so the company's copy of a shared
 * group takes its place.
 */
export async function copyParticipantGroup(ctx: ParticipantGroupsContext, input: { id: number; name: string }): Promise<ParticipantGroup> {
  const companyCode = sessionCompany(ctx.auth);
  return withTransaction(ctx.db, async (trx) => {
    const source = await lockVisibleGroup(trx, companyCode, input.id);
    const keepsSystemName =
      source.system_name !== null && !(await groupsRepository.isSystemNameTaken(trx, { companyCode, systemName: source.system_name }));
    const id = await groupsRepository.insertGroup(trx, companyCode, {
      name: input.name,
      systemName: keepsSystemName ? source.system_name : null,
      active: source.active,
      limitedByAllowedDepartments: source.limited_by_allowed_departments,
      employeeManagerToConfirm: source.employee_manager_to_confirm,
    });
    const members = await groupsRepository.listAllMembers(trx, source.id);
    await groupsRepository.insertMembers(
      trx,
      id,
      members.map((member) => ({
        userId: member.user_id,
        allowedDepartmentCodes: member.allowed_department_codes,
        allToConfirmOverride: member.all_to_confirm_override,
      })),
    );
    return toParticipantGroup((await groupsRepository.findGroup(trx, companyCode, id))!);
  });
}
