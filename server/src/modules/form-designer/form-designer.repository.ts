import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import type { Executor } from '../../db/transaction';

// The form designer's SQL: form groups (a tree by parent_id), their forms and the forms' descriptions.
// A group is the company's own or shared (company_code null, migration 0027); a form belongs to its
// group's company. Every read takes the session's company and sees only its own and shared rows, so
// another company's definition is simply not found.

export type FormGroupRow = Selectable<Database['form_groups']> & { form_count: number };
export type FormRow = Selectable<Database['forms']> & { company_code: string | null };

export interface FormGroupValues {
  name: string;
  nameEn: string | null;
  parentId: number | null;
  isApplication: boolean;
  sortOrder: number;
}

export interface FormValues {
  name: string;
  nameEn: string | null;
  formGroupId: number;
  sortOrder: number;
  isApplication: boolean;
  messageOnSubmit: string | null;
  systemName: string | null;
  numberingId: number | null;
  activityCode: string | null;
  bcGroup: string | null;
  allowHolidayPlanning: boolean;
  holidayPlanningColor: string | null;
  formSection: string | null;
}

function groupsQuery(db: Executor, companyCode: string) {
  return db
    .selectFrom('form_groups')
    .selectAll('form_groups')
    .select((eb) =>
      eb
        .selectFrom('forms')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('forms.form_group_id', '=', 'form_groups.id')
        .as('form_count'),
    )
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode));
}

function toGroupRow(row: Omit<FormGroupRow, 'form_count'> & { form_count: number | string | bigint | null }): FormGroupRow {
  return { ...row, form_count: Number(row.form_count ?? 0) };
}

/** The company's own and shared groups, archived ones included, in order. */
export async function listGroups(db: Executor, companyCode: string): Promise<FormGroupRow[]> {
  const rows = await groupsQuery(db, companyCode).orderBy('form_groups.sort_order').orderBy('form_groups.id').execute();
  return rows.map(toGroupRow);
}

export async function findGroup(db: Executor, companyCode: string, id: number): Promise<FormGroupRow | undefined> {
  const row = await groupsQuery(db, companyCode).where('form_groups.id', '=', id).executeTakeFirst();
  return row && toGroupRow(row);
}

/** Locks a visible group; concurrent changes of the group (and of its forms' order) wait for each other. */
export function lockGroup(trx: Executor, companyCode: string, id: number) {
  return trx
    .selectFrom('form_groups')
    .selectAll()
    .where('id', '=', id)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .forUpdate()
    .executeTakeFirst();
}

/** The ids of the group and every group below it. */
export async function subtreeIds(db: Executor, id: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    with recursive tree(id) as (
      select id from form_groups where id = ${id}
      union select form_groups.id from form_groups join tree on form_groups.parent_id = tree.id
    )
    select id from tree`.execute(db);
  return result.rows.map((row) => row.id);
}

/** What the group holds: its forms and sub-groups, and how many of each are not archived. */
export async function groupContents(db: Executor, id: number) {
  const [forms, groups] = await Promise.all([
    db
      .selectFrom('forms')
      .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.countAll<number>().filterWhere('archived', '=', false).as('active')])
      .where('form_group_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('form_groups')
      .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.countAll<number>().filterWhere('archived', '=', false).as('active')])
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    forms: Number(forms.all),
    activeForms: Number(forms.active),
    groups: Number(groups.all),
    activeGroups: Number(groups.active),
  };
}

/** The next sort order after the last sibling group (or form of the group). */
export async function nextGroupSortOrder(db: Executor, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('form_groups')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .$call((query) => (parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId)))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 10;
}

export async function insertGroup(trx: Executor, companyCode: string | null, values: FormGroupValues): Promise<number> {
  const row = await trx
    .insertInto('form_groups')
    .values({
      company_code: companyCode,
      name: values.name,
      name_en: values.nameEn,
      parent_id: values.parentId,
      is_application: values.isApplication,
      sort_order: values.sortOrder,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(trx: Executor, id: number, values: FormGroupValues): Promise<void> {
  await trx
    .updateTable('form_groups')
    .set({
      name: values.name,
      name_en: values.nameEn,
      parent_id: values.parentId,
      is_application: values.isApplication,
      sort_order: values.sortOrder,
    })
    .where('id', '=', id)
    .execute();
}

export async function setGroupArchived(trx: Executor, id: number, archived: boolean): Promise<void> {
  await trx.updateTable('form_groups').set({ archived }).where('id', '=', id).execute();
}

export async function deleteGroup(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('form_groups').where('id', '=', id).execute();
}

function formsQuery(db: Executor, companyCode: string) {
  return db
    .selectFrom('forms')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .selectAll('forms')
    .select('form_groups.company_code')
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode));
}

/** The forms of the visible groups (or of one group), archived included, in their order. */
export function listForms(db: Executor, companyCode: string, formGroupId?: number): Promise<FormRow[]> {
  let query = formsQuery(db, companyCode);
  if (formGroupId !== undefined) query = query.where('forms.form_group_id', '=', formGroupId);
  return query.orderBy('forms.sort_order').orderBy('forms.id').execute();
}

export function findForm(db: Executor, companyCode: string, id: number): Promise<FormRow | undefined> {
  return formsQuery(db, companyCode).where('forms.id', '=', id).executeTakeFirst();
}

/** Locks a visible form's row. */
export function lockForm(trx: Executor, companyCode: string, id: number): Promise<FormRow | undefined> {
  return formsQuery(trx, companyCode).where('forms.id', '=', id).forUpdate('forms').executeTakeFirst();
}

export async function nextFormSortOrder(db: Executor, formGroupId: number): Promise<number> {
  const row = await db
    .selectFrom('forms')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('form_group_id', '=', formGroupId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 10;
}

function formColumns(values: FormValues) {
  return {
    name: values.name,
    name_en: values.nameEn,
    form_group_id: values.formGroupId,
    sort_order: values.sortOrder,
    is_application: values.isApplication,
    message_on_submit: values.messageOnSubmit,
    system_name: values.systemName,
    numbering_id: values.numberingId,
    activity_code: values.activityCode,
    bc_group: values.bcGroup,
    allow_holiday_planning: values.allowHolidayPlanning,
    holiday_planning_color: values.holidayPlanningColor,
    form_section: values.formSection,
  };
}

export async function insertForm(trx: Executor, values: FormValues): Promise<number> {
  const row = await trx.insertInto('forms').values(formColumns(values)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateForm(trx: Executor, id: number, values: FormValues): Promise<void> {
  await trx.updateTable('forms').set(formColumns(values)).where('id', '=', id).execute();
}

export async function setFormArchived(trx: Executor, id: number, archived: boolean): Promise<void> {
  await trx.updateTable('forms').set({ archived }).where('id', '=', id).execute();
}

export async function deleteForm(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('forms').where('id', '=', id).execute();
}

export async function setFormSortOrders(trx: Executor, positions: readonly { formId: number; sortOrder: number }[]): Promise<void> {
  for (const position of positions) {
    await trx.updateTable('forms').set({ sort_order: position.sortOrder }).where('id', '=', position.formId).execute();
  }
}

export async function isSystemNameTaken(db: Executor, systemName: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('forms').select('id').where('system_name', '=', systemName);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The numbering if the company may use it (its own or shared), with its owner. */
export function findVisibleNumbering(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('numberings')
    .select(['id', 'company_code'])
    .where('id', '=', id)
    .where(ownOrSharedDefinition('numberings.company_code', companyCode))
    .executeTakeFirst();
}

export function listVisibleNumberings(db: Executor, companyCode: string) {
  return db
    .selectFrom('numberings')
    .select(['id', 'code', 'name', 'company_code'])
    .where(ownOrSharedDefinition('numberings.company_code', companyCode))
    .orderBy('code')
    .orderBy('id')
    .execute();
}

export async function isCompanyActivityCode(db: Executor, companyCode: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_codes')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export function listActivityCodes(db: Executor, companyCode: string) {
  return db
    .selectFrom('activity_codes')
    .select(['code', 'text', 'text_en'])
    .where('company_code', '=', companyCode)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export function latestDescription(db: Executor, formId: number) {
  return db
    .selectFrom('form_descriptions')
    .select(['description', 'description_en', 'created_at'])
    .where('form_id', '=', formId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertDescription(trx: Executor, formId: number, description: string, descriptionEn: string): Promise<void> {
  await trx.insertInto('form_descriptions').values({ form_id: formId, description, description_en: descriptionEn }).execute();
}

/** The companies of the metas placed on the form and of the workflows mapped to it (null = shared). */
export async function referencedOwners(db: Executor, formId: number) {
  const [metas, workflows] = await Promise.all([
    db
      .selectFrom('form_data')
      .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
      .select('form_metas.company_code')
      .distinct()
      .where('form_data.form_id', '=', formId)
      .execute(),
    db
      .selectFrom('workflow_mappings')
      .innerJoin('workflows', 'workflows.id', 'workflow_mappings.workflow_id')
      .select('workflows.company_code')
      .distinct()
      .where('workflow_mappings.form_id', '=', formId)
      .execute(),
  ]);
  return [...metas, ...workflows].map((row) => row.company_code);
}

/**
 * Copies the form's placed fields with their validation rules, and its workflow mappings, onto the
 * form `targetId` (insert-selects: the copy sees the rows as they are in this transaction).
 */
export async function copyFieldsAndMappings(trx: Executor, sourceId: number, targetId: number): Promise<void> {
  const fields = await trx.selectFrom('form_data').selectAll().where('form_id', '=', sourceId).orderBy('id').execute();
  for (const { id: sourceFieldId, form_id: _formId, ...field } of fields) {
    const copied = await trx
      .insertInto('form_data')
      .values({ ...field, form_id: targetId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('form_data_validations')
      .columns(['form_data_id', 'validation_type', 'value'])
      .expression((eb) =>
        eb
          .selectFrom('form_data_validations')
          .select([eb.val(copied.id).as('form_data_id'), 'validation_type', 'value'])
          .where('form_data_id', '=', sourceFieldId),
      )
      .execute();
  }
  await trx
    .insertInto('workflow_mappings')
    .columns(['form_id', 'workflow_id', 'type', 'sort_order'])
    .expression((eb) =>
      eb
        .selectFrom('workflow_mappings')
        .select([eb.val(targetId).as('form_id'), 'workflow_id', 'type', 'sort_order'])
        .where('form_id', '=', sourceId),
    )
    .execute();
}
