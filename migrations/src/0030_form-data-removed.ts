import type { Kysely } from 'kysely';

// A field removed from a form while filed documents still hold values for it is kept and marked
// removed (issue #15, form designer): those documents keep showing the value, while new filings and
// the form an employee fills in leave the field out. A field without values is deleted outright.
// Placing the same meta on the form again brings the row back (a meta is on a form once).
// Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_data').addColumn('removed_at', 'timestamptz').execute();
}
