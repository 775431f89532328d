import type {
  FormMeta,
  FormMetaSort,
  FormMetaValues,
  FormUsingDefinition,
  PreValueItem,
  PreValueListSort,
  SortDirection,
} from '@portal/shared';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// Form fields (form_metas), pre-value lists and their items: this module owns the three tables. Every
// read names the session's company: its own definitions and shared ones (company_code null) are
// found, another company's read as nothing.

export type FormMetaRow = Selectable<Database['form_metas']>;
export type PreValueListRow = Selectable<Database['pre_value_lists']>;
export type PreValueItemRow = Selectable<Database['pre_value_items']>;

export function formMetaOf(row: FormMetaRow): FormMeta {
  return {
    id: row.id,
    type: row.type,
    formDataType: row.form_data_type,
    caption: row.caption,
    captionEn: row.caption_en,
    mandatory: row.mandatory,
    requiredErrorMessage: row.required_error_message,
    requiredErrorMessageEn: row.required_error_message_en,
    cssClass: row.css_class,
    dataSourceFieldKey: row.data_source_field_key,
    systemic: row.systemic,
    formMetaPrevaluesListId: row.pre_values_list_id,
    searchVisible: row.search_visible,
    tableVisible: row.table_visible,
    searchOrdering: row.search_ordering,
    tableOrdering: row.table_ordering,
  };
}

export function preValueItemOf(row: PreValueItemRow): PreValueItem {
  return {
    id: row.id,
    formMetaPreValuesListId: row.list_id,
    name: row.name,
    nameEn: row.name_en,
    value: row.value,
    isDefault: row.is_default,
  };
}

function metaColumns(values: FormMetaValues) {
  return {
    caption: values.caption,
    caption_en: values.captionEn,
    mandatory: values.mandatory,
    required_error_message: values.requiredErrorMessage,
    required_error_message_en: values.requiredErrorMessageEn,
    type: values.type,
    form_data_type: values.formDataType,
    css_class: values.cssClass,
    data_source_field_key: values.dataSourceFieldKey,
    pre_values_list_id: values.formMetaPrevaluesListId,
    search_visible: values.searchVisible,
    table_visible: values.tableVisible,
    search_ordering: values.searchOrdering,
    table_ordering: values.tableOrdering,
  };
}

// ---------------------------------------------------------------------------------------------------
// Form metas

export interface FormMetaFilter {
  companyCode: string;
  caption?: string | undefined;
  type?: number | undefined;
  formId?: number | undefined;
}

function filteredMetas(db: Executor, filter: FormMetaFilter) {
  let query = db.selectFrom('form_metas as meta').where(ownOrSharedDefinition('meta.company_code', filter.companyCode));
  if (filter.caption) {
    const pattern = containsPattern(filter.caption);
    query = query.where((eb) => eb.or([eb('meta.caption', 'ilike', pattern), eb('meta.caption_en', 'ilike', pattern)]));
  }
  if (filter.type !== undefined) query = query.where('meta.type', '=', filter.type);
  if (filter.formId !== undefined) {
    const formId = filter.formId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('form_data')
          .select('form_data.id')
          .whereRef('form_data.form_meta_id', '=', 'meta.id')
          .where('form_data.form_id', '=', formId),
      ),
    );
  }
  return query;
}

const META_SORT_COLUMNS = { caption: sql`lower(meta.caption)`, type: sql`meta.type`, id: sql`meta.id` } as const satisfies Record<
  FormMetaSort,
  unknown
>;

export function listMetas(
  db: Executor,
  filter: FormMetaFilter & { sort: FormMetaSort; sortDirection: SortDirection; offset: number; limit: number },
) {
  return filteredMetas(db, filter)
    .selectAll('meta')
    .select((eb) =>
      eb
        .selectFrom('form_data')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('form_data.form_meta_id', '=', 'meta.id')
        .as('forms_count'),
    )
    .orderBy(META_SORT_COLUMNS[filter.sort], filter.sortDirection)
    .orderBy('meta.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countMetas(db: Executor, filter: FormMetaFilter): Promise<number> {
  const row = await filteredMetas(db, filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findMeta(db: Executor, companyCode: string, id: number): Promise<FormMetaRow | undefined> {
  return db
    .selectFrom('form_metas as meta')
    .selectAll('meta')
    .where('meta.id', '=', id)
    .where(ownOrSharedDefinition('meta.company_code', companyCode))
    .executeTakeFirst();
}

/** The field, locked for the transaction: a change and a delete of one field are decided one at a time. */
export function lockMeta(trx: Executor, companyCode: string, id: number): Promise<FormMetaRow | undefined> {
  return trx
    .selectFrom('form_metas as meta')
    .selectAll('meta')
    .where('meta.id', '=', id)
    .where(ownOrSharedDefinition('meta.company_code', companyCode))
    .forUpdate()
    .executeTakeFirst();
}

export async function insertMeta(trx: Executor, companyCode: string, values: FormMetaValues): Promise<number> {
  const row = await trx
    .insertInto('form_metas')
    .values({ ...metaColumns(values), company_code: companyCode, systemic: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMeta(trx: Executor, id: number, values: FormMetaValues): Promise<void> {
  await trx.updateTable('form_metas').set(metaColumns(values)).where('id', '=', id).execute();
}

export async function deleteMeta(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('form_metas').where('id', '=', id).execute();
}

/** How many forms place the field, any company's. */
export async function countFormsUsingMeta(db: Executor, metaId: number): Promise<number> {
  const row = await db
    .selectFrom('form_data')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('form_meta_id', '=', metaId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The forms of the company (or shared) that place the field, by name. */
export function formsUsingMeta(db: Executor, companyCode: string, metaId: number): Promise<FormUsingDefinition[]> {
  return db
    .selectFrom('form_data')
    .innerJoin('forms', 'forms.id', 'form_data.form_id')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .select(['forms.id', 'forms.name', 'forms.name_en as nameEn'])
    .where('form_data.form_meta_id', '=', metaId)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .orderBy('forms.name')
    .orderBy('forms.id')
    .execute();
}

/** Whether any document (of any company) was filed with a value of the field. */
export async function isMetaUsedByDocuments(db: Executor, metaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('form_data')
    .select('form_data.id')
    .where('form_data.form_meta_id', '=', metaId)
    .where((eb) =>
      eb.exists(eb.selectFrom('form_submission_entries as entry').select('entry.id').whereRef('entry.form_data_id', '=', 'form_data.id')),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Pre-value lists

export interface PreValueListFilter {
  companyCode: string;
  name?: string | undefined;
}

function filteredLists(db: Executor, filter: PreValueListFilter) {
  let query = db.selectFrom('pre_value_lists as list').where(ownOrSharedDefinition('list.company_code', filter.companyCode));
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    query = query.where((eb) => eb.or([eb('list.name', 'ilike', pattern), eb('list.name_en', 'ilike', pattern)]));
  }
  return query;
}

const LIST_SORT_COLUMNS = { name: sql`lower(list.name)`, id: sql`list.id` } as const satisfies Record<PreValueListSort, unknown>;

export interface PreValueListWithCounts extends PreValueListRow {
  items_count: number | null;
  metas_count: number | null;
}

function withCounts(db: Executor, companyCode: string) {
  return db
    .selectFrom('pre_value_lists as list')
    .where(ownOrSharedDefinition('list.company_code', companyCode))
    .selectAll('list')
    .select((eb) => [
      eb
        .selectFrom('pre_value_items as item')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('item.list_id', '=', 'list.id')
        .as('items_count'),
      eb
        .selectFrom('form_metas as meta')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('meta.pre_values_list_id', '=', 'list.id')
        .as('metas_count'),
    ]);
}

export function listPreValueLists(
  db: Executor,
  filter: PreValueListFilter & { sort: PreValueListSort; sortDirection: SortDirection; offset: number; limit: number },
): Promise<PreValueListWithCounts[]> {
  let query = withCounts(db, filter.companyCode);
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    query = query.where((eb) => eb.or([eb('list.name', 'ilike', pattern), eb('list.name_en', 'ilike', pattern)]));
  }
  return query
    .orderBy(LIST_SORT_COLUMNS[filter.sort], filter.sortDirection)
    .orderBy('list.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countPreValueLists(db: Executor, filter: PreValueListFilter): Promise<number> {
  const row = await filteredLists(db, filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findPreValueList(db: Executor, companyCode: string, id: number): Promise<PreValueListWithCounts | undefined> {
  return withCounts(db, companyCode).where('list.id', '=', id).executeTakeFirst();
}

/** The list, locked for the transaction: its items' values, default and order change one edit at a time. */
export function lockPreValueList(trx: Executor, companyCode: string, id: number): Promise<PreValueListRow | undefined> {
  return trx
    .selectFrom('pre_value_lists as list')
    .selectAll('list')
    .where('list.id', '=', id)
    .where(ownOrSharedDefinition('list.company_code', companyCode))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The list a field is about to refer to, share-locked: a delete of the list (which locks it for update)
 * waits for the field's save, then sees the field; a save after the delete finds no list.
 */
export function shareLockPreValueList(trx: Executor, companyCode: string, id: number): Promise<PreValueListRow | undefined> {
  return trx
    .selectFrom('pre_value_lists as list')
    .selectAll('list')
    .where('list.id', '=', id)
    .where(ownOrSharedDefinition('list.company_code', companyCode))
    .forShare()
    .executeTakeFirst();
}

export async function insertPreValueList(
  trx: Executor,
  companyCode: string,
  values: { name: string; nameEn: string | null },
): Promise<number> {
  const row = await trx
    .insertInto('pre_value_lists')
    .values({ company_code: companyCode, name: values.name, name_en: values.nameEn })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePreValueList(trx: Executor, id: number, values: { name: string; nameEn: string | null }): Promise<void> {
  await trx.updateTable('pre_value_lists').set({ name: values.name, name_en: values.nameEn }).where('id', '=', id).execute();
}

export async function deletePreValueList(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('pre_value_lists').where('id', '=', id).execute();
}

/** Whether any field (any company's) takes its choices from the list. */
export async function isListUsedByMeta(db: Executor, listId: number): Promise<boolean> {
  const row = await db.selectFrom('form_metas').select('id').where('pre_values_list_id', '=', listId).limit(1).executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Pre-value items

export function listItems(db: Executor, listId: number): Promise<PreValueItemRow[]> {
  return db.selectFrom('pre_value_items').selectAll().where('list_id', '=', listId).orderBy('sort_order').orderBy('id').execute();
}

export function findItem(db: Executor, listId: number, id: number): Promise<PreValueItemRow | undefined> {
  return db.selectFrom('pre_value_items').selectAll().where('list_id', '=', listId).where('id', '=', id).executeTakeFirst();
}

export async function isItemValueTaken(db: Executor, query: { listId: number; value: string; exceptId?: number }): Promise<boolean> {
  let select = db.selectFrom('pre_value_items').select('id').where('list_id', '=', query.listId).where('value', '=', query.value);
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

/** Clears the list's default item (all but `exceptId`), before another becomes the default. */
export async function clearDefaultItem(trx: Executor, listId: number, exceptId?: number): Promise<void> {
  let update = trx.updateTable('pre_value_items').set({ is_default: false }).where('list_id', '=', listId).where('is_default', '=', true);
  if (exceptId !== undefined) update = update.where('id', '<>', exceptId);
  await update.execute();
}

export interface PreValueItemWrite {
  name: string;
  nameEn: string | null;
  value: string;
  isDefault: boolean;
}

/** A new item, last in the list's order. */
export async function insertItem(trx: Executor, listId: number, values: PreValueItemWrite): Promise<number> {
  const row = await trx
    .insertInto('pre_value_items')
    .values((eb) => ({
      list_id: listId,
      name: values.name,
      name_en: values.nameEn,
      value: values.value,
      is_default: values.isDefault,
      sort_order: eb
        .selectFrom('pre_value_items')
        .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
        .where('list_id', '=', listId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(trx: Executor, id: number, values: PreValueItemWrite): Promise<void> {
  await trx
    .updateTable('pre_value_items')
    .set({ name: values.name, name_en: values.nameEn, value: values.value, is_default: values.isDefault })
    .where('id', '=', id)
    .execute();
}

export async function deleteItem(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('pre_value_items').where('id', '=', id).execute();
}

/** Numbers the list's items 1, 2, … in the given order. */
export async function setItemOrder(trx: Executor, listId: number, itemIds: readonly number[]): Promise<void> {
  for (const [index, id] of itemIds.entries()) {
    await trx
      .updateTable('pre_value_items')
      .set({ sort_order: index + 1 })
      .where('list_id', '=', listId)
      .where('id', '=', id)
      .execute();
  }
}
