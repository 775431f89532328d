import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Divider, Stack, Text } from '@mantine/core';
import { FieldType, type FormField, type FormIssue, fieldKeyOf, fieldTypeOf } from '@portal/shared';
import { createElement, Fragment, type ReactNode } from 'react';
import { FieldRow } from '../../components/field-row';
import { FormSection } from '../../components/form-section';
import type { FieldControlProps } from '../field-controls/field-control';
import { DateRangeControl } from '../field-controls/date-range-control';
import { controlOf } from '../field-controls/registry';
import { formIssueText } from '../form-error-messages';
import { useFormState } from '../form-state';
import { type FormLayoutItem, type FormLayoutRow, FormSectionKind, formLayoutOf } from './form-layout';

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

function ItemSlot({ item }: { item: FormLayoutItem }) {
  return item.kind === 'period' ? <PeriodSlot from={item.from} to={item.to} /> : <FieldSlot field={item.field} />;
}

function RowSlot({ row }: { row: FormLayoutRow }) {
  if (row.kind === 'wide') return <ItemSlot item={row.item} />;
  // A short field alone keeps half the width: a date or a select never stretches across the form.
  return (
    <FieldRow columns={2}>
      {row.fields.map((field) => (
        <FieldSlot key={field.id} field={field} />
      ))}
    </FieldRow>
  );
}

function rowKey(row: FormLayoutRow): number {
  if (row.kind === 'pair') return row.fields[0]!.id;
  return row.item.kind === 'period' ? row.item.from.id : row.item.field.id;
}

/**
 * The fields of the form in the provider, each by the control of its type, the period as one control,
 * in sections with headings (see formLayoutOf): short fields two to a row, wide ones alone.
 */
export function DynamicForm() {
  const { t } = useLingui();
  const { form } = useFormState();
  const sections = formLayoutOf(form.formData);
  // The fields before the period need no heading: the page's title says what they are about.
  const titles: Record<FormSectionKind, string | undefined> = {
    [FormSectionKind.main]: undefined,
    [FormSectionKind.period]: t`Period`,
    [FormSectionKind.details]: t`Further details`,
    [FormSectionKind.attachments]: t`Attachments`,
  };
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <Fragment key={section.kind}>
          {index > 0 ? <Divider /> : null}
          <FormSection title={titles[section.kind]} maw="100%">
            {section.rows.map((row) => (
              <RowSlot key={rowKey(row)} row={row} />
            ))}
          </FormSection>
        </Fragment>
      ))}
    </Stack>
  );
}
