import type { Kysely } from 'kysely';

// An edit session's changes come in batches: each create or delete call of a planner is one batch, and
// undo drops the session's highest batch (all the cells of that call at once). Frozen in time: never
// import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('schedule_edit_changes')
    .addColumn('batch', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Undo and the session state read a session's batches.
  await db.schema
    .createIndex('schedule_edit_changes_batch_idx')
    .on('schedule_edit_changes')
    .columns(['schedule_edit_session_id', 'batch'])
    .execute();
}
