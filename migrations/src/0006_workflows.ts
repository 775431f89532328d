import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Approval workflows (spec 1 §3 "Workflow activity … Workflow mapping", §4; spec 2 §3 workflow
// template, workflow activity, user role / participant group, message template). Definitions —
// workflows, their activities, participant groups, mappings to forms, message templates — are shared
// by all companies like the forms they serve. A submission's run of a workflow (an instance) copies
// the activities it will pass through and resolves their participants when it starts, so later edits
// of a definition never change a document under approval. Frozen in time: never import application code.

type Table = CreateTableBuilder<string, any>;

function id(table: Table): Table {
  return table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity());
}

function flag(table: Table, name: string, defaultValue = false): Table {
  return table.addColumn(name, 'boolean', (column) => column.notNull().defaultTo(defaultValue));
}

function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`));
}

export async function up(db: Kysely<any>): Promise<void> {
  // Texts of notifications, by code (e.g. 'workflow.activity_started'), in both languages. Bodies
  // carry placeholders such as {documentNo}; the server fills and escapes them.
  await db.schema
    .createTable('message_templates')
    .$call(id)
    .addColumn('code', 'text', (column) => column.notNull().unique())
    // What the template is for: 0 workflow notification, 1 system mail (others come with their issues).
    .addColumn('type', 'smallint', (column) => column.notNull().defaultTo(0))
    .addColumn('subject_lt', 'text', (column) => column.notNull())
    .addColumn('subject_en', 'text', (column) => column.notNull())
    .addColumn('text_lt', 'text', (column) => column.notNull())
    .addColumn('text_en', 'text', (column) => column.notNull())
    .$call(timestamps)
    .execute();

  // Participant groups (user roles). The system names CustomEmployee, CustomDepartment,
  // CustomJobTitle and CustomParticipants mark groups filled per document (by an administrator, or
  // from the form's participant field) instead of by fixed members.
  await db.schema
    .createTable('user_roles')
    .$call(id)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('system_name', 'text')
    .$call((table) => flag(table, 'active', true))
    // The employee's line manager joins the activity's participants.
    .$call((table) => flag(table, 'employee_manager_to_confirm'))
    // A member acts only on documents of employees in the departments listed on their membership.
    .$call((table) => flag(table, 'limited_by_allowed_departments'))
    .$call(timestamps)
    .execute();
  await sql`create unique index user_roles_system_name_unique on user_roles (system_name) where system_name is not null`.execute(db);

  await db.schema
    .createTable('user_role_mappings')
    .$call(id)
    .addColumn('user_role_id', 'integer', (column) => column.notNull().references('user_roles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // The department codes this member acts for when the group is limited by allowed departments.
    .addColumn('allowed_department_codes', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    // This member's approval is needed even when the activity completes on the first approval.
    .$call((table) => flag(table, 'all_to_confirm_override'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_role_mappings_unique', ['user_role_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_role_mappings_user_idx').on('user_role_mappings').column('user_id').execute();

  // Workflows (spec 2 "workflow template"): named, ordered activities; the four template ids name the
  // message templates used when a document is filed, reaches an activity, is approved, is rejected.
  await db.schema
    .createTable('workflows')
    .$call(id)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .$call((table) => flag(table, 'active', true))
    .addColumn('template_created_id', 'integer', (column) => column.references('message_templates.id').onDelete('set null'))
    .addColumn('template_action_id', 'integer', (column) => column.references('message_templates.id').onDelete('set null'))
    .addColumn('template_approved_id', 'integer', (column) => column.references('message_templates.id').onDelete('set null'))
    .addColumn('template_rejected_id', 'integer', (column) => column.references('message_templates.id').onDelete('set null'))
    .$call((table) => flag(table, 'mark_outlook_calendar'))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('workflow_activities')
    .$call(id)
    .addColumn('workflow_id', 'integer', (column) => column.notNull().references('workflows.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    // Participants must approve or decline; without it the activity only informs them and completes.
    .$call((table) => flag(table, 'confirm', true))
    // A decline here rejects the document; disable_block lets the workflow go on after a decline.
    .$call((table) => flag(table, 'block', true))
    .$call((table) => flag(table, 'disable_block'))
    // Where the workflow starts (else the first activity) and where an approval completes it (else the last).
    .$call((table) => flag(table, 'initial'))
    .$call((table) => flag(table, 'final'))
    // The actions a participant is offered: any of 'approve', 'decline', 'cancel'.
    .addColumn('actions', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{approve,decline}'`))
    .addColumn('user_role_id', 'integer', (column) => column.references('user_roles.id').onDelete('set null'))
    .$call((table) => flag(table, 'all_to_confirm'))
    .$call((table) => flag(table, 'skip_if_no_participants'))
    .addColumn('duration_working_days', 'integer', (column) =>
      column.check(sql`duration_working_days is null or duration_working_days between 1 and 365`),
    )
    .$call((table) => flag(table, 'autocomplete_after_duration'))
    // The step-3 participant picker is offered for this activity before the workflow starts.
    .$call((table) => flag(table, 'allow_additional_participants'))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('workflow_activities_workflow_idx')
    .on('workflow_activities')
    .columns(['workflow_id', 'sort_order'])
    .execute();

  // Which workflows a form uses: type 0 to approve a document, type 1 to cancel an approved one.
  await db.schema
    .createTable('workflow_mappings')
    .$call(id)
    .addColumn('form_id', 'integer', (column) => column.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('workflow_id', 'integer', (column) => column.notNull().references('workflows.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (column) => column.notNull().check(sql`type in (0, 1)`))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('workflow_mappings_unique', ['form_id', 'workflow_id', 'type'])
    .execute();
  await db.schema.createIndex('workflow_mappings_form_idx').on('workflow_mappings').columns(['form_id', 'type', 'sort_order']).execute();

  // One run of a workflow on a submission. A submission has at most one active run at a time.
  await db.schema
    .createTable('workflow_instances')
    .$call(id)
    .addColumn('submission_id', 'integer', (column) => column.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('workflow_id', 'integer', (column) => column.notNull().references('workflows.id'))
    .addColumn('type', 'smallint', (column) => column.notNull().check(sql`type in (0, 1)`))
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('planned')
        .check(sql`state in ('planned', 'active', 'approved', 'rejected', 'cancelled')`),
    )
    .addColumn('started_by', 'integer', (column) => column.references('users.id'))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('workflow_instances_submission_idx').on('workflow_instances').columns(['submission_id', 'id']).execute();
  await sql`create unique index workflow_instances_one_open on workflow_instances (submission_id) where state in ('planned', 'active')`.execute(
    db,
  );

  // The activities of a run, copied from the workflow when it was set.
  await db.schema
    .createTable('workflow_instance_activities')
    .$call(id)
    .addColumn('instance_id', 'integer', (column) => column.notNull().references('workflow_instances.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (column) => column.references('workflow_activities.id').onDelete('set null'))
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('user_role_id', 'integer', (column) => column.references('user_roles.id').onDelete('set null'))
    .$call((table) => flag(table, 'confirm', true))
    .$call((table) => flag(table, 'blocks_on_decline', true))
    .$call((table) => flag(table, 'is_final'))
    .$call((table) => flag(table, 'all_to_confirm'))
    .$call((table) => flag(table, 'skip_if_no_participants'))
    .$call((table) => flag(table, 'autocomplete_after_duration'))
    .$call((table) => flag(table, 'allow_additional_participants'))
    .addColumn('actions', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{approve,decline}'`))
    .addColumn('duration_working_days', 'integer')
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('waiting')
        .check(sql`state in ('waiting', 'active', 'approved', 'declined', 'skipped', 'cancelled')`),
    )
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('deadline', 'date')
    .execute();
  await db.schema
    .createIndex('workflow_instance_activities_instance_idx')
    .on('workflow_instance_activities')
    .columns(['instance_id', 'sort_order'])
    .execute();
  // The deadline job and "near deadline" look up active activities by their deadline.
  await sql`create index workflow_instance_activities_deadline_idx on workflow_instance_activities (deadline) where state = 'active'`.execute(
    db,
  );

  await db.schema
    .createTable('workflow_participants')
    .$call(id)
    .addColumn('instance_activity_id', 'integer', (column) =>
      column.notNull().references('workflow_instance_activities.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    // The employee behind the user in the submission's company, for substitutions and display.
    .addColumn('employee_no', 'text')
    .addColumn('name', 'text', (column) => column.notNull())
    // How they came to be here: role, manager, participants (the form's field), employee, department, job_title.
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source in ('role', 'manager', 'participants', 'employee', 'department', 'job_title')`),
    )
    .addColumn('action', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`action in (0, 1, 2)`),
    )
    .addColumn('comment', 'text')
    .addColumn('system_comment', 'text')
    // Who acted: the participant, their substitute, or an administrator; null for the system.
    .addColumn('acted_by', 'integer', (column) => column.references('users.id'))
    .addColumn('updated_at', 'timestamptz')
    .$call((table) => flag(table, 'can_remove', true))
    .$call((table) => flag(table, 'all_to_confirm_override'))
    .addUniqueConstraint('workflow_participants_unique', ['instance_activity_id', 'user_id'])
    .execute();
  // Tasks: the caller's pending participations.
  await db.schema.createIndex('workflow_participants_user_idx').on('workflow_participants').columns(['user_id', 'action']).execute();
  await db.schema
    .createIndex('workflow_participants_employee_idx')
    .on('workflow_participants')
    .columns(['employee_no', 'action'])
    .execute();

  // The history: every action with its executor, comment and files, and the system's own entries.
  await db.schema
    .createTable('workflow_execution_logs')
    .$call(id)
    .addColumn('submission_id', 'integer', (column) => column.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('instance_id', 'integer', (column) => column.references('workflow_instances.id').onDelete('cascade'))
    .addColumn('instance_activity_id', 'integer', (column) => column.references('workflow_instance_activities.id').onDelete('cascade'))
    // A catalogue key, e.g. 'workflow.log.approved'.
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('action', 'smallint', (column) => column.check(sql`action is null or action in (0, 1, 2)`))
    // Null: the system (deadline job, skipped activity).
    .addColumn('executed_by', 'integer', (column) => column.references('users.id'))
    // Set when a substitute or an administrator acted for this participant.
    .addColumn('on_behalf_of', 'integer', (column) => column.references('users.id'))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('workflow_execution_logs_submission_idx')
    .on('workflow_execution_logs')
    .columns(['submission_id', 'id'])
    .execute();

  // What a logged action caused (the next activity started, a mail queued, the ERP record queued …).
  await db.schema
    .createTable('workflow_execution_log_entries')
    .$call(id)
    .addColumn('log_id', 'integer', (column) => column.notNull().references('workflow_execution_logs.id').onDelete('cascade'))
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('result', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('workflow_execution_log_entries_log_idx').on('workflow_execution_log_entries').column('log_id').execute();

  // Files attached to an approve or decline (form file type 1) belong to its log entry.
  await db.schema
    .alterTable('form_files')
    .addColumn('workflow_log_id', 'integer', (column) => column.references('workflow_execution_logs.id').onDelete('set null'))
    .execute();
  await sql`create index form_files_workflow_log_idx on form_files (workflow_log_id) where workflow_log_id is not null`.execute(db);

  // The submission points at its current run and active activity, so lists show the step, its
  // deadline and the near-deadline mark without joins through the history.
  await sql`alter table form_submissions add constraint form_submissions_workflow_fk foreign key (workflow_id) references workflows (id) on delete set null`.execute(
    db,
  );
  await sql`alter table form_submissions add constraint form_submissions_workflow_instance_fk foreign key (workflow_instance_id) references workflow_instances (id) on delete set null`.execute(
    db,
  );
  await db.schema
    .alterTable('form_submissions')
    .addColumn('workflow_activity_id', 'integer', (column) => column.references('workflow_instance_activities.id').onDelete('set null'))
    .addColumn('workflow_activity_date', 'timestamptz')
    .addColumn('deadline', 'date')
    // True while a cancellation workflow runs on the approved document (the extra badge).
    .addColumn('cancellation_in_progress', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}
