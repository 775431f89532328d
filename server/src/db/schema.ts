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

export type Numeric = ColumnType<number, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Absences {
  activity_code: string;
  application_no: string | null;
  calendar_days: Generated<Numeric>;
  company_code: string;
  date_from: string;
  date_to: string;
  description: Generated<string>;
  employee_no: string;
  entry_no: number;
  hours_per_day: Generated<Numeric>;
  portal_change_key: string | null;
  submission_id: number | null;
  synced_at: Generated<Timestamp>;
  work_days: Generated<Numeric>;
}

export interface ActivityCodes {
  activity_type_id: number;
  code: string;
  color: Generated<string>;
  company_code: string;
  show_in_calendar: Generated<boolean>;
  show_in_history: Generated<boolean>;
  sort_order: Generated<number>;
  text: string;
  text_en: string | null;
  uses_holiday_reserve: Generated<boolean>;
}

export interface ActivityEntryImports {
  applied_at: Timestamp | null;
  applied_by: number | null;
  bytes: Buffer | null;
  checked_at: Timestamp | null;
  company_code: string;
  created_at: Generated<Timestamp>;
  error_count: Generated<number>;
  file_name: string;
  format: string;
  id: Generated<number>;
  month: number;
  preview: Json | null;
  row_count: Generated<number>;
  size: number;
  timesheet_id: number;
  uploaded_by: number | null;
  valid_count: Generated<number>;
  validation_job_id: number | null;
  year: number;
}

export interface ActivitySetupEntries {
  activity_id: number;
  exclude_holidays: Generated<boolean>;
  hours_type: string;
  id: Generated<number>;
  minutes: number | null;
  weekdays: number[];
}

export interface ActivityTypes {
  company_code: string;
  id: number;
  text: string;
  text_en: string | null;
}

export interface Appointments {
  advance_amount: Generated<Numeric>;
  advance_percent: Generated<Numeric>;
  appointment_line_no: number;
  appointment_type: string;
  bonus: Generated<Numeric>;
  company_code: string;
  contract_no: string;
  contract_type: Generated<number>;
  department_name: string;
  employee_no: string;
  extension_from: number | null;
  from_date: string;
  full_part_time: Generated<string>;
  holiday_norm_cd: Generated<Numeric>;
  holiday_norm_wd: Generated<Numeric>;
  job_title_name: string;
  manager_employee_no: string | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  part_time_share: Generated<Numeric>;
  root_line_no: number;
  salary: Generated<Numeric>;
  show_trial_period: Generated<boolean>;
  synced_at: Generated<Timestamp>;
  tea_type_int: Generated<number>;
  to_date: string;
  trial_period_until: string | null;
  work_schedule_code: string | null;
}

export interface Companies {
  code: string;
  created_at: Generated<Timestamp>;
  name: string;
  sort_order: Generated<number>;
}

export interface Countries {
  code: string;
  name: string;
}

export interface Departments {
  code: string;
  company_code: string;
  manager_employee_no: string | null;
  name: string;
  parent_code: string | null;
  synced_at: Generated<Timestamp>;
}

export interface DocumentPermissions {
  created_at: Generated<Timestamp>;
  granted_by: number | null;
  id: Generated<number>;
  object_id: number;
  object_type: string;
  permission: string;
  user_id: number;
}

export interface DocumentTableSettings {
  form_group_id: number | null;
  form_meta_id: number | null;
  id: Generated<number>;
  pseudo_column: number | null;
  search_ordering: Generated<number>;
  search_visible: Generated<boolean>;
  table_ordering: Generated<number>;
  table_visible: Generated<boolean>;
  user_id: number;
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

export interface EmployeeActivities {
  activity_code: string;
  activity_type: number;
  color: string | null;
  company_code: string;
  date_from: string;
  date_to: string;
  description: Generated<string>;
  employee_no: string;
  entry_no: number;
  synced_at: Generated<Timestamp>;
}

export interface EmployeeOvertimePeriods {
  company_code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  employee_no: string;
  id: Generated<number>;
  max_overtime_hours_week: number | null;
  max_overtime_hours_year: number | null;
  note: string | null;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
  valid_from: string;
  valid_to: string | null;
  weekly_hours_consent: Generated<boolean>;
}

export interface EmployeeRelatives {
  additional_needs: Generated<boolean>;
  birth_date: string | null;
  company_code: string;
  disabled: Generated<boolean>;
  employee_no: string;
  first_name: string;
  has_one_of_the_parents: Generated<boolean>;
  last_name: string;
  line_no: number;
  personal_no: string | null;
  phone_no: string | null;
  relative_type: string;
  synced_at: Generated<Timestamp>;
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
  holiday_day_type: Generated<number>;
  holiday_norm: Generated<Numeric>;
  job_title: string | null;
  last_name: string;
  manager_employee_no: string | null;
  mobile_phone_no: string | null;
  personnel_no: string;
  phone_no: string | null;
  shortened_pre_holiday: Generated<boolean>;
  show_solid_holiday_status: Generated<boolean>;
  solid_holiday_status: string | null;
  solid_holiday_status_from: string | null;
  solid_holiday_status_to: string | null;
  synced_at: Generated<Timestamp>;
  termination_date: string | null;
  unused_holidays: Generated<Numeric>;
  weekly_hours_consent: Generated<boolean>;
  work_experience_since: string | null;
  work_experience_years: Generated<Numeric>;
}

export interface ErpOutbox {
  attempts: Generated<number>;
  company_code: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  last_error: string | null;
  next_attempt_at: Generated<Timestamp>;
  payload: Json;
  processed_at: Timestamp | null;
  status: Generated<string>;
}

export interface ErpTimesheetEntries {
  activity_code: string;
  company_code: string;
  date: string;
  employee_no: string;
  hours_type: string;
  minutes: number;
  synced_at: Generated<Timestamp>;
  timesheet_code: string;
}

export interface ErpTimesheetMonths {
  applied_at: Generated<Timestamp>;
  company_code: string;
  employee_no: string;
  month: number;
  timesheet_code: string;
  version: number;
  year: number;
}

export interface ErpWorkScheduleMonths {
  applied_at: Generated<Timestamp>;
  company_code: string;
  employee_no: string;
  month: number;
  schedule_code: string;
  version: number;
  year: number;
}

export interface ErpWorkSchedules {
  activity_codes: Generated<string>;
  company_code: string;
  date: string;
  employee_no: string;
  end_time: string | null;
  schedule_code: string;
  shift_code: string | null;
  start_time: string | null;
  synced_at: Generated<Timestamp>;
  work_minutes: Generated<number>;
}

export interface FormData {
  activity_code: string | null;
  activity_code_additional: string | null;
  css_class: string | null;
  exclude_from_messages: Generated<boolean>;
  form_data_group_id: number | null;
  form_id: number;
  form_meta_id: number;
  id: Generated<number>;
  include_holidays_annual_leave: Generated<boolean>;
  is_multiple: Generated<boolean>;
  removed_at: Timestamp | null;
  show_department_employees: Generated<boolean>;
  show_subordinate_employees: Generated<boolean>;
  show_work_time_setup_employees: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface FormDataValidations {
  form_data_id: number;
  id: Generated<number>;
  validation_type: number;
  value: string | null;
}

export interface FormDescriptions {
  created_at: Generated<Timestamp>;
  description: Generated<string>;
  description_en: Generated<string>;
  form_id: number;
  id: Generated<number>;
}

export interface FormFiles {
  content: Buffer | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  file_name: string;
  form_data_id: number | null;
  id: Generated<number>;
  mime_type: Generated<string>;
  sha256: string;
  size_bytes: number;
  storage_key: string | null;
  submission_id: number;
  type: Generated<number>;
  workflow_log_id: number | null;
}

export interface FormGroups {
  archived: Generated<boolean>;
  company_code: string | null;
  id: Generated<number>;
  is_application: Generated<boolean>;
  name: string;
  name_en: string | null;
  parent_id: number | null;
  sort_order: Generated<number>;
}

export interface FormMetas {
  caption: string;
  caption_en: string | null;
  company_code: string | null;
  css_class: string | null;
  data_source_field_key: string | null;
  form_data_type: string | null;
  id: Generated<number>;
  mandatory: Generated<boolean>;
  pre_values_list_id: number | null;
  required_error_message: string | null;
  required_error_message_en: string | null;
  search_ordering: Generated<number>;
  search_visible: Generated<boolean>;
  systemic: Generated<boolean>;
  table_ordering: Generated<number>;
  table_visible: Generated<boolean>;
  type: number;
}

export interface Forms {
  activity_code: string | null;
  allow_holiday_planning: Generated<boolean>;
  archived: Generated<boolean>;
  bc_group: string | null;
  form_group_id: number;
  form_section: string | null;
  holiday_planning_color: string | null;
  id: Generated<number>;
  is_application: Generated<boolean>;
  message_on_submit: string | null;
  name: string;
  name_en: string | null;
  numbering_id: number | null;
  sort_order: Generated<number>;
  system_name: string | null;
}

export interface FormSubmissionEntries {
  form_data_id: number;
  form_value: Generated<string>;
  id: Generated<number>;
  submission_id: number;
}

export interface FormSubmissions {
  bc_guid: string | null;
  cancellation_in_progress: Generated<boolean>;
  changed_by: number | null;
  comment: string | null;
  company_code: string;
  created_at: Generated<Timestamp>;
  date_from: string | null;
  date_to: string | null;
  deadline: string | null;
  document_no: string | null;
  employee_no: string | null;
  filed_form_name: Generated<string | null>;
  filed_form_name_en: Generated<string | null>;
  form_definition: Json | null;
  form_id: number;
  id: Generated<number>;
  initiated_by: number | null;
  period_months: Generated<number[] | null>;
  search_text: Generated<string>;
  state: Generated<string>;
  submitted_by: number | null;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
  workflow_activity_date: Timestamp | null;
  workflow_activity_id: number | null;
  workflow_id: number | null;
  workflow_instance_id: number | null;
}

export interface FormSubmissionViews {
  submission_id: number;
  user_id: number;
  viewed_at: Generated<Timestamp>;
}

export interface HolidayPlanEmployees {
  appointment_line_no: number | null;
  company_code: string;
  employee_no: string;
  holiday_plan_id: number;
  id: Generated<number>;
  tracking_type: Generated<number>;
}

export interface HolidayPlanEntries {
  absence_entry_no: number | null;
  company_code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  date_from: string;
  date_to: string;
  employee_no: string;
  form_id: number | null;
  holiday_plan_id: number;
  holiday_status: Generated<number>;
  id: Generated<number>;
  source: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface HolidayPlans {
  code: string;
  company_code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  department_code: string | null;
  description: Generated<string>;
  document_date: string | null;
  document_number: Generated<string>;
  end_date: string;
  id: Generated<number>;
  name: string;
  print_city: Generated<string>;
  print_header: Generated<string>;
  start_date: string;
  status: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface HolidayReserves {
  as_of_date: string;
  company_code: string;
  employee_no: string;
  holiday_range_from: string;
  holiday_range_to: string;
  holiday_reserve: Numeric;
  synced_at: Generated<Timestamp>;
}

export interface Instructions {
  allowed_for_job_title: Generated<string>;
  check_type: Generated<string>;
  company_code: string;
  conclusion: Generated<string>;
  date: string | null;
  employee_no: string;
  entry_no: number;
  execution_date: string | null;
  name: string;
  synced_at: Generated<Timestamp>;
  type: Generated<string>;
  valid_to: string | null;
}

export interface IntegrationLog {
  attempt: Generated<number>;
  company_code: string;
  created_at: Generated<Timestamp>;
  direction: Generated<string>;
  duration_ms: number | null;
  id: Generated<number>;
  idempotency_key: string | null;
  kind: string;
  message: Generated<string>;
  outbox_id: number | null;
  payload: Json | null;
  status: string;
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

export interface MaritalStatusValues {
  id: number;
  sort_order: Generated<number>;
  value: string;
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

export interface MessageTemplates {
  code: string;
  company_code: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  subject_en: string;
  subject_lt: string;
  text_en: string;
  text_lt: string;
  type: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface Numberings {
  code: string;
  company_code: string | null;
  figures: Generated<number>;
  id: Generated<number>;
  last_used_at: Timestamp | null;
  name: Generated<string>;
  next_number: Generated<number>;
  prefix: Generated<string>;
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

export interface PayrollCalendarDays {
  calendar_code: string;
  company_code: string;
  date: string;
  day_type: string;
  description: Generated<string>;
  is_holiday: boolean;
  is_weekend: boolean;
}

export interface PayrollCalendars {
  code: string;
  company_code: string;
  name: string;
}

export interface PayslipCodes {
  code: string;
  company_code: string;
  name: string;
  name_en: string | null;
  synced_at: Generated<Timestamp>;
}

export interface PayslipLines {
  code: string;
  company_code: string;
  deducted: Generated<Numeric>;
  description: Generated<string>;
  employee_no: string;
  income: Generated<Numeric>;
  line_no: number;
  month: number;
  type: string;
  work_days: Generated<Numeric>;
  work_hours: Generated<Numeric>;
  year: number;
}

export interface Payslips {
  company_code: string;
  employee_no: string;
  month: number;
  period_from: string;
  period_to: string;
  synced_at: Generated<Timestamp>;
  year: number;
}

export interface PersonalInformation {
  company_code: string;
  declared_address: Generated<string>;
  employee_no: string;
  home_address: Generated<string>;
  iban: Generated<string>;
  synced_at: Generated<Timestamp>;
}

export interface PlannedEmployeeActivities {
  activity_code: string;
  company_code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  date_from: string;
  date_to: string | null;
  description: string | null;
  employee_no: string;
  id: Generated<number>;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
  version: Generated<number>;
}

export interface PreValueItems {
  id: Generated<number>;
  is_default: Generated<boolean>;
  list_id: number;
  name: string;
  name_en: string | null;
  sort_order: Generated<number>;
  value: string;
}

export interface PreValueLists {
  company_code: string | null;
  id: Generated<number>;
  name: string;
  name_en: string | null;
}

export interface Qualifications {
  category_code: string;
  code: string;
  company_code: string;
  cost: Generated<Numeric>;
  date_of_issue: string | null;
  description: Generated<string>;
  document_no: Generated<string>;
  employee_no: string;
  entry_no: number;
  expiration_date: string | null;
  from_date: string | null;
  institution_name: Generated<string>;
  mandatory: Generated<boolean>;
  passed_int: Generated<number>;
  synced_at: Generated<Timestamp>;
  to_date: string | null;
}

export interface ScheduleCapacityExceptions {
  date: string;
  max_capacity: number | null;
  min_capacity: number | null;
  schedule_id: number;
  shift_id: number;
}

export interface ScheduleEditChanges {
  action: string;
  activity_code: string | null;
  batch: Generated<number>;
  created_at: Generated<Timestamp>;
  date: string | null;
  employee_no: string | null;
  end_time: string | null;
  entry_id: number | null;
  id: Generated<number>;
  schedule_edit_session_id: number;
  shift_id: number | null;
  start_time: string | null;
  type: string | null;
}

export interface ScheduleEditSessions {
  base_version: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  schedule_period_id: number;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface ScheduleEmployeeGroups {
  id: Generated<number>;
  is_hidden: Generated<boolean>;
  name: string;
  schedule_id: number;
  sort_order: Generated<number>;
}

export interface ScheduleEmployees {
  appointment_line_no: number | null;
  company_code: string;
  employee_no: string;
  formula_offset: Generated<number>;
  id: Generated<number>;
  schedule_employee_group_id: number | null;
  schedule_formula_id: number | null;
  schedule_id: number;
  sort_order: Generated<number>;
  tracking_type: Generated<number>;
  valid_from: string;
  valid_to: string | null;
}

export interface ScheduleEntries {
  absence_minutes: Generated<number>;
  activity_code: string | null;
  company_code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  date: string;
  description: Generated<string>;
  document_date: string | null;
  document_no: string | null;
  employee_no: string;
  end_time: string | null;
  id: Generated<number>;
  is_persistent: Generated<boolean>;
  schedule_id: number;
  shift_id: number | null;
  sort_order: Generated<number>;
  source: string;
  start_time: string | null;
  type: string;
  work_minutes: Generated<number>;
}

export interface ScheduleEntryOverrides {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  id: Generated<number>;
  overridden_entry_id: number;
  schedule_id: number;
}

export interface ScheduleFormulaEntries {
  position: number;
  schedule_formula_id: number;
  shift_id: number | null;
}

export interface ScheduleFormulas {
  archived: Generated<boolean>;
  code: string;
  company_code: string;
  created_at: Generated<Timestamp>;
  end_date: string | null;
  holiday_shift_id: number | null;
  id: Generated<number>;
  name: string;
  shift_group_id: number;
  start_date: string;
  type: string;
  updated_at: Generated<Timestamp>;
}

export interface SchedulePeriodLineOrders {
  schedule_employee_id: number;
  schedule_period_id: number;
  sort_order: number;
}

export interface SchedulePeriods {
  bc_updated_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  locked_by: number | null;
  manual_lock: Generated<boolean>;
  month: number;
  schedule_id: number;
  status: Generated<number>;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
  year: number;
}

export interface Schedules {
  archived: Generated<boolean>;
  code: string;
  company_code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  display_detailed_summary_table: Generated<boolean>;
  id: Generated<number>;
  name: string;
  print_city: Generated<string>;
  print_header: Generated<string>;
  print_signature_column: Generated<boolean>;
  shift_group_id: number;
  summary_table_calculation_mode: Generated<number>;
  updated_at: Generated<Timestamp>;
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

export interface ShiftGroups {
  archived: Generated<boolean>;
  code: string;
  company_code: string;
  created_at: Generated<Timestamp>;
  description: Generated<string>;
  id: Generated<number>;
  name: string;
  updated_at: Generated<Timestamp>;
  user_id: number | null;
}

export interface ShiftRestEntries {
  counted_in_work_time: Generated<boolean>;
  end_time: string | null;
  id: Generated<number>;
  minutes: number;
  shift_id: number;
  sort_order: Generated<number>;
  start_time: string | null;
}

export interface Shifts {
  archived: Generated<boolean>;
  background_color: Generated<string>;
  code: string;
  created_at: Generated<Timestamp>;
  end_time: string | null;
  font_color: Generated<string>;
  id: Generated<number>;
  is_temporary: Generated<boolean>;
  name: string;
  shift_group_id: number;
  short_day_end_time: string | null;
  short_day_start_time: string | null;
  start_time: string | null;
  subgroup: Generated<string>;
  type: string;
  updated_at: Generated<Timestamp>;
  work_minutes: Generated<number>;
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
  system_message_en: Generated<string>;
  updated_at: Generated<Timestamp>;
  version: Generated<string>;
  working_time_plan_show_fact: Generated<boolean>;
  working_time_plan_show_plan: Generated<boolean>;
}

export interface Substitutions {
  company_code: string;
  date_from: string;
  date_to: string;
  description: Generated<string>;
  employee_no: string;
  entry_no: number;
  submission_id: number | null;
  subst_employee_no: string;
  synced_at: Generated<Timestamp>;
}

export interface TimesheetDayConfirmations {
  confirmed_at: Generated<Timestamp>;
  confirmed_by: number | null;
  date: string;
  employee_no: string;
  recalculation_required: Generated<boolean>;
  timesheet_id: number;
}

export interface TimesheetEditChanges {
  action: string;
  activity_code: string | null;
  date: string;
  employee_no: string;
  id: Generated<number>;
  minutes: number | null;
  timesheet_edit_session_id: number;
}

export interface TimesheetEditSessions {
  base_version: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  timesheet_period_id: number;
  user_id: number;
}

export interface TimesheetEntries {
  activity_code: string;
  company_code: string;
  created_by: number | null;
  date: string;
  employee_no: string;
  hours_type: string;
  id: Generated<number>;
  minutes: number;
  source: string;
  timesheet_id: number;
  updated_at: Generated<Timestamp>;
}

export interface TimesheetPeriods {
  created_at: Generated<Timestamp>;
  generated_at: Timestamp | null;
  id: Generated<number>;
  locked_by: number | null;
  manual_lock: Generated<boolean>;
  month: number;
  status: Generated<number>;
  timesheet_id: number;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
  year: number;
}

export interface Timesheets {
  archived: Generated<boolean>;
  bc_updated_at: Timestamp | null;
  code: string;
  company_code: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  id: Generated<number>;
  name: string;
  schedule_id: number;
  updated_at: Generated<Timestamp>;
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

export interface UserGroupMembers {
  user_group_id: number;
  user_id: number;
}

export interface UserGroups {
  active: Generated<boolean>;
  assign_automatically: Generated<boolean>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  name: string;
  system_name: string | null;
  updated_at: Generated<Timestamp>;
}

export interface UserRoleMappings {
  all_to_confirm_override: Generated<boolean>;
  allowed_department_codes: Generated<string[]>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  user_id: number;
  user_role_id: number;
}

export interface UserRoles {
  active: Generated<boolean>;
  company_code: string | null;
  created_at: Generated<Timestamp>;
  employee_manager_to_confirm: Generated<boolean>;
  id: Generated<number>;
  limited_by_allowed_departments: Generated<boolean>;
  name: string;
  system_name: string | null;
  updated_at: Generated<Timestamp>;
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

export interface WorkflowActivities {
  actions: Generated<string[]>;
  all_to_confirm: Generated<boolean>;
  allow_additional_participants: Generated<boolean>;
  autocomplete_after_duration: Generated<boolean>;
  block: Generated<boolean>;
  confirm: Generated<boolean>;
  created_at: Generated<Timestamp>;
  description: Generated<string>;
  disable_block: Generated<boolean>;
  duration_working_days: number | null;
  final: Generated<boolean>;
  id: Generated<number>;
  initial: Generated<boolean>;
  name: string;
  name_en: string | null;
  skip_if_no_participants: Generated<boolean>;
  sort_order: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_role_id: number | null;
  workflow_id: number;
}

export interface WorkflowExecutionLogEntries {
  description: string;
  id: Generated<number>;
  log_id: number;
  result: Generated<string>;
}

export interface WorkflowExecutionLogs {
  action: number | null;
  comment: string | null;
  created_at: Generated<Timestamp>;
  description: string;
  executed_by: number | null;
  id: Generated<number>;
  instance_activity_id: number | null;
  instance_id: number | null;
  on_behalf_of: number | null;
  submission_id: number;
}

export interface WorkflowInstanceActivities {
  actions: Generated<string[]>;
  activity_id: number | null;
  all_to_confirm: Generated<boolean>;
  allow_additional_participants: Generated<boolean>;
  autocomplete_after_duration: Generated<boolean>;
  blocks_on_decline: Generated<boolean>;
  confirm: Generated<boolean>;
  deadline: string | null;
  description: Generated<string>;
  duration_working_days: number | null;
  finished_at: Timestamp | null;
  id: Generated<number>;
  instance_id: number;
  is_final: Generated<boolean>;
  name: string;
  name_en: string | null;
  skip_if_no_participants: Generated<boolean>;
  sort_order: number;
  started_at: Timestamp | null;
  state: Generated<string>;
  user_role_id: number | null;
}

export interface WorkflowInstances {
  created_at: Generated<Timestamp>;
  finished_at: Timestamp | null;
  id: Generated<number>;
  started_at: Timestamp | null;
  started_by: number | null;
  state: Generated<string>;
  submission_id: number;
  type: number;
  workflow_id: number;
}

export interface WorkflowMappings {
  created_at: Generated<Timestamp>;
  form_id: number;
  id: Generated<number>;
  sort_order: Generated<number>;
  type: number;
  workflow_id: number;
}

export interface WorkflowParticipants {
  acted_by: number | null;
  action: Generated<number>;
  all_to_confirm_override: Generated<boolean>;
  can_remove: Generated<boolean>;
  comment: string | null;
  employee_no: string | null;
  id: Generated<number>;
  instance_activity_id: number;
  name: string;
  source: string;
  system_comment: string | null;
  updated_at: Timestamp | null;
  user_id: number;
}

export interface Workflows {
  active: Generated<boolean>;
  company_code: string | null;
  created_at: Generated<Timestamp>;
  description: Generated<string>;
  id: Generated<number>;
  mark_outlook_calendar: Generated<boolean>;
  name: string;
  name_en: string | null;
  template_action_id: number | null;
  template_approved_id: number | null;
  template_created_id: number | null;
  template_rejected_id: number | null;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}

export interface WorkImplements {
  accepted_by_empl_date: Timestamp | null;
  acquisition_date: string | null;
  company_code: string;
  description: Generated<string>;
  employee_no: string;
  group_code: Generated<string>;
  group_name: Generated<string>;
  id: Generated<number>;
  issuance_date: string | null;
  issued_amount: Generated<Numeric>;
  item_value: Generated<Numeric>;
  note: Generated<string>;
  price: Generated<Numeric>;
  recommended_date_of_change: string | null;
  return_date: string | null;
  returned_amount: Generated<Numeric>;
  serial_number: Generated<string>;
  status_int: number;
  subgroup_code: Generated<string>;
  subgroup_name: Generated<string>;
  synced_at: Generated<Timestamp>;
  time_of_usage: Generated<number>;
  type_code: string;
  type_name: string;
  unit_of_measure: Generated<string>;
  work_impl_no: string;
}

export interface WorkingAbilities {
  company_code: string;
  employee_no: string;
  entry_no: number;
  from_date: string;
  notes: Generated<string>;
  occupational_disease: Generated<boolean>;
  synced_at: Generated<Timestamp>;
  to_date: string | null;
  working_ability_percent: Numeric;
  workplace_accident: Generated<boolean>;
}

export interface WorkingAbilityValues {
  id: number;
  sort_order: Generated<number>;
  value: string;
}

export interface WorkJobs {
  attempts: Generated<number>;
  cancel_requested: Generated<boolean>;
  company_code: string;
  created_at: Generated<Timestamp>;
  dedupe_key: string;
  error_key: string | null;
  error_params: Json | null;
  finished_at: Timestamp | null;
  id: Generated<number>;
  input: Json;
  kind: string;
  progress_percent: Generated<number>;
  result_bytes: Buffer | null;
  result_content_type: string | null;
  result_file_name: string | null;
  result_summary: Json | null;
  rows_done: Generated<number>;
  rows_total: number | null;
  started_at: Timestamp | null;
  started_by: number | null;
  status: string;
}

export interface WorkTimeGrants {
  action: string;
  company_code: string;
  created_at: Generated<Timestamp>;
  granted_by: number | null;
  id: Generated<number>;
  object_id: number | null;
  object_type: string;
  user_group_id: number | null;
  user_id: number | null;
}

export interface WorkTimeSettings {
  break_threshold_minutes: number;
  company_code: string;
  max_consecutive_work_days: number;
  max_shift_minutes: number;
  max_weekly_minutes: number;
  max_weekly_minutes_with_consent: number;
  min_break_minutes: number;
  min_daily_rest_minutes: number;
  min_weekly_rest_minutes: number;
  sdla_period_months: Generated<number>;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface DB {
  absences: Absences;
  activity_codes: ActivityCodes;
  activity_entry_imports: ActivityEntryImports;
  activity_setup_entries: ActivitySetupEntries;
  activity_types: ActivityTypes;
  appointments: Appointments;
  companies: Companies;
  countries: Countries;
  departments: Departments;
  document_permissions: DocumentPermissions;
  document_table_settings: DocumentTableSettings;
  email_outbox: EmailOutbox;
  employee_activities: EmployeeActivities;
  employee_overtime_periods: EmployeeOvertimePeriods;
  employee_relatives: EmployeeRelatives;
  employees: Employees;
  erp_outbox: ErpOutbox;
  erp_timesheet_entries: ErpTimesheetEntries;
  erp_timesheet_months: ErpTimesheetMonths;
  erp_work_schedule_months: ErpWorkScheduleMonths;
  erp_work_schedules: ErpWorkSchedules;
  form_data: FormData;
  form_data_validations: FormDataValidations;
  form_descriptions: FormDescriptions;
  form_files: FormFiles;
  form_groups: FormGroups;
  form_metas: FormMetas;
  form_submission_entries: FormSubmissionEntries;
  form_submission_views: FormSubmissionViews;
  form_submissions: FormSubmissions;
  forms: Forms;
  holiday_plan_employees: HolidayPlanEmployees;
  holiday_plan_entries: HolidayPlanEntries;
  holiday_plans: HolidayPlans;
  holiday_reserves: HolidayReserves;
  instructions: Instructions;
  integration_log: IntegrationLog;
  login_entries: LoginEntries;
  marital_status_values: MaritalStatusValues;
  message_templates: MessageTemplates;
  messages: Messages;
  numberings: Numberings;
  password_reset_tokens: PasswordResetTokens;
  payroll_calendar_days: PayrollCalendarDays;
  payroll_calendars: PayrollCalendars;
  payslip_codes: PayslipCodes;
  payslip_lines: PayslipLines;
  payslips: Payslips;
  personal_information: PersonalInformation;
  planned_employee_activities: PlannedEmployeeActivities;
  pre_value_items: PreValueItems;
  pre_value_lists: PreValueLists;
  qualifications: Qualifications;
  schedule_capacity_exceptions: ScheduleCapacityExceptions;
  schedule_edit_changes: ScheduleEditChanges;
  schedule_edit_sessions: ScheduleEditSessions;
  schedule_employee_groups: ScheduleEmployeeGroups;
  schedule_employees: ScheduleEmployees;
  schedule_entries: ScheduleEntries;
  schedule_entry_overrides: ScheduleEntryOverrides;
  schedule_formula_entries: ScheduleFormulaEntries;
  schedule_formulas: ScheduleFormulas;
  schedule_period_line_orders: SchedulePeriodLineOrders;
  schedule_periods: SchedulePeriods;
  schedules: Schedules;
  sessions: Sessions;
  shift_groups: ShiftGroups;
  shift_rest_entries: ShiftRestEntries;
  shifts: Shifts;
  site_settings: SiteSettings;
  substitutions: Substitutions;
  timesheet_day_confirmations: TimesheetDayConfirmations;
  timesheet_edit_changes: TimesheetEditChanges;
  timesheet_edit_sessions: TimesheetEditSessions;
  timesheet_entries: TimesheetEntries;
  timesheet_periods: TimesheetPeriods;
  timesheets: Timesheets;
  translations: Translations;
  user_group_members: UserGroupMembers;
  user_groups: UserGroups;
  user_role_mappings: UserRoleMappings;
  user_roles: UserRoles;
  user_settings: UserSettings;
  user_work_time_companies: UserWorkTimeCompanies;
  users: Users;
  work_implements: WorkImplements;
  work_jobs: WorkJobs;
  work_time_grants: WorkTimeGrants;
  work_time_settings: WorkTimeSettings;
  workflow_activities: WorkflowActivities;
  workflow_execution_log_entries: WorkflowExecutionLogEntries;
  workflow_execution_logs: WorkflowExecutionLogs;
  workflow_instance_activities: WorkflowInstanceActivities;
  workflow_instances: WorkflowInstances;
  workflow_mappings: WorkflowMappings;
  workflow_participants: WorkflowParticipants;
  workflows: Workflows;
  working_abilities: WorkingAbilities;
  working_ability_values: WorkingAbilityValues;
}
