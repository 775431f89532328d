import { type Kysely, sql } from 'kysely';

// Issue #12: the documents list opens with the columns people read first. Besides spec 1 §3's
// pseudo-columns (333 status, 444 creation date, 555 document number) a user's table settings may
// place the form (666), the employee the document is about (777), the period (888) and the last
// change (999). Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table document_table_settings drop constraint document_table_settings_pseudo_column_check`.execute(db);
  await sql`alter table document_table_settings add constraint document_table_settings_pseudo_column_check
    check (pseudo_column in (333, 444, 555, 666, 777, 888, 999))`.execute(db);
}
