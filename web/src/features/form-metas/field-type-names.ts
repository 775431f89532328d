import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FieldType } from '@portal/shared';

// The field types of the shared registry (spec 1 §3, 0 text … 28 hyperlink list) by their translated names.
const fieldTypeNames: Record<FieldType, MessageDescriptor> = {
  [FieldType.text]: msg`Text`,
  [FieldType.textArea]: msg`Text area`,
  [FieldType.date]: msg`Date`,
  [FieldType.plainText]: msg`Plain text (read-only)`,
  [FieldType.checkbox]: msg`Check box`,
  [FieldType.multipleCheckbox]: msg`Multiple check boxes`,
  [FieldType.radio]: msg`Radio buttons`,
  [FieldType.dropdown]: msg`Drop-down list`,
  [FieldType.countries]: msg`Countries`,
  [FieldType.employees]: msg`Employees`,
  [FieldType.upload]: msg`File upload`,
  [FieldType.hidden]: msg`Hidden field`,
  [FieldType.employeeManager]: msg`Employee's manager`,
  [FieldType.participants]: msg`Participants`,
  [FieldType.substitutionEmployees]: msg`Substitute employees`,
  [FieldType.businessTripLocation]: msg`Business trip location`,
  [FieldType.workingAbilities]: msg`Working abilities`,
  [FieldType.maritalStatuses]: msg`Marital statuses`,
  [FieldType.listDropdown]: msg`Pre-value list`,
  [FieldType.annualLeaveCalculation]: msg`Annual leave calculation`,
  [FieldType.download]: msg`File download`,
  [FieldType.functionalManager]: msg`Functional manager`,
  [FieldType.annualLeaveBalance]: msg`Annual leave balance`,
  [FieldType.tripLocations]: msg`Trip locations`,
  [FieldType.tripTime]: msg`Trip time`,
  [FieldType.advancePayment]: msg`Advance payment`,
  [FieldType.vehicle]: msg`Vehicle`,
  [FieldType.nonWorkingHours]: msg`Non-working hours`,
  [FieldType.hyperlinks]: msg`Hyperlink list`,
};

/** A field type's name in the current language, with its number ("7 · Drop-down list"). */
export function fieldTypeLabel(i18n: I18n, type: number): string {
  const name = fieldTypeNames[type as FieldType];
  return name ? `${type} · ${i18n._(name)}` : String(type);
}

/** The picker's choices: every type of the registry, by its translated name. */
export function fieldTypeOptions(i18n: I18n): { value: string; label: string }[] {
  return (Object.values(FieldType) as number[])
    .sort((a, b) => a - b)
    .map((type) => ({ value: String(type), label: fieldTypeLabel(i18n, type) }));
}
