import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// A timesheet's approved month handed to the ERP (spec 2 §7 "Timesheets", update-navision; issue #14).
// While no ERP is configured the mirror gateway keeps what the ERP would hold, as for the schedules
// (migration 0018): each employee's hours per day and activity code, with the version of the month they
// came from (an older version retried after a newer one must not overwrite it). Confirmed timesheet days
// are marked for recalculation by employee and date when an absence of the ERP arrives or goes.
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
  // One row per employee and month of a timesheet: the version last applied.
  await db.schema
    .createTable('erp_timesheet_months')
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('timesheet_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('month', 'integer', (column) => column.notNull().check(sql`month between 1 and 12`))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('applied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('erp_timesheet_months_pk', ['company_code', 'timesheet_code', 'employee_no', 'year', 'month'])
    .$call(ownedByEmployee('erp_timesheet_months'))
    .execute();

  // The hours of that version: minutes per day and activity code, typed as the timesheet types them.
  await db.schema
    .createTable('erp_timesheet_entries')
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('timesheet_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('activity_code', 'text', (column) => column.notNull())
    .addColumn('hours_type', 'text', (column) => column.notNull())
    .addColumn('minutes', 'integer', (column) => column.notNull().check(sql`minutes >= 0 and minutes <= 1440`))
    .addColumn('synced_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('erp_timesheet_entries_pk', ['company_code', 'timesheet_code', 'employee_no', 'date', 'activity_code'])
    .$call(ownedByEmployee('erp_timesheet_entries'))
    .execute();

  // An absence of the ERP marks an employee's confirmed days in whichever timesheets hold them.
  await db.schema
    .createIndex('timesheet_day_confirmations_employee_date_idx')
    .on('timesheet_day_confirmations')
    .columns(['employee_no', 'date'])
    .execute();
}
