import { type Kysely, sql } from 'kysely';

// Activity entry imports (spec 2 §2 wtm-area/activity-entries/import; issue #14): an uploaded .xlsx or
// .csv of a timesheet's month is kept here until its rows are written, checked by a job into counts,
// the first valid rows and every error, and written only when someone confirms an error-free check.
// The file's bytes are dropped once its rows are written; applied_at makes a second confirm a no-op.
// Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_entry_imports')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('timesheet_id', 'integer', (column) => column.notNull().references('timesheets.id').onDelete('cascade'))
    .addColumn('year', 'integer', (column) => column.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('month', 'integer', (column) => column.notNull().check(sql`month between 1 and 12`))
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull().check(sql`format in ('xlsx', 'csv')`))
    .addColumn('bytes', 'bytea')
    .addColumn('size', 'integer', (column) => column.notNull().check(sql`size between 0 and 15000000`))
    .addColumn('uploaded_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // The job that checks it; the confirm names this job.
    .addColumn('validation_job_id', 'integer', (column) => column.references('work_jobs.id').onDelete('set null'))
    .addColumn('checked_at', 'timestamptz')
    .addColumn('row_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('valid_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (column) => column.notNull().defaultTo(0))
    // { validRows: first valid rows, errors: every error by row and column }
    .addColumn('preview', 'jsonb')
    .addColumn('applied_at', 'timestamptz')
    .addColumn('applied_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('activity_entry_imports_job_idx')
    .on('activity_entry_imports')
    .columns(['company_code', 'validation_job_id'])
    .execute();
  await db.schema.createIndex('activity_entry_imports_timesheet_idx').on('activity_entry_imports').column('timesheet_id').execute();
}
