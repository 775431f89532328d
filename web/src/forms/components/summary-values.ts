import { FieldType, fieldTypeOf, NO_EMPLOYEE_NO } from '@portal/shared';

// How the read-only summary lays out and recognises a field's stored value, by field type.

/** Types whose summary is a table or a block of its own: they take the whole row. */
const WIDE_TYPES: readonly number[] = [
  FieldType.textArea,
  FieldType.tripLocations,
  FieldType.tripTime,
  FieldType.nonWorkingHours,
  FieldType.hyperlinks,
  FieldType.vehicle,
];

/** Dates and figures stay on one line. */
const NOWRAP_TYPES: readonly number[] = [FieldType.date, FieldType.annualLeaveCalculation, FieldType.annualLeaveBalance];

export function isWideSummary(type: number): boolean {
  return WIDE_TYPES.includes(type);
}

export function isNowrapSummary(type: number): boolean {
  return NOWRAP_TYPES.includes(type);
}

/** Nothing to read: no value, an empty list, no vehicle chosen, no manager (the "0" employee). */
export function isBlankSummaryValue(type: number, value: string): boolean {
  // An unticked box reads "No", a stored advance not wanted "No advance payment": both say something.
  // A download field's document may exist before the field holds its name.
  if (type === FieldType.checkbox || type === FieldType.download) return false;
  if (value.trim() === '') return true;
  if (type === FieldType.advancePayment) return false;
  if ((type === FieldType.employeeManager || type === FieldType.functionalManager) && value === NO_EMPLOYEE_NO) return true;
  const definition = fieldTypeOf(type);
  return definition.isEmpty(definition.parse(value));
}
