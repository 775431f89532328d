import type { Kysely } from 'kysely';

// Shifts and formulas are archived or deleted only while nothing valid still uses them (spec 2 §5): a
// shift while no schedule plans it from today on, a formula while no schedule employee follows it.
// Those checks, and the foreign key checks of a shift's delete, look day entries up by shift and
// schedule employees by formula; without these indexes each would read the whole table (a year of a
// 2,000-person schedule is 730,000 day entries). Frozen in time: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('schedule_entries_shift_date_idx').on('schedule_entries').columns(['shift_id', 'date']).execute();
  await db.schema.createIndex('schedule_employees_formula_idx').on('schedule_employees').column('schedule_formula_id').execute();
}
