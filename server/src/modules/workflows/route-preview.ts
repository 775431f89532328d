import {
  type ApprovalRoute,
  type IsoDate,
  isActivitySkipped,
  ParticipantGroupKind,
  type RouteStep,
  RouteStepOutcome,
  WorkflowMappingType,
} from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { type Resolution, resolveParticipants } from './resolve-participants';
import type { ActivityDefinition } from './workflow-definitions.repository';
import * as definitionsRepository from './workflow-definitions.repository';
import * as peopleRepository from './workflow-people.repository';

// The route preview (issue #15): the run that filing the form for the employee today would plan,
// resolved exactly as planRun and advance do (the same resolveParticipants, the same skip rule), and
// nothing written. The callers decide who may ask (approval-routes); the document's owners — the
// filer and the employee's users — are never its participants, as in the engine.

export interface RoutePreviewRequest {
  companyCode: string;
  formId: number;
  employeeNo: string;
  /** The users the document would belong to: its filer and the employee's users. */
  owners: ReadonlySet<number>;
  today: IsoDate;
}

const perDocumentKinds: readonly (string | null)[] = [
  ParticipantGroupKind.customEmployee,
  ParticipantGroupKind.customDepartment,
  ParticipantGroupKind.customJobTitle,
  ParticipantGroupKind.customParticipants,
];

/** What the engine's advance does with the step: skip it, wait for participants, inform, or ask for decisions. */
function outcomeOf(activity: ActivityDefinition, participantCount: number): RouteStep['outcome'] {
  if (participantCount === 0) {
    return isActivitySkipped(0, activity.skip_if_no_participants) ? RouteStepOutcome.skipped : RouteStepOutcome.awaitsParticipants;
  }
  return activity.confirm ? RouteStepOutcome.decides : RouteStepOutcome.informs;
}

/** The steps of the form's first approval workflow with today's participants; no workflow, no steps. */
export async function previewRoute(db: Executor, request: RoutePreviewRequest): Promise<Omit<ApprovalRoute, 'employeeName'>> {
  const [mapping] = await definitionsRepository.listMappings(db, request.formId, WorkflowMappingType.initiation);
  const route = { formId: request.formId, employeeNo: request.employeeNo };
  if (!mapping) return { ...route, workflow: null, steps: [] };
  const definitions = await definitionsRepository.listActivityDefinitions(db, mapping.workflow_id);
  // As planRun: the run starts at the activity marked initial.
  const initialIndex = Math.max(
    0,
    definitions.findIndex((definition) => definition.initial),
  );
  const resolution: Resolution = {
    db,
    companyCode: request.companyCode,
    employeeNo: request.employeeNo,
    owners: request.owners,
    // Not filed yet: nobody is named in its participant fields.
    participantFieldEmployees: async () => [],
  };
  const planned = [];
  for (const definition of definitions.slice(initialIndex)) {
    planned.push({ definition, participants: await resolveParticipants(resolution, definition) });
  }
  const employeeNos = planned.flatMap(({ participants }) =>
    participants.map((participant) => participant.employeeNo).filter((employeeNo): employeeNo is string => employeeNo !== null),
  );
  const people = await peopleRepository.describeEmployees(db, request.companyCode, [...new Set(employeeNos)], request.today);
  return {
    ...route,
    workflow: { id: mapping.workflow_id, name: mapping.name, nameEn: mapping.name_en },
    steps: planned.map(({ definition, participants }) => ({
      id: definition.id,
      name: definition.name,
      nameEn: definition.name_en,
      outcome: outcomeOf(definition, participants.length),
      allToConfirm: definition.all_to_confirm,
      isNamedOnDocument: definition.role_id !== null && perDocumentKinds.includes(definition.role_system_name),
      isFinal: definition.final,
      durationWorkingDays: definition.duration_working_days,
      autocompleteAfterDuration: definition.autocomplete_after_duration,
      participants: participants.map((participant) => {
        const person = participant.employeeNo === null ? undefined : people.get(participant.employeeNo);
        return {
          userId: participant.userId,
          employeeNo: participant.employeeNo,
          name: participant.name,
          jobTitle: person?.jobTitle ?? null,
          source: participant.source as 'role' | 'manager' | 'participants',
          // As in the engine, nobody acts on a document about themselves, not even as a substitute.
          substitutes: (person?.substitutes ?? []).filter((substitute) => substitute.employeeNo !== request.employeeNo),
        };
      }),
    })),
  };
}
