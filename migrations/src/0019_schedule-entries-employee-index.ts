import type { Kysely } from 'kysely';

// The month table reads a schedule's entries grouped by employee (one aggregated text per employee).
// With only (schedule, date, employee) to read them by, PostgreSQL sorted the month's 60,000 rows of
// a 2,000-person schedule by employee first, spilling to disk; read in this index's order the
// grouping streams. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('schedule_entries_schedule_employee_date_idx')
    .on('schedule_entries')
    .columns(['schedule_id', 'employee_no', 'date'])
    .execute();
}
