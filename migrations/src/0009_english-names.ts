import type { Kysely } from 'kysely';

// English beside Lithuanian where people read a name the administrators give (issue #12): forms, form
// groups, field captions and pre-value items have carried name_en since 0003; workflows, their
// activities and the system message shown on the sign-in and home pages gain it here. NULL (or an
// empty system message) means "no English text": the interface shows the Lithuanian one.
// Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workflows').addColumn('name_en', 'text').execute();
  await db.schema.alterTable('workflow_activities').addColumn('name_en', 'text').execute();
  // A run copies its activities' names when it is planned (0006), so a renamed definition never
  // renames a document's history: the English name is copied with them (runs planned before this
  // have none, and show the Lithuanian name).
  await db.schema.alterTable('workflow_instance_activities').addColumn('name_en', 'text').execute();

  await db.schema
    .alterTable('site_settings')
    .addColumn('system_message_en', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
