import { type Kysely, sql } from 'kysely';

// Timesheets (spec 2 §3 Timesheet, Timesheet day, Timesheet entry, Activity entry; §4; issue #14). A
// timesheet belongs to a schedule; its months (periods) carry status, manual lock and a version like the
// schedule's. Each line's hours are kept per day and activity code in minutes (spec 2 §9), typed for the
// totals (worked, night, overtime, holiday, absence); generated ones come from the schedule and the ERP,
// manual ones from the keepers' edits. A day of an employee is confirmed by a row of its own, flagged when
// a later generation finds its sources changed. Edits collect in an edit session until committed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('timesheets')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('schedule_id', 'integer', (column) => column.notNull().references('schedules.id').onDelete('restrict'))
    .addColumn('archived', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('bc_updated_at', 'timestamptz')
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index timesheets_code_unique on timesheets (company_code, lower(code))`.execute(db);
  await db.schema.createIndex('timesheets_schedule_idx').on('timesheets').column('schedule_id').execute();
  await db.schema.createIndex('timesheets_company_name_idx').on('timesheets').columns(['company_code', 'archived', 'name']).execute();

  await db.schema
    .createTable('timesheet_periods')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('timesheet_id', 'integer', (column) => column.notNull().references('timesheets.id').onDelete('cascade'))
    .addColumn('year', 'integer', (column) => column.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('month', 'integer', (column) => column.notNull().check(sql`month between 1 and 12`))
    .addColumn('status', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('manual_lock', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('locked_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('generated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('timesheet_periods_month_unique', ['timesheet_id', 'year', 'month'])
    .execute();
  await db.schema.createIndex('timesheet_periods_year_idx').on('timesheet_periods').columns(['year', 'month']).execute();

  await db.schema
    .createTable('timesheet_entries')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('timesheet_id', 'integer', (column) => column.notNull().references('timesheets.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('activity_code', 'text', (column) => column.notNull())
    .addColumn('hours_type', 'text', (column) =>
      column.notNull().check(sql`hours_type in ('worked', 'night', 'overtime', 'holiday', 'absence')`),
    )
    .addColumn('minutes', 'integer', (column) => column.notNull().check(sql`minutes >= 0 and minutes <= 1440`))
    .addColumn('source', 'text', (column) => column.notNull().check(sql`source in ('schedule', 'erp', 'manual')`))
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'timesheet_entries_employee_fk',
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  // One figure per line, day and code: generation upserts on it, a keeper's hours replace it.
  await db.schema
    .createIndex('timesheet_entries_cell_unique')
    .on('timesheet_entries')
    .columns(['timesheet_id', 'date', 'employee_no', 'activity_code'])
    .unique()
    .execute();
  // My timesheet: an employee's month across timesheets.
  await db.schema
    .createIndex('timesheet_entries_employee_date_idx')
    .on('timesheet_entries')
    .columns(['company_code', 'employee_no', 'date'])
    .execute();

  await db.schema
    .createTable('timesheet_day_confirmations')
    .addColumn('timesheet_id', 'integer', (column) => column.notNull().references('timesheets.id').onDelete('cascade'))
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('recalculation_required', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('confirmed_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('timesheet_day_confirmations_pk', ['timesheet_id', 'date', 'employee_no'])
    .execute();

  await db.schema
    .createTable('timesheet_edit_sessions')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('timesheet_period_id', 'integer', (column) => column.notNull().references('timesheet_periods.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('base_version', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('timesheet_edit_sessions_one_per_user', ['timesheet_period_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('timesheet_edit_changes')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('timesheet_edit_session_id', 'integer', (column) =>
      column.notNull().references('timesheet_edit_sessions.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (column) => column.notNull().check(sql`action in ('set', 'delete')`))
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('date', 'date', (column) => column.notNull())
    // For set: the code and its minutes; for delete: the code, or null for every code of the cell.
    .addColumn('activity_code', 'text')
    .addColumn('minutes', 'integer', (column) => column.check(sql`minutes >= 0 and minutes <= 1440`))
    .addCheckConstraint('timesheet_edit_changes_set', sql`action = 'delete' or (activity_code is not null and minutes is not null)`)
    .execute();
  await db.schema
    .createIndex('timesheet_edit_changes_session_idx')
    .on('timesheet_edit_changes')
    .columns(['timesheet_edit_session_id', 'employee_no', 'date'])
    .execute();
}
