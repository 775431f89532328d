import { type Kysely, sql } from 'kysely';

// Holiday entries and overrides between schedules (spec 2 §3 day entry and entry details, §7
// generate-holiday-entries, override/{entryId}, override-month, overrides; issue #13). Frozen in time:
// never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The document an entry was written from (an approved holiday): shown in the entry's details. One
  // entry per schedule, employee, day and document, so writing the same document twice adds nothing.
  await db.schema.alterTable('schedule_entries').addColumn('document_no', 'text').addColumn('document_date', 'date').execute();
  await sql`create unique index schedule_entries_document_unique on schedule_entries (schedule_id, employee_no, date, document_no)
    where document_no is not null`.execute(db);

  // An employee in two schedules of the company on the same day: the overriding schedule's entry wins
  // and the other schedule's entry is overridden (shown so, not counted). One row per pair.
  await db.schema
    .createTable('schedule_entry_overrides')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('schedule_id', 'integer', (column) => column.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('overridden_entry_id', 'integer', (column) => column.notNull().references('schedule_entries.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('schedule_entry_overrides_unique', ['schedule_id', 'overridden_entry_id'])
    .execute();
  await db.schema.createIndex('schedule_entry_overrides_entry_idx').on('schedule_entry_overrides').column('overridden_entry_id').execute();
}
