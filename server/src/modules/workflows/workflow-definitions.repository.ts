import type { WorkflowMappingType } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { peopleByUserId } from '../users/people-by-user-id';

// The definitions administrators maintain (migration 0006): workflows, their activities, participant
// groups (user_roles) and the mappings of workflows to forms. Runs copy from them; nothing here changes a run.

export function listMappings(db: Executor, formId: number, type: WorkflowMappingType) {
  return db
    .selectFrom('workflow_mappings')
    .innerJoin('workflows', 'workflows.id', 'workflow_mappings.workflow_id')
    .select([
      'workflow_mappings.id',
      'workflow_mappings.form_id',
      'workflow_mappings.workflow_id',
      'workflow_mappings.type',
      'workflows.name',
      'workflows.name_en',
      'workflows.description',
    ])
    .where('workflow_mappings.form_id', '=', formId)
    .where('workflow_mappings.type', '=', type)
    .where('workflows.active', '=', true)
    .orderBy('workflow_mappings.sort_order')
    .orderBy('workflow_mappings.id')
    .execute();
}

export function listActivityDefinitions(db: Executor, workflowId: number) {
  return db
    .selectFrom('workflow_activities')
    .leftJoin('user_roles', (join) =>
      join.onRef('user_roles.id', '=', 'workflow_activities.user_role_id').on('user_roles.active', '=', true),
    )
    .selectAll('workflow_activities')
    .select([
      'user_roles.id as role_id',
      'user_roles.system_name as role_system_name',
      'user_roles.employee_manager_to_confirm',
      'user_roles.limited_by_allowed_departments',
    ])
    .where('workflow_activities.workflow_id', '=', workflowId)
    .orderBy('workflow_activities.sort_order')
    .orderBy('workflow_activities.id')
    .execute();
}
export type ActivityDefinition = Awaited<ReturnType<typeof listActivityDefinitions>>[number];

/** The active members of a participant group, named as in the company. */
export async function roleMembers(db: Executor, userRoleId: number, companyCode: string) {
  const rows = await db
    .selectFrom('user_role_mappings')
    .innerJoin('users', 'users.id', 'user_role_mappings.user_id')
    .select(['user_role_mappings.user_id', 'user_role_mappings.allowed_department_codes', 'user_role_mappings.all_to_confirm_override'])
    .where('user_role_mappings.user_role_id', '=', userRoleId)
    .where('users.status', '=', 'active')
    .orderBy('user_role_mappings.id')
    .execute();
  const people = await peopleByUserId(
    db,
    companyCode,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    ...people.get(row.user_id)!,
    allowedDepartmentCodes: row.allowed_department_codes,
    allToConfirmOverride: row.all_to_confirm_override,
  }));
}
