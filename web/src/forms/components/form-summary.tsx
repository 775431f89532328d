import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { FieldType, type FormField, fieldKeyOf, parseFieldValue } from '@portal/shared';
import { createElement, type ReactNode } from 'react';
import { RecordDisplay, type RecordField } from '../../components/record-display';
import { controlOf } from '../field-controls/registry';
import { useEmployeeByNo } from '../field-controls/use-employee-options';
import { useFormState } from '../form-state';
import { periodFieldsOf } from './period-fields';

// Types whose value reads as itself (the options of dropdowns and radios are their own labels).
const PLAIN_TYPES: readonly number[] = [
  FieldType.text,
  FieldType.plainText,
  FieldType.radio,
  FieldType.dropdown,
  FieldType.annualLeaveCalculation,
  FieldType.annualLeaveBalance,
];
const NOWRAP_TYPES: readonly number[] = [FieldType.date, FieldType.annualLeaveCalculation, FieldType.annualLeaveBalance];

function EmployeeName({ field, employeeNo }: { field: FormField; employeeNo: string }) {
  const employee = useEmployeeByNo(field, employeeNo);
  return <>{employee?.nameWithEmployeeNo ?? employeeNo}</>;
}

/** A field the summary has no text for (trip rows, a vehicle, files …): its own control, read-only. */
function ReadOnlyControl({ field }: { field: FormField }) {
  const { fieldOf, values } = useFormState();
  const key = fieldKeyOf(field);
  const definition = fieldOf(key);
  if (!definition) return null;
  return createElement(controlOf(field.formMeta.type), {
    field,
    definition: { ...definition, caption: '' },
    fieldKey: key,
    value: values[key] ?? '',
    onChange: () => undefined,
    readOnly: true,
    error: undefined,
    warning: undefined,
    errors: [],
    warnings: [],
  });
}

/**
 * A submitted document read as label–value pairs (issue #12: not disabled inputs): the period as one
 * line, employees by name, ticks as yes or no. Fields whose values are structured (trip rows, a vehicle,
 * attached files) keep their own read-only control in the value's place.
 */
export function FormSummary() {
  const { t } = useLingui();
  const { form, values, fieldOf } = useFormState();
  const fields = [...form.formData].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const period = periodFieldsOf(fields);
  const valueOf = (field: FormField) => values[fieldKeyOf(field)] ?? '';

  const display = (field: FormField): { value: ReactNode; isWide?: boolean } => {
    const value = valueOf(field);
    const type = field.formMeta.type;
    if (PLAIN_TYPES.includes(type) || type === FieldType.date) return { value: type === FieldType.date ? value.slice(0, 10) : value };
    if (type === FieldType.textArea)
      return {
        value: value === '' ? '' : <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>,
        isWide: true,
      };
    if (type === FieldType.checkbox) return { value: parseFieldValue(FieldType.checkbox, value) ? t`Yes` : t`No` };
    if (type === FieldType.multipleCheckbox) return { value: parseFieldValue(FieldType.multipleCheckbox, value).join(', ') };
    if (type === FieldType.employees || type === FieldType.substitutionEmployees)
      return { value: value === '' ? '' : <EmployeeName field={field} employeeNo={value} /> };
    if (type === FieldType.participants)
      return {
        value: parseFieldValue(FieldType.participants, value)
          .map((participant) => participant.nameWithEmployeeNo)
          .join(', '),
      };
    return { value: <ReadOnlyControl field={field} />, isWide: true };
  };

  const records: RecordField[] = [];
  for (const field of fields) {
    if (field.formMeta.type === FieldType.hidden || (period && field === period.to)) continue;
    if (period && field === period.from) {
      const from = valueOf(period.from).slice(0, 10);
      const to = valueOf(period.to).slice(0, 10);
      records.push({ label: t`Period`, value: from || to ? `${from} – ${to}` : '', isNowrap: true });
      continue;
    }
    const definition = fieldOf(fieldKeyOf(field));
    if (!definition) continue;
    records.push({ label: definition.caption, ...display(field), isNowrap: NOWRAP_TYPES.includes(field.formMeta.type) });
  }
  return <RecordDisplay fields={records} aria-label={t`The document's fields`} />;
}
