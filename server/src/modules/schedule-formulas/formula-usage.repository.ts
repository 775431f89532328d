import type { Executor } from '../../db/transaction';

// Whether schedule employees follow a formula, asked before deleting it (spec 2 §5). schedule_employees
// belongs to the schedules module, which builds on this one: a reference check reads the referring
// column itself rather than calling it (decision 004's exception for a reference check).

export async function isFormulaFollowed(db: Executor, formulaId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('schedule_employees').select('id').where('schedule_formula_id', '=', formulaId)).as('followed'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.followed);
}
