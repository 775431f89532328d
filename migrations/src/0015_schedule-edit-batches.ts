import type { Kysely } from 'kysely';

// The undo steps of an edit session (issue #13): each create or delete call of a planner appends its
// cell changes under one batch number, and undo drops the changes of the highest batch. Rows written
// before the column existed form batch 0. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('schedule_edit_changes')
    .addColumn('batch', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
