import { type Kysely, sql } from 'kysely';

// The names of payslip codes (issue #12: a payslip line shows its code's name in the interface's
// language, not only 'TTFREE' or 'GPM'). A classifier the ERP owns, like activity_codes: the sync
// fills it, or the demo seed. A line's own description stays what the ERP wrote on that line.
// Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payslip_codes')
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    // NULL: no English name; the Lithuanian one is shown.
    .addColumn('name_en', 'text')
    .addColumn('synced_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payslip_codes_pk', ['company_code', 'code'])
    .execute();
}
