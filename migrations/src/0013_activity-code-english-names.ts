import type { Kysely } from 'kysely';

// English beside Lithuanian for the timesheet notations (issue #12): an activity code's name
// ("Kasmetinės atostogos" — "Annual leave") and its type's, shown on home's upcoming absences, the
// absence history and calendars. A classifier the ERP owns, like payslip_codes (0010): the sync fills
// it, or the demo seed. NULL means "no English name": the interface shows the Lithuanian one.
// Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_codes').addColumn('text_en', 'text').execute();
  await db.schema.alterTable('activity_types').addColumn('text_en', 'text').execute();
}
