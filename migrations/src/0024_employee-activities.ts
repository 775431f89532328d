import { type Kysely, sql } from 'kysely';

// Planner-kept employee activities (spec 2 §2 "employee-activities … activity setup entries"; issue #14):
// an employee's activity of a code from a date (to a date, or open-ended), and its setup entries — on
// which weekdays, for how long (minutes, or the whole working day) and whether public holidays are left
// out — from which the timesheet's activity entries are generated. A table of their own, not rows in
// employee_activities: that table mirrors the ERP (keyed by its entry_no, rewritten by the sync), and a
// planner's rows must neither be overwritten by the sync nor be able to change the ERP's.
// One employee's activities of one code never share a day (spec 2 §5, §8): an exclusion constraint
// (btree_gist, migration 0005) holds it under concurrent saves; the use cases check first, under a
// lock of the employee's row, to answer with the field error. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('planned_employee_activities')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('activity_code', 'text', (column) => column.notNull())
    .addColumn('date_from', 'date', (column) => column.notNull())
    // Null: open-ended (a long-term duty).
    .addColumn('date_to', 'date')
    .addColumn('description', 'text')
    // Grows with every change: an update carrying an older version is refused (one winner of two edits).
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'planned_employee_activities_employee_fk',
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'planned_employee_activities_code_fk',
      ['company_code', 'activity_code'],
      'activity_codes',
      ['company_code', 'code'],
      (constraint) => constraint.onDelete('restrict'),
    )
    .addCheckConstraint('planned_employee_activities_order_check', sql`date_to is null or date_to >= date_from`)
    .execute();
  await sql`
    alter table planned_employee_activities
      add constraint planned_employee_activities_no_overlap
      exclude using gist (company_code with =, employee_no with =, activity_code with =, daterange(date_from, date_to, '[]') with &&)
  `.execute(db);
  // The list's filters: the company's activities by date, by employee, by code.
  await db.schema
    .createIndex('planned_employee_activities_company_from_idx')
    .on('planned_employee_activities')
    .columns(['company_code', 'date_from', 'id'])
    .execute();
  await db.schema
    .createIndex('planned_employee_activities_employee_idx')
    .on('planned_employee_activities')
    .columns(['company_code', 'employee_no', 'date_from'])
    .execute();
  await db.schema
    .createIndex('planned_employee_activities_code_idx')
    .on('planned_employee_activities')
    .columns(['company_code', 'activity_code', 'date_from'])
    .execute();

  await db.schema
    .createTable('activity_setup_entries')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('activity_id', 'integer', (column) => column.notNull().references('planned_employee_activities.id').onDelete('cascade'))
    // ISO weekdays, 1 Monday … 7 Sunday.
    .addColumn('weekdays', sql`integer[]`, (column) => column.notNull())
    // 'hours': the minutes given; 'all_day': the full working day of the business calendar.
    .addColumn('hours_type', 'text', (column) => column.notNull().check(sql`hours_type in ('hours', 'all_day')`))
    .addColumn('minutes', 'integer')
    .addColumn('exclude_holidays', 'boolean', (column) => column.notNull().defaultTo(true))
    .addCheckConstraint(
      'activity_setup_entries_weekdays_check',
      sql`cardinality(weekdays) between 1 and 7 and weekdays <@ array[1, 2, 3, 4, 5, 6, 7]`,
    )
    .addCheckConstraint(
      'activity_setup_entries_minutes_check',
      sql`(hours_type = 'hours' and minutes between 1 and 1440) or (hours_type = 'all_day' and minutes is null)`,
    )
    .execute();
  await db.schema.createIndex('activity_setup_entries_activity_idx').on('activity_setup_entries').column('activity_id').execute();

  // Timesheet figures generated from these activities carry their own source: the schedule's generation
  // leaves them alone, and the activities' generation replaces only them.
  await sql`alter table timesheet_entries drop constraint timesheet_entries_source_check`.execute(db);
  await sql`
    alter table timesheet_entries add constraint timesheet_entries_source_check
      check (source in ('schedule', 'erp', 'manual', 'activity'))
  `.execute(db);
}
