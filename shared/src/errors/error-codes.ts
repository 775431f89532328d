// Catalogue keys of every message the server can send (spec 1 §8, spec 2 §8). The server sends
// only these keys and their parameters; the web client owns the wording in both languages.
export const ErrorCode = {
  recordNotFound: 'errors.record_with_id_does_not_exist',
  usernameNotFound: 'errors.username_not_found',
  emailNotFound: 'errors.email_not_found',
  noSuchToken: 'errors.no_such_token',
  notSignedIn: 'errors.not_signed_in',
  usernameOrPasswordIncorrect: 'errors.username_or_password_incorrect',
  languageNotSupported: 'errors.language_not_supported',
  userLoginForbidden: 'errors.user_login_forbidden',
  sessionExpired: 'errors.session_expired',
  createException: 'errors.create_exception',
  windowsAuthenticationUnavailable: 'errors.windows_authentication_unavailable',
  azureAuthenticationUnavailable: 'errors.azure_authentication_unavailable',
  criticalServerError: 'errors.critical_server_error',
  permissionDenied: 'errors.permission_denied',
  errorCreatingData: 'errors.error_creating_data',
  cannotDeleteWithRelatedEntries: 'errors.cannot_delete_entry_with_related_entries',
  unableToDownloadFile: 'errors.unable_to_download_file',
  dateRangesOverlap: 'errors.date_range_overlaps',
  endEarlierThanStart: 'errors.date_to_from',
  documentNotFound: 'errors.document_not_found',
  /** Only a Draft is edited, saved or deleted. */
  documentNotEditable: 'errors.document_not_editable',
  /** Someone saved the document after the caller opened it. */
  documentChanged: 'errors.document_changed',
  emailNotSent: 'errors.email_not_sent',
  siteClosed: 'errors.site_closed',
  tooManyAttempts: 'errors.too_many_attempts',
  userBlocked: 'errors.user_blocked',
  passwordExpired: 'errors.password_expired',
  companyNotAvailable: 'errors.company_not_available',
  fieldRequired: 'validation.required',
  invalidValue: 'validation.invalid_value',
  /** The text holds a character that cannot be stored (NUL). */
  invalidCharacters: 'validation.invalid_characters',
  passwordTooShort: 'validation.password_too_short',
  passwordNeedsUpperCase: 'validation.password_needs_upper_case',
  passwordNeedsLowerCase: 'validation.password_needs_lower_case',
  passwordNeedsDigit: 'validation.password_needs_digit',
  passwordTooCommon: 'validation.password_too_common',
  passwordContainsContextWord: 'validation.password_contains_context_word',
  passwordSameAsOld: 'validation.password_same_as_old',
  passwordsDoNotMatch: 'validation.passwords_do_not_match',
  currentPasswordIncorrect: 'validation.current_password_incorrect',
  usernameTooShort: 'validation.username_too_short',
  usernameTaken: 'validation.username_taken',
  invalidEmail: 'validation.invalid_email',
  invalidDate: 'validation.invalid_date',
  dateRangeTooLong: 'validation.date_range_too_long',
  workImplementNotAwaitingAcceptance: 'errors.work_implement_not_awaiting_acceptance',
  /** The workflow is not mapped to the document's form for that purpose. */
  workflowNotMapped: 'errors.workflow_not_mapped',
  /** The document or its step has moved on (someone acted first, or it is no longer under approval). */
  workflowStepAlreadyDecided: 'errors.workflow_step_already_decided',
  /** The action does not apply to the document in its state. */
  workflowActionNotAllowed: 'errors.workflow_action_not_allowed',
  participantNotRemovable: 'errors.participant_not_removable',
  /** The person filed or initiated the document, or it is about them: they cannot decide any step of it. */
  participantOwnsDocument: 'errors.participant_owns_document',
  /** Adding by department or job title found nobody with a portal account. */
  noParticipantsFound: 'errors.no_participants_found',
  /** The user named does not exist or can no longer sign in (spec 2 §8 "user not found"). */
  userNotFound: 'errors.user_not_found',
  /** A time of day is not written HH:mm between 00:00 and 23:59. */
  invalidTime: 'validation.invalid_time',
  /** A colour is not written #RRGGBB. */
  invalidColor: 'validation.invalid_color',
  /** A shift's short-day start and end are both filled or both empty. */
  shortDayTimesIncomplete: 'validation.short_day_times_incomplete',
  /** A shift's rest entry lies (partly) outside the shift's own start and end. */
  restEntryOutsideShift: 'validation.rest_entry_outside_shift',
  /** A continuous (week-pattern) formula has a whole number of weeks of positions: 7, 14 … */
  formulaWeekPatternLength: 'validation.formula_week_pattern_length',
  /** A schedule period is edited only while it is in progress and not locked by hand. */
  periodNotEditable: 'errors.period_not_editable',
  /** A schedule's code is already used by another schedule of the company (codes are compared ignoring case). */
  scheduleCodeTaken: 'validation.schedule_code_taken',
  /** A schedule's shift group cannot change while its entries, formulas or capacity exceptions use the group's shifts. */
  scheduleShiftGroupInUse: 'validation.schedule_shift_group_in_use',
  /** A maximum (head count) is below its minimum. */
  maxBelowMin: 'validation.max_below_min',
  /** Spec 2 §8 notice: an archive refused while valid entries (a schedule, a formula, planned days) still use the record. */
  cannotArchiveValidEntriesExist: 'errors.cannot_archive_valid_entries_exist',
  /** Spec 2 §8 notice: a delete refused while entries still use the record. */
  cannotDeleteValidEntriesExist: 'errors.cannot_delete_valid_entries_exist',
  /** Another live record of the same scope (a company's shift groups, a group's shifts) already has this code. */
  codeTaken: 'validation.code_taken',
  /** A formula's shift is not a live shift of the formula's shift group. */
  shiftNotInGroup: 'validation.shift_not_in_group',
  /** Spec 2 §5: actions on entries need at least one selected cell. */
  selectAtLeastOne: 'validation.select_at_least_one',
  /** Someone committed changes to (or generated) the month after this edit session opened: reload and apply again. */
  schedulePeriodChanged: 'errors.schedule_period_changed',
  /** Someone committed or generated the timesheet's month after the caller's edit session opened. */
  timesheetPeriodChanged: 'errors.timesheet_period_changed',
  /** A confirmed timesheet day is not edited: unconfirm it first. */
  timesheetDayConfirmed: 'validation.timesheet_day_confirmed',
  /** Create, delete, undo and commit need the caller's open edit session of the month (opened by init). */
  editSessionNotOpen: 'errors.edit_session_not_open',
  /** A shift placed in a schedule belongs to the schedule's shift group and is not archived. */
  shiftNotInScheduleGroup: 'validation.shift_not_in_schedule_group',
  /** A cell of the change lies outside the month or outside the employee's time in the schedule. */
  cellOutsideSchedule: 'validation.cell_outside_schedule',
  /** An activity placed in a schedule is one of the company's activity codes (table notations). */
  activityCodeUnknown: 'validation.activity_code_unknown',
  /** The company has no annual leave code (an activity code taken from the holiday reserve) to write holidays with. */
  annualLeaveCodeMissing: 'errors.annual_leave_code_missing',
  /** An override needs this schedule's own entry of the employee on that day: it is what wins. */
  overrideWithoutOwnEntry: 'errors.override_without_own_entry',
  /** A schedule's month goes to the ERP only once it is approved. */
  periodNotApproved: 'errors.period_not_approved',
  /** A timesheet's month in progress cannot go to the ERP: only an approved one (the refusal names the status). */
  timesheetMonthInProgress: 'errors.timesheet_month_in_progress',
  /** A timesheet's month prepared but not approved cannot go to the ERP yet. */
  timesheetMonthPrepared: 'errors.timesheet_month_prepared',
  /** A month's planned absences go to the ERP once the month is prepared or approved. */
  periodNotPrepared: 'errors.period_not_prepared',
  /** The same job (kind and target) is already waiting or running: this one is not accepted. */
  workJobAlreadyRunning: 'errors.work_job_already_running',
  /** Only a running job can be cancelled. */
  workJobNotRunning: 'errors.work_job_not_running',
  /** The worker running the job stopped on each of its attempts (a restart, a crash): the job ends as an error. */
  workJobInterrupted: 'errors.work_job_interrupted',
  /** The same cell and activity code appear twice in one batch of timesheet entries. */
  timesheetEntryDuplicate: 'validation.timesheet_entry_duplicate',
  /** A timesheet day's figures (night and holiday parts aside) would come to more than 24 hours. */
  timesheetDayOver24Hours: 'validation.timesheet_day_over_24_hours',
  /** An activity import file lacks one of the columns it must have (params: column). */
  importColumnMissing: 'validation.import_column_missing',
  /** The same employee, date and activity code appear on an earlier row of the file (params: row). */
  importDuplicateRow: 'validation.import_duplicate_row',
  /** An imported row's date lies outside the month chosen for the import. */
  importDateOutsideMonth: 'validation.import_date_outside_month',
  /** An imported row's employee has no line in the timesheet's schedule on that date. */
  importEmployeeNotInSchedule: 'validation.import_employee_not_in_schedule',
  /** Hours must give more than 0 and at most 1440 minutes (24 h). */
  importHoursOutOfRange: 'validation.import_hours_out_of_range',
  /** An import takes an .xlsx or .csv file only (checked by its bytes). */
  importFileTypeNotAllowed: 'validation.import_file_type_not_allowed',
  /** The import file could not be read as a spreadsheet, or holds no rows. */
  importFileUnreadable: 'validation.import_file_unreadable',
  /** The import's check found errors, or has not finished: nothing is written. */
  importHasErrors: 'errors.import_has_errors',
  /** A newer file was uploaded for the same timesheet month by the same user: the older one is dropped unconfirmed. */
  importFileReplaced: 'errors.import_file_replaced',
  /** The import was applied already: a second confirm writes nothing. */
  importAlreadyApplied: 'errors.import_already_applied',
  /** An activity export names exactly one of a timesheet or a schedule. */
  exportTargetExactlyOne: 'validation.export_target_exactly_one',
  /** A holiday plan and its entries change only while it is in progress (spec 2 §4); afterwards only the system administrator changes entries. */
  holidayPlanNotEditable: 'errors.holiday_plan_not_editable',
  /** No holiday plan of the employee covers the dates of a planned absence. */
  holidayPlanNotFoundForDates: 'errors.holiday_plan_not_found_for_dates',
  /** The absence plan shows actual absences (facts) only while the site setting says so (spec 1 §7). */
  holidayPlanFactsNotShown: 'errors.holiday_plan_facts_not_shown',
  /** A holiday plan's code is already used by another plan of the company (ignoring case). */
  holidayPlanCodeTaken: 'validation.holiday_plan_code_taken',
  /** A planned absence lies outside its plan's period. */
  holidayPlanEntryOutsidePlan: 'validation.holiday_plan_entry_outside_plan',
  /** The holiday type of a planned absence is a form that allows holiday planning. */
  holidayTypeInvalid: 'validation.holiday_type_invalid',
  /** A warning, never a refusal: the planned absences use more days than the employee's holiday reserve. */
  holidayReserveExceeded: 'warnings.holiday_reserve_exceeded',
  /** An employee activity was changed by someone else since the caller read it (its version moved on). */
  employeeActivityChanged: 'errors.employee_activity_changed',
  /** A weekday is in more than one setup entry of an employee activity. */
  activityWeekdayRepeated: 'validation.activity_weekday_repeated',
  /** The form designer: this field (meta) is already on the form; a meta is placed on a form once. */
  formMetaAlreadyOnForm: 'validation.form_meta_already_on_form',
  /** The form designer: the field already has a rule of this validation type. */
  formRuleAlreadyOnField: 'validation.form_rule_already_on_field',
  /** A numbering's next number below one already issued (the lowest allowed is the last issued + 1). */
  numberingBelowUsed: 'validation.numbering_below_used',
  /** A systemic form field (one the portal's code relies on) is never deleted nor given another type. */
  formMetaSystemic: 'errors.form_meta_systemic',
  /** Documents were filed with a value of the field: its type cannot change. */
  formMetaTypeInUse: 'validation.form_meta_type_in_use',
  /** Another item of the pre-value list already has this value. */
  preValueTaken: 'validation.pre_value_taken',
  /** A message template names a `{placeholder}` its type does not fill. */
  unknownPlaceholder: 'validation.unknown_placeholder',
  /** System mail templates are used by the portal itself: they are edited, never deleted. */
  systemTemplateNotDeletable: 'errors.system_template_not_deletable',
  /** Groups filled per document (CustomEmployee, CustomDepartment, CustomJobTitle, CustomParticipants) are marked by the system only. */
  systemNameReserved: 'validation.system_name_reserved',
  /** A workflow (or its activities) was changed by someone else since the caller read it (its version moved on). */
  workflowChanged: 'errors.workflow_changed',
  /** A workflow has exactly one activity where it starts. */
  workflowOneInitialActivity: 'validation.workflow_one_initial_activity',
  /** A workflow has at least one activity where an approval completes it. */
  workflowFinalActivityMissing: 'validation.workflow_final_activity_missing',
  /** An activity whose participants confirm names the participant group that confirms. */
  workflowParticipantGroupMissing: 'validation.workflow_participant_group_missing',
  /** An activity completes itself only after a duration in working days. */
  workflowAutocompleteWithoutDuration: 'validation.workflow_autocomplete_without_duration',
  /** An activity whose participants confirm offers them at least one action. */
  workflowActionsMissing: 'validation.workflow_actions_missing',
  /** The form already has an approval workflow in force: remove its mapping first. */
  workflowApprovalMappingExists: 'errors.workflow_approval_mapping_exists',
  /** A shared definition may use only shared definitions (a company's workflow is not mapped onto a shared form). */
  workflowNotVisibleToOwner: 'validation.workflow_not_visible_to_owner',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodes = Object.values(ErrorCode) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as string[]).includes(value);
}

/** Field errors keyed by input field name, each a list of catalogue keys. */
export type FieldErrors = Record<string, ErrorCode[]>;
