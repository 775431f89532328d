import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ENTERED_DATES_MESSAGE_PREFIX,
  EnteredDatesMessage,
  ErrorCode,
  FormErrorCode,
  type FormIssue,
  isErrorCode,
  MAX_FILES_PER_DOCUMENT,
  MAX_PARTICIPANTS,
  ParentDayOffMessage,
} from '@portal/shared';
import { errorMessages } from '../lib/error-messages';

// The wording of the form validation keys (shared/src/forms/form-errors.ts, lookups.schemas.ts). As in
// lib/error-messages.ts the ids are the catalogue keys; keys the general catalogue already words
// (validation.required, errors.date_range_overlaps …) reuse its message so one id has one text.
// `satisfies` keeps each map exhaustive: a key added in shared/ fails the compiler here.

export const formErrorMessages = {
  [FormErrorCode.required]: errorMessages[ErrorCode.fieldRequired],
  [FormErrorCode.invalidValue]: errorMessages[ErrorCode.invalidValue],
  [FormErrorCode.invalidDate]: errorMessages[ErrorCode.invalidDate],
  [FormErrorCode.dateOutOfRange]: msg({ id: 'validation.date_out_of_range', message: 'Choose a date from {min} to {max}.' }),
  [FormErrorCode.dateFromAfterDateTo]: msg({
    id: 'errors.dateFrom_morethan_dateTo',
    message: 'The start date is later than the end date.',
  }),
  [FormErrorCode.tripDateToBeforeFrom]: errorMessages[ErrorCode.endEarlierThanStart],
  [FormErrorCode.dateRangeOverlaps]: errorMessages[ErrorCode.dateRangesOverlap],
  [FormErrorCode.nonWorkingHoursDateError]: msg({
    id: 'errors.non_working_hours_date_error',
    message: 'Enter the date, the start time and the end time of every row of travel outside working hours.',
  }),
  [FormErrorCode.holidayToleranceToMinus]: msg({
    id: 'errors.holiday_tolerance_to_minus',
    message: 'Not enough holidays accumulated: after this leave the balance would be {reserveAfter} days.',
  }),
  [FormErrorCode.tillVacationCheckbox]: msg({
    id: 'errors.dateFrom_is_till_vacation_checkbox',
    message:
      'The leave starts in less than {days} days, too soon to pay the holiday pay before it. Tick the box to receive it later, with your salary.',
  }),
  [FormErrorCode.parentDayOff]: msg({ id: 'validation.parent_day_off', message: 'The parent day off cannot be granted for these dates.' }),
  [FormErrorCode.employeeRequired]: msg({ id: 'errors.employee_required', message: 'Select an employee.' }),
  [FormErrorCode.tooManyParticipants]: msg({ id: 'validation.too_many_participants', message: 'Choose at most {max} employees.' }),
  [FormErrorCode.fileTooLarge]: msg({ id: 'errors.file_too_large', message: '{name}: the file is too large (at most 15 MB).' }),
  [FormErrorCode.filesSizeLimitReached]: msg({
    id: 'errors.files_size_limit_reached',
    message: 'Files size limit reached: the files of a document may take at most 50 MB together.',
  }),
  [FormErrorCode.tooManyFilesInDocument]: msg({
    id: 'errors.too_many_files_in_document',
    message: 'Too many files: a document may hold at most {max} files.',
  }),
  [FormErrorCode.invalidHyperlink]: msg({
    id: 'validation.invalid_hyperlink',
    message: 'Enter a web address starting with http:// or https://.',
  }),
} satisfies Record<FormErrorCode, MessageDescriptor>;

/** The messages the parent day-off check (validation type 7) answers with. */
export const parentDayOffMessages = {
  [ParentDayOffMessage.employeeNotFound]: msg({
    id: 'validation.parent_day_off_employee_not_found',
    message: 'The employee was not found.',
  }),
  [ParentDayOffMessage.noChild]: msg({
    id: 'validation.parent_day_off_no_child',
    message: 'The employee has no child giving the right to a parent day off on these dates.',
  }),
  [ParentDayOffMessage.notWorkDay]: msg({ id: 'validation.parent_day_off_not_work_day', message: 'The chosen period has no working day.' }),
  [ParentDayOffMessage.allowanceUsed]: msg({
    id: 'validation.parent_day_off_allowance_used',
    message: 'The parent days off of this month (or quarter) are already used up.',
  }),
  [ParentDayOffMessage.severalDays]: msg({
    id: 'validation.parent_day_off_several_days',
    message: 'More than one day is chosen: check that you are entitled to every one of them.',
  }),
} satisfies Record<ParentDayOffMessage, MessageDescriptor>;

/** The entered-dates check (validation type 8) says 'invalid_dates' when it names no reason. */
const INVALID_DATES = 'invalid_dates';

/** The messages of the entered-dates check, shown as `validation.errors.{message}` with the dates. */
export const enteredDatesMessages = {
  [EnteredDatesMessage.employeeNotFound]: msg({
    id: 'validation.errors.employee_not_found',
    message: 'Employee not found. Select an employee.',
  }),
  [EnteredDatesMessage.notEmployed]: msg({
    id: 'validation.errors.employee_not_employed',
    message: 'The employee is not employed from {from} to {to}.',
  }),
  [EnteredDatesMessage.dateOverdue]: msg({
    id: 'validation.errors.date_overdue',
    message: 'An overdue date cannot be applied for ({from}).',
  }),
  [EnteredDatesMessage.absenceExists]: msg({
    id: 'validation.errors.absence_exists',
    message: 'There already are absences between {from} and {to}.',
  }),
  [EnteredDatesMessage.leaveExceedsBalance]: msg({
    id: 'validation.errors.leave_exceeds_balance',
    message: 'The leave days chosen exceed the accumulated balance.',
  }),
  [INVALID_DATES]: msg({ id: 'validation.errors.invalid_dates', message: 'The dates from {from} to {to} cannot be applied for.' }),
} satisfies Record<EnteredDatesMessage | typeof INVALID_DATES, MessageDescriptor>;

function isKeyOf<T extends object>(map: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(map, key);
}

/** The field as the message needs it: its caption and own required message, in the interface language. */
export interface IssueField {
  caption: string;
  requiredErrorMessage?: string | null;
}

function descriptorOf(code: string): MessageDescriptor {
  if (isKeyOf(formErrorMessages, code)) return formErrorMessages[code];
  if (code.startsWith(ENTERED_DATES_MESSAGE_PREFIX)) {
    const reason = code.slice(ENTERED_DATES_MESSAGE_PREFIX.length);
    return isKeyOf(enteredDatesMessages, reason) ? enteredDatesMessages[reason] : enteredDatesMessages[INVALID_DATES];
  }
  if (isErrorCode(code)) return errorMessages[code];
  return errorMessages[ErrorCode.invalidValue];
}

/** The limits some messages state, from the constants the server enforces. */
const limitValues: Partial<Record<string, Record<string, number>>> = {
  [FormErrorCode.tooManyParticipants]: { max: MAX_PARTICIPANTS },
  [FormErrorCode.tooManyFilesInDocument]: { max: MAX_FILES_PER_DOCUMENT },
};

/**
 * One issue as the text under its field. The required message is the field's own (spec 1 §5), the
 * parent day-off issue carries the check's own message key, every other code its parameters.
 */
export function formIssueText(i18n: I18n, issue: FormIssue, field: IssueField | undefined): string {
  const params = issue.params ?? {};
  if (issue.code === FormErrorCode.required) {
    const own = field?.requiredErrorMessage?.trim() || (typeof params.message === 'string' ? params.message.trim() : '');
    return own || i18n._(formErrorMessages[FormErrorCode.required]);
  }
  if (issue.code === FormErrorCode.parentDayOff && typeof params.message === 'string' && isKeyOf(parentDayOffMessages, params.message)) {
    return i18n._(parentDayOffMessages[params.message]);
  }
  const values = { ...limitValues[issue.code], ...params };
  return i18n._({ ...descriptorOf(issue.code), values });
}

/** The negative notice of an issue on submit: 'caption: message' (spec 1 §8 "Form toasts"). */
export function formIssueNotice(i18n: I18n, issue: FormIssue, field: IssueField | undefined): string {
  const text = formIssueText(i18n, issue, field);
  return field?.caption ? `${field.caption}: ${text}` : text;
}
