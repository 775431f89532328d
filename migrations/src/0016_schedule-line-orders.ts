import { sql, type Kysely } from 'kysely';

// The lines of a schedule's month in the order a planner saved (spec 2 §7 save-entries-order/{periodId},
// §3 "Schedule line" order): one row per line (schedule employee) of the period; lines without a row
// follow in the default order. And the length of the summarised working-time accounting period (SDLA,
// Labour Code art. 115) among the company's work-time settings. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedule_period_line_orders')
    .addColumn('schedule_period_id', 'integer', (column) => column.notNull().references('schedule_periods.id').onDelete('cascade'))
    .addColumn('schedule_employee_id', 'integer', (column) => column.notNull().references('schedule_employees.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('schedule_period_line_orders_pkey', ['schedule_period_id', 'schedule_employee_id'])
    .execute();
  // A membership's delete cascades here: without this index it would read every period's order.
  await db.schema
    .createIndex('schedule_period_line_orders_employee_idx')
    .on('schedule_period_line_orders')
    .column('schedule_employee_id')
    .execute();

  await db.schema
    .alterTable('work_time_settings')
    .addColumn('sdla_period_months', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(3)
        .check(sql`sdla_period_months between 1 and 12`),
    )
    .execute();
}
