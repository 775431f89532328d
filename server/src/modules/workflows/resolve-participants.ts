import { FieldType, ParticipantGroupKind, parseFieldValue } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import * as submissionsRepository from '../submissions/submissions.repository';
import type { ActivityDefinition } from './workflow-definitions.repository';
import * as definitionsRepository from './workflow-definitions.repository';
import * as peopleRepository from './workflow-people.repository';
import type { NewParticipant } from './workflows.repository';
import type { Run } from './workflow-run';

// A chain of line managers longer than this is a loop in the mirror data, not an organisation.
const MAX_MANAGER_LEVELS = 20;

/**
 * What resolving participants reads: the document's company, its employee and owners, and the
 * employees its participant fields name. A run on a submission provides them (resolutionOf); the
 * route preview provides them for a document not yet filed (route-preview.ts), so both resolve alike.
 */
export interface Resolution {
  db: Executor;
  companyCode: string;
  employeeNo: string | null;
  /** The users the document belongs to: never its participants. */
  owners: ReadonlySet<number>;
  /** The employees named in the form's participant fields (type 13), for CustomParticipants activities. */
  participantFieldEmployees: () => Promise<string[]>;
}

/** The resolution of a run on a submission: its participant fields are read from its entries. */
export function resolutionOf(run: Run): Resolution {
  return {
    db: run.trx,
    companyCode: run.submission.company_code,
    employeeNo: run.submission.employee_no,
    owners: run.owners,
    participantFieldEmployees: async () => {
      const entries = await submissionsRepository.listEntriesOfFieldTypes(run.trx, run.submission.id, [FieldType.participants]);
      return entries.flatMap((entry) =>
        entry.form_value ? parseFieldValue(FieldType.participants, entry.form_value).map((participant) => participant.employeeNo) : [],
      );
    },
  };
}

/**
 * The line manager who confirms: the employee's manager, or — when that manager is one of the
 * document's owners (they filed it for their report, say) or has no portal account — the manager's
 * own manager, and so on up the line.
 */
export async function confirmingManager(resolution: Resolution, managerEmployeeNo: string | null): Promise<peopleRepository.PersonRow[]> {
  const { db, companyCode, owners } = resolution;
  const visited = new Set<string>();
  let current = managerEmployeeNo;
  while (current && !visited.has(current) && visited.size < MAX_MANAGER_LEVELS) {
    visited.add(current);
    const people = (await peopleRepository.usersOfEmployees(db, companyCode, [current])).filter((person) => !owners.has(person.userId));
    if (people.length > 0) return people;
    current = (await peopleRepository.findEmployeeDepartmentAndManager(db, companyCode, current))?.manager_employee_no ?? null;
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
export async function resolveParticipants(resolution: Resolution, activity: ActivityDefinition): Promise<NewParticipant[]> {
  const { db, companyCode, employeeNo, owners } = resolution;
  const found: NewParticipant[] = [];
  const named = { canRemove: false, allToConfirmOverride: false };
  if (activity.role_id !== null) {
    const kind = activity.role_system_name;
    const employee = employeeNo ? await peopleRepository.findEmployeeDepartmentAndManager(db, companyCode, employeeNo) : undefined;
    if (kind === ParticipantGroupKind.customParticipants) {
      const people = await peopleRepository.usersOfEmployees(db, companyCode, await resolution.participantFieldEmployees());
      found.push(...people.map((person) => ({ ...person, ...named, source: 'participants' as const })));
    } else if (
      kind !== ParticipantGroupKind.customEmployee &&
      kind !== ParticipantGroupKind.customDepartment &&
      kind !== ParticipantGroupKind.customJobTitle
    ) {
      for (const member of await definitionsRepository.roleMembers(db, activity.role_id, companyCode)) {
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
      const managers = await confirmingManager(resolution, employee.manager_employee_no);
      found.push(...managers.map((person) => ({ ...person, ...named, source: 'manager' as const })));
    }
  }
  const seen = new Set<number>();
  return found.filter((participant) => !owners.has(participant.userId) && !seen.has(participant.userId) && seen.add(participant.userId));
}
