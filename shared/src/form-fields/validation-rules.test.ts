import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { FieldType } from '../forms/field-types';
import { checkSynchronousRules, ValidationType } from '../forms/validate-form';
import { checkFieldOptions, DEFAULT_FORM_FIELD_OPTIONS } from './form-fields.schemas';
import { checkValidationRule, validationRules, validationTypesFor } from './validation-rules';

const context = { options: ['BEFORE', 'WITH_SALARY'], listDropdownValues: ['PAPER', 'ELECTRONIC'] };
const parse = (type: ValidationType, value: string) => validationRules[type].valueSchema(context).safeParse(value);

describe('validation rule values', () => {
  it('takes business days within ±250 for types 1 and 2, normalised, and refuses fractions, words and blanks', () => {
    for (const type of [ValidationType.dateFromToday, ValidationType.dateUntilToday]) {
      expect(parse(type, ' 05 ')).toEqual({ success: true, data: '5' });
      expect(parse(type, '-250').data).toBe('-250');
      for (const bad of ['251', '-251', '1.5', 'five', '']) expect(parse(type, bad).success, bad).toBe(false);
    }
  });

  it("takes one of the field's own options as the till-vacation trigger (type 3)", () => {
    expect(parse(ValidationType.tillVacationTrigger, 'BEFORE').success).toBe(true);
    expect(parse(ValidationType.tillVacationTrigger, 'PAPER').success).toBe(false);
    expect(validationRules[ValidationType.tillVacationTrigger].defaultValue(context)).toBe('BEFORE');
  });

  it('takes 1 to 365 look-ahead days for type 4, 7 by default', () => {
    expect(validationRules[ValidationType.tillVacationDays].defaultValue(context)).toBe('7');
    expect(parse(ValidationType.tillVacationDays, '365').success).toBe(true);
    for (const bad of ['0', '366', '-1', '']) expect(parse(ValidationType.tillVacationDays, bad).success, bad).toBe(false);
  });

  it("takes a value of another list dropdown on the form for type 5, which the engine compares with that dropdown's value", () => {
    expect(parse(ValidationType.conditionalRequired, 'PAPER').success).toBe(true);
    expect(parse(ValidationType.conditionalRequired, 'BEFORE').success).toBe(false);
    // The saved rule makes the field required when the list dropdown holds PAPER.
    const fields = [
      { id: '1', type: FieldType.listDropdown, caption: 'Kind', mandatory: false, options: ['PAPER', 'ELECTRONIC'] },
      { id: '2', type: FieldType.text, caption: 'Scan', mandatory: false, validations: [{ validationType: 5, value: 'PAPER' }] },
    ];
    expect(checkSynchronousRules(fields, { '1': 'PAPER' }).map((issue) => issue.fieldId)).toEqual(['2']);
    expect(checkSynchronousRules(fields, { '1': 'ELECTRONIC' })).toEqual([]);
  });

  it('takes a number of days, negative for a tolerance below zero, for type 6', () => {
    expect(parse(ValidationType.holidayTolerance, '-2.5').data).toBe('-2.5');
    for (const bad of ['abc', '400', '1.234', '']) expect(parse(ValidationType.holidayTolerance, bad).success, bad).toBe(false);
  });

  it('stores type 7 as on, whatever was sent empty or 1', () => {
    expect(parse(ValidationType.parentDayOff, '').data).toBe('1');
    expect(parse(ValidationType.parentDayOff, 'yes').success).toBe(false);
  });

  it('takes the known checks of type 8, once each, in their fixed order', () => {
    expect(parse(ValidationType.enteredDates, 'leave_exceeds_balance, date_overdue').data).toBe('date_overdue,leave_exceeds_balance');
    for (const bad of ['', 'date_overdue,date_overdue', 'employee_not_found']) {
      expect(parse(ValidationType.enteredDates, bad).success, bad).toBe(false);
    }
  });
});

describe('where a rule applies', () => {
  it('offers the date rules on dates, the till-vacation rules on option fields, and type 5 on anything filled in', () => {
    expect(validationTypesFor(FieldType.date)).toEqual([1, 2, 5, 6, 7, 8]);
    expect(validationTypesFor(FieldType.dropdown)).toEqual([3, 4, 5]);
    expect(validationTypesFor(FieldType.text)).toEqual([5]);
    expect(validationTypesFor(FieldType.plainText)).toEqual([]);
  });

  it('names the field at fault: the type when it does not apply, the value when its schema refuses it', () => {
    expect(checkValidationRule(1, '3', FieldType.text, context)).toEqual({
      success: false,
      field: 'validationType',
      code: ErrorCode.invalidValue,
    });
    expect(checkValidationRule(9, '3', FieldType.date, context)).toMatchObject({ success: false, field: 'validationType' });
    expect(checkValidationRule(1, '', FieldType.date, context)).toEqual({
      success: false,
      field: 'validation',
      code: ErrorCode.fieldRequired,
    });
    expect(checkValidationRule(1, 'x', FieldType.date, context)).toEqual({
      success: false,
      field: 'validation',
      code: ErrorCode.invalidValue,
    });
    expect(checkValidationRule(1, '+3'.slice(1), FieldType.date, context)).toEqual({ success: true, value: '3' });
  });
});

describe('field options', () => {
  it('allows isMultiple only on participants and the pick-who flags only on employee fields', () => {
    expect(
      checkFieldOptions(FieldType.participants, { ...DEFAULT_FORM_FIELD_OPTIONS, isMultiple: true, showDepartmentEmployees: true }),
    ).toEqual({});
    expect(checkFieldOptions(FieldType.text, { ...DEFAULT_FORM_FIELD_OPTIONS, isMultiple: true, showSubordinateEmployees: true })).toEqual({
      isMultiple: ErrorCode.invalidValue,
      showSubordinateEmployees: ErrorCode.invalidValue,
    });
    expect(checkFieldOptions(FieldType.employees, { ...DEFAULT_FORM_FIELD_OPTIONS, showWorkTimeSetupEmployees: true })).toEqual({});
  });
});
