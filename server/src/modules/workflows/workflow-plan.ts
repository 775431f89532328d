import { type ActionCode, type IsoDate, isNearDeadline, type WorkflowMappingType, type WorkflowPlan } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { peopleByUserId } from '../users/people-by-user-id';
import { dateOf, findCurrentPlan } from './workflow-plan.repository';

/**
 * The submission's open run (else its last one) as the document view shows it: every activity with
 * its participants, their actions and today's substitutes. Null before a workflow was set.
 */
export async function buildPlan(
  db: Executor,
  submission: { id: number; company_code: string },
  today: IsoDate,
): Promise<WorkflowPlan | null> {
  const instance = await findCurrentPlan(db, submission, today);
  if (!instance) return null;
  const { activities } = instance;
  const participants = activities.flatMap((activity) => activity.participants);
  const actors = await peopleByUserId(
    db,
    submission.company_code,
    participants.map((participant) => participant.acted_by).filter((id): id is number => id !== null),
  );
  return {
    instanceId: instance.id,
    workflowId: instance.workflow_id,
    workflowName: instance.workflow_name,
    workflowNameEn: instance.workflow_name_en,
    type: instance.type as WorkflowMappingType,
    state: instance.state as WorkflowPlan['state'],
    additionalParticipants: instance.state === 'planned' && activities.some((activity) => activity.allow_additional_participants),
    workflowActivities: activities.map((activity) => ({
      id: activity.id,
      workflowId: instance.workflow_id,
      name: activity.name,
      nameEn: activity.name_en,
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
      startedAt: dateOf(activity.started_at),
      finishedAt: dateOf(activity.finished_at),
      userRoles:
        activity.role_id !== null ? { id: activity.role_id, name: activity.role_name!, systemName: activity.role_system_name } : null,
      workflowActivityParticipants: activity.participants.map((participant) => {
        const actor =
          participant.acted_by !== null && participant.acted_by !== participant.user_id ? actors.get(participant.acted_by) : undefined;
        return {
          id: participant.id,
          userId: participant.user_id,
          name: participant.name,
          employeeNo: participant.employee_no,
          action: participant.action as ActionCode,
          updated: dateOf(participant.updated_at),
          comment: participant.comment,
          systemComment: participant.system_comment,
          actedBy: actor ? { userId: actor.userId, name: actor.name } : null,
          substitutes: participant.substitutes.map((substitute) => ({
            employeeNo: substitute.subst_employee_no,
            name: `${substitute.first_name} ${substitute.last_name}`,
          })),
          canRemove: participant.can_remove && participant.action === 0,
          allToConfirmOverride: participant.all_to_confirm_override,
        };
      }),
    })),
  };
}
