import type { FormUsingDefinition, NumberingSort, NumberingValues, SortDirection } from '@portal/shared';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// Document numberings: this module owns the table's definitions (filing takes numbers in the
// submissions repository, under the same row lock). Reads name the session's company: its own and
// shared numberings are found, another company's read as nothing.

export type NumberingRow = Selectable<Database['numberings']>;
export interface NumberingWithCount extends NumberingRow {
  forms_count: number | null;
}

export interface NumberingFilter {
  companyCode: string;
  search?: string | undefined;
}

function withCount(db: Executor, companyCode: string) {
  return db
    .selectFrom('numberings as numbering')
    .where(ownOrSharedDefinition('numbering.company_code', companyCode))
    .selectAll('numbering')
    .select((eb) =>
      eb
        .selectFrom('forms')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('forms.numbering_id', '=', 'numbering.id')
        .as('forms_count'),
    );
}

const SORT_COLUMNS = {
  name: sql`lower(numbering.name)`,
  code: sql`lower(numbering.code)`,
  prefix: sql`numbering.prefix`,
  id: sql`numbering.id`,
} as const satisfies Record<NumberingSort, unknown>;

function filtered(db: Executor, filter: NumberingFilter) {
  let query = withCount(db, filter.companyCode);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('numbering.name', 'ilike', pattern), eb('numbering.code', 'ilike', pattern), eb('numbering.prefix', 'ilike', pattern)]),
    );
  }
  return query;
}

export function listNumberings(
  db: Executor,
  filter: NumberingFilter & { sort: NumberingSort; sortDirection: SortDirection; offset: number; limit: number },
): Promise<NumberingWithCount[]> {
  return filtered(db, filter)
    .orderBy(SORT_COLUMNS[filter.sort], filter.sortDirection)
    .orderBy('numbering.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countNumberings(db: Executor, filter: NumberingFilter): Promise<number> {
  let query = db.selectFrom('numberings as numbering').where(ownOrSharedDefinition('numbering.company_code', filter.companyCode));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('numbering.name', 'ilike', pattern), eb('numbering.code', 'ilike', pattern), eb('numbering.prefix', 'ilike', pattern)]),
    );
  }
  const row = await query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findNumbering(db: Executor, companyCode: string, id: number): Promise<NumberingWithCount | undefined> {
  return withCount(db, companyCode).where('numbering.id', '=', id).executeTakeFirst();
}

/**
 * The numbering, locked for the transaction: filing takes its numbers under the same lock
 * (submissions.repository takeDocumentNumber), so a save waits for a filing in progress and sees its number.
 */
export function lockNumbering(trx: Executor, companyCode: string, id: number): Promise<NumberingRow | undefined> {
  return trx
    .selectFrom('numberings as numbering')
    .selectAll('numbering')
    .where('numbering.id', '=', id)
    .where(ownOrSharedDefinition('numbering.company_code', companyCode))
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another numbering of the same owner (the company, or the shared ones) has the code. */
export async function isCodeTaken(db: Executor, query: { ownerCompany: string | null; code: string; exceptId?: number }): Promise<boolean> {
  let select = db
    .selectFrom('numberings')
    .select('id')
    .where(sql<string>`coalesce(company_code, '')`, '=', query.ownerCompany ?? '')
    .where('code', '=', query.code);
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

export async function insertNumbering(trx: Executor, companyCode: string, values: NumberingValues): Promise<number> {
  const row = await trx
    .insertInto('numberings')
    .values({
      company_code: companyCode,
      code: values.code,
      name: values.name,
      prefix: values.prefix,
      next_number: values.nextNumber,
      figures: values.figures,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNumbering(trx: Executor, id: number, values: NumberingValues): Promise<void> {
  await trx
    .updateTable('numberings')
    .set({ code: values.code, name: values.name, prefix: values.prefix, next_number: values.nextNumber, figures: values.figures })
    .where('id', '=', id)
    .execute();
}

export async function deleteNumbering(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('numberings').where('id', '=', id).execute();
}

export async function countFormsUsing(db: Executor, numberingId: number): Promise<number> {
  const row = await db
    .selectFrom('forms')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('numbering_id', '=', numberingId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The forms of the company (or shared) numbering their documents with it. */
export function formsUsing(db: Executor, companyCode: string, numberingId: number): Promise<FormUsingDefinition[]> {
  return db
    .selectFrom('forms')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .select(['forms.id', 'forms.name', 'forms.name_en as nameEn'])
    .where('forms.numbering_id', '=', numberingId)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .orderBy('forms.name')
    .orderBy('forms.id')
    .execute();
}
