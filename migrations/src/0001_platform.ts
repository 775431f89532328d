import { type Kysely, sql } from 'kysely';

// The platform foundation: companies and their ERP-mirrored staff, users and their sessions,
// sign-in history, password reset, site settings, the in-app inbox and the e-mail outbox.
// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  // ERP-owned mirror: filled by the ERP sync (or the demo seed), read by the portal.
  await db.schema
    .createTable('departments')
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('parent_code', 'text')
    .addColumn('manager_employee_no', 'text')
    .addColumn('synced_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('departments_pk', ['company_code', 'code'])
    .execute();

  await db.schema
    .createTable('employees')
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addColumn('employee_no', 'text', (column) => column.notNull())
    // The person's number across companies: one person may be employed by several companies.
    .addColumn('personnel_no', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('company_email', 'text')
    .addColumn('phone_no', 'text')
    .addColumn('mobile_phone_no', 'text')
    .addColumn('department_code', 'text')
    .addColumn('job_title', 'text')
    .addColumn('manager_employee_no', 'text')
    .addColumn('functional_manager_employee_no', 'text')
    .addColumn('allow_my_team', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('employment_date', 'date')
    .addColumn('termination_date', 'date')
    .addColumn('synced_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('employees_pk', ['company_code', 'employee_no'])
    .addForeignKeyConstraint('employees_department_fk', ['company_code', 'department_code'], 'departments', ['company_code', 'code'])
    .execute();
  await db.schema.createIndex('employees_personnel_no_idx').on('employees').columns(['personnel_no', 'company_code']).execute();
  await db.schema.createIndex('employees_manager_idx').on('employees').columns(['company_code', 'manager_employee_no']).execute();
  await db.schema.createIndex('employees_department_idx').on('employees').columns(['company_code', 'department_code']).execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'blocked', 'banned', 'terminated')`),
    )
    .addColumn('type', 'text', (column) =>
      column
        .notNull()
        .defaultTo('internal')
        .check(sql`type in ('internal', 'active_directory', 'azure_ad')`),
    )
    .addColumn('admin_access', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`admin_access >= 0`),
    )
    // Links the user to their employee record in every company through the personnel number.
    .addColumn('personnel_no', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('alternative_email', 'text')
    .addColumn('send_emails', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('default_language', 'text', (column) => column.notNull().defaultTo('lt'))
    .addColumn('default_company_code', 'text', (column) => column.references('companies.code').onDelete('set null'))
    .addColumn('password_expiration_date', 'date')
    .addColumn('use_default_expiration_date', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('force_password_change', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('ad_username', 'text')
    .addColumn('azure_tenant_id', 'text')
    .addColumn('azure_object_id', 'text')
    .addColumn('failed_login_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_failed_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_username_unique on users (lower(username))`.execute(db);
  await sql`create unique index users_personnel_no_unique on users (personnel_no) where personnel_no is not null`.execute(db);
  await sql`create unique index users_azure_identity_unique on users (azure_tenant_id, azure_object_id) where azure_object_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('user_work_time_companies')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_code', 'text', (column) => column.notNull().references('companies.code').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_work_time_companies_pk', ['user_id', 'company_code'])
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('setting', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'code'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    // SHA-256 of the bearer token: the token itself is never stored.
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('remember_me', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('current_company_code', 'text', (column) => column.references('companies.code').onDelete('set null'))
    .addColumn('app_mode', 'text', (column) =>
      column
        .notNull()
        .defaultTo('stable')
        .check(sql`app_mode in ('stable', 'beta')`),
    )
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .execute();
  await sql`create index sessions_user_active_idx on sessions (user_id) where revoked_at is null`.execute(db);

  await db.schema
    .createTable('login_entries')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('login_date', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('location', 'text')
    .addColumn('browser', 'text')
    .execute();
  await db.schema.createIndex('login_entries_user_date_idx').on('login_entries').columns(['user_id', 'login_date']).execute();
  await db.schema.createIndex('login_entries_ip_date_idx').on('login_entries').columns(['ip_address', 'login_date']).execute();
  await sql`create index login_entries_username_date_idx on login_entries (lower(username), login_date)`.execute(db);

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('requested_ip', 'text')
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

  // One row (id = 1): the settings of the whole site, edited in the admin area.
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (column) =>
      column
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('site_closed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('system_message', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('message_type', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`message_type between 0 and 4`),
    )
    .addColumn('version', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('domain', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('environment_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('environment_color', 'text', (column) => column.notNull().defaultTo('gray'))
    .addColumn('mail_sender_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('mail_sender_address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('mail_host', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('mail_port', 'integer', (column) => column.notNull().defaultTo(587))
    .addColumn('mail_use_ssl', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('mail_username', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('enable_win_integrated_auth', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('enable_azure_sso_auth', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('azure_ad_client_id', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('azure_ad_authority', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('auto_create_ad_users', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('auto_create_standard_users', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('contacts_employee_no', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('contacts_name_format', 'text', (column) =>
      column
        .notNull()
        .defaultTo('first-last')
        .check(sql`contacts_name_format in ('first-last', 'last-first')`),
    )
    .addColumn('working_time_plan_show_fact', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('working_time_plan_show_plan', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('absence_calendar_views', 'jsonb', (column) => column.notNull().defaultTo(sql`'["month"]'::jsonb`))
    .addColumn('employee_menu', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('objectives_email_enabled', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('max_failed_logins', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(10)
        .check(sql`max_failed_logins >= 3`),
    )
    .addColumn('password_validity_days', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('session_idle_minutes', 'integer', (column) => column.notNull().defaultTo(60))
    .addColumn('remember_me_days', 'integer', (column) => column.notNull().defaultTo(30))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('site_settings').values({ id: 1 }).execute();

  await db.schema
    .createTable('translations')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('locale_key_group', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('locale_key', 'text', (column) => column.notNull())
    .addColumn('locale_value', 'text', (column) => column.notNull())
    .addColumn('original_value', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('company_code', 'text', (column) => column.references('companies.code').onDelete('cascade'))
    .execute();
  await sql`create unique index translations_key_unique on translations (language, locale_key, coalesce(company_code, ''))`.execute(db);

  // The in-app inbox. Bodies are HTML sanitised on write.
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('is_read', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('messages_user_created_idx').on('messages').columns(['user_id', 'created_at']).execute();
  await sql`create index messages_user_unread_idx on messages (user_id, created_at desc) where not is_read`.execute(db);

  // Mail is written here inside the transaction that causes it and sent by a worker after commit.
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text')
    .addColumn('template', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'logged')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index email_outbox_pending_idx on email_outbox (next_attempt_at) where status = 'pending'`.execute(db);
}
