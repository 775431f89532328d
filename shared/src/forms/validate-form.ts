import { z } from 'zod';
import { type BusinessCalendar, lithuanianCalendar } from '../calendar/business-calendar';
import { addDays, addMonths, type IsoDate, isIsoDate } from '../calendar/iso-dates';
import { FieldType, fieldTypeOf, type FieldValueOf, parseFieldValue } from './field-types';
import { ENTERED_DATES_MESSAGE_PREFIX, FormErrorCode, type FormIssue } from './form-errors';
import { checkParticipants } from './participants';
import { checkNonWorkingHours, checkTripLocations, checkVehicle, RowCheckMode, type RowIssue } from './trip-rules';

/** Form validation types of spec 1 §5 (validation value in `value`). */
export const ValidationType = {
  /** Date from today ± N business days up to one year ahead. */
  dateFromToday: 1,
  /** Date from one year back up to today ± N business days. */
  dateUntilToday: 2,
  /** The value of this field that triggers the till-vacation rule. */
  tillVacationTrigger: 3,
  /** Days of the till-vacation look-ahead (default 7). */
  tillVacationDays: 4,
  /** Required when a list dropdown holds the rule value. */
  conditionalRequired: 5,
  /** Blocks when the rule value exceeds holidayReserveAfterDays. */
  holidayTolerance: 6,
  parentDayOff: 7,
  enteredDates: 8,
} as const;
export type ValidationType = (typeof ValidationType)[keyof typeof ValidationType];

/** dataSourceFieldKey values that give a field a role in the rules. */
export const DataSourceFieldKey = {
  dateFrom: 'dateFromFieldKey',
  dateTo: 'dateToFieldKey',
  tillVacation: 'tillVacationCheckbox',
} as const;

export const DEFAULT_TILL_VACATION_DAYS = 7;

export const FormFieldValidationSchema = z.object({
  id: z.number().int().optional(),
  validationType: z.number().int(),
  value: z.string(),
});
export type FormFieldValidation = z.infer<typeof FormFieldValidationSchema>;

export const FormFieldDefinitionSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  caption: z.string(),
  mandatory: z.boolean(),
  requiredErrorMessage: z.string().nullish(),
  dataSourceFieldKey: z.string().nullish(),
  isMultiple: z.boolean().optional(),
  /** Options of a dropdown, already split (see parseDropdownOptions). */
  options: z.array(z.string()).optional(),
  validations: z.array(FormFieldValidationSchema).optional(),
});
export type FormFieldDefinition = z.infer<typeof FormFieldDefinitionSchema>;

export const FormDefinitionSchema = z.object({ fields: z.array(FormFieldDefinitionSchema) });
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

export interface ParentDayOffCheck {
  valid: 0 | 1;
  message: string | null;
}

export interface EnteredDatesCheck {
  valid: boolean;
  messages: string[];
}

/**
 * The data the rules need, injected so the same rules run in the browser (filled through tRPC) and
 * on the server (filled through SQL).
 */
export interface FormRuleContext {
  today: IsoDate;
  /** Defaults to the Lithuanian calendar. */
  calendar?: BusinessCalendar;
  holidayReserveAfterDays(employeeNo: string, from: IsoDate, to: IsoDate): Promise<number>;
  checkParentDayOff(employeeNo: string, from: IsoDate, to: IsoDate): Promise<ParentDayOffCheck>;
  checkEnteredDates(employeeNo: string, from: IsoDate, to: IsoDate, validationId: number): Promise<EnteredDatesCheck>;
}

/** 'typing' gives only the row warnings shown while editing; 'submit' runs every rule. */
export const FormValidationMode = { typing: 'typing', submit: 'submit' } as const;
export type FormValidationMode = (typeof FormValidationMode)[keyof typeof FormValidationMode];

export interface FormValidationOptions {
  /** The current user's employee number; an employees dropdown (type 9) value takes precedence. */
  employeeNo: string;
  isEdit?: boolean;
  /** Files already saved per upload field id (edit only). */
  savedFileCounts?: Record<string, number>;
}

export interface FormValidationResult {
  /** The values the rules ran on (required dropdowns filled with their first option). */
  values: Record<string, string>;
  errors: FormIssue[];
  warnings: FormIssue[];
}

/** Dropdown options come from a comma-separated list. */
export function parseDropdownOptions(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

const DROPDOWN_TYPES: readonly number[] = [FieldType.dropdown, FieldType.listDropdown];
const OPTION_TYPES: readonly number[] = [...DROPDOWN_TYPES, FieldType.radio];

/** A required dropdown without a value takes its first option. */
export function applyFormDefaults(fields: FormFieldDefinition[], values: Record<string, string>): Record<string, string> {
  const next = { ...values };
  for (const field of fields) {
    const first = field.options?.[0];
    if (field.mandatory && DROPDOWN_TYPES.includes(field.type) && !next[field.id] && first !== undefined) next[field.id] = first;
  }
  return next;
}

/** The inclusive window a date may take under validation type 1 or 2, N business days from today. */
export function allowedDateWindow(
  validationType: number,
  businessDays: number,
  today: IsoDate,
  calendar: BusinessCalendar = lithuanianCalendar,
) {
  const shifted = calendar.addBusinessDays(today, businessDays);
  return validationType === ValidationType.dateFromToday
    ? { min: shifted, max: addMonths(today, 12) }
    : { min: addMonths(today, -12), max: shifted };
}

function invalidCodeOf(type: number): string {
  if (type === FieldType.date) return FormErrorCode.invalidDate;
  return type === FieldType.hyperlinks ? FormErrorCode.invalidHyperlink : FormErrorCode.invalidValue;
}

function requiredIssue(field: FormFieldDefinition, extra: Record<string, string | number> = {}): FormIssue {
  return {
    fieldId: field.id,
    code: FormErrorCode.required,
    params: { caption: field.caption, message: field.requiredErrorMessage ?? '', ...extra },
  };
}

function rowIssues(field: FormFieldDefinition, issues: RowIssue[]): FormIssue[] {
  return issues.map((issue) =>
    issue.code === FormErrorCode.required
      ? requiredIssue(field, { row: issue.row, ...(issue.part ? { part: issue.part } : {}) })
      : { fieldId: field.id, code: issue.code, params: { row: issue.row } },
  );
}

/**
 * Runs the form rules of spec 1 §5 on formValues keyed by field id. Submit stops when `errors` is not
 * empty; `warnings` are shown and do not block. The server re-runs this on submit and update.
 */
export async function validateForm(
  form: FormDefinition,
  rawValues: Record<string, string>,
  context: FormRuleContext,
  mode: FormValidationMode,
  options: FormValidationOptions,
): Promise<FormValidationResult> {
  const { fields } = form;
  const values = applyFormDefaults(fields, rawValues);
  const errors: FormIssue[] = [];
  const warnings: FormIssue[] = [];
  const valueOf = (field: FormFieldDefinition) => values[field.id] ?? '';
  const rowMode: RowCheckMode = mode === FormValidationMode.submit ? 'error' : 'warning';

  if (mode === FormValidationMode.typing) {
    for (const field of fields.filter((candidate) => candidate.type === FieldType.tripLocations)) {
      warnings.push(...rowIssues(field, checkTripLocations(parseFieldValue(FieldType.tripLocations, valueOf(field)), rowMode)));
    }
    return { values, errors, warnings };
  }

  errors.push(...checkSynchronousRules(fields, values, { ...options, today: context.today, calendar: context.calendar }));

  const dateFromField = fields.find((field) => field.dataSourceFieldKey === DataSourceFieldKey.dateFrom);
  const dateToField = fields.find((field) => field.dataSourceFieldKey === DataSourceFieldKey.dateTo);
  const dateFrom = dateFromField && isIsoDate(valueOf(dateFromField)) ? valueOf(dateFromField) : null;
  const dateTo = dateToField && isIsoDate(valueOf(dateToField)) ? valueOf(dateToField) : null;
  const employeeField = fields.find((field) => field.type === FieldType.employees && valueOf(field) !== '');
  const employeeNo = employeeField ? valueOf(employeeField) : options.employeeNo;

  // The rules below ask the server; they need a valid period.
  if (dateFrom && dateTo && dateFrom <= dateTo) {
    for (const field of fields) {
      for (const rule of field.validations ?? []) {
        if (rule.validationType === ValidationType.holidayTolerance) {
          const tolerance = Number(rule.value);
          const reserveAfter = await context.holidayReserveAfterDays(employeeNo, dateFrom, dateTo);
          if (Number.isFinite(tolerance) && tolerance > reserveAfter) {
            errors.push({ fieldId: field.id, code: FormErrorCode.holidayToleranceToMinus, params: { tolerance, reserveAfter } });
          }
        } else if (rule.validationType === ValidationType.parentDayOff) {
          const result = await context.checkParentDayOff(employeeNo, dateFrom, dateTo);
          if (result.message) {
            const issue = { fieldId: field.id, code: FormErrorCode.parentDayOff, params: { message: result.message } };
            (result.valid === 0 ? errors : warnings).push(issue);
          }
        } else if (rule.validationType === ValidationType.enteredDates) {
          const result = await context.checkEnteredDates(employeeNo, dateFrom, dateTo, rule.id ?? 0);
          if (!result.valid) {
            const messages = result.messages.length > 0 ? result.messages : ['invalid_dates'];
            for (const text of messages) {
              errors.push({ fieldId: field.id, code: `${ENTERED_DATES_MESSAGE_PREFIX}${text}`, params: { from: dateFrom, to: dateTo } });
            }
          }
        }
      }
    }
  }

  return { values, errors, warnings };
}

export interface SynchronousRuleOptions {
  isEdit?: boolean;
  /** Files already saved per upload field id (edit only). */
  savedFileCounts?: Record<string, number>;
  /** Without it the rules relative to today (types 1–4) are skipped. */
  today?: IsoDate;
  calendar?: BusinessCalendar;
}

/** Options restrict a dropdown or radio only when the caller knows them; an empty value is the required rule's. */
function isAllowedOption(field: FormFieldDefinition, value: string): boolean {
  if (!OPTION_TYPES.includes(field.type) || !field.options || field.options.length === 0 || value === '') return true;
  return field.options.includes(value);
}

/**
 * The submit rules that need no server data, on values with their defaults applied: per-type value
 * validity, dropdown options, mandatory and conditionally required fields, participants, trip rows,
 * vehicle, non-working hours, start after end and, given today, types 1–4. Both validateForm and
 * compileFormSchema run exactly this, so the browser and the server agree.
 */
export function checkSynchronousRules(
  fields: FormFieldDefinition[],
  values: Record<string, string>,
  options: SynchronousRuleOptions = {},
): FormIssue[] {
  const calendar = options.calendar ?? lithuanianCalendar;
  const { today } = options;
  const errors: FormIssue[] = [];
  const valueOf = (field: FormFieldDefinition) => values[field.id] ?? '';
  const dateFromField = fields.find((field) => field.dataSourceFieldKey === DataSourceFieldKey.dateFrom);
  const dateToField = fields.find((field) => field.dataSourceFieldKey === DataSourceFieldKey.dateTo);
  const dateFrom = dateFromField && isIsoDate(valueOf(dateFromField)) ? valueOf(dateFromField) : null;
  const dateTo = dateToField && isIsoDate(valueOf(dateToField)) ? valueOf(dateToField) : null;
  const savedFiles = (field: FormFieldDefinition) => (options.isEdit ? (options.savedFileCounts?.[field.id] ?? 0) : 0);

  const isFilled = (field: FormFieldDefinition) => {
    const definition = fieldTypeOf(field.type);
    if (field.type === FieldType.upload && savedFiles(field) > 0) return true;
    return !definition.isEmpty(definition.parse(valueOf(field)));
  };

  for (const field of fields) {
    const definition = fieldTypeOf(field.type);
    if (!definition.isShown) continue;
    const validations = field.validations ?? [];
    if (!definition.isValid(valueOf(field))) {
      errors.push({ fieldId: field.id, code: invalidCodeOf(field.type) });
      continue;
    }
    if (!isAllowedOption(field, valueOf(field))) {
      errors.push({ fieldId: field.id, code: FormErrorCode.invalidValue });
      continue;
    }
    const value = definition.parse(valueOf(field));

    const conditionallyRequired = validations.some(
      (rule) =>
        rule.validationType === ValidationType.conditionalRequired &&
        fields.some((other) => other.id !== field.id && other.type === FieldType.listDropdown && valueOf(other) === rule.value),
    );

    if (field.type === FieldType.participants) {
      const participants = value as FieldValueOf[typeof FieldType.participants];
      if (field.mandatory || conditionallyRequired || participants.length > 0) {
        for (const code of checkParticipants(participants, field.isMultiple ?? false)) errors.push({ fieldId: field.id, code });
      }
    } else if ((field.mandatory || conditionallyRequired) && !isFilled(field)) {
      errors.push(requiredIssue(field));
    }

    if (field.type === FieldType.tripLocations) {
      const issues = checkTripLocations(value as FieldValueOf[typeof FieldType.tripLocations], RowCheckMode.error);
      errors.push(...rowIssues(field, issues));
    } else if (field.type === FieldType.vehicle) {
      errors.push(...rowIssues(field, checkVehicle(value as FieldValueOf[typeof FieldType.vehicle])));
    } else if (field.type === FieldType.nonWorkingHours) {
      const rows = value as FieldValueOf[typeof FieldType.nonWorkingHours];
      // The option counts as chosen once the field is mandatory or has a row.
      if (field.mandatory || rows.length > 0) errors.push(...rowIssues(field, checkNonWorkingHours(rows)));
    }

    for (const rule of validations) {
      if (today === undefined) break;
      if (rule.validationType === ValidationType.dateFromToday || rule.validationType === ValidationType.dateUntilToday) {
        const date = valueOf(field);
        if (!isIsoDate(date)) continue;
        const window = allowedDateWindow(rule.validationType, Number.parseInt(rule.value, 10) || 0, today, calendar);
        if (date < window.min || date > window.max) errors.push({ fieldId: field.id, code: FormErrorCode.dateOutOfRange, params: window });
      }
    }
  }

  if (dateFromField && dateFrom && dateTo && dateFrom > dateTo) {
    errors.push({ fieldId: dateFromField.id, code: FormErrorCode.dateFromAfterDateTo, params: { from: dateFrom, to: dateTo } });
  }

  if (today !== undefined) errors.push(...checkTillVacation(fields, values, today, dateFromField, dateFrom));
  return errors;
}

/**
 * Till-vacation rule (types 3 and 4): when the field carrying type 3 holds its trigger value and the
 * start date is earlier than today plus the look-ahead days, the till-vacation checkbox must be ticked.
 * The checkbox is the field keyed tillVacationCheckbox, or else the form's first checkbox.
 */
function checkTillVacation(
  fields: FormFieldDefinition[],
  values: Record<string, string>,
  today: IsoDate,
  dateFromField: FormFieldDefinition | undefined,
  dateFrom: IsoDate | null,
): FormIssue[] {
  if (!dateFromField || !dateFrom) return [];
  const allRules = fields.flatMap((field) => field.validations ?? []);
  const daysRule = allRules.find((rule) => rule.validationType === ValidationType.tillVacationDays);
  const parsedDays = daysRule ? Number.parseInt(daysRule.value, 10) : Number.NaN;
  const days = Number.isFinite(parsedDays) ? parsedDays : DEFAULT_TILL_VACATION_DAYS;
  const isTriggered = fields.some((field) =>
    (field.validations ?? []).some(
      (rule) => rule.validationType === ValidationType.tillVacationTrigger && (values[field.id] ?? '') === rule.value,
    ),
  );
  if (!isTriggered || dateFrom >= addDays(today, days)) return [];
  const checkbox =
    fields.find((field) => field.dataSourceFieldKey === DataSourceFieldKey.tillVacation) ??
    fields.find((field) => field.type === FieldType.checkbox);
  const isTicked = checkbox ? parseFieldValue(FieldType.checkbox, values[checkbox.id]) : false;
  return isTicked ? [] : [{ fieldId: dateFromField.id, code: FormErrorCode.tillVacationCheckbox, params: { days } }];
}
