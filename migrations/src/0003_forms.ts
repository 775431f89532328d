import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Dynamic forms and documents (spec 1 §3 Form … Table settings, spec 2 §3 form entities): the form
// definitions administrators maintain, and the submissions (documents and applications) filed with
// them, their field entries and files. Definitions are shared by all companies; submissions are
// company-scoped. Frozen in time: never import application code.

type Table = CreateTableBuilder<string, any>;

function id(table: Table): Table {
  return table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity());
}

function flag(table: Table, name: string, defaultValue = false): Table {
  return table.addColumn(name, 'boolean', (column) => column.notNull().defaultTo(defaultValue));
}

export async function up(db: Kysely<any>): Promise<void> {
  // Document numbering: the row is locked (select … for update) in the transaction that takes a
  // number, so numbers are assigned without gaps or duplicates under concurrency.
  await db.schema
    .createTable('numberings')
    .$call(id)
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('prefix', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('next_number', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(1)
        .check(sql`next_number >= 1`),
    )
    // Zero-padded width of the number part; 0 means no padding.
    .addColumn('figures', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`figures between 0 and 20`),
    )
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('form_groups')
    .$call(id)
    .addColumn('parent_id', 'integer', (column) => column.references('form_groups.id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_en', 'text')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .$call((table) => flag(table, 'archived'))
    .$call((table) => flag(table, 'is_application'))
    .addCheckConstraint('form_groups_parent_check', sql`parent_id is null or parent_id <> id`)
    .execute();
  await db.schema.createIndex('form_groups_parent_idx').on('form_groups').columns(['parent_id', 'sort_order']).execute();

  await db.schema
    .createTable('forms')
    .$call(id)
    .addColumn('form_group_id', 'integer', (column) => column.notNull().references('form_groups.id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_en', 'text')
    .$call((table) => flag(table, 'is_application'))
    .addColumn('form_section', 'text')
    .$call((table) => flag(table, 'archived'))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    // Activity (table notation) code the application registers; activity codes are per company, so no key.
    .addColumn('activity_code', 'text')
    .$call((table) => flag(table, 'allow_holiday_planning'))
    .addColumn('holiday_planning_color', 'text', (column) => column.check(sql`holiday_planning_color ~ '^#[0-9A-Fa-f]{6}$'`))
    .addColumn('message_on_submit', 'text')
    // Stable name code refers to (for example the annual-leave form); null for ordinary forms.
    .addColumn('system_name', 'text', (column) => column.unique())
    .addColumn('numbering_id', 'integer', (column) => column.references('numberings.id').onDelete('set null'))
    .addColumn('bc_group', 'text')
    .execute();
  await db.schema.createIndex('forms_group_idx').on('forms').columns(['form_group_id', 'sort_order']).execute();
  await db.schema.createIndex('forms_numbering_idx').on('forms').column('numbering_id').execute();

  await db.schema
    .createTable('pre_value_lists')
    .$call(id)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_en', 'text')
    .execute();
  await db.schema
    .createTable('pre_value_items')
    .$call(id)
    .addColumn('list_id', 'integer', (column) => column.notNull().references('pre_value_lists.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_en', 'text')
    .addColumn('value', 'text', (column) => column.notNull())
    .$call((table) => flag(table, 'is_default'))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pre_value_items_list_idx').on('pre_value_items').columns(['list_id', 'sort_order']).execute();

  // Field definitions: type is the field type number of spec 1 §3 (0 text … 28 hyperlink list).
  await db.schema
    .createTable('form_metas')
    .$call(id)
    .addColumn('type', 'integer', (column) => column.notNull().check(sql`type >= 0`))
    .addColumn('form_data_type', 'text')
    .addColumn('caption', 'text', (column) => column.notNull())
    .addColumn('caption_en', 'text')
    .$call((table) => flag(table, 'mandatory'))
    .addColumn('required_error_message', 'text')
    .addColumn('required_error_message_en', 'text')
    .addColumn('css_class', 'text')
    // For example dateFromFieldKey, dateToFieldKey, annualLeavePayment.
    .addColumn('data_source_field_key', 'text')
    .$call((table) => flag(table, 'systemic'))
    .addColumn('pre_values_list_id', 'integer', (column) => column.references('pre_value_lists.id').onDelete('set null'))
    .$call((table) => flag(table, 'search_visible'))
    .$call((table) => flag(table, 'table_visible'))
    .addColumn('search_ordering', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('table_ordering', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('form_metas_pre_values_list_idx').on('form_metas').column('pre_values_list_id').execute();

  // A field (meta) placed on a form, with its flags.
  await db.schema
    .createTable('form_data')
    .$call(id)
    .addColumn('form_id', 'integer', (column) => column.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('form_meta_id', 'integer', (column) => column.notNull().references('form_metas.id'))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    // Groups fields shown together (multi-row blocks); a plain number, not a key.
    .addColumn('form_data_group_id', 'integer')
    .$call((table) => flag(table, 'show_subordinate_employees'))
    .$call((table) => flag(table, 'show_department_employees'))
    .$call((table) => flag(table, 'show_work_time_setup_employees'))
    .$call((table) => flag(table, 'exclude_from_messages'))
    .$call((table) => flag(table, 'include_holidays_annual_leave'))
    .$call((table) => flag(table, 'is_multiple'))
    .addColumn('css_class', 'text')
    .addColumn('activity_code', 'text')
    .addColumn('activity_code_additional', 'text')
    .addUniqueConstraint('form_data_form_meta_unique', ['form_id', 'form_meta_id'])
    .execute();
  await db.schema.createIndex('form_data_form_sort_idx').on('form_data').columns(['form_id', 'sort_order']).execute();
  await db.schema.createIndex('form_data_meta_idx').on('form_data').column('form_meta_id').execute();

  // Validation rules 1–8 of spec 1 §5 "Forms" on a placed field; value is the rule's parameter.
  await db.schema
    .createTable('form_data_validations')
    .$call(id)
    .addColumn('form_data_id', 'integer', (column) => column.notNull().references('form_data.id').onDelete('cascade'))
    .addColumn('validation_type', 'smallint', (column) => column.notNull().check(sql`validation_type between 1 and 8`))
    .addColumn('value', 'text')
    .execute();
  await db.schema.createIndex('form_data_validations_data_idx').on('form_data_validations').column('form_data_id').execute();

  await db.schema
    .createTable('form_descriptions')
    .$call(id)
    .addColumn('form_id', 'integer', (column) => column.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index form_descriptions_form_idx on form_descriptions (form_id, created_at desc)`.execute(db);

  // Documents and applications filed with a form.
  await db.schema
    .createTable('form_submissions')
    .$call(id)
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('form_id', 'integer', (column) => column.notNull().references('forms.id'))
    // Assigned from the form's numbering when the document leaves Draft.
    .addColumn('document_no', 'text')
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('Draft')
        .check(sql`state in ('Draft', 'New', 'InProgress', 'Approved', 'Rejected', 'Cancelled')`),
    )
    // The employee the document is about; employees are ERP mirrors that may be removed, so no key.
    .addColumn('employee_no', 'text')
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    .addColumn('submitted_by', 'integer', (column) => column.references('users.id'))
    .addColumn('changed_by', 'integer', (column) => column.references('users.id'))
    .addColumn('initiated_by', 'integer', (column) => column.references('users.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // Keys arrive with the workflow model.
    .addColumn('workflow_id', 'integer')
    .addColumn('workflow_instance_id', 'integer')
    .addColumn('bc_guid', 'text')
    .addColumn('comment', 'text')
    // Document number, form name and entry values flattened for the list's free-text search.
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    // Optimistic locking: an update names the version it read and bumps it.
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addCheckConstraint('form_submissions_dates_check', sql`date_to is null or date_from is null or date_to >= date_from`)
    .execute();
  await sql`create unique index form_submissions_document_no_unique on form_submissions (company_code, document_no) where document_no is not null`.execute(
    db,
  );
  await sql`create index form_submissions_state_created_idx on form_submissions (company_code, state, created_at desc)`.execute(db);
  await sql`create index form_submissions_form_created_idx on form_submissions (company_code, form_id, created_at desc)`.execute(db);
  await sql`create index form_submissions_initiated_by_idx on form_submissions (initiated_by, created_at desc)`.execute(db);
  await sql`create index form_submissions_employee_dates_idx on form_submissions (company_code, employee_no, date_from, date_to)`.execute(
    db,
  );
  // Free text starts with the document number. pg_trgm is not available on PGlite, so no trigram
  // index on search_text yet: a case-insensitive btree serves document-number prefixes.
  await sql`create index form_submissions_document_no_lower_idx on form_submissions (company_code, lower(document_no) text_pattern_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('form_submission_entries')
    .$call(id)
    .addColumn('submission_id', 'integer', (column) => column.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('form_data_id', 'integer', (column) => column.notNull().references('form_data.id'))
    // A string; a JSON string for multi-value field types.
    .addColumn('form_value', 'text', (column) => column.notNull().defaultTo(''))
    .addUniqueConstraint('form_submission_entries_unique', ['submission_id', 'form_data_id'])
    .execute();
  // Per-field search. Values can be long JSON, beyond a btree row's limit, so the key is a prefix:
  // queries match on left(form_value, 200).
  await sql`create index form_submission_entries_value_idx on form_submission_entries (form_data_id, left(form_value, 200))`.execute(db);

  // Uploaded files. The embedded default keeps the bytes in content; a storage interface may keep
  // them elsewhere under storage_key instead.
  await db.schema
    .createTable('form_files')
    .$call(id)
    .addColumn('submission_id', 'integer', (column) => column.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('form_data_id', 'integer', (column) => column.references('form_data.id').onDelete('set null'))
    .addColumn('type', 'smallint', (column) => column.notNull().defaultTo(0))
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull().defaultTo('application/octet-stream'))
    // integer, not bigint: the check caps it far below 2^31, and int8 would type as string while the driver parses a number.
    .addColumn('size_bytes', 'integer', (column) => column.notNull().check(sql`size_bytes between 0 and 15000000`))
    .addColumn('sha256', 'text', (column) => column.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('content', 'bytea')
    .addColumn('storage_key', 'text')
    .addColumn('created_by', 'integer', (column) => column.references('users.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('form_files_stored_check', sql`content is not null or storage_key is not null`)
    .addCheckConstraint('form_files_content_size_check', sql`content is null or octet_length(content) = size_bytes`)
    .execute();
  await db.schema.createIndex('form_files_submission_idx').on('form_files').columns(['submission_id', 'form_data_id']).execute();

  // A user's document-list columns and search fields per form group. form_meta_id is a field, or
  // pseudo_column one of the list's pseudo-columns (333 status, 444 creation date, 555 document number).
  await db.schema
    .createTable('document_table_settings')
    .$call(id)
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // Null: the list over all groups.
    .addColumn('form_group_id', 'integer', (column) => column.references('form_groups.id').onDelete('cascade'))
    .addColumn('form_meta_id', 'integer', (column) => column.references('form_metas.id').onDelete('cascade'))
    .addColumn('pseudo_column', 'integer', (column) => column.check(sql`pseudo_column in (333, 444, 555)`))
    .$call((table) => flag(table, 'search_visible'))
    .$call((table) => flag(table, 'table_visible'))
    .addColumn('table_ordering', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('search_ordering', 'integer', (column) => column.notNull().defaultTo(0))
    .addCheckConstraint('document_table_settings_column_check', sql`num_nonnulls(form_meta_id, pseudo_column) = 1`)
    .execute();
  await sql`create unique index document_table_settings_unique on document_table_settings
    (user_id, coalesce(form_group_id, 0), coalesce(form_meta_id, 0), coalesce(pseudo_column, 0))`.execute(db);
}
