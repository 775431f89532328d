import { type Kysely, sql } from 'kysely';

// Issue #15. (1) A filed document keeps the form definition it was filed with: administrators may now
// rename forms and fields, change pre-value items and archive forms, and none of that may change what
// a filed document shows. `form_definition` holds the form as the document view reads it (names,
// fields with captions, types, options, rules, pre-values) from the moment the document leaves Draft;
// drafts keep reading the live definition. Existing filed documents are backfilled from today's
// definitions, the best record there is. (2) The administrators' list of running approvals reads
// the submissions waiting on an activity (`workflow_activity_id` set): partial indexes for its order
// and filters. Frozen in time: never import application code.

/** The snapshot of the form `formId` refers to (a column or a parameter), as jsonb. */
function formDefinitionOf(formId: ReturnType<typeof sql.ref>) {
  return sql`(
    select jsonb_build_object(
      'snapshotVersion', 1,
      'id', f.id, 'name', f.name, 'nameEn', f.name_en, 'isApplication', f.is_application,
      'formGroupId', f.form_group_id, 'formSection', f.form_section, 'archived', f.archived,
      'sortOrder', f.sort_order, 'activityCode', f.activity_code, 'holidayPlanningColor', f.holiday_planning_color,
      'allowHolidayPlanning', f.allow_holiday_planning, 'messageOnSubmit', f.message_on_submit,
      'systemName', f.system_name, 'numbering', n.code, 'bcGroup', f.bc_group,
      'formData', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', d.id, 'formId', d.form_id, 'formMetaId', d.form_meta_id, 'sortOrder', d.sort_order,
          'formMeta', jsonb_build_object(
            'id', m.id, 'type', m.type, 'formDataType', m.form_data_type, 'caption', m.caption,
            'captionEn', m.caption_en, 'mandatory', m.mandatory, 'requiredErrorMessage', m.required_error_message,
            'requiredErrorMessageEn', m.required_error_message_en, 'cssClass', m.css_class,
            'dataSourceFieldKey', m.data_source_field_key, 'systemic', m.systemic,
            'formMetaPrevaluesListId', m.pre_values_list_id, 'searchVisible', m.search_visible,
            'tableVisible', m.table_visible, 'searchOrdering', m.search_ordering, 'tableOrdering', m.table_ordering
          ),
          'formValidation', coalesce((
            select jsonb_agg(jsonb_build_object('id', v.id, 'validationType', v.validation_type, 'validation', coalesce(v.value, '')) order by v.id)
            from form_data_validations v where v.form_data_id = d.id
          ), '[]'::jsonb),
          'preValues', coalesce((
            select jsonb_agg(jsonb_build_object(
              'id', p.id, 'formMetaPreValuesListId', p.list_id, 'name', p.name, 'nameEn', p.name_en,
              'value', p.value, 'isDefault', p.is_default
            ) order by p.sort_order, p.id)
            from pre_value_items p where p.list_id = m.pre_values_list_id
          ), '[]'::jsonb),
          'formDataGroupId', d.form_data_group_id, 'showSubordinateEmployees', d.show_subordinate_employees,
          'showDepartmentEmployees', d.show_department_employees, 'showWorkTimeSetupEmployees', d.show_work_time_setup_employees,
          'excludeFromMessages', d.exclude_from_messages, 'includeHolidaysAnnualLeave', d.include_holidays_annual_leave,
          'isMultiple', d.is_multiple, 'cssClass', d.css_class, 'activityCode', d.activity_code,
          'activityCodeAdditional', d.activity_code_additional
        ) order by d.sort_order, d.id)
        from form_data d join form_metas m on m.id = d.form_meta_id
        where d.form_id = f.id
      ), '[]'::jsonb)
    )
    from forms f left join numberings n on n.id = f.numbering_id
    where f.id = ${formId}
  )`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_submissions').addColumn('form_definition', 'jsonb').execute();
  // The filed form's names for the document lists, kept by the database from the definition, so a
  // list page reads two short texts instead of every row's whole definition.
  await sql`alter table form_submissions
    add column filed_form_name text generated always as (form_definition ->> 'name') stored,
    add column filed_form_name_en text generated always as (form_definition ->> 'nameEn') stored`.execute(db);
  await sql`update form_submissions set form_definition = ${formDefinitionOf(sql.ref('form_submissions.form_id'))}
    where state <> 'Draft'`.execute(db);

  // Running approvals: newest current step first, by deadline (overdue filter and order), by form.
  await sql`create index form_submissions_running_since_idx on form_submissions
    (company_code, workflow_activity_date desc, id desc) where workflow_activity_id is not null`.execute(db);
  await sql`create index form_submissions_running_deadline_idx on form_submissions
    (company_code, deadline, id) where workflow_activity_id is not null`.execute(db);
  await sql`create index form_submissions_running_form_idx on form_submissions
    (company_code, form_id, workflow_activity_date desc) where workflow_activity_id is not null`.execute(db);
  // The list's initiator and employee filters on running approvals.
  await sql`create index form_submissions_running_employee_idx on form_submissions
    (company_code, employee_no) where workflow_activity_id is not null`.execute(db);
}
