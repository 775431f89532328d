import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { FieldType, type FormField, type FormIssue, fieldKeyOf, fieldTypeOf } from '@portal/shared';
import { createElement, type ReactNode } from 'react';
import { controlOf } from '../field-controls/registry';
import { formIssueText } from '../form-error-messages';
import { useFormState } from '../form-state';

const ROW_TYPES: readonly number[] = [FieldType.tripLocations, FieldType.tripTime, FieldType.nonWorkingHours];

function lines(texts: string[], color: string): ReactNode {
  if (texts.length === 0) return undefined;
  return texts.map((text, index) => (
    <Text key={index} component="span" size="sm" c={color} display="block">
      {text}
    </Text>
  ));
}

function FieldSlot({ field }: { field: FormField }) {
  const { t, i18n } = useLingui();
  const { fieldOf, values, setValue, errorsOf, warningsOf, readOnly } = useFormState();
  const key = fieldKeyOf(field);
  const definition = fieldOf(key);
  const value = values[key] ?? '';
  const onChange = (next: string) => setValue(key, next);
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
  return createElement(controlOf(field.formMeta.type), {
    field,
    definition,
    fieldKey: key,
    value,
    onChange,
    readOnly,
    error: lines(errors.map(textOf), 'red'),
    warning: lines(warnings.map(textOf), 'yellow.9'),
    errors,
    warnings,
  });
}

/** The fields of the form in the provider, in their order, each by the control of its type. */
export function DynamicForm() {
  const { form } = useFormState();
  const fields = [...form.formData].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return (
    <Stack gap="md">
      {fields.map((field) => (
        <FieldSlot key={field.id} field={field} />
      ))}
    </Stack>
  );
}
