import type { IsoDate } from '@portal/shared';
import type { Executor } from '../../db/transaction';

// Who still uses a shift group or a shift, asked before archiving or deleting it (spec 2 §5 "Archive and
// delete are refused while valid related entries exist"). These are foreign-key questions about rows
// that point here (schedules, formulas and their positions, day entries): their owning modules
// (schedules, schedule-formulas) build on this one, so this module cannot call them without a cycle
// and reads the referring columns itself, nothing more (decision 004's exception for a reference check).

/** A formula counts while it is not archived and has not ended: one starting later still will be used. */
function formulasInForce(db: Executor, today: IsoDate) {
  return db
    .selectFrom('schedule_formulas as formula')
    .where('formula.archived', '=', false)
    .where((eb) => eb.or([eb('formula.end_date', 'is', null), eb('formula.end_date', '>=', today)]));
}

/** Anything at all that belongs to or points at the group: its shifts, schedules or formulas, archived or not. */
export async function isGroupReferenced(db: Executor, shiftGroupId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('shifts').select('id').where('shift_group_id', '=', shiftGroupId)),
          eb.exists(eb.selectFrom('schedules').select('id').where('shift_group_id', '=', shiftGroupId)),
          eb.exists(eb.selectFrom('schedule_formulas').select('id').where('shift_group_id', '=', shiftGroupId)),
        ])
        .as('referenced'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.referenced);
}

/** An unarchived schedule, or a formula in force, planned with the group's shifts. */
export async function isGroupInUse(db: Executor, shiftGroupId: number, today: IsoDate): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('schedules').select('id').where('shift_group_id', '=', shiftGroupId).where('archived', '=', false)),
          eb.exists(formulasInForce(db, today).select('formula.id').where('formula.shift_group_id', '=', shiftGroupId)),
        ])
        .as('in_use'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.in_use);
}

/** Day entries planned with the shift from today on, or a formula in force placing it (a position or its holiday shift). */
export async function isShiftInUse(db: Executor, shiftId: number, today: IsoDate): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('schedule_entries').select('id').where('shift_id', '=', shiftId).where('date', '>=', today)),
          eb.exists(
            formulasInForce(db, today)
              .select('formula.id')
              .where((where) =>
                where.or([
                  where('formula.holiday_shift_id', '=', shiftId),
                  where.exists(
                    where
                      .selectFrom('schedule_formula_entries as position')
                      .select('position.position')
                      .whereRef('position.schedule_formula_id', '=', 'formula.id')
                      .where('position.shift_id', '=', shiftId),
                  ),
                ]),
              ),
          ),
        ])
        .as('in_use'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.in_use);
}

/** Any day entry, formula position or formula's holiday shift naming the shift, past ones included. */
export async function isShiftReferenced(db: Executor, shiftId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('schedule_entries').select('id').where('shift_id', '=', shiftId)),
          eb.exists(eb.selectFrom('schedule_formula_entries').select('position').where('shift_id', '=', shiftId)),
          eb.exists(eb.selectFrom('schedule_formulas').select('id').where('holiday_shift_id', '=', shiftId)),
        ])
        .as('referenced'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.referenced);
}
