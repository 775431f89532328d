import type { Kysely } from 'kysely';

// The workflow designer (issue #15): a workflow and its activities are edited as one definition. Its
// version grows with every change of the workflow or of any of its activities, and a save carrying an
// older version is refused, so of two administrators editing the same workflow one wins and the other
// is told to reload. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('workflows')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // The designer's list sorts by name; delete and archive look up a workflow's mappings and runs.
  await db.schema.createIndex('workflows_name_idx').on('workflows').column('name').execute();
  await db.schema.createIndex('workflow_mappings_workflow_idx').on('workflow_mappings').columns(['workflow_id', 'type']).execute();
  await db.schema.createIndex('workflow_instances_workflow_idx').on('workflow_instances').column('workflow_id').execute();
}
