import type { FormulaType, ScheduleFormulaSort, SortDirection } from '@portal/shared';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// Schedule formulas and their positions (migration 0012): this module owns both tables. Reads are
// scoped by the company; a formula comes with its positions in order, as a JSON array.

export interface FormulaRow {
  id: number;
  code: string;
  name: string;
  type: FormulaType;
  start_date: string;
  end_date: string | null;
  holiday_shift_id: number | null;
  shift_group_id: number;
  archived: boolean;
  entries: Array<{ position: number; shift_id: number | null }>;
}

export interface FormulaFilter {
  companyCode: string;
  shiftGroupId?: number | undefined;
  search?: string | undefined;
}

function filteredFormulas(db: Executor, filter: FormulaFilter) {
  let query = db.selectFrom('schedule_formulas as formula').where('formula.company_code', '=', filter.companyCode);
  if (filter.shiftGroupId !== undefined) query = query.where('formula.shift_group_id', '=', filter.shiftGroupId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('formula.code', 'ilike', pattern), eb('formula.name', 'ilike', pattern)]));
  }
  return query;
}

/** The formula's columns with its positions in order, as a JSON array. */
function withEntries(query: ReturnType<typeof filteredFormulas>) {
  return query.select((eb) => [
    'formula.id',
    'formula.code',
    'formula.name',
    sql<FormulaType>`${sql.ref('formula.type')}`.as('type'),
    'formula.start_date',
    'formula.end_date',
    'formula.holiday_shift_id',
    'formula.shift_group_id',
    'formula.archived',
    jsonArrayFrom(
      eb
        .selectFrom('schedule_formula_entries as entry')
        .select(['entry.position', 'entry.shift_id'])
        .whereRef('entry.schedule_formula_id', '=', 'formula.id')
        .orderBy('entry.position'),
    ).as('entries'),
  ]);
}

const SORT_COLUMNS = {
  code: sql`lower(formula.code)`,
  name: sql`lower(formula.name)`,
  startDate: sql`formula.start_date`,
} satisfies Record<ScheduleFormulaSort, unknown>;

export async function listFormulas(
  db: Executor,
  filter: FormulaFilter & { sort: ScheduleFormulaSort; sortDirection: SortDirection; offset: number; limit: number },
): Promise<FormulaRow[]> {
  return withEntries(filteredFormulas(db, filter))
    .orderBy(SORT_COLUMNS[filter.sort], filter.sortDirection)
    .orderBy('formula.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countFormulas(db: Executor, filter: FormulaFilter): Promise<number> {
  const row = await filteredFormulas(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findFormula(db: Executor, companyCode: string, id: number): Promise<FormulaRow | undefined> {
  return withEntries(filteredFormulas(db, { companyCode })).where('formula.id', '=', id).executeTakeFirst();
}

/** The formula's row locked for the transaction; undefined outside the company. */
export function lockFormula(trx: Executor, companyCode: string, id: number): Promise<{ id: number; shift_group_id: number } | undefined> {
  return trx
    .selectFrom('schedule_formulas')
    .select(['id', 'shift_group_id'])
    .where('company_code', '=', companyCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another formula of the company has the code (any case). */
export async function isFormulaCodeTaken(db: Executor, query: { companyCode: string; code: string; exceptId?: number }): Promise<boolean> {
  let select = db
    .selectFrom('schedule_formulas')
    .select('id')
    .where('company_code', '=', query.companyCode)
    .where(sql`lower(code)`, '=', query.code.toLowerCase());
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

export interface FormulaValues {
  code: string;
  name: string;
  type: FormulaType;
  startDate: string;
  endDate: string | null;
  holidayShiftId: number | null;
  shiftGroupId: number;
}

function columnsOf(values: FormulaValues) {
  return {
    code: values.code,
    name: values.name,
    type: values.type,
    start_date: values.startDate,
    end_date: values.endDate,
    holiday_shift_id: values.holidayShiftId,
    shift_group_id: values.shiftGroupId,
  };
}

export async function insertFormula(db: Executor, companyCode: string, values: FormulaValues): Promise<number> {
  const row = await db
    .insertInto('schedule_formulas')
    .values({ company_code: companyCode, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFormula(db: Executor, id: number, values: FormulaValues): Promise<void> {
  await db
    .updateTable('schedule_formulas')
    .set({ ...columnsOf(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteFormula(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('schedule_formulas').where('id', '=', id).execute();
}

/** The formula's positions become exactly these: position i plans shiftIds[i] (null: a day off). */
export async function replaceEntries(db: Executor, formulaId: number, shiftIds: ReadonlyArray<number | null>): Promise<void> {
  await db.deleteFrom('schedule_formula_entries').where('schedule_formula_id', '=', formulaId).execute();
  if (shiftIds.length === 0) return;
  await db
    .insertInto('schedule_formula_entries')
    .values(shiftIds.map((shiftId, position) => ({ schedule_formula_id: formulaId, position, shift_id: shiftId })))
    .execute();
}
