import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Work-time scheduling (spec 2 §3–§6; issue #13): who may do what in the work-time area, shift groups
// with their shifts and rest entries, schedule formulas, schedules with their employee groups,
// employees, capacity exceptions, monthly periods and day entries, the planners' edit sessions, and the
// Labor Code settings. Everything belongs to one company (directly or through its schedule or shift
// group). Times of day are `time`, dates `date`, durations whole minutes. Frozen in time: never import
// application code.

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

function company(table: Table): Table {
  return table.addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'));
}

const COLOUR = sql`~ '^#[0-9A-Fa-f]{6}$'`;

export async function up(db: Kysely<any>): Promise<void> {
  // ERP facts the checks need: the share of full time of an appointment (0.5 = half time) and its
  // work schedule code; whether the employee works shortened pre-holiday days (short-day shift times)
  // and signed consent to the longer weekly limit of the Labor Code.
  await db.schema
    .alterTable('appointments')
    .addColumn('part_time_share', sql`numeric(4, 3)`, (column) =>
      column
        .notNull()
        .defaultTo(1)
        .check(sql`part_time_share > 0 and part_time_share <= 1`),
    )
    .addColumn('work_schedule_code', 'text')
    .execute();
  await db.schema
    .alterTable('employees')
    .addColumn('shortened_pre_holiday', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('weekly_hours_consent', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();

  // User groups (spec 2 §3): grantees of work-time permissions beside single users. Their
  // administration arrives with the administration area.
  await db.schema
    .createTable('user_groups')
    .$call(id)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('system_name', 'text')
    .$call((table) => flag(table, 'active', true))
    .$call((table) => flag(table, 'assign_automatically'))
    .$call(timestamps)
    .execute();
  await sql`create unique index user_groups_system_name_unique on user_groups (system_name) where system_name is not null`.execute(db);
  await db.schema
    .createTable('user_group_members')
    .addColumn('user_group_id', 'integer', (column) => column.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_group_members_pk', ['user_group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_group_members_user_idx').on('user_group_members').column('user_id').execute();

  // Work-time permissions (spec 2 §6): an action granted to a user or a user group on one schedule,
  // timesheet or holiday plan, or on all of them in the company when object_id is null (the only
  // way to be allowed to create one). 'administer' covers every action on its objects.
  await db.schema
    .createTable('work_time_grants')
    .$call(id)
    .$call(company)
    .addColumn('object_type', 'text', (column) => column.notNull().check(sql`object_type in ('schedule', 'timesheet', 'holiday_plan')`))
    .addColumn('object_id', 'integer')
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('user_group_id', 'integer', (column) => column.references('user_groups.id').onDelete('cascade'))
    .addColumn('action', 'text', (column) =>
      column
        .notNull()
        .check(sql`action in ('view', 'create', 'edit', 'delete', 'administer', 'change_status', 'fill_documents', 'confirm_documents')`),
    )
    .addColumn('granted_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('work_time_grants_one_grantee', sql`num_nonnulls(user_id, user_group_id) = 1`)
    .execute();
  await sql`create unique index work_time_grants_unique on work_time_grants
    (company_code, object_type, coalesce(object_id, 0), coalesce(user_id, 0), coalesce(user_group_id, 0), action)`.execute(db);
  await db.schema.createIndex('work_time_grants_user_idx').on('work_time_grants').columns(['user_id', 'company_code']).execute();
  await db.schema.createIndex('work_time_grants_group_idx').on('work_time_grants').columns(['user_group_id', 'company_code']).execute();
  await db.schema.createIndex('work_time_grants_object_idx').on('work_time_grants').columns(['object_type', 'object_id']).execute();

  // Shift groups and their shifts (spec 2 §3). A shift's work minutes are computed by the server
  // when it is saved (duration minus rest not counted in work time), so totals are sums in SQL.
  await db.schema
    .createTable('shift_groups')
    .$call(id)
    .$call(company)
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .$call((table) => flag(table, 'archived'))
    .$call(timestamps)
    .execute();
  await sql`create unique index shift_groups_code_unique on shift_groups (company_code, lower(code))`.execute(db);

  await db.schema
    .createTable('shifts')
    .$call(id)
    .addColumn('shift_group_id', 'integer', (column) => column.notNull().references('shift_groups.id').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('subgroup', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('work_day', 'rest_day')`))
    .addColumn('start_time', 'time')
    .addColumn('end_time', 'time')
    .addColumn('short_day_start_time', 'time')
    .addColumn('short_day_end_time', 'time')
    .$call((table) => flag(table, 'is_temporary'))
    .$call((table) => flag(table, 'archived'))
    .addColumn('background_color', 'text', (column) =>
      column
        .notNull()
        .defaultTo('#FFFFFF')
        .check(sql`background_color ${COLOUR}`),
    )
    .addColumn('font_color', 'text', (column) =>
      column
        .notNull()
        .defaultTo('#000000')
        .check(sql`font_color ${COLOUR}`),
    )
    .addColumn('work_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    .$call(timestamps)
    .addCheckConstraint('shifts_times_paired', sql`(start_time is null) = (end_time is null)`)
    .addCheckConstraint('shifts_short_day_paired', sql`(short_day_start_time is null) = (short_day_end_time is null)`)
    .execute();
  // A code names one live shift of its group; archived shifts keep theirs for the history.
  await sql`create unique index shifts_code_unique on shifts (shift_group_id, lower(code)) where not archived`.execute(db);

  await db.schema
    .createTable('shift_rest_entries')
    .$call(id)
    .addColumn('shift_id', 'integer', (column) => column.notNull().references('shifts.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    // Fixed rests have a start and an end; an "undefined time" rest has only its length.
    .addColumn('start_time', 'time')
    .addColumn('end_time', 'time')
    .addColumn('minutes', 'integer', (column) => column.notNull().check(sql`minutes > 0 and minutes < 1440`))
    .$call((table) => flag(table, 'counted_in_work_time'))
    .addCheckConstraint('shift_rest_entries_times_paired', sql`(start_time is null) = (end_time is null)`)
    .execute();
  await db.schema.createIndex('shift_rest_entries_shift_idx').on('shift_rest_entries').column('shift_id').execute();

  // Schedule formulas: positions of shifts (null: a day off) repeated over calendar days (cyclic)
  // or over the weekdays (continuous), from start_date; the holiday shift replaces a work shift on
  // public holidays when set.
  await db.schema
    .createTable('schedule_formulas')
    .$call(id)
    .$call(company)
    .addColumn('shift_group_id', 'integer', (column) => column.notNull().references('shift_groups.id').onDelete('restrict'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('continuous', 'cyclic')`))
    .addColumn('start_date', 'date', (column) => column.notNull())
    .addColumn('end_date', 'date')
    .addColumn('holiday_shift_id', 'integer', (column) => column.references('shifts.id').onDelete('set null'))
    .$call((table) => flag(table, 'archived'))
    .$call(timestamps)
    .addCheckConstraint('schedule_formulas_dates', sql`end_date is null or end_date >= start_date`)
    .execute();
  await sql`create unique index schedule_formulas_code_unique on schedule_formulas (company_code, lower(code))`.execute(db);
  await db.schema
    .createTable('schedule_formula_entries')
    .addColumn('schedule_formula_id', 'integer', (column) => column.notNull().references('schedule_formulas.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull().check(sql`position >= 0`))
    .addColumn('shift_id', 'integer', (column) => column.references('shifts.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('schedule_formula_entries_pk', ['schedule_formula_id', 'position'])
    .execute();
  await db.schema.createIndex('schedule_formula_entries_shift_idx').on('schedule_formula_entries').column('shift_id').execute();

  await db.schema
    .createTable('schedules')
    .$call(id)
    .$call(company)
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('shift_group_id', 'integer', (column) => column.notNull().references('shift_groups.id').onDelete('restrict'))
    .addColumn('print_header', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('print_city', 'text', (column) => column.notNull().defaultTo(''))
    .$call((table) => flag(table, 'print_signature_column'))
    .$call((table) => flag(table, 'display_detailed_summary_table'))
    // 0 full coverage only, 1 count partial as full, 2 join partial to full.
    .addColumn('summary_table_calculation_mode', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`summary_table_calculation_mode in (0, 1, 2)`),
    )
    .$call((table) => flag(table, 'archived'))
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .$call(timestamps)
    .execute();
  await sql`create unique index schedules_code_unique on schedules (company_code, lower(code))`.execute(db);

  await db.schema
    .createTable('schedule_employee_groups')
    .$call(id)
    .addColumn('schedule_id', 'integer', (column) => column.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .$call((table) => flag(table, 'is_hidden'))
    .execute();
  await db.schema.createIndex('schedule_employee_groups_schedule_idx').on('schedule_employee_groups').column('schedule_id').execute();

  // An employee's membership of a schedule for a validity (no overlaps per employee and schedule:
  // the use case checks under the schedule's lock), with the formula and where in it they start.
  await db.schema
    .createTable('schedule_employees')
    .$call(id)
    .addColumn('schedule_id', 'integer', (column) => column.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('appointment_line_no', 'integer')
    .addColumn('schedule_employee_group_id', 'integer', (column) => column.references('schedule_employee_groups.id').onDelete('set null'))
    .addColumn('schedule_formula_id', 'integer', (column) => column.references('schedule_formulas.id').onDelete('set null'))
    .addColumn('formula_offset', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`formula_offset >= 0`),
    )
    // 0 added by hand, 1 follows the department (added and ended as the ERP moves the employee).
    .addColumn('tracking_type', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`tracking_type in (0, 1)`),
    )
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('valid_from', 'date', (column) => column.notNull())
    .addColumn('valid_to', 'date')
    .addForeignKeyConstraint(
      'schedule_employees_employee_fk',
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint('schedule_employees_validity', sql`valid_to is null or valid_to >= valid_from`)
    .execute();
  await db.schema.createIndex('schedule_employees_schedule_idx').on('schedule_employees').columns(['schedule_id', 'valid_from']).execute();
  await db.schema
    .createIndex('schedule_employees_employee_idx')
    .on('schedule_employees')
    .columns(['company_code', 'employee_no'])
    .execute();

  // Minimum and maximum head count of a shift on a day, where it differs from none.
  await db.schema
    .createTable('schedule_capacity_exceptions')
    .addColumn('schedule_id', 'integer', (column) => column.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('shift_id', 'integer', (column) => column.notNull().references('shifts.id').onDelete('cascade'))
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('min_capacity', 'integer', (column) => column.check(sql`min_capacity >= 0`))
    .addColumn('max_capacity', 'integer', (column) => column.check(sql`max_capacity >= 0`))
    .addPrimaryKeyConstraint('schedule_capacity_exceptions_pk', ['schedule_id', 'shift_id', 'date'])
    .addCheckConstraint(
      'schedule_capacity_exceptions_range',
      sql`min_capacity is null or max_capacity is null or max_capacity >= min_capacity`,
    )
    .execute();

  // A schedule's month (spec 2 §4): its status, manual lock and ERP update mark. `version` grows with
  // every committed change, so an edit session opened on an older version cannot overwrite a newer one.
  await db.schema
    .createTable('schedule_periods')
    .$call(id)
    .addColumn('schedule_id', 'integer', (column) => column.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('year', 'integer', (column) => column.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('month', 'integer', (column) => column.notNull().check(sql`month between 1 and 12`))
    // 0 InProgress, 1 Prepared, 2 Approved.
    .addColumn('status', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .$call((table) => flag(table, 'manual_lock'))
    .addColumn('locked_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('bc_updated_at', 'timestamptz')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .$call(timestamps)
    .addUniqueConstraint('schedule_periods_month_unique', ['schedule_id', 'year', 'month'])
    .execute();

  // Day entries: a shift (work), an activity a planner placed, or an approved absence from the ERP
  // (integration activity, read only). `source` says who wrote it: the formula (replaced by the next
  // generation), a planner (kept), or the ERP (replaced from the absences). Times default to the
  // shift's; work_minutes is stored so totals are sums.
  await db.schema
    .createTable('schedule_entries')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('schedule_id', 'integer', (column) => column.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('work', 'activity', 'integration_activity')`))
    .addColumn('source', 'text', (column) => column.notNull().check(sql`source in ('formula', 'manual', 'erp')`))
    .addColumn('shift_id', 'integer', (column) => column.references('shifts.id').onDelete('restrict'))
    .addColumn('activity_code', 'text')
    .addColumn('start_time', 'time')
    .addColumn('end_time', 'time')
    .addColumn('work_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    // An absence the whole day (activity) or for some hours.
    .addColumn('absence_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    .$call((table) => flag(table, 'is_persistent'))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'schedule_entries_employee_fk',
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint('schedule_entries_what', sql`(type = 'work') = (shift_id is not null)`)
    .addCheckConstraint('schedule_entries_activity', sql`type = 'work' or activity_code is not null`)
    .addCheckConstraint('schedule_entries_times_paired', sql`(start_time is null) = (end_time is null)`)
    .execute();
  // The month table reads a schedule's days; My schedule an employee's days across schedules.
  await db.schema
    .createIndex('schedule_entries_schedule_date_idx')
    .on('schedule_entries')
    .columns(['schedule_id', 'date', 'employee_no'])
    .execute();
  await db.schema
    .createIndex('schedule_entries_employee_date_idx')
    .on('schedule_entries')
    .columns(['company_code', 'employee_no', 'date'])
    .execute();
  // One formula shift per employee and day in a schedule: generation upserts against it, so running it twice changes nothing.
  await sql`create unique index schedule_entries_formula_unique on schedule_entries (schedule_id, employee_no, date) where source = 'formula'`.execute(
    db,
  );

  // A planner's open edit of one period: create and delete operations collected until commit applies
  // them in one transaction (or rollback drops them). base_version is the period's version when opened.
  await db.schema
    .createTable('schedule_edit_sessions')
    .$call(id)
    .addColumn('schedule_period_id', 'integer', (column) => column.notNull().references('schedule_periods.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('base_version', 'integer', (column) => column.notNull())
    .$call(timestamps)
    .addUniqueConstraint('schedule_edit_sessions_one_per_user', ['schedule_period_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('schedule_edit_changes')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('schedule_edit_session_id', 'integer', (column) =>
      column.notNull().references('schedule_edit_sessions.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (column) => column.notNull().check(sql`action in ('create', 'delete')`))
    // create: what to write; delete: which committed entry (entry_id). Deleting a change not yet
    // committed removes its row instead.
    .addColumn('entry_id', 'integer')
    .addColumn('employee_no', 'text')
    .addColumn('date', 'date')
    .addColumn('type', 'text', (column) => column.check(sql`type in ('work', 'activity')`))
    .addColumn('shift_id', 'integer', (column) => column.references('shifts.id').onDelete('cascade'))
    .addColumn('activity_code', 'text')
    .addColumn('start_time', 'time')
    .addColumn('end_time', 'time')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('schedule_edit_changes_session_idx')
    .on('schedule_edit_changes')
    .columns(['schedule_edit_session_id', 'employee_no', 'date'])
    .execute();

  // Work-time settings of a company, the Labor Code limits among them; absent rows mean the defaults
  // of shared/src/work-time (the Lithuanian Labour Code).
  await db.schema
    .createTable('work_time_settings')
    .addColumn('company_code', 'text', (column) => column.primaryKey().references('companies.code').onDelete('cascade'))
    .addColumn('max_consecutive_work_days', 'integer', (column) => column.notNull().check(sql`max_consecutive_work_days between 1 and 31`))
    .addColumn('max_weekly_minutes', 'integer', (column) => column.notNull().check(sql`max_weekly_minutes between 60 and 10080`))
    .addColumn('max_weekly_minutes_with_consent', 'integer', (column) =>
      column.notNull().check(sql`max_weekly_minutes_with_consent between 60 and 10080`),
    )
    .addColumn('max_shift_minutes', 'integer', (column) => column.notNull().check(sql`max_shift_minutes between 60 and 1440`))
    .addColumn('break_threshold_minutes', 'integer', (column) => column.notNull().check(sql`break_threshold_minutes between 0 and 1440`))
    .addColumn('min_break_minutes', 'integer', (column) => column.notNull().check(sql`min_break_minutes between 0 and 720`))
    .addColumn('min_daily_rest_minutes', 'integer', (column) => column.notNull().check(sql`min_daily_rest_minutes between 0 and 1440`))
    .addColumn('min_weekly_rest_minutes', 'integer', (column) => column.notNull().check(sql`min_weekly_rest_minutes between 0 and 10080`))
    .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}
