import { type ActionCode, type IsoDate, isNearDeadline, type WorkflowMappingType, type WorkflowPlan } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { peopleByUserId } from '../users/people-by-user-id';
import * as definitionsRepository from './workflow-definitions.repository';
import * as repository from './workflows.repository';

/**
 * The submission's open run (else its last one) as the document view shows it: every activity with
 * its participants, their actions and today's substitutes. Null before a workflow was set.
 */
export async function buildPlan(
  db: Executor,
  submission: { id: number; company_code: string },
  today: IsoDate,
): Promise<WorkflowPlan | null> {
  const instance = await repository.findCurrentInstance(db, submission.id);
  if (!instance) return null;
  const [workflow, activities] = await Promise.all([
    definitionsRepository.findWorkflowName(db, instance.workflow_id),
    repository.listInstanceActivities(db, instance.id),
  ]);
  const participants = await repository.listParticipants(
    db,
    activities.map((activity) => activity.id),
  );
  const roleIds = [...new Set(activities.map((activity) => activity.user_role_id).filter((id): id is number => id !== null))];
  const roles = await definitionsRepository.listRoles(db, roleIds);
  const pendingEmployees = participants
    .filter((participant) => participant.action === 0 && participant.employee_no !== null)
    .map((participant) => participant.employee_no!);
  const substitutes = await repository.substitutesOf(db, submission.company_code, [...new Set(pendingEmployees)], today);
  const actors = await peopleByUserId(
    db,
    submission.company_code,
    participants.map((participant) => participant.acted_by).filter((id): id is number => id !== null),
  );
  return {
    instanceId: instance.id,
    workflowId: workflow.id,
    workflowName: workflow.name,
    type: instance.type as WorkflowMappingType,
    state: instance.state as WorkflowPlan['state'],
    additionalParticipants: instance.state === 'planned' && activities.some((activity) => activity.allow_additional_participants),
    workflowActivities: activities.map((activity) => {
      const role = roles.find((each) => each.id === activity.user_role_id);
      return {
        id: activity.id,
        workflowId: workflow.id,
        name: activity.name,
        description: activity.description,
        state: activity.state as WorkflowPlan['workflowActivities'][number]['state'],
        confirm: activity.confirm,
        final: activity.is_final,
        allToConfirm: activity.all_to_confirm,
        skipIfNoParticipants: activity.skip_if_no_participants,
        durationWorkingDays: activity.duration_working_days,
        autocompleteAfterDuration: activity.autocomplete_after_duration,
        allowAdditionalParticipants: activity.allow_additional_participants,
        deadline: activity.deadline,
        isNearDeadline: activity.state === 'active' && isNearDeadline(activity.deadline, today),
        startedAt: activity.started_at,
        finishedAt: activity.finished_at,
        userRoles: role ? { id: role.id, name: role.name, systemName: role.system_name } : null,
        workflowActivityParticipants: participants
          .filter((participant) => participant.instance_activity_id === activity.id)
          .map((participant) => {
            const actor =
              participant.acted_by !== null && participant.acted_by !== participant.user_id ? actors.get(participant.acted_by) : undefined;
            return {
              id: participant.id,
              userId: participant.user_id,
              name: participant.name,
              employeeNo: participant.employee_no,
              action: participant.action as ActionCode,
              updated: participant.updated_at,
              comment: participant.comment,
              systemComment: participant.system_comment,
              actedBy: actor ? { userId: actor.userId, name: actor.name } : null,
              substitutes: participant.action === 0 && participant.employee_no ? (substitutes.get(participant.employee_no) ?? []) : [],
              canRemove: participant.can_remove && participant.action === 0,
              allToConfirmOverride: participant.all_to_confirm_override,
            };
          }),
      };
    }),
  };
}
