import { type AliasableExpression, type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';

// What the document view's workflow flags are judged on (workflow-flags.ts), read in one statement
// when a document is opened (issue #11) instead of five: the form's mappings, the open run's active
// activity with its participants, and the users of the employee the document is about.

export interface FlaggedSubmissionKey {
  id: number;
  form_id: number;
  company_code: string;
  employee_no: string | null;
}

export async function findFlagFacts(db: Executor, submission: FlaggedSubmissionKey) {
  const row = await db
    // The one open run (an index keeps it one), and its first active activity while the run is active.
    .with('open_run', (query) =>
      query
        .selectFrom('workflow_instances')
        .select(['workflow_instances.id', 'workflow_instances.state'])
        .where('workflow_instances.submission_id', '=', submission.id)
        .where('workflow_instances.state', 'in', ['planned', 'active']),
    )
    .with('active_activity', (query) =>
      query
        .selectFrom('workflow_instance_activities')
        .innerJoin('open_run', 'open_run.id', 'workflow_instance_activities.instance_id')
        .select(['workflow_instance_activities.id', 'workflow_instance_activities.actions'])
        .where('open_run.state', '=', 'active')
        .where('workflow_instance_activities.state', '=', 'active')
        .orderBy('workflow_instance_activities.sort_order')
        .orderBy('workflow_instance_activities.id')
        .limit(1),
    )
    .selectNoFrom((eb) => [
      eb
        .fn<number[]>('array', [
          eb
            .selectFrom('workflow_mappings')
            .innerJoin('workflows', 'workflows.id', 'workflow_mappings.workflow_id')
            .select('workflow_mappings.type')
            .distinct()
            .where('workflow_mappings.form_id', '=', submission.form_id)
            .where('workflows.active', '=', true),
        ])
        .as('mapped_types'),
      jsonObjectFrom(
        eb
          .selectFrom('active_activity')
          .select((activity) => [
            'active_activity.actions',
            jsonArrayFrom(
              activity
                .selectFrom('workflow_participants')
                .select(['workflow_participants.user_id', 'workflow_participants.employee_no', 'workflow_participants.action'])
                .whereRef('workflow_participants.instance_activity_id', '=', 'active_activity.id')
                .orderBy('workflow_participants.id'),
            ).as('participants'),
          ]),
      ).as('active_activity'),
      employeeUsers(eb, submission).as('employee_user_ids'),
    ])
    .executeTakeFirstOrThrow();
  return {
    mappedTypes: new Set(row.mapped_types),
    activeActivity: row.active_activity,
    employeeUserIds: row.employee_user_ids,
  };
}

/** Every portal user (active or not) behind the document's employee: the document is theirs too (document-owners.ts). */
function employeeUsers(eb: ExpressionBuilder<Database, never>, submission: FlaggedSubmissionKey): AliasableExpression<number[]> {
  if (!submission.employee_no) return sql<number[]>`'{}'::int[]`;
  return eb.fn<number[]>('array', [
    eb
      .selectFrom('employees')
      .innerJoin('users', 'users.personnel_no', 'employees.personnel_no')
      .select('users.id')
      .where('employees.company_code', '=', submission.company_code)
      .where('employees.employee_no', '=', submission.employee_no),
  ]);
}
