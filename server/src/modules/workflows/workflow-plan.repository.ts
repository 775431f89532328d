import { ActionCode, type IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/transaction';

// The plan of a document's run as the document view shows it (workflow-plan.ts), in one statement
// instead of six (issue #11): the open run (else the latest) with its workflow's name, its activities
// with their participant group, each activity's participants, and today's substitutes of those
// still to act. Nested rows come as JSON arrays, in which a timestamp is its ISO text.

/** A timestamp column as it reads inside a JSON array: ISO text, to be made a Date again (dateOf). */
function isoText(column: `${string}.${string}`) {
  return sql<string | null>`${sql.ref(column)}`;
}

export function dateOf(isoTimestamp: string | null): Date | null {
  return isoTimestamp === null ? null : new Date(isoTimestamp);
}

export function findCurrentPlan(db: Executor, submission: { id: number; company_code: string }, today: IsoDate) {
  return db
    .selectFrom('workflow_instances')
    .innerJoin('workflows', 'workflows.id', 'workflow_instances.workflow_id')
    .select([
      'workflow_instances.id',
      'workflow_instances.workflow_id',
      'workflow_instances.type',
      'workflow_instances.state',
      'workflows.name as workflow_name',
      'workflows.name_en as workflow_name_en',
    ])
    .select((instance) =>
      jsonArrayFrom(
        instance
          .selectFrom('workflow_instance_activities')
          .leftJoin('user_roles', 'user_roles.id', 'workflow_instance_activities.user_role_id')
          .select([
            'workflow_instance_activities.id',
            'workflow_instance_activities.name',
            'workflow_instance_activities.name_en',
            'workflow_instance_activities.description',
            'workflow_instance_activities.state',
            'workflow_instance_activities.confirm',
            'workflow_instance_activities.is_final',
            'workflow_instance_activities.all_to_confirm',
            'workflow_instance_activities.skip_if_no_participants',
            'workflow_instance_activities.duration_working_days',
            'workflow_instance_activities.autocomplete_after_duration',
            'workflow_instance_activities.allow_additional_participants',
            'workflow_instance_activities.deadline',
            isoText('workflow_instance_activities.started_at').as('started_at'),
            isoText('workflow_instance_activities.finished_at').as('finished_at'),
            'user_roles.id as role_id',
            'user_roles.name as role_name',
            'user_roles.system_name as role_system_name',
          ])
          .select((activity) =>
            jsonArrayFrom(
              activity
                .selectFrom('workflow_participants')
                .select([
                  'workflow_participants.id',
                  'workflow_participants.user_id',
                  'workflow_participants.name',
                  'workflow_participants.employee_no',
                  'workflow_participants.action',
                  isoText('workflow_participants.updated_at').as('updated_at'),
                  'workflow_participants.comment',
                  'workflow_participants.system_comment',
                  'workflow_participants.acted_by',
                  'workflow_participants.can_remove',
                  'workflow_participants.all_to_confirm_override',
                ])
                .select((participant) =>
                  jsonArrayFrom(
                    participant
                      .selectFrom('substitutions')
                      .innerJoin('employees', (join) =>
                        join
                          .onRef('employees.company_code', '=', 'substitutions.company_code')
                          .onRef('employees.employee_no', '=', 'substitutions.subst_employee_no'),
                      )
                      .select(['substitutions.subst_employee_no', 'employees.first_name', 'employees.last_name'])
                      .distinct()
                      .where('substitutions.company_code', '=', submission.company_code)
                      .whereRef('substitutions.employee_no', '=', 'workflow_participants.employee_no')
                      // Only those still to act have substitutes who may act for them.
                      .where('workflow_participants.action', '=', ActionCode.pending)
                      .where('substitutions.date_from', '<=', today)
                      .where('substitutions.date_to', '>=', today)
                      .orderBy('substitutions.subst_employee_no'),
                  ).as('substitutes'),
                )
                .whereRef('workflow_participants.instance_activity_id', '=', 'workflow_instance_activities.id')
                .orderBy('workflow_participants.id'),
            ).as('participants'),
          )
          .whereRef('workflow_instance_activities.instance_id', '=', 'workflow_instances.id')
          .orderBy('workflow_instance_activities.sort_order')
          .orderBy('workflow_instance_activities.id'),
      ).as('activities'),
    )
    .where('workflow_instances.submission_id', '=', submission.id)
    .orderBy(sql`workflow_instances.state in ('planned', 'active')`, 'desc')
    .orderBy('workflow_instances.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
