// Generated from the migrated schema by `pnpm db:codegen`. Do not edit: add a migration instead.
import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Companies {
  code: string;
  created_at: Generated<Timestamp>;
  name: string;
  sort_order: Generated<number>;
}

export interface Departments {
  code: string;
  company_code: string;
  manager_employee_no: string | null;
  name: string;
  parent_code: string | null;
  synced_at: Generated<Timestamp>;
}

export interface EmailOutbox {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  html_body: string | null;
  id: Generated<number>;
  last_error: string | null;
  next_attempt_at: Generated<Timestamp>;
  sent_at: Timestamp | null;
  status: Generated<string>;
  subject: string;
  template: string;
  text_body: string;
  to_address: string;
}

export interface Employees {
  allow_my_team: Generated<boolean>;
  company_code: string;
  company_email: string | null;
  department_code: string | null;
  email: string | null;
  employee_no: string;
  employment_date: string | null;
  first_name: string;
  functional_manager_employee_no: string | null;
  job_title: string | null;
  last_name: string;
  manager_employee_no: string | null;
  mobile_phone_no: string | null;
  personnel_no: string;
  phone_no: string | null;
  synced_at: Generated<Timestamp>;
  termination_date: string | null;
}

export interface LoginEntries {
  browser: string | null;
  id: Generated<number>;
  ip_address: string | null;
  location: string | null;
  login_date: Generated<Timestamp>;
  state: string;
  user_id: number | null;
  username: string;
}

export interface Messages {
  body: Generated<string>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  is_read: Generated<boolean>;
  read_at: Timestamp | null;
  subject: string;
  user_id: number;
}

export interface PasswordResetTokens {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  requested_ip: string | null;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface Sessions {
  app_mode: Generated<string>;
  created_at: Generated<Timestamp>;
  current_company_code: string | null;
  expires_at: Timestamp;
  id: Generated<number>;
  ip_address: string | null;
  last_seen_at: Generated<Timestamp>;
  remember_me: Generated<boolean>;
  revoke_reason: string | null;
  revoked_at: Timestamp | null;
  token_hash: string;
  user_agent: string | null;
  user_id: number;
}

export interface SiteSettings {
  absence_calendar_views: Generated<Json>;
  auto_create_ad_users: Generated<boolean>;
  auto_create_standard_users: Generated<boolean>;
  azure_ad_authority: Generated<string>;
  azure_ad_client_id: Generated<string>;
  contacts_employee_no: Generated<boolean>;
  contacts_name_format: Generated<string>;
  domain: Generated<string>;
  employee_menu: Generated<Json>;
  enable_azure_sso_auth: Generated<boolean>;
  enable_win_integrated_auth: Generated<boolean>;
  environment_color: Generated<string>;
  environment_name: Generated<string>;
  id: Generated<number>;
  mail_host: Generated<string>;
  mail_port: Generated<number>;
  mail_sender_address: Generated<string>;
  mail_sender_name: Generated<string>;
  mail_use_ssl: Generated<boolean>;
  mail_username: Generated<string>;
  max_failed_logins: Generated<number>;
  message_type: Generated<number>;
  objectives_email_enabled: Generated<boolean>;
  password_validity_days: Generated<number>;
  remember_me_days: Generated<number>;
  session_idle_minutes: Generated<number>;
  site_closed: Generated<boolean>;
  system_message: Generated<string>;
  updated_at: Generated<Timestamp>;
  version: Generated<string>;
  working_time_plan_show_fact: Generated<boolean>;
  working_time_plan_show_plan: Generated<boolean>;
}

export interface Translations {
  company_code: string | null;
  id: Generated<number>;
  language: string;
  locale_key: string;
  locale_key_group: Generated<string>;
  locale_value: string;
  original_value: Generated<string>;
}

export interface Users {
  ad_username: string | null;
  admin_access: Generated<number>;
  alternative_email: string | null;
  azure_object_id: string | null;
  azure_tenant_id: string | null;
  created_at: Generated<Timestamp>;
  default_company_code: string | null;
  default_language: Generated<string>;
  email: string | null;
  failed_login_count: Generated<number>;
  first_name: string | null;
  force_password_change: Generated<boolean>;
  id: Generated<number>;
  last_failed_login_at: Timestamp | null;
  last_name: string | null;
  password_changed_at: Timestamp | null;
  password_expiration_date: string | null;
  password_hash: string | null;
  personnel_no: string | null;
  send_emails: Generated<boolean>;
  status: Generated<string>;
  type: Generated<string>;
  updated_at: Generated<Timestamp>;
  use_default_expiration_date: Generated<boolean>;
  username: string;
}

export interface UserSettings {
  code: string;
  setting: string;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface UserWorkTimeCompanies {
  company_code: string;
  user_id: number;
}

export interface DB {
  companies: Companies;
  departments: Departments;
  email_outbox: EmailOutbox;
  employees: Employees;
  login_entries: LoginEntries;
  messages: Messages;
  password_reset_tokens: PasswordResetTokens;
  sessions: Sessions;
  site_settings: SiteSettings;
  translations: Translations;
  user_settings: UserSettings;
  user_work_time_companies: UserWorkTimeCompanies;
  users: Users;
}
