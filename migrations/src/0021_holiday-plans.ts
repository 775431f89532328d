import { type Kysely, sql } from 'kysely';

// Holiday plans (spec 2 §3 "Holiday plan", "Holiday plan employee"; §4 holiday-plan status; spec 1 §3
// "Absence plan"): a department's plan of annual leave for a period, the employees in it (added by
// hand or with their department: tracking type 0 manual, 1 department) and the planned absences, entered
// by planners, by the employees themselves while the plan is in progress, or generated from approved
// applications. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('holiday_plans')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('department_code', 'text')
    .addColumn('start_date', 'date', (column) => column.notNull())
    .addColumn('end_date', 'date', (column) => column.notNull())
    // 0 InProgress (editable), 1 Prepared, 2 Approved.
    .addColumn('status', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('print_header', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('print_city', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('document_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('document_date', 'date')
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('holiday_plans_department_fk', ['company_code', 'department_code'], 'departments', ['company_code', 'code'])
    .addCheckConstraint('holiday_plans_dates_check', sql`end_date >= start_date`)
    .execute();
  await db.schema
    .createIndex('holiday_plans_code_unique')
    .unique()
    .on('holiday_plans')
    .expression(sql`company_code, lower(code)`)
    .execute();
  // The employee's plans of their department over a year; the planners' list by period.
  await db.schema
    .createIndex('holiday_plans_department_idx')
    .on('holiday_plans')
    .columns(['company_code', 'department_code', 'start_date'])
    .execute();
  await db.schema.createIndex('holiday_plans_period_idx').on('holiday_plans').columns(['company_code', 'start_date', 'end_date']).execute();

  await db.schema
    .createTable('holiday_plan_employees')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('holiday_plan_id', 'integer', (column) => column.notNull().references('holiday_plans.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('appointment_line_no', 'integer')
    // 0 manual, 1 department.
    .addColumn('tracking_type', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`tracking_type in (0, 1)`),
    )
    .addForeignKeyConstraint(
      'holiday_plan_employees_employee_fk',
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addUniqueConstraint('holiday_plan_employees_unique', ['holiday_plan_id', 'employee_no'])
    .execute();
  // The plans an employee is in (the absence plan tab).
  await db.schema
    .createIndex('holiday_plan_employees_employee_idx')
    .on('holiday_plan_employees')
    .columns(['company_code', 'employee_no'])
    .execute();

  await db.schema
    .createTable('holiday_plan_entries')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('holiday_plan_id', 'integer', (column) => column.notNull().references('holiday_plans.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    // The holiday type: a form that allows holiday planning (its colour on the calendars).
    .addColumn('form_id', 'integer', (column) => column.references('forms.id').onDelete('set null'))
    .addColumn('date_from', 'date', (column) => column.notNull())
    .addColumn('date_to', 'date', (column) => column.notNull())
    // 0 Waiting, 1 Accepted, 2 Declined.
    .addColumn('holiday_status', 'smallint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`holiday_status in (0, 1, 2)`),
    )
    // Who put it there: a planner, the employee, or generation from an approved application.
    .addColumn('source', 'text', (column) =>
      column
        .notNull()
        .defaultTo('planner')
        .check(sql`source in ('planner', 'employee', 'application')`),
    )
    // The ERP absence an entry was generated from (generation writes each once).
    .addColumn('absence_entry_no', 'integer')
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'holiday_plan_entries_member_fk',
      ['holiday_plan_id', 'employee_no'],
      'holiday_plan_employees',
      ['holiday_plan_id', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint('holiday_plan_entries_dates_check', sql`date_to >= date_from`)
    .execute();
  await db.schema
    .createIndex('holiday_plan_entries_plan_employee_idx')
    .on('holiday_plan_entries')
    .columns(['holiday_plan_id', 'employee_no', 'date_from'])
    .execute();
  await db.schema
    .createIndex('holiday_plan_entries_employee_idx')
    .on('holiday_plan_entries')
    .columns(['company_code', 'employee_no', 'date_from'])
    .execute();
  await db.schema
    .createIndex('holiday_plan_entries_absence_unique')
    .unique()
    .on('holiday_plan_entries')
    .columns(['holiday_plan_id', 'absence_entry_no'])
    .where(sql.ref('absence_entry_no'), 'is not', null)
    .execute();
}
