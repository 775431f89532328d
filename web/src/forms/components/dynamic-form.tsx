import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { FieldType, type FormField, type FormIssue, fieldKeyOf, fieldTypeOf } from '@portal/shared';
import { createElement, type ReactNode } from 'react';
import type { FieldControlProps } from '../field-controls/field-control';
import { DateRangeControl } from '../field-controls/date-range-control';
import { controlOf } from '../field-controls/registry';
import { formIssueText } from '../form-error-messages';
import { useFormState } from '../form-state';
import { periodFieldsOf } from './period-fields';

const ROW_TYPES: readonly number[] = [FieldType.tripLocations, FieldType.tripTime, FieldType.nonWorkingHours];

function lines(texts: string[], color: string): ReactNode {
  if (texts.length === 0) return undefined;
  return texts.map((text, index) => (
    <Text key={index} component="span" size="sm" c={color} display="block">
      {text}
    </Text>
  ));
}

/** What the control of a field gets from the form: its value, setter and translated issues. */
function useControlProps(field: FormField): FieldControlProps | null {
  const { t, i18n } = useLingui();
  const { fieldOf, values, setValue, errorsOf, warningsOf, readOnly } = useFormState();
  const key = fieldKeyOf(field);
  const definition = fieldOf(key);
  const value = values[key] ?? '';
  if (!definition) return null;

  // An issue about one row of a multi-row field says which row.
  const rowCount = ROW_TYPES.includes(field.formMeta.type) ? (fieldTypeOf(field.formMeta.type).parse(value) as unknown[]).length : 0;
  const textOf = (issue: FormIssue) => {
    const text = formIssueText(i18n, issue, definition);
    const row = issue.params?.row;
    return typeof row === 'number' && row < rowCount ? t`Row ${row + 1}: ${text}` : text;
  };
  const errors = errorsOf(key);
  const warnings = warningsOf(key);
  return {
    field,
    definition,
    fieldKey: key,
    value,
    onChange: (next: string) => setValue(key, next),
    readOnly,
    error: lines(errors.map(textOf), 'red'),
    warning: lines(warnings.map(textOf), 'yellow.9'),
    errors,
    warnings,
  };
}

function FieldSlot({ field }: { field: FormField }) {
  const props = useControlProps(field);
  return props ? createElement(controlOf(field.formMeta.type), props) : null;
}

function PeriodSlot({ from, to }: { from: FormField; to: FormField }) {
  const fromProps = useControlProps(from);
  const toProps = useControlProps(to);
  return fromProps && toProps ? <DateRangeControl from={fromProps} to={toProps} /> : null;
}

/** The fields of the form in the provider, in their order, each by the control of its type; the period as one control. */
export function DynamicForm() {
  const { form } = useFormState();
  const fields = [...form.formData].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const period = periodFieldsOf(fields);
  return (
    <Stack gap="md">
      {fields.map((field) => {
        if (period && field === period.to) return null;
        if (period && field === period.from) return <PeriodSlot key={field.id} from={period.from} to={period.to} />;
        return <FieldSlot key={field.id} field={field} />;
      })}
    </Stack>
  );
}
