import { type Kysely, sql } from 'kysely';

// Document permissions (spec 2 §6): manage, update or read, granted to a user on one document
// (a form submission) or on a document group (a form group, covering its forms' submissions).
// User-group grantees arrive with the user-groups model. Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_permissions')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object_type', 'text', (column) => column.notNull().check(sql`object_type in ('document', 'document_group')`))
    // A form_submissions id or a form_groups id, by object_type; rows go with their object (triggers are
    // not worth it here: a dangling grant matches nothing).
    .addColumn('object_id', 'integer', (column) => column.notNull())
    .addColumn('permission', 'text', (column) => column.notNull().check(sql`permission in ('read', 'update', 'manage')`))
    .addColumn('granted_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('document_permissions_unique', ['user_id', 'object_type', 'object_id', 'permission'])
    .execute();
  // Access checks look up by object; the permissions screen by user.
  await db.schema.createIndex('document_permissions_object_idx').on('document_permissions').columns(['object_type', 'object_id']).execute();
}
