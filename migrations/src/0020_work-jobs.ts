import { type Kysely, sql } from 'kysely';

// The user-visible jobs of the work-time area (spec 2 §2 "jobs", §4 job statuses; issue #14): long work
// (a month's generation, an Excel export …) runs on the durable queue (pg-boss) and each run is one row
// here, with who started it, its progress, its result file or its error. A job of a kind and target
// (its dedupe key) runs at most once at a time: a second one is kept as `not_accepted`.
// Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('work_jobs')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('dedupe_key', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('running', 'completed', 'cancelled', 'error', 'not_accepted')`),
    )
    .addColumn('started_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('input', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // When a worker first took it; null while it waits in the queue.
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('progress_percent', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`progress_percent between 0 and 100`),
    )
    .addColumn('rows_done', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('rows_total', 'integer')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('cancel_requested', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('result_file_name', 'text')
    .addColumn('result_content_type', 'text')
    .addColumn('result_bytes', 'bytea')
    .addColumn('result_summary', 'jsonb')
    .addColumn('error_key', 'text')
    .addColumn('error_params', 'jsonb')
    .addCheckConstraint('work_jobs_finished_check', sql`(status = 'running') = (finished_at is null)`)
    .execute();
  // One running job per company and dedupe key: the second start loses the race on this index.
  await sql`create unique index work_jobs_running_unique on work_jobs (company_code, dedupe_key) where status = 'running'`.execute(db);
  // The jobs screen: the company's newest first, or the caller's own.
  await db.schema
    .createIndex('work_jobs_company_created_idx')
    .on('work_jobs')
    .columns(['company_code', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('work_jobs_company_started_by_idx')
    .on('work_jobs')
    .columns(['company_code', 'started_by', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('work_jobs_company_status_kind_idx').on('work_jobs').columns(['company_code', 'status', 'kind']).execute();
}
