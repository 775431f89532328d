import { type Kysely, sql } from 'kysely';

// The ERP hand-off (issue #5 "Effects"; ARCHITECTURE rule 8): every attempt of the ERP worker to apply
// an outbox change is written to the integration log, and the mirror tables learn which of their rows
// the portal recorded (from an approved application) rather than the ERP sync.
// Frozen in time: never import application code.

export async function up(db: Kysely<any>): Promise<void> {
  // One row per attempt, ok or not; kept when the outbox row is purged. 'from_erp' is for the sync.
  await db.schema
    .createTable('integration_log')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('direction', 'text', (column) =>
      column
        .notNull()
        .defaultTo('to_erp')
        .check(sql`direction in ('to_erp', 'from_erp')`),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('outbox_id', 'integer', (column) => column.references('erp_outbox.id').onDelete('set null'))
    // Which attempt of the outbox row this was (1 for the first).
    .addColumn('attempt', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('ok', 'error')`))
    .addColumn('message', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('payload', 'jsonb')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index integration_log_created_idx on integration_log (created_at desc)`.execute(db);
  await db.schema.createIndex('integration_log_outbox_idx').on('integration_log').columns(['outbox_id', 'created_at']).execute();

  // A reversal finds the records of a submission by key prefix ('submission:42:%'); the unique index
  // on the key cannot serve LIKE under a non-C collation.
  await sql`create index erp_outbox_key_pattern_idx on erp_outbox (idempotency_key text_pattern_ops)`.execute(db);

  // Entry numbers of rows the portal writes into the mirror (no ERP configured) count down from -1:
  // ERP entry numbers are positive, so the two never collide, and a sequence never hands out one twice.
  await sql`create sequence erp_portal_entry_no_seq as integer increment by -1 minvalue -2147483648 maxvalue -1 start with -1`.execute(db);

  // The submission whose approval recorded the row; null for rows from the ERP. No key: a record in
  // the ERP outlives the portal's document. One row per submission and person makes applying twice a no-op.
  for (const table of ['absences', 'substitutions'] as const) {
    await db.schema.alterTable(table).addColumn('submission_id', 'integer').execute();
    await db.schema
      .alterTable(table)
      .addCheckConstraint(`${table}_portal_entry_no_check`, sql`submission_id is null or entry_no < 0`)
      .execute();
  }
  await sql`create unique index absences_submission_unique on absences (submission_id, employee_no) where submission_id is not null`.execute(
    db,
  );
  await sql`create unique index substitutions_submission_unique on substitutions (submission_id, employee_no, subst_employee_no) where submission_id is not null`.execute(
    db,
  );
}
