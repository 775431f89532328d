import { ParticipantGroupKind, type WorkflowPlanActivity } from '@portal/shared';

/** How participants are added to a step: one employee, a department's employees, a job title's. */
export type AddParticipantKind = 'employee' | 'department' | 'jobTitle';

const KIND_BY_GROUP: Partial<Record<string, AddParticipantKind>> = {
  [ParticipantGroupKind.customEmployee]: 'employee',
  [ParticipantGroupKind.customDepartment]: 'department',
  [ParticipantGroupKind.customJobTitle]: 'jobTitle',
};

/**
 * The add buttons a step shows (spec 1 §6): its participant group's kind decides. A step of another
 * group (a fixed role, or the participants named in the form) takes additional people one by one; so
 * does every step for an administrator, who must be able to staff a step nobody can act on.
 */
export function addParticipantKindsOf(activity: WorkflowPlanActivity, options: { isAdmin?: boolean } = {}): AddParticipantKind[] {
  const kind = activity.userRoles?.systemName ? KIND_BY_GROUP[activity.userRoles.systemName] : undefined;
  if (!kind) return ['employee'];
  return options.isAdmin === true && kind !== 'employee' ? ['employee', kind] : [kind];
}
