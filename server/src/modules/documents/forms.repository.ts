import type { Form, FormDescription, FormField, FormGroup, FormSummary, PreValueItem } from '@portal/shared';
import { type AliasableExpression, type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import type { Executor } from '../../db/transaction';
import * as submissionsRepository from '../submissions/submissions.repository';

// Form definitions: groups, forms and their placed fields with metas, rules and pre-values.

type FormRow = Selectable<Database['forms']> & { numbering_code: string | null };

function formSummaryOf(row: FormRow): FormSummary {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    isApplication: row.is_application,
    formGroupId: row.form_group_id,
    formSection: row.form_section,
    archived: row.archived,
    sortOrder: row.sort_order,
    activityCode: row.activity_code,
    holidayPlanningColor: row.holiday_planning_color,
    allowHolidayPlanning: row.allow_holiday_planning,
    messageOnSubmit: row.message_on_submit,
    systemName: row.system_name,
    numbering: row.numbering_code,
    bcGroup: row.bc_group,
  };
}

function formsQuery(db: Executor) {
  return db
    .selectFrom('forms')
    .leftJoin('numberings', 'numberings.id', 'forms.numbering_id')
    .selectAll('forms')
    .select('numberings.code as numbering_code');
}

export interface FormFilter {
  /** The session's company: only forms of its own and of shared groups (null: shared ones only). */
  companyCode: string | null;
  includeArchived?: boolean;
  isApplication?: boolean;
  allowHolidayPlanning?: boolean;
  formGroupId?: number;
}

/** Forms of the company's own and shared groups (migration 0027: a form belongs to its group's company). */
function visibleGroup(companyCode: string | null) {
  return companyCode === null
    ? sql<boolean>`form_groups.company_code is null`
    : ownOrSharedDefinition('form_groups.company_code', companyCode);
}

export async function listForms(db: Executor, filter: FormFilter): Promise<FormSummary[]> {
  let query = formsQuery(db).innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id').where(visibleGroup(filter.companyCode));
  // An archived group hides its forms too.
  if (!filter.includeArchived) query = query.where('forms.archived', '=', false).where('form_groups.archived', '=', false);
  if (filter.isApplication !== undefined) query = query.where('forms.is_application', '=', filter.isApplication);
  if (filter.allowHolidayPlanning !== undefined) query = query.where('forms.allow_holiday_planning', '=', filter.allowHolidayPlanning);
  if (filter.formGroupId !== undefined) query = query.where('forms.form_group_id', '=', filter.formGroupId);
  const rows = await query.orderBy('forms.sort_order').orderBy('forms.id').execute();
  return rows.map(formSummaryOf);
}

export async function listGroups(
  db: Executor,
  options: { companyCode: string | null; includeArchived?: boolean; isApplication?: boolean },
): Promise<FormGroup[]> {
  let query = db.selectFrom('form_groups').selectAll().where(visibleGroup(options.companyCode));
  if (!options.includeArchived) query = query.where('archived', '=', false);
  if (options.isApplication !== undefined) query = query.where('is_application', '=', options.isApplication);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    sortOrder: row.sort_order,
    archived: row.archived,
    parentId: row.parent_id,
    isApplication: row.is_application,
    forms: [],
    groups: [],
  }));
}

/** Groups as a tree (children under their parent, in order), each with its forms. */
export function nestGroups(groups: FormGroup[], forms: FormSummary[]): FormGroup[] {
  const byId = new Map(groups.map((group) => [group.id, { ...group, forms: [] as FormSummary[], groups: [] as FormGroup[] }]));
  for (const form of forms) byId.get(form.formGroupId)?.forms.push(form);
  const roots: FormGroup[] = [];
  for (const group of byId.values()) {
    const parent = group.parentId === null ? undefined : byId.get(group.parentId);
    (parent ? parent.groups : roots).push(group);
  }
  return roots;
}

export async function findFormSummary(db: Executor, formId: number): Promise<FormSummary | null> {
  const row = await formsQuery(db).where('forms.id', '=', formId).executeTakeFirst();
  return row ? formSummaryOf(row) : null;
}

/** Whether employees of the company may file the form: it and its group are not archived, the group is its own or shared. */
export async function isFormOffered(db: Executor, formId: number, companyCode: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('forms')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .select('forms.id')
    .where('forms.id', '=', formId)
    .where('forms.archived', '=', false)
    .where('form_groups.archived', '=', false)
    .where(visibleGroup(companyCode))
    .executeTakeFirst();
  return row !== undefined;
}

/** The numbering that names the form's documents, if it has one. */
export async function findNumberingId(db: Executor, formId: number): Promise<number | null> {
  const row = await db.selectFrom('forms').select('numbering_id').where('id', '=', formId).executeTakeFirstOrThrow();
  return row.numbering_id;
}

/** The entry of the submission whose values the form is read with; none for a new form. */
function entryColumn(
  field: ExpressionBuilder<Database, 'form_data'>,
  valuesOf: number | undefined,
): AliasableExpression<{ id: number; form_value: string } | null> {
  return valuesOf === undefined ? sql<null>`null` : submissionsRepository.entryOfField(field, valuesOf);
}

/**
 * A field removed in the form designer (removed_at) is kept only for the documents that hold a value
 * for it: a new form leaves it out, a submission shows it while it has an entry for it.
 */
function fieldShown(field: ExpressionBuilder<Database, 'form_data'>, valuesOf: number | undefined) {
  const isLive = field('form_data.removed_at', 'is', null);
  if (valuesOf === undefined) return isLive;
  return field.or([
    isLive,
    field.exists(
      field
        .selectFrom('form_submission_entries')
        .select('form_submission_entries.id')
        .where('form_submission_entries.submission_id', '=', valuesOf)
        .whereRef('form_submission_entries.form_data_id', '=', 'form_data.id'),
    ),
  ]);
}

/**
 * A form with its fields in order, their values those of the submission `valuesOf` (the document
 * view) or empty (a new form). One statement: the fields, with their metas, rules, pre-values and
 * the submission's entries, come as a JSON array beside the form's row (issue #11).
 */
export async function findForm(db: Executor, formId: number, options: { valuesOf?: number } = {}): Promise<Form | null> {
  const row = await formsQuery(db)
    .select((form) =>
      jsonArrayFrom(
        form
          .selectFrom('form_data')
          .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
          .selectAll('form_data')
          .select([
            'form_metas.type',
            'form_metas.form_data_type',
            'form_metas.caption',
            'form_metas.caption_en',
            'form_metas.mandatory',
            'form_metas.required_error_message',
            'form_metas.required_error_message_en',
            'form_metas.css_class as meta_css_class',
            'form_metas.data_source_field_key',
            'form_metas.systemic',
            'form_metas.pre_values_list_id',
            'form_metas.search_visible',
            'form_metas.table_visible',
            'form_metas.search_ordering',
            'form_metas.table_ordering',
          ])
          .select((field) => [
            jsonArrayFrom(
              field
                .selectFrom('form_data_validations')
                .select(['form_data_validations.id', 'form_data_validations.validation_type', 'form_data_validations.value'])
                .whereRef('form_data_validations.form_data_id', '=', 'form_data.id')
                .orderBy('form_data_validations.id'),
            ).as('validations'),
            jsonArrayFrom(
              field
                .selectFrom('pre_value_items')
                .selectAll('pre_value_items')
                .whereRef('pre_value_items.list_id', '=', 'form_metas.pre_values_list_id')
                .orderBy('pre_value_items.sort_order')
                .orderBy('pre_value_items.id'),
            ).as('pre_values'),
            entryColumn(field, options.valuesOf).as('entry'),
          ])
          .whereRef('form_data.form_id', '=', 'forms.id')
          .where((field) => fieldShown(field, options.valuesOf))
          .orderBy('form_data.sort_order')
          .orderBy('form_data.id'),
      ).as('fields'),
    )
    .where('forms.id', '=', formId)
    .executeTakeFirst();
  if (!row) return null;
  const { fields: fieldRows, ...formRow } = row;
  const formData: FormField[] = fieldRows.map((field) => ({
    id: field.id,
    formId: field.form_id,
    formMetaId: field.form_meta_id,
    sortOrder: field.sort_order,
    formValue: field.entry?.form_value ?? '',
    formValueId: field.entry?.id ?? null,
    formMeta: {
      id: field.form_meta_id,
      type: field.type,
      formDataType: field.form_data_type,
      caption: field.caption,
      captionEn: field.caption_en,
      mandatory: field.mandatory,
      requiredErrorMessage: field.required_error_message,
      requiredErrorMessageEn: field.required_error_message_en,
      cssClass: field.meta_css_class,
      dataSourceFieldKey: field.data_source_field_key,
      systemic: field.systemic,
      formMetaPrevaluesListId: field.pre_values_list_id,
      searchVisible: field.search_visible,
      tableVisible: field.table_visible,
      searchOrdering: field.search_ordering,
      tableOrdering: field.table_ordering,
    },
    formValidation: field.validations.map((rule) => ({ id: rule.id, validationType: rule.validation_type, validation: rule.value ?? '' })),
    preValues: field.pre_values.map(preValueOf),
    formDataGroupId: field.form_data_group_id,
    showSubordinateEmployees: field.show_subordinate_employees,
    showDepartmentEmployees: field.show_department_employees,
    showWorkTimeSetupEmployees: field.show_work_time_setup_employees,
    excludeFromMessages: field.exclude_from_messages,
    includeHolidaysAnnualLeave: field.include_holidays_annual_leave,
    isMultiple: field.is_multiple,
    cssClass: field.css_class,
    activityCode: field.activity_code,
    activityCodeAdditional: field.activity_code_additional,
  }));
  return { ...formSummaryOf(formRow), formData };
}

export async function listPreValues(db: Executor, listIds: number[]): Promise<PreValueItem[]> {
  const rows = await db
    .selectFrom('pre_value_items')
    .selectAll()
    .where('list_id', 'in', listIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(preValueOf);
}

function preValueOf(row: Selectable<Database['pre_value_items']>): PreValueItem {
  return {
    id: row.id,
    formMetaPreValuesListId: row.list_id,
    name: row.name,
    nameEn: row.name_en,
    value: row.value,
    isDefault: row.is_default,
  };
}

/** The form's latest description. */
export async function findDescription(db: Executor, formId: number): Promise<FormDescription | null> {
  const row = await db
    .selectFrom('form_descriptions')
    .selectAll()
    .where('form_id', '=', formId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row
    ? { id: row.id, formId: row.form_id, description: row.description, descriptionEN: row.description_en, createDate: row.created_at }
    : null;
}
