import { type AvailableFormMeta, FieldType, type FormFieldOptionValues, type FormFieldValidationRow } from '@portal/shared';
import { sql } from 'kysely';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import type { Executor } from '../../db/transaction';

// The fields placed on a form (form_data) and their rules (form_data_validations), as the form
// designer edits them. A form belongs to its group's company (form_groups.company_code, empty: shared).

export interface DesignerFormRow {
  id: number;
  name: string;
  name_en: string | null;
  archived: boolean;
  company_code: string | null;
}

/** A form the company sees (its own or a shared one); another company's form is not found. */
export function findForm(db: Executor, formId: number, companyCode: string): Promise<DesignerFormRow | undefined> {
  return db
    .selectFrom('forms')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .select(['forms.id', 'forms.name', 'forms.name_en', 'forms.archived', 'form_groups.company_code'])
    .where('forms.id', '=', formId)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .executeTakeFirst();
}

/** Locks the form's row: every change to its fields takes this lock first, so concurrent edits queue up. */
export async function lockForm(trx: Executor, formId: number): Promise<void> {
  await trx.selectFrom('forms').select('id').where('id', '=', formId).forUpdate().execute();
}

export interface FieldRow {
  id: number;
  form_id: number;
  form_meta_id: number;
  sort_order: number;
  removed_at: Date | null;
  type: number;
}

/** A placed field with its meta's type; removed ones too. */
export function findField(db: Executor, formDataId: number): Promise<FieldRow | undefined> {
  return db
    .selectFrom('form_data')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select([
      'form_data.id',
      'form_data.form_id',
      'form_data.form_meta_id',
      'form_data.sort_order',
      'form_data.removed_at',
      'form_metas.type',
    ])
    .where('form_data.id', '=', formDataId)
    .executeTakeFirst();
}

/** The ids of the form's live fields, in order. */
export async function listFieldIds(db: Executor, formId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('form_data')
    .select('id')
    .where('form_id', '=', formId)
    .where('removed_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The placed fields (removed ones too) that filed documents hold values or files for. */
export async function fieldsWithValues(db: Executor, formDataIds: number[]): Promise<Set<number>> {
  if (formDataIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('form_submission_entries')
    .select('form_data_id')
    .where('form_data_id', 'in', formDataIds)
    .union(
      db.selectFrom('form_files').select('form_data_id').where('form_data_id', 'in', formDataIds).$narrowType<{ form_data_id: number }>(),
    )
    .execute();
  return new Set(rows.map((row) => row.form_data_id));
}

export interface MetaRow {
  id: number;
  type: number;
  company_code: string | null;
}

/** A meta visible to a form of `formCompanyCode`: a shared form takes only shared metas. */
export function findMetaFor(db: Executor, formMetaId: number, formCompanyCode: string | null): Promise<MetaRow | undefined> {
  let query = db.selectFrom('form_metas').select(['id', 'type', 'company_code']).where('id', '=', formMetaId);
  query =
    formCompanyCode === null
      ? query.where('company_code', 'is', null)
      : query.where(ownOrSharedDefinition('form_metas.company_code', formCompanyCode));
  return query.executeTakeFirst();
}

/** The metas a form of `formCompanyCode` may still take: visible to it and not live on the form. */
export async function listAvailableMetas(db: Executor, formId: number, formCompanyCode: string | null): Promise<AvailableFormMeta[]> {
  let query = db
    .selectFrom('form_metas')
    .select(['id', 'type', 'caption', 'caption_en', 'mandatory', 'data_source_field_key', 'company_code'])
    .where((meta) =>
      meta.not(
        meta.exists(
          meta
            .selectFrom('form_data')
            .select('form_data.id')
            .whereRef('form_data.form_meta_id', '=', 'form_metas.id')
            .where('form_data.form_id', '=', formId)
            .where('form_data.removed_at', 'is', null),
        ),
      ),
    );
  query =
    formCompanyCode === null
      ? query.where('company_code', 'is', null)
      : query.where(ownOrSharedDefinition('form_metas.company_code', formCompanyCode));
  const rows = await query.orderBy('caption').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    caption: row.caption,
    captionEn: row.caption_en,
    mandatory: row.mandatory,
    dataSourceFieldKey: row.data_source_field_key,
    isShared: row.company_code === null,
  }));
}

function optionColumns(options: FormFieldOptionValues) {
  return {
    show_subordinate_employees: options.showSubordinateEmployees,
    show_department_employees: options.showDepartmentEmployees,
    show_work_time_setup_employees: options.showWorkTimeSetupEmployees,
    exclude_from_messages: options.excludeFromMessages,
    include_holidays_annual_leave: options.includeHolidaysAnnualLeave,
    is_multiple: options.isMultiple,
    css_class: options.cssClass,
    form_data_group_id: options.formDataGroupId,
    activity_code: options.activityCode,
    activity_code_additional: options.activityCodeAdditional,
  };
}

export async function findOptions(db: Executor, formDataId: number): Promise<FormFieldOptionValues> {
  const row = await db.selectFrom('form_data').selectAll().where('id', '=', formDataId).executeTakeFirstOrThrow();
  return {
    showSubordinateEmployees: row.show_subordinate_employees,
    showDepartmentEmployees: row.show_department_employees,
    showWorkTimeSetupEmployees: row.show_work_time_setup_employees,
    excludeFromMessages: row.exclude_from_messages,
    includeHolidaysAnnualLeave: row.include_holidays_annual_leave,
    isMultiple: row.is_multiple,
    cssClass: row.css_class,
    formDataGroupId: row.form_data_group_id,
    activityCode: row.activity_code,
    activityCodeAdditional: row.activity_code_additional,
  };
}

/** The form's row of this meta, live or removed (a meta is on a form once). */
export function findPlacement(db: Executor, formId: number, formMetaId: number) {
  return db
    .selectFrom('form_data')
    .select(['id', 'removed_at'])
    .where('form_id', '=', formId)
    .where('form_meta_id', '=', formMetaId)
    .executeTakeFirst();
}

/** The sort order after the form's last live field. */
export async function nextSortOrder(db: Executor, formId: number): Promise<number> {
  const row = await db
    .selectFrom('form_data')
    .select(sql<number>`coalesce(max(sort_order), 0)`.as('last'))
    .where('form_id', '=', formId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.last) + 10;
}

export async function insertField(
  trx: Executor,
  field: { formId: number; formMetaId: number; sortOrder: number; options: FormFieldOptionValues },
): Promise<number> {
  const row = await trx
    .insertInto('form_data')
    .values({ form_id: field.formId, form_meta_id: field.formMetaId, sort_order: field.sortOrder, ...optionColumns(field.options) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Brings a removed field back at the end of the form with fresh options; its old rules go. */
export async function restoreField(trx: Executor, formDataId: number, sortOrder: number, options: FormFieldOptionValues): Promise<void> {
  await trx.deleteFrom('form_data_validations').where('form_data_id', '=', formDataId).execute();
  await trx
    .updateTable('form_data')
    .set({ removed_at: null, sort_order: sortOrder, ...optionColumns(options) })
    .where('id', '=', formDataId)
    .execute();
}

export async function updateOptions(trx: Executor, formDataId: number, options: FormFieldOptionValues): Promise<void> {
  await trx.updateTable('form_data').set(optionColumns(options)).where('id', '=', formDataId).execute();
}

export async function setSortOrders(trx: Executor, fieldIds: number[]): Promise<void> {
  for (const [index, id] of fieldIds.entries()) {
    await trx
      .updateTable('form_data')
      .set({ sort_order: (index + 1) * 10 })
      .where('id', '=', id)
      .execute();
  }
}

export async function markRemoved(trx: Executor, formDataId: number, now: Date): Promise<void> {
  await trx.updateTable('form_data').set({ removed_at: now }).where('id', '=', formDataId).execute();
}

/** Deletes a field no document holds a value for; its rules go with it (on delete cascade). */
export async function deleteField(trx: Executor, formDataId: number): Promise<void> {
  await trx.deleteFrom('form_data').where('id', '=', formDataId).execute();
}

/** What a rule's value is checked against: the field's own options and the other list dropdowns' values. */
export async function ruleContextOf(db: Executor, formDataId: number) {
  const field = await db
    .selectFrom('form_data')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select(['form_data.form_id', 'form_metas.type', 'form_metas.form_data_type', 'form_metas.pre_values_list_id'])
    .where('form_data.id', '=', formDataId)
    .executeTakeFirstOrThrow();
  const listItems = await db
    .selectFrom('form_data')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .innerJoin('pre_value_items', 'pre_value_items.list_id', 'form_metas.pre_values_list_id')
    .select(['form_data.id as form_data_id', 'pre_value_items.value'])
    .where('form_data.form_id', '=', field.form_id)
    .where('form_data.removed_at', 'is', null)
    .where('form_metas.type', '=', FieldType.listDropdown)
    .orderBy('pre_value_items.sort_order')
    .orderBy('pre_value_items.id')
    .execute();
  return {
    type: field.type,
    formDataType: field.form_data_type,
    ownListValues: listItems.filter((item) => item.form_data_id === formDataId).map((item) => item.value),
    otherListValues: listItems.filter((item) => item.form_data_id !== formDataId).map((item) => item.value),
  };
}

export async function listValidations(db: Executor, formDataId: number): Promise<FormFieldValidationRow[]> {
  const rows = await db
    .selectFrom('form_data_validations')
    .select(['id', 'form_data_id', 'validation_type', 'value'])
    .where('form_data_id', '=', formDataId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    formDataId: row.form_data_id,
    validationType: row.validation_type,
    validation: row.value ?? '',
  }));
}

export async function insertValidation(trx: Executor, rule: { formDataId: number; validationType: number; value: string }) {
  const row = await trx
    .insertInto('form_data_validations')
    .values({ form_data_id: rule.formDataId, validation_type: rule.validationType, value: rule.value })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findValidation(db: Executor, validationId: number) {
  return db.selectFrom('form_data_validations').select(['id', 'form_data_id']).where('id', '=', validationId).executeTakeFirst();
}

export async function deleteValidation(trx: Executor, validationId: number): Promise<void> {
  await trx.deleteFrom('form_data_validations').where('id', '=', validationId).execute();
}
