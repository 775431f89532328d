import { z } from 'zod';
import { ErrorCode } from '../errors/error-codes';
import { FieldType } from '../forms/field-types';
import { EnteredDatesMessage } from '../forms/lookups.schemas';
import { DEFAULT_TILL_VACATION_DAYS, ValidationType } from '../forms/validate-form';

// The value of each validation type 1–8 (spec 1 §5), as the form engine (validate-form.ts and the
// server's rule context) reads it, and the field types a rule means something on. The form designer's
// server refuses a rule these schemas refuse, and its editor is built from the same schemas.

/** What a rule's value is checked against: the field it is placed on and the form around it. */
export interface ValidationRuleContext {
  /** The options of the field itself (dropdown, radio, list dropdown values). */
  options: readonly string[];
  /** The values of the list dropdowns (type 18) of the other fields on the same form. */
  listDropdownValues: readonly string[];
}

/** Business days a type 1 or 2 rule may move the window's near end from today. */
export const RULE_BUSINESS_DAYS_MAX = 250;
/** Days of the till-vacation look-ahead (type 4). */
export const TILL_VACATION_DAYS_MIN = 1;
export const TILL_VACATION_DAYS_MAX = 365;
/** Days of reserve the holiday tolerance (type 6) may ask for, or let go below zero. */
export const HOLIDAY_TOLERANCE_MAX = 365;
/** The checks a type 8 rule may name (see enteredDatesChecksOf). */
export const ENTERED_DATES_CHECKS = [
  EnteredDatesMessage.dateOverdue,
  EnteredDatesMessage.absenceExists,
  EnteredDatesMessage.leaveExceedsBalance,
] as const;
/** The value of a type 7 rule: the engine reads only that the rule is there. */
export const PARENT_DAY_OFF_ON = '1';

const OPTION_FIELD_TYPES: readonly number[] = [FieldType.radio, FieldType.dropdown, FieldType.listDropdown];
const DATE_FIELD_TYPES: readonly number[] = [FieldType.date];
/** Static or invisible fields are never filled in, so nothing can require them. */
const NOT_FILLED_FIELD_TYPES: readonly number[] = [FieldType.plainText, FieldType.hidden, FieldType.download];

const INTEGER = /^-?\d{1,9}$/;
const DECIMAL = /^-?\d{1,9}(\.\d{1,2})?$/;

function integerText(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, ErrorCode.fieldRequired)
    .regex(INTEGER, ErrorCode.invalidValue)
    .refine((value) => Number(value) >= min && Number(value) <= max, ErrorCode.invalidValue)
    .transform((value) => String(Number(value)));
}

export interface ValidationRuleDefinition {
  type: ValidationType;
  /** The field types (spec 1 §3 numbers) this rule may be placed on. */
  appliesTo(fieldType: number): boolean;
  /** The value a new rule of this type starts with in the editor. */
  defaultValue(context: ValidationRuleContext): string;
  /** The rule's value: parses what the editor or a client sends into what is stored. */
  valueSchema(context: ValidationRuleContext): z.ZodType<string, string>;
}

const businessDaysRule = (type: ValidationType): ValidationRuleDefinition => ({
  type,
  appliesTo: (fieldType) => DATE_FIELD_TYPES.includes(fieldType),
  defaultValue: () => '0',
  valueSchema: () => integerText(-RULE_BUSINESS_DAYS_MAX, RULE_BUSINESS_DAYS_MAX),
});

const periodRule = (
  type: ValidationType,
  valueSchema: () => z.ZodType<string, string>,
  defaultValue: string,
): ValidationRuleDefinition => ({
  type,
  // The engine runs these on the form's period (the fields keyed dateFromFieldKey and dateToFieldKey).
  appliesTo: (fieldType) => DATE_FIELD_TYPES.includes(fieldType),
  defaultValue: () => defaultValue,
  valueSchema,
});

/** One definition per validation type, keyed by its number. */
export const validationRules: Readonly<Record<ValidationType, ValidationRuleDefinition>> = {
  [ValidationType.dateFromToday]: businessDaysRule(ValidationType.dateFromToday),
  [ValidationType.dateUntilToday]: businessDaysRule(ValidationType.dateUntilToday),
  [ValidationType.tillVacationTrigger]: {
    type: ValidationType.tillVacationTrigger,
    appliesTo: (fieldType) => OPTION_FIELD_TYPES.includes(fieldType),
    defaultValue: (context) => context.options[0] ?? '',
    valueSchema: (context) =>
      z
        .string()
        .trim()
        .min(1, ErrorCode.fieldRequired)
        .refine((value) => context.options.includes(value), ErrorCode.invalidValue),
  },
  [ValidationType.tillVacationDays]: {
    type: ValidationType.tillVacationDays,
    appliesTo: (fieldType) => OPTION_FIELD_TYPES.includes(fieldType),
    defaultValue: () => String(DEFAULT_TILL_VACATION_DAYS),
    valueSchema: () => integerText(TILL_VACATION_DAYS_MIN, TILL_VACATION_DAYS_MAX),
  },
  [ValidationType.conditionalRequired]: {
    type: ValidationType.conditionalRequired,
    appliesTo: (fieldType) => !NOT_FILLED_FIELD_TYPES.includes(fieldType),
    defaultValue: (context) => context.listDropdownValues[0] ?? '',
    valueSchema: (context) =>
      z
        .string()
        .trim()
        .min(1, ErrorCode.fieldRequired)
        .refine((value) => context.listDropdownValues.includes(value), ErrorCode.invalidValue),
  },
  [ValidationType.holidayTolerance]: periodRule(
    ValidationType.holidayTolerance,
    () =>
      z
        .string()
        .trim()
        .min(1, ErrorCode.fieldRequired)
        .regex(DECIMAL, ErrorCode.invalidValue)
        .refine((value) => Math.abs(Number(value)) <= HOLIDAY_TOLERANCE_MAX, ErrorCode.invalidValue)
        .transform((value) => String(Number(value))),
    '0',
  ),
  [ValidationType.parentDayOff]: periodRule(
    ValidationType.parentDayOff,
    () =>
      z
        .string()
        .trim()
        .refine((value) => value === '' || value === PARENT_DAY_OFF_ON, ErrorCode.invalidValue)
        .transform(() => PARENT_DAY_OFF_ON),
    PARENT_DAY_OFF_ON,
  ),
  [ValidationType.enteredDates]: periodRule(
    ValidationType.enteredDates,
    () =>
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== ''),
        )
        .refine((names) => names.length > 0, ErrorCode.fieldRequired)
        .refine((names) => names.every((name) => (ENTERED_DATES_CHECKS as readonly string[]).includes(name)), ErrorCode.invalidValue)
        .refine((names) => new Set(names).size === names.length, ErrorCode.invalidValue)
        .transform((names) => ENTERED_DATES_CHECKS.filter((check) => names.includes(check)).join(',')),
    `${EnteredDatesMessage.dateOverdue},${EnteredDatesMessage.absenceExists}`,
  ),
};

export const VALIDATION_TYPES = Object.values(ValidationType) as ValidationType[];

export function isValidationType(value: number): value is ValidationType {
  return (VALIDATION_TYPES as number[]).includes(value);
}

/** The validation types that may be placed on a field of this type. */
export function validationTypesFor(fieldType: number): ValidationType[] {
  return VALIDATION_TYPES.filter((type) => validationRules[type].appliesTo(fieldType));
}

export type ValidationRuleCheck =
  { success: true; value: string } | { success: false; field: 'validationType' | 'validation'; code: ErrorCode };

/**
 * Checks a rule for a field of `fieldType`: the type must apply to the field, and the value must pass
 * the type's schema. Answers the value to store (normalised) or the field at fault with its catalogue key.
 */
export function checkValidationRule(
  validationType: number,
  value: string,
  fieldType: number,
  context: ValidationRuleContext,
): ValidationRuleCheck {
  if (!isValidationType(validationType) || !validationRules[validationType].appliesTo(fieldType)) {
    return { success: false, field: 'validationType', code: ErrorCode.invalidValue };
  }
  const result = validationRules[validationType].valueSchema(context).safeParse(value);
  if (result.success) return { success: true, value: result.data };
  const message = result.error.issues[0]?.message;
  return {
    success: false,
    field: 'validation',
    code: message === ErrorCode.fieldRequired ? ErrorCode.fieldRequired : ErrorCode.invalidValue,
  };
}
