import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Employee self-service data (spec 1 §3). Everything here but the ERP outbox mirrors data the ERP
// owns (ARCHITECTURE rule 8): the ERP sync fills it, or the demo seed when no ERP is configured.
// Rows are company-scoped by (company_code, employee_no). Frozen in time: never import application code.

type Table = CreateTableBuilder<string, any>;

/** company_code + employee_no referencing the employee, removed with them. */
function ownedByEmployee(table: Table, name: string): Table {
  return table
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addForeignKeyConstraint(
      `${name}_employee_fk`,
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    );
}

function synced(table: Table): Table {
  return table.addColumn('synced_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`));
}

async function indexByEmployeeAndDate(db: Kysely<any>, table: string, dateColumn: string): Promise<void> {
  await db.schema.createIndex(`${table}_employee_date_idx`).on(table).columns(['company_code', 'employee_no', dateColumn]).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  // Contract figures of spec 1 §3 "Employee" the ERP computes.
  await db.schema
    .alterTable('employees')
    // Unused holiday days on the sync date; the reserve on another date comes from holiday_reserves.
    .addColumn('unused_holidays', sql`numeric(8, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('holiday_norm', sql`numeric(6, 2)`, (column) => column.notNull().defaultTo(20))
    // 0: the norm counts working days (dd); otherwise calendar days (kd).
    .addColumn('holiday_day_type', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`holiday_day_type in (0, 1)`),
    )
    .addColumn('solid_holiday_status', 'text')
    .addColumn('solid_holiday_status_from', 'date')
    .addColumn('solid_holiday_status_to', 'date')
    .addColumn('show_solid_holiday_status', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('work_experience_years', sql`numeric(5, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('work_experience_since', 'date')
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (column) => column.primaryKey().check(sql`code ~ '^[A-Z]{2}$'`))
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();

  for (const table of ['working_ability_values', 'marital_status_values']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }

  // Table types and table notations (activity codes) with their colours.
  await db.schema
    .createTable('activity_types')
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('id', 'integer', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('activity_types_pk', ['company_code', 'id'])
    .execute();
  await db.schema
    .createTable('activity_codes')
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('activity_type_id', 'integer', (column) => column.notNull())
    .addColumn('color', 'text', (column) =>
      column
        .notNull()
        .defaultTo('#808080')
        .check(sql`color ~ '^#[0-9A-Fa-f]{6}$'`),
    )
    .addColumn('show_in_history', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('show_in_calendar', 'boolean', (column) => column.notNull().defaultTo(true))
    // Days of this code are taken from the annual holiday reserve.
    .addColumn('uses_holiday_reserve', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_codes_pk', ['company_code', 'code'])
    .addForeignKeyConstraint('activity_codes_type_fk', ['company_code', 'activity_type_id'], 'activity_types', ['company_code', 'id'])
    .execute();

  // Absences registered in the ERP (absence history).
  await db.schema
    .createTable('absences')
    .$call((table) => ownedByEmployee(table, 'absences'))
    .addColumn('entry_no', 'integer', (column) => column.notNull())
    .addColumn('date_from', 'date', (column) => column.notNull())
    .addColumn('date_to', 'date', (column) => column.notNull())
    .addColumn('activity_code', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('calendar_days', sql`numeric(6, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('work_days', sql`numeric(6, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('hours_per_day', sql`numeric(5, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('application_no', 'text')
    .$call(synced)
    .addPrimaryKeyConstraint('absences_pk', ['company_code', 'entry_no'])
    .addForeignKeyConstraint('absences_activity_code_fk', ['company_code', 'activity_code'], 'activity_codes', ['company_code', 'code'])
    .addCheckConstraint('absences_dates_check', sql`date_to >= date_from`)
    .execute();
  await indexByEmployeeAndDate(db, 'absences', 'date_from');

  // Employee activities (fact): what the timesheet recorded, shown beside absences.
  await db.schema
    .createTable('employee_activities')
    .$call((table) => ownedByEmployee(table, 'employee_activities'))
    .addColumn('entry_no', 'integer', (column) => column.notNull())
    .addColumn('date_from', 'date', (column) => column.notNull())
    .addColumn('date_to', 'date', (column) => column.notNull())
    .addColumn('activity_type', 'integer', (column) => column.notNull())
    .addColumn('activity_code', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    // Overrides the activity code's colour when set.
    .addColumn('color', 'text', (column) => column.check(sql`color ~ '^#[0-9A-Fa-f]{6}$'`))
    .$call(synced)
    .addPrimaryKeyConstraint('employee_activities_pk', ['company_code', 'entry_no'])
    .addForeignKeyConstraint('employee_activities_activity_code_fk', ['company_code', 'activity_code'], 'activity_codes', [
      'company_code',
      'code',
    ])
    .addCheckConstraint('employee_activities_dates_check', sql`date_to >= date_from`)
    .execute();
  await indexByEmployeeAndDate(db, 'employee_activities', 'date_from');

  // The ERP's holiday reserve snapshots: unused days on a date and the working year they count in.
  await db.schema
    .createTable('holiday_reserves')
    .$call((table) => ownedByEmployee(table, 'holiday_reserves'))
    .addColumn('as_of_date', 'date', (column) => column.notNull())
    .addColumn('holiday_reserve', sql`numeric(8, 2)`, (column) => column.notNull())
    .addColumn('holiday_range_from', 'date', (column) => column.notNull())
    .addColumn('holiday_range_to', 'date', (column) => column.notNull())
    .$call(synced)
    .addPrimaryKeyConstraint('holiday_reserves_pk', ['company_code', 'employee_no', 'as_of_date'])
    .execute();

  // Payroll calendars by code ('rh'): days follow the country's business calendar unless the ERP
  // sends an exception (a moved work day) in payroll_calendar_days.
  await db.schema
    .createTable('payroll_calendars')
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('payroll_calendars_pk', ['company_code', 'code'])
    .execute();
  await db.schema
    .createTable('payroll_calendar_days')
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('calendar_code', 'text', (column) => column.notNull())
    .addColumn('date', 'date', (column) => column.notNull())
    .addColumn('day_type', 'text', (column) => column.notNull().check(sql`day_type in ('work_day', 'pre_holiday', 'weekend', 'holiday')`))
    .addColumn('is_holiday', 'boolean', (column) => column.notNull())
    .addColumn('is_weekend', 'boolean', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('payroll_calendar_days_pk', ['company_code', 'calendar_code', 'date'])
    .addForeignKeyConstraint(
      'payroll_calendar_days_calendar_fk',
      ['company_code', 'calendar_code'],
      'payroll_calendars',
      ['company_code', 'code'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();

  // Appointments (contract lines). An extension line points at the line it extends (extension_from)
  // and every line of a chain at its first line (root_line_no).
  await db.schema
    .createTable('appointments')
    .$call((table) => ownedByEmployee(table, 'appointments'))
    .addColumn('appointment_line_no', 'integer', (column) => column.notNull())
    .addColumn('root_line_no', 'integer', (column) => column.notNull())
    .addColumn('extension_from', 'integer')
    .addColumn('contract_no', 'text', (column) => column.notNull())
    .addColumn('appointment_type', 'text', (column) => column.notNull())
    .addColumn('job_title_name', 'text', (column) => column.notNull())
    .addColumn('department_name', 'text', (column) => column.notNull())
    // 1753-01-01 / 9999-12-31 from the ERP mean "no date" (open-ended).
    .addColumn('from_date', 'date', (column) => column.notNull())
    .addColumn('to_date', 'date', (column) => column.notNull())
    .addColumn('show_trial_period', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('trial_period_until', 'date')
    .addColumn('manager_employee_no', 'text')
    .addColumn('manager_first_name', 'text')
    .addColumn('manager_last_name', 'text')
    .addColumn('full_part_time', 'text', (column) =>
      column
        .notNull()
        .defaultTo('full')
        .check(sql`full_part_time in ('full', 'part')`),
    )
    .addColumn('salary', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('advance_percent', sql`numeric(5, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('advance_amount', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('bonus', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('tea_type_int', 'integer', (column) => column.notNull().defaultTo(0))
    // 2: temporary; anything else: open-ended.
    .addColumn('contract_type', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('holiday_norm_wd', sql`numeric(6, 2)`, (column) => column.notNull().defaultTo(20))
    .addColumn('holiday_norm_cd', sql`numeric(6, 2)`, (column) => column.notNull().defaultTo(28))
    .$call(synced)
    .addPrimaryKeyConstraint('appointments_pk', ['company_code', 'employee_no', 'appointment_line_no'])
    .addForeignKeyConstraint('appointments_root_fk', ['company_code', 'employee_no', 'root_line_no'], 'appointments', [
      'company_code',
      'employee_no',
      'appointment_line_no',
    ])
    .addForeignKeyConstraint('appointments_extension_fk', ['company_code', 'employee_no', 'extension_from'], 'appointments', [
      'company_code',
      'employee_no',
      'appointment_line_no',
    ])
    .execute();

  await db.schema
    .createTable('payslips')
    .$call((table) => ownedByEmployee(table, 'payslips'))
    .addColumn('year', 'integer', (column) => column.notNull().check(sql`year between 1900 and 9999`))
    .addColumn('month', 'integer', (column) => column.notNull().check(sql`month between 1 and 12`))
    .addColumn('period_from', 'date', (column) => column.notNull())
    .addColumn('period_to', 'date', (column) => column.notNull())
    .$call(synced)
    .addPrimaryKeyConstraint('payslips_pk', ['company_code', 'employee_no', 'year', 'month'])
    .execute();
  // Codes: TOT (totals), TTFREE (tax-free amount), CUSTOM, EOINFO (employer's contributions) and the
  // pay and deduction codes; type PE a payroll entry, AE an additional (informational) entry.
  await db.schema
    .createTable('payslip_lines')
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('month', 'integer', (column) => column.notNull())
    .addColumn('line_no', 'integer', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('PE', 'AE')`))
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('income', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('deducted', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('work_hours', sql`numeric(7, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('work_days', sql`numeric(5, 2)`, (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('payslip_lines_pk', ['company_code', 'employee_no', 'year', 'month', 'line_no'])
    .addForeignKeyConstraint(
      'payslip_lines_payslip_fk',
      ['company_code', 'employee_no', 'year', 'month'],
      'payslips',
      ['company_code', 'employee_no', 'year', 'month'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();

  // Substitutions: subst_employee_no stands in for employee_no from date_from to date_to.
  await db.schema
    .createTable('substitutions')
    .$call((table) => ownedByEmployee(table, 'substitutions'))
    .addColumn('entry_no', 'integer', (column) => column.notNull())
    .addColumn('subst_employee_no', 'text', (column) => column.notNull())
    .addColumn('date_from', 'date', (column) => column.notNull())
    .addColumn('date_to', 'date', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .$call(synced)
    .addPrimaryKeyConstraint('substitutions_pk', ['company_code', 'entry_no'])
    .addForeignKeyConstraint(
      'substitutions_substitute_fk',
      ['company_code', 'subst_employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint('substitutions_dates_check', sql`date_to >= date_from`)
    .execute();
  await indexByEmployeeAndDate(db, 'substitutions', 'date_from');
  await db.schema
    .createIndex('substitutions_substitute_date_idx')
    .on('substitutions')
    .columns(['company_code', 'subst_employee_no', 'date_from'])
    .execute();

  // Personal information: shown only to the person and administrators (SECURITY.md).
  await db.schema
    .createTable('personal_information')
    .$call((table) => ownedByEmployee(table, 'personal_information'))
    .addColumn('declared_address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('home_address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('iban', 'text', (column) => column.notNull().defaultTo(''))
    .$call(synced)
    .addPrimaryKeyConstraint('personal_information_pk', ['company_code', 'employee_no'])
    .execute();
  await db.schema
    .createTable('employee_relatives')
    .$call((table) => ownedByEmployee(table, 'employee_relatives'))
    .addColumn('line_no', 'integer', (column) => column.notNull())
    .addColumn('relative_type', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('birth_date', 'date')
    .addColumn('phone_no', 'text')
    .addColumn('personal_no', 'text')
    .addColumn('disabled', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('has_one_of_the_parents', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('additional_needs', 'boolean', (column) => column.notNull().defaultTo(false))
    .$call(synced)
    .addPrimaryKeyConstraint('employee_relatives_pk', ['company_code', 'employee_no', 'line_no'])
    .execute();

  // Work implements issued to the employee. status_int: 1 issued, 2 awaiting the employee's
  // acceptance, 3 accepted, 4 declined.
  await db.schema
    .createTable('work_implements')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .$call((table) => ownedByEmployee(table, 'work_implements'))
    .addColumn('work_impl_no', 'text', (column) => column.notNull())
    .addColumn('type_code', 'text', (column) => column.notNull())
    .addColumn('type_name', 'text', (column) => column.notNull())
    .addColumn('group_code', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('group_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('subgroup_code', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('subgroup_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('serial_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('acquisition_date', 'date')
    .addColumn('issuance_date', 'date')
    .addColumn('return_date', 'date')
    .addColumn('issued_amount', sql`numeric(10, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('returned_amount', sql`numeric(10, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('unit_of_measure', 'text', (column) => column.notNull().defaultTo(''))
    // Months of use.
    .addColumn('time_of_usage', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('recommended_date_of_change', 'date')
    .addColumn('status_int', 'integer', (column) => column.notNull().check(sql`status_int between 1 and 4`))
    .addColumn('accepted_by_empl_date', 'timestamptz')
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('item_value', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('price', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .$call(synced)
    .addUniqueConstraint('work_implements_number_unique', ['company_code', 'employee_no', 'work_impl_no'])
    .execute();
  await indexByEmployeeAndDate(db, 'work_implements', 'issuance_date');

  // passed_int: 0 planned, 1 passed, 2 failed.
  await db.schema
    .createTable('qualifications')
    .$call((table) => ownedByEmployee(table, 'qualifications'))
    .addColumn('entry_no', 'integer', (column) => column.notNull())
    .addColumn('category_code', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('from_date', 'date')
    .addColumn('to_date', 'date')
    .addColumn('date_of_issue', 'date')
    .addColumn('document_no', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('expiration_date', 'date')
    .addColumn('mandatory', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('passed_int', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`passed_int between 0 and 2`),
    )
    .addColumn('cost', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('institution_name', 'text', (column) => column.notNull().defaultTo(''))
    .$call(synced)
    .addPrimaryKeyConstraint('qualifications_pk', ['company_code', 'entry_no'])
    .execute();
  await indexByEmployeeAndDate(db, 'qualifications', 'from_date');

  // Safety and job instructions the employee was given.
  await db.schema
    .createTable('instructions')
    .$call((table) => ownedByEmployee(table, 'instructions'))
    .addColumn('entry_no', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('check_type', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('allowed_for_job_title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('conclusion', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('date', 'date')
    .addColumn('execution_date', 'date')
    .addColumn('valid_to', 'date')
    .$call(synced)
    .addPrimaryKeyConstraint('instructions_pk', ['company_code', 'entry_no'])
    .execute();
  await indexByEmployeeAndDate(db, 'instructions', 'date');

  await db.schema
    .createTable('working_abilities')
    .$call((table) => ownedByEmployee(table, 'working_abilities'))
    .addColumn('entry_no', 'integer', (column) => column.notNull())
    .addColumn('from_date', 'date', (column) => column.notNull())
    .addColumn('to_date', 'date')
    .addColumn('working_ability_percent', sql`numeric(5, 2)`, (column) =>
      column.notNull().check(sql`working_ability_percent between 0 and 100`),
    )
    .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('workplace_accident', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('occupational_disease', 'boolean', (column) => column.notNull().defaultTo(false))
    .$call(synced)
    .addPrimaryKeyConstraint('working_abilities_pk', ['company_code', 'entry_no'])
    .execute();
  await indexByEmployeeAndDate(db, 'working_abilities', 'from_date');

  // Writes towards the ERP, written in the transaction that causes them and sent by a worker after
  // commit (ARCHITECTURE rule 8): keyed, so a retried request never queues the same change twice.
  await db.schema
    .createTable('erp_outbox')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'dead')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await sql`create index erp_outbox_pending_idx on erp_outbox (next_attempt_at) where status = 'pending'`.execute(db);
}
