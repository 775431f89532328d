// Catalogue keys of form validation (spec 1 §5 "Forms", §8). Kept apart from ErrorCode: the web maps
// every ErrorCode exhaustively, and these keys reach it only once the form screens are built.
export const FormErrorCode = {
  required: 'validation.required',
  invalidValue: 'validation.invalid_value',
  invalidDate: 'validation.invalid_date',
  dateOutOfRange: 'validation.date_out_of_range',
  dateFromAfterDateTo: 'errors.dateFrom_morethan_dateTo',
  tripDateToBeforeFrom: 'errors.date_to_from',
  dateRangeOverlaps: 'errors.date_range_overlaps',
  nonWorkingHoursDateError: 'errors.non_working_hours_date_error',
  holidayToleranceToMinus: 'errors.holiday_tolerance_to_minus',
  tillVacationCheckbox: 'errors.dateFrom_is_till_vacation_checkbox',
  parentDayOff: 'validation.parent_day_off',
  employeeRequired: 'errors.employee_required',
  tooManyParticipants: 'validation.too_many_participants',
  fileTooLarge: 'errors.file_too_large',
  filesSizeLimitReached: 'errors.files_size_limit_reached',
  tooManyFilesInDocument: 'errors.too_many_files_in_document',
  invalidHyperlink: 'validation.invalid_hyperlink',
} as const;

export type FormErrorCode = (typeof FormErrorCode)[keyof typeof FormErrorCode];

/** Prefix of the messages of the entered-dates check (validation type 8): `validation.errors.{text}`. */
export const ENTERED_DATES_MESSAGE_PREFIX = 'validation.errors.';

/** One message about one field: a catalogue key and its parameters. */
export interface FormIssue {
  fieldId: string;
  code: string;
  params?: Record<string, string | number>;
}
