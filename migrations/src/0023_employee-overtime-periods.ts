import { type Kysely, sql } from 'kysely';

// Overtime agreements (spec 2 §2 "employee-overtime-periods"; issue #14): per employee and period, the
// employee's signed consent to the longer weekly limit of the Labor Code (60 hours instead of the 48-hour
// average) and, when agreed, a cap on overtime hours per week and per year. One employee's periods never
// overlap (spec 2 §5): an exclusion constraint over the daterange (btree_gist, migration 0005) holds it
// even when two planners save at once; the use cases check it first, under a lock of the employee's row,
// to answer with the field error. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('employee_overtime_periods')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_code', 'text', (column) => column.notNull())
    .addColumn('employee_no', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'date', (column) => column.notNull())
    // Null: open-ended.
    .addColumn('valid_to', 'date')
    .addColumn('weekly_hours_consent', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('max_overtime_hours_week', 'integer', (column) => column.check(sql`max_overtime_hours_week between 0 and 168`))
    .addColumn('max_overtime_hours_year', 'integer', (column) => column.check(sql`max_overtime_hours_year between 0 and 8784`))
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'employee_overtime_periods_employee_fk',
      ['company_code', 'employee_no'],
      'employees',
      ['company_code', 'employee_no'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint('employee_overtime_periods_order_check', sql`valid_to is null or valid_to >= valid_from`)
    .execute();
  await sql`
    alter table employee_overtime_periods
      add constraint employee_overtime_periods_no_overlap
      exclude using gist (company_code with =, employee_no with =, daterange(valid_from, valid_to, '[]') with &&)
  `.execute(db);
  // The list's filters: the employee (the exclusion's index serves dates within an employee) and the
  // company's periods by date.
  await db.schema
    .createIndex('employee_overtime_periods_company_from_idx')
    .on('employee_overtime_periods')
    .columns(['company_code', 'valid_from', 'id'])
    .execute();
  await db.schema
    .createIndex('employee_overtime_periods_employee_idx')
    .on('employee_overtime_periods')
    .columns(['company_code', 'employee_no', 'valid_from'])
    .execute();
}
