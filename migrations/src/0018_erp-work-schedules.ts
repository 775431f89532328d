import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// A schedule's month handed to the ERP (spec 2 §7 "Schedules", update-navision and absence-to-navision;
// issue #13). While no ERP is configured the mirror gateway keeps what the ERP would hold: each
// employee's work schedule per day, with the version of the month it came from (an older version
// retried after a newer one must not overwrite it), and the planners' absences under the key of the
// change that recorded them, so that taking one back removes exactly that row.
// Frozen in time: never import application code.

/** Removed with the employee, as the other mirror tables. */
function ownedByEmployee(name: string) {
  return (table: CreateTableBuilder<string, any>) =>
    table.addForeignKeyConstraint(
      `${name}_employee_fk`,
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    );
}

export async function up(db: Kysely<any>): Promise<void> {
  // One row per employee and month of a schedule: the version last applied.
  await db.schema
    .createTable('erp_work_schedule_months')
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('schedule_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('month', 'integer', (column) => column.notNull().check(sql`month between 1 and 12`))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('applied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('erp_work_schedule_months_pk', ['company_code', 'schedule_code', 'employee_no', 'year', 'month'])
    .$call(ownedByEmployee('erp_work_schedule_months'))
    .execute();

  // The days of that version: the shift (code and times), the work minutes and the activity codes.
  await db.schema
    .createTable('erp_work_schedules')
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('schedule_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('shift_code', 'text')
    .addColumn('start_time', 'time')
    .addColumn('end_time', 'time')
    .addColumn('work_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    // Space-separated, in the schedule's order: the ERP's own field is a short text too.
    .addColumn('activity_codes', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('synced_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('erp_work_schedules_pk', ['company_code', 'schedule_code', 'employee_no', 'date'])
    .$call(ownedByEmployee('erp_work_schedules'))
    .addCheckConstraint('erp_work_schedules_times_paired', sql`(start_time is null) = (end_time is null)`)
    .execute();
  // The comparison reads a company's employees over a month, whatever the schedule.
  await db.schema
    .createIndex('erp_work_schedules_employee_date_idx')
    .on('erp_work_schedules')
    .columns(['company_code', 'employee_no', 'date'])
    .execute();

  // The key of the outbox change that recorded a planner's absence (no submission behind it).
  await db.schema.alterTable('absences').addColumn('portal_change_key', 'text').execute();
  await sql`create unique index absences_portal_change_key_unique on absences (portal_change_key) where portal_change_key is not null`.execute(
    db,
  );
  await db.schema
    .alterTable('absences')
    .addCheckConstraint('absences_portal_change_key_entry_no_check', sql`portal_change_key is null or entry_no < 0`)
    .execute();
}
