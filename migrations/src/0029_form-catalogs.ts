import { type Kysely, sql } from 'kysely';

// The form designer's catalogues (issue #15): form fields (metas), pre-value lists and numberings are
// listed by name and filtered in the admin area, and a pre-value list's items are edited there.
// The database keeps the list rules under concurrent edits: an item's value is unique within its
// list, and a list has at most one default item. Frozen in time: never import application code.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index form_metas_caption_idx on form_metas (lower(caption), id)`.execute(db);
  await sql`create index form_metas_type_idx on form_metas (type)`.execute(db);
  await sql`create index pre_value_lists_name_idx on pre_value_lists (lower(name), id)`.execute(db);
  await sql`create index numberings_name_idx on numberings (lower(name), id)`.execute(db);
  await sql`create unique index pre_value_items_value_unique on pre_value_items (list_id, value)`.execute(db);
  await sql`create unique index pre_value_items_default_unique on pre_value_items (list_id) where is_default`.execute(db);
}
