import { FieldType, ParticipantGroupKind, parseFieldValue } from '@portal/shared';
import * as submissionsRepository from '../submissions/submissions.repository';
import type { ActivityDefinition } from './workflow-definitions.repository';
import * as definitionsRepository from './workflow-definitions.repository';
import * as peopleRepository from './workflow-people.repository';
import type { NewParticipant } from './workflows.repository';
import type { Run } from './workflow-run';

// A chain of line managers longer than this is a loop in the mirror data, not an organisation.
const MAX_MANAGER_LEVELS = 20;

/** The employees named in the form's participant fields (type 13), for CustomParticipants activities. */
async function participantFieldEmployees(run: Run): Promise<string[]> {
  const entries = await submissionsRepository.listEntriesOfFieldTypes(run.trx, run.submission.id, [FieldType.participants]);
  return entries.flatMap((entry) =>
    entry.form_value ? parseFieldValue(FieldType.participants, entry.form_value).map((participant) => participant.employeeNo) : [],
  );
}

/**
 * The line manager who confirms: the employee's manager, or — when that manager is one of the
 * document's owners (they filed it for their report, say) or has no portal account — the manager's
 * own manager, and so on up the line.
 */
export async function confirmingManager(run: Run, managerEmployeeNo: string | null): Promise<peopleRepository.PersonRow[]> {
  const { trx, submission } = run;
  const visited = new Set<string>();
  let current = managerEmployeeNo;
  while (current && !visited.has(current) && visited.size < MAX_MANAGER_LEVELS) {
    visited.add(current);
    const people = (await peopleRepository.usersOfEmployees(trx, submission.company_code, [current])).filter(
      (person) => !run.owners.has(person.userId),
    );
    if (people.length > 0) return people;
    current = (await peopleRepository.findEmployeeDepartmentAndManager(trx, submission.company_code, current))?.manager_employee_no ?? null;
  }
  return [];
}

/**
 * Who takes part in an activity: the members of its participant group (only those allowed for the
 * employee's department when the group is limited by allowed departments), the form's participants
 * for a CustomParticipants group, and the employee's line manager when the group asks for it.
 * Groups filled per document (CustomEmployee, CustomDepartment, CustomJobTitle) start empty. The
 * document's owners are never among them.
 */
export async function resolveParticipants(run: Run, activity: ActivityDefinition): Promise<NewParticipant[]> {
  const { trx, submission } = run;
  const found: NewParticipant[] = [];
  const named = { canRemove: false, allToConfirmOverride: false };
  if (activity.role_id !== null) {
    const kind = activity.role_system_name;
    const employee = submission.employee_no
      ? await peopleRepository.findEmployeeDepartmentAndManager(trx, submission.company_code, submission.employee_no)
      : undefined;
    if (kind === ParticipantGroupKind.customParticipants) {
      const people = await peopleRepository.usersOfEmployees(trx, submission.company_code, await participantFieldEmployees(run));
      found.push(...people.map((person) => ({ ...person, ...named, source: 'participants' as const })));
    } else if (
      kind !== ParticipantGroupKind.customEmployee &&
      kind !== ParticipantGroupKind.customDepartment &&
      kind !== ParticipantGroupKind.customJobTitle
    ) {
      for (const member of await definitionsRepository.roleMembers(trx, activity.role_id, submission.company_code)) {
        if (activity.limited_by_allowed_departments && !member.allowedDepartmentCodes.includes(employee?.department_code ?? '')) continue;
        found.push({
          userId: member.userId,
          employeeNo: member.employeeNo,
          name: member.name,
          source: 'role',
          canRemove: false,
          allToConfirmOverride: member.allToConfirmOverride,
        });
      }
    }
    if (activity.employee_manager_to_confirm && employee?.manager_employee_no) {
      const managers = await confirmingManager(run, employee.manager_employee_no);
      found.push(...managers.map((person) => ({ ...person, ...named, source: 'manager' as const })));
    }
  }
  const seen = new Set<number>();
  return found.filter(
    (participant) => !run.owners.has(participant.userId) && !seen.has(participant.userId) && seen.add(participant.userId),
  );
}
