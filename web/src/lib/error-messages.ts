import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ErrorCode, type FieldErrors, isErrorCode } from '@portal/shared/errors/error-codes';
import { firstErrorCode, isConnectionFailure } from './api-errors';

// The wording of every catalogue key the server can send. The ids ARE the catalogue keys (not source
// strings as elsewhere): they are the contract with the server and with administrators' overrides.
// `satisfies` makes the map exhaustive: a key added in shared/ fails the compiler here.
export const errorMessages = {
  [ErrorCode.recordNotFound]: msg({ id: 'errors.record_with_id_does_not_exist', message: 'The record does not exist.' }),
  [ErrorCode.usernameNotFound]: msg({ id: 'errors.username_not_found', message: 'Username not found.' }),
  [ErrorCode.emailNotFound]: msg({ id: 'errors.email_not_found', message: 'E-mail address not found.' }),
  [ErrorCode.noSuchToken]: msg({ id: 'errors.no_such_token', message: 'This password recovery link is invalid or has expired.' }),
  [ErrorCode.notSignedIn]: msg({ id: 'errors.not_signed_in', message: 'You are not signed in.' }),
  [ErrorCode.usernameOrPasswordIncorrect]: msg({ id: 'errors.username_or_password_incorrect', message: 'Incorrect username or password.' }),
  [ErrorCode.languageNotSupported]: msg({ id: 'errors.language_not_supported', message: 'This language is not supported.' }),
  [ErrorCode.userLoginForbidden]: msg({ id: 'errors.user_login_forbidden', message: 'Signing in is not allowed for this user.' }),
  [ErrorCode.sessionExpired]: msg({ id: 'errors.session_expired', message: 'Your session has expired. Please sign in again.' }),
  [ErrorCode.createException]: msg({
    id: 'errors.create_exception',
    message: 'The record could not be created: the username or alternative e-mail may already be taken.',
  }),
  [ErrorCode.windowsAuthenticationUnavailable]: msg({
    id: 'errors.windows_authentication_unavailable',
    message: 'Windows sign-in is not available.',
  }),
  [ErrorCode.azureAuthenticationUnavailable]: msg({
    id: 'errors.azure_authentication_unavailable',
    message: 'Microsoft Entra ID (Azure AD) sign-in is not available.',
  }),
  [ErrorCode.criticalServerError]: msg({ id: 'errors.critical_server_error', message: 'A critical server error occurred.' }),
  [ErrorCode.permissionDenied]: msg({ id: 'errors.permission_denied', message: 'Permission denied.' }),
  [ErrorCode.errorCreatingData]: msg({ id: 'errors.error_creating_data', message: 'The data could not be created.' }),
  [ErrorCode.cannotDeleteWithRelatedEntries]: msg({
    id: 'errors.cannot_delete_entry_with_related_entries',
    message: 'The entry cannot be deleted because other entries refer to it.',
  }),
  [ErrorCode.unableToDownloadFile]: msg({ id: 'errors.unable_to_download_file', message: 'The file could not be downloaded.' }),
  [ErrorCode.dateRangesOverlap]: msg({ id: 'errors.date_range_overlaps', message: 'The date ranges overlap.' }),
  [ErrorCode.endEarlierThanStart]: msg({ id: 'errors.date_to_from', message: 'The end date is earlier than the start date.' }),
  [ErrorCode.documentNotFound]: msg({ id: 'errors.document_not_found', message: 'Document not found.' }),
  [ErrorCode.documentNotEditable]: msg({ id: 'errors.document_not_editable', message: 'Only a draft document can be changed or deleted.' }),
  [ErrorCode.documentChanged]: msg({
    id: 'errors.document_changed',
    message: 'Someone saved this document after you opened it. Reload it and try again.',
  }),
  [ErrorCode.emailNotSent]: msg({ id: 'errors.email_not_sent', message: 'The e-mail could not be sent.' }),
  [ErrorCode.siteClosed]: msg({ id: 'errors.site_closed', message: 'The portal is closed for maintenance. Please try again later.' }),
  [ErrorCode.tooManyAttempts]: msg({ id: 'errors.too_many_attempts', message: 'Too many attempts. Please wait a while and try again.' }),
  [ErrorCode.userBlocked]: msg({ id: 'errors.user_blocked', message: 'This user is blocked.' }),
  [ErrorCode.passwordExpired]: msg({ id: 'errors.password_expired', message: 'Your password has expired. Please change it.' }),
  [ErrorCode.companyNotAvailable]: msg({ id: 'errors.company_not_available', message: 'This company is not available to you.' }),
  [ErrorCode.fieldRequired]: msg({ id: 'validation.required', message: 'This field is required.' }),
  [ErrorCode.invalidValue]: msg({ id: 'validation.invalid_value', message: 'The value is not valid.' }),
  [ErrorCode.invalidCharacters]: msg({
    id: 'validation.invalid_characters',
    message: 'The text contains a character that is not allowed.',
  }),
  [ErrorCode.passwordTooShort]: msg({ id: 'validation.password_too_short', message: 'The password must be at least 8 characters long.' }),
  [ErrorCode.passwordNeedsUpperCase]: msg({
    id: 'validation.password_needs_upper_case',
    message: 'The password must contain an upper-case letter.',
  }),
  [ErrorCode.passwordNeedsLowerCase]: msg({
    id: 'validation.password_needs_lower_case',
    message: 'The password must contain a lower-case letter.',
  }),
  [ErrorCode.passwordNeedsDigit]: msg({ id: 'validation.password_needs_digit', message: 'The password must contain a digit.' }),
  [ErrorCode.passwordTooCommon]: msg({ id: 'validation.password_too_common', message: 'This password is too common. Choose another one.' }),
  [ErrorCode.passwordContainsContextWord]: msg({
    id: 'validation.password_contains_context_word',
    message: 'The password must not contain your username, a company name or the portal name.',
  }),
  [ErrorCode.passwordSameAsOld]: msg({
    id: 'validation.password_same_as_old',
    message: 'The new password must differ from the current one.',
  }),
  [ErrorCode.passwordsDoNotMatch]: msg({ id: 'validation.passwords_do_not_match', message: 'The passwords do not match.' }),
  [ErrorCode.currentPasswordIncorrect]: msg({ id: 'validation.current_password_incorrect', message: 'The current password is incorrect.' }),
  [ErrorCode.usernameTooShort]: msg({ id: 'validation.username_too_short', message: 'The username must be at least 4 characters long.' }),
  [ErrorCode.usernameTaken]: msg({ id: 'validation.username_taken', message: 'This username is already taken.' }),
  [ErrorCode.invalidEmail]: msg({ id: 'validation.invalid_email', message: 'Enter a valid e-mail address.' }),
  [ErrorCode.invalidDate]: msg({ id: 'validation.invalid_date', message: 'Enter a valid date (YYYY-MM-DD).' }),
  [ErrorCode.dateRangeTooLong]: msg({ id: 'validation.date_range_too_long', message: 'The date range is too long.' }),
  [ErrorCode.exportTargetExactlyOne]: msg({
    id: 'validation.export_target_exactly_one',
    message: 'Choose one: a timesheet or a schedule.',
  }),
  [ErrorCode.workImplementNotAwaitingAcceptance]: msg({
    id: 'errors.work_implement_not_awaiting_acceptance',
    message: 'This work implement is no longer awaiting your answer.',
  }),
  [ErrorCode.workflowNotMapped]: msg({ id: 'errors.workflow_not_mapped', message: 'This workflow is not available for this form.' }),
  [ErrorCode.workflowStepAlreadyDecided]: msg({
    id: 'errors.workflow_step_already_decided',
    message: 'This step has already been decided, or the document is no longer awaiting approval.',
  }),
  [ErrorCode.workflowActionNotAllowed]: msg({
    id: 'errors.workflow_action_not_allowed',
    message: 'This action is not possible for the document in its current state.',
  }),
  [ErrorCode.participantNotRemovable]: msg({ id: 'errors.participant_not_removable', message: 'This participant cannot be removed.' }),
  [ErrorCode.participantOwnsDocument]: msg({
    id: 'errors.participant_owns_document',
    message: 'This person filed or initiated the document, or it is about them: they cannot approve it.',
  }),
  [ErrorCode.noParticipantsFound]: msg({
    id: 'errors.no_participants_found',
    message: 'No employees with a portal account were found to add.',
  }),
  [ErrorCode.userNotFound]: msg({ id: 'errors.user_not_found', message: 'The user was not found or can no longer sign in.' }),
  [ErrorCode.invalidTime]: msg({ id: 'validation.invalid_time', message: 'Enter a time from 00:00 to 23:59 (HH:mm).' }),
  [ErrorCode.invalidColor]: msg({ id: 'validation.invalid_color', message: 'Enter a colour as #RRGGBB.' }),
  [ErrorCode.shortDayTimesIncomplete]: msg({
    id: 'validation.short_day_times_incomplete',
    message: 'Fill in both the short-day start and end time, or neither.',
  }),
  [ErrorCode.restEntryOutsideShift]: msg({
    id: 'validation.rest_entry_outside_shift',
    message: 'The break must lie between the start and end time of the shift.',
  }),
  [ErrorCode.formulaWeekPatternLength]: msg({
    id: 'validation.formula_week_pattern_length',
    message: 'A continuous formula needs whole weeks of positions (7, 14 …).',
  }),
  [ErrorCode.periodNotEditable]: msg({
    id: 'errors.period_not_editable',
    message: 'This period cannot be changed: it is prepared, approved or locked.',
  }),
  [ErrorCode.selectAtLeastOne]: msg({ id: 'validation.select_at_least_one', message: 'Select at least one entry.' }),
  [ErrorCode.schedulePeriodChanged]: msg({
    id: 'errors.schedule_period_changed',
    message: 'Someone else saved changes to this month after you started editing. Reload the month and make your changes again.',
  }),
  [ErrorCode.timesheetPeriodChanged]: msg({
    id: 'errors.timesheet_period_changed',
    message: 'Someone else saved or generated this timesheet month after you started editing. Reload the month and enter your hours again.',
  }),
  [ErrorCode.timesheetDayConfirmed]: msg({
    id: 'validation.timesheet_day_confirmed',
    message: 'Some of the selected days are confirmed. Unconfirm them before changing their hours.',
  }),
  [ErrorCode.editSessionNotOpen]: msg({
    id: 'errors.edit_session_not_open',
    message: 'Your edit of this month is no longer open. Reload the month and make your changes again.',
  }),
  [ErrorCode.shiftNotInScheduleGroup]: msg({
    id: 'validation.shift_not_in_schedule_group',
    message: 'Choose a current shift of the schedule’s shift group.',
  }),
  [ErrorCode.cellOutsideSchedule]: msg({
    id: 'validation.cell_outside_schedule',
    message: 'Some selected days are outside the month or outside the employee’s time in this schedule.',
  }),
  [ErrorCode.activityCodeUnknown]: msg({
    id: 'validation.activity_code_unknown',
    message: 'This activity code does not exist in the company.',
  }),
  [ErrorCode.annualLeaveCodeMissing]: msg({
    id: 'errors.annual_leave_code_missing',
    message: 'The company has no annual leave code to write holidays with.',
  }),
  [ErrorCode.overrideWithoutOwnEntry]: msg({
    id: 'errors.override_without_own_entry',
    message: 'This schedule has no entry of the employee on that day to take the place of the other schedule’s.',
  }),
  [ErrorCode.periodNotApproved]: msg({
    id: 'errors.period_not_approved',
    message: 'Only an approved month can be sent to the ERP. Approve the month first.',
  }),
  [ErrorCode.timesheetMonthInProgress]: msg({
    id: 'errors.timesheet_month_in_progress',
    message: 'The timesheet month is still in progress. Only an approved month can be sent to the ERP.',
  }),
  [ErrorCode.timesheetMonthPrepared]: msg({
    id: 'errors.timesheet_month_prepared',
    message: 'The timesheet month is prepared but not approved. Only an approved month can be sent to the ERP.',
  }),
  [ErrorCode.periodNotPrepared]: msg({
    id: 'errors.period_not_prepared',
    message: 'Absences can be sent to the ERP once the month is prepared or approved.',
  }),
  [ErrorCode.workJobAlreadyRunning]: msg({
    id: 'errors.work_job_already_running',
    message: 'The same job is already running. Wait for it to finish, or cancel it on the jobs screen.',
  }),
  [ErrorCode.workJobNotRunning]: msg({ id: 'errors.work_job_not_running', message: 'The job has already ended.' }),
  [ErrorCode.workJobInterrupted]: msg({
    id: 'errors.work_job_interrupted',
    message: 'The job was interrupted (the server stopped) and could not be finished. Start it again.',
  }),
  [ErrorCode.scheduleCodeTaken]: msg({ id: 'validation.schedule_code_taken', message: 'Another schedule already has this code.' }),
  [ErrorCode.scheduleShiftGroupInUse]: msg({
    id: 'validation.schedule_shift_group_in_use',
    message: 'The shift group cannot be changed while the schedule’s entries, formulas or capacity limits use its shifts.',
  }),
  [ErrorCode.maxBelowMin]: msg({ id: 'validation.max_below_min', message: 'The maximum must not be less than the minimum.' }),
  [ErrorCode.cannotArchiveValidEntriesExist]: msg({
    id: 'errors.cannot_archive_valid_entries_exist',
    message: 'It cannot be archived because valid entries still use it.',
  }),
  [ErrorCode.cannotDeleteValidEntriesExist]: msg({
    id: 'errors.cannot_delete_valid_entries_exist',
    message: 'It cannot be deleted because valid entries still use it.',
  }),
  [ErrorCode.codeTaken]: msg({ id: 'validation.code_taken', message: 'This code is already in use.' }),
  [ErrorCode.shiftNotInGroup]: msg({
    id: 'validation.shift_not_in_group',
    message: 'Choose a shift of this shift group that is not archived.',
  }),
  [ErrorCode.holidayPlanNotEditable]: msg({
    id: 'errors.holiday_plan_not_editable',
    message: 'The holiday plan is prepared or approved: its planned holidays cannot be changed.',
  }),
  [ErrorCode.holidayPlanNotFoundForDates]: msg({
    id: 'errors.holiday_plan_not_found_for_dates',
    message: 'No holiday plan of yours covers these dates.',
  }),
  [ErrorCode.holidayPlanFactsNotShown]: msg({
    id: 'errors.holiday_plan_facts_not_shown',
    message: 'The absence plan does not show actual absences: the portal’s settings turn them off.',
  }),
  [ErrorCode.holidayPlanCodeTaken]: msg({
    id: 'validation.holiday_plan_code_taken',
    message: 'Another holiday plan already has this code.',
  }),
  [ErrorCode.holidayPlanEntryOutsidePlan]: msg({
    id: 'validation.holiday_plan_entry_outside_plan',
    message: 'The dates lie outside the plan’s period.',
  }),
  [ErrorCode.holidayTypeInvalid]: msg({ id: 'validation.holiday_type_invalid', message: 'Choose a holiday type that may be planned.' }),
  [ErrorCode.holidayReserveExceeded]: msg({
    id: 'warnings.holiday_reserve_exceeded',
    message: 'The planned holidays exceed the employee’s holiday reserve.',
  }),
  [ErrorCode.employeeActivityChanged]: msg({
    id: 'errors.employee_activity_changed',
    message: 'Someone else changed this activity after you opened it. Reload it and make your changes again.',
  }),
  [ErrorCode.activityWeekdayRepeated]: msg({
    id: 'validation.activity_weekday_repeated',
    message: 'This weekday is already in another setup entry of the activity.',
  }),
  [ErrorCode.formMetaAlreadyOnForm]: msg({
    id: 'validation.form_meta_already_on_form',
    message: 'This field is already on the form.',
  }),
  [ErrorCode.formRuleAlreadyOnField]: msg({
    id: 'validation.form_rule_already_on_field',
    message: 'The field already has a rule of this type.',
  }),
  [ErrorCode.unknownPlaceholder]: msg({
    id: 'validation.unknown_placeholder',
    message: 'The text uses a placeholder this template cannot fill. Use only the placeholders listed beside the editor.',
  }),
  [ErrorCode.systemTemplateNotDeletable]: msg({
    id: 'errors.system_template_not_deletable',
    message: 'System templates are used by the portal itself and cannot be deleted.',
  }),
  [ErrorCode.systemNameReserved]: msg({
    id: 'validation.system_name_reserved',
    message: 'This system name marks a group filled per document: it cannot be given to or taken from a group by hand.',
  }),
  [ErrorCode.workflowChanged]: msg({
    id: 'errors.workflow_changed',
    message: 'Someone else changed this workflow after you opened it. Reload it and make your changes again.',
  }),
  [ErrorCode.workflowOneInitialActivity]: msg({
    id: 'validation.workflow_one_initial_activity',
    message: 'Exactly one activity of the workflow must be marked as initial.',
  }),
  [ErrorCode.workflowFinalActivityMissing]: msg({
    id: 'validation.workflow_final_activity_missing',
    message: 'At least one activity of the workflow must be marked as final.',
  }),
  [ErrorCode.workflowParticipantGroupMissing]: msg({
    id: 'validation.workflow_participant_group_missing',
    message: 'Choose the participant group that confirms this activity.',
  }),
  [ErrorCode.workflowAutocompleteWithoutDuration]: msg({
    id: 'validation.workflow_autocomplete_without_duration',
    message: 'An activity completes automatically only after a duration in working days.',
  }),
  [ErrorCode.workflowActionsMissing]: msg({
    id: 'validation.workflow_actions_missing',
    message: 'Choose at least one action for an activity that needs confirmation.',
  }),
  [ErrorCode.workflowApprovalMappingExists]: msg({
    id: 'errors.workflow_approval_mapping_exists',
    message: 'The form already has an approval workflow. Remove it before adding another.',
  }),
  [ErrorCode.workflowNotVisibleToOwner]: msg({
    id: 'validation.workflow_not_visible_to_owner',
    message: 'A definition shared by all companies may use only shared definitions.',
  }),
  [ErrorCode.importColumnMissing]: msg({
    id: 'validation.import_column_missing',
    message: 'The file has no column with this heading (employee no, date, activity code, hours).',
  }),
  [ErrorCode.timesheetEntryDuplicate]: msg({
    id: 'validation.timesheet_entry_duplicate',
    message: 'The same cell and activity code are already on an earlier entry.',
  }),
  [ErrorCode.timesheetDayOver24Hours]: msg({
    id: 'validation.timesheet_day_over_24_hours',
    message: 'The day’s hours would come to more than 24.',
  }),
  [ErrorCode.importDuplicateRow]: msg({
    id: 'validation.import_duplicate_row',
    message: 'The same employee, date and activity code are already on row {row}.',
  }),
  [ErrorCode.importDateOutsideMonth]: msg({
    id: 'validation.import_date_outside_month',
    message: 'The date is outside the month chosen for the import.',
  }),
  [ErrorCode.importEmployeeNotInSchedule]: msg({
    id: 'validation.import_employee_not_in_schedule',
    message: 'The employee has no line in the timesheet’s schedule on this date.',
  }),
  [ErrorCode.importHoursOutOfRange]: msg({
    id: 'validation.import_hours_out_of_range',
    message: 'Enter more than 0 and at most 24 hours.',
  }),
  [ErrorCode.importFileTypeNotAllowed]: msg({
    id: 'validation.import_file_type_not_allowed',
    message: 'Choose an .xlsx or .csv file.',
  }),
  [ErrorCode.importFileUnreadable]: msg({
    id: 'validation.import_file_unreadable',
    message: 'The file could not be read, or it has no rows below the heading.',
  }),
  [ErrorCode.importHasErrors]: msg({
    id: 'errors.import_has_errors',
    message: 'The file has errors, so nothing was written. Fix the file and import it again.',
  }),
  [ErrorCode.importFileReplaced]: msg({
    id: 'errors.import_file_replaced',
    message: 'A newer file was uploaded for this timesheet month. Check and import that one.',
  }),
  [ErrorCode.importAlreadyApplied]: msg({
    id: 'errors.import_already_applied',
    message: 'This file has already been imported.',
  }),
  [ErrorCode.numberingBelowUsed]: msg({
    id: 'validation.numbering_below_used',
    message: 'The next number cannot be lower than a number already issued.',
  }),
  [ErrorCode.formMetaSystemic]: msg({
    id: 'errors.form_meta_systemic',
    message: 'A system field cannot be deleted and its type cannot change.',
  }),
  [ErrorCode.formMetaTypeInUse]: msg({
    id: 'validation.form_meta_type_in_use',
    message: 'Documents were filed with this field: its type cannot change.',
  }),
  [ErrorCode.preValueTaken]: msg({ id: 'validation.pre_value_taken', message: 'Another item of the list already has this value.' }),
} satisfies Record<ErrorCode, MessageDescriptor>;

const connectionFailed = msg`The server could not be reached. Check your connection and try again.`;
const requestFailed = msg`The request failed. Please try again.`;

/** The message to show for a failed call: the first server message, translated. */
export function describeError(error: unknown): MessageDescriptor {
  const code = firstErrorCode(error);
  if (code) return errorMessages[code];
  return isConnectionFailure(error) ? connectionFailed : requestFailed;
}

export function translateError(i18n: I18n, error: unknown): string {
  return i18n._(describeError(error));
}

/** The first error of one form field, translated, for a Mantine input's `error` prop. */
export function fieldErrorText(i18n: I18n, fieldErrors: FieldErrors, field: string): string | undefined {
  const code = fieldErrors[field]?.[0];
  return code ? i18n._(errorMessages[code]) : undefined;
}

/**
 * A form error held as a catalogue key (a shared schema's message or a server field error), translated.
 * A message that is not a key (a schema rule without one) reads as the generic invalid value.
 */
export function errorKeyText(i18n: I18n, error: unknown): string | undefined {
  if (error === undefined || error === null || error === false || error === '') return undefined;
  return i18n._(isErrorCode(error) ? errorMessages[error] : errorMessages[ErrorCode.invalidValue]);
}
