import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { FieldType, type FormMeta, isIsoDate, localized, parseDropdownOptions } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { calendarLabels } from '../calendar-labels';
import { useTRPC } from '../../../../lib/trpc';

interface FieldFilterControlProps {
  label: string;
  /** The field's definition; unknown fields filter as text. */
  meta: FormMeta | undefined;
  /** The text the field's values must contain ('' for none), as the per-field search sends it. */
  value: string;
  onChange: (value: string) => void;
}

/** Field types whose values are figures. */
const NUMBER_TYPES: readonly number[] = [FieldType.annualLeaveCalculation, FieldType.annualLeaveBalance];
/** Field types whose values are one of the options kept in formDataType. */
const OPTION_TYPES: readonly number[] = [FieldType.radio, FieldType.dropdown, FieldType.multipleCheckbox];

/**
 * One per-field filter, the control its field type calls for: a date picker for a date, a select
 * for a yes/no box, a list of options or a pre-value list, a number input for figures, text
 * otherwise. Every value is matched as text within the field's values, as the server does.
 */
export function FieldFilterControl({ label, meta, value, onChange }: FieldFilterControlProps) {
  const { t, i18n } = useLingui();
  const type = meta?.type;
  const selectProps = {
    label,
    value: value === '' ? null : value,
    onChange: (choice: string | null) => onChange(choice ?? ''),
    clearable: true,
    placeholder: t`Any`,
    comboboxProps: { keepMounted: false },
  };

  if (type === FieldType.date)
    return (
      <DatePickerInput
        label={label}
        value={isIsoDate(value) ? value : null}
        onChange={(date) => onChange(date ?? '')}
        valueFormat="YYYY-MM-DD"
        locale={i18n.locale}
        firstDayOfWeek={1}
        {...calendarLabels(i18n)}
        clearable
        placeholder={t`Any`}
      />
    );
  if (type === FieldType.checkbox)
    return (
      <Select
        {...selectProps}
        data={[
          { value: 'true', label: t`Yes` },
          { value: 'false', label: t`No` },
        ]}
      />
    );
  if (type === FieldType.listDropdown && meta?.formMetaPrevaluesListId != null)
    return <PreValueSelect {...selectProps} listId={meta.formMetaPrevaluesListId} />;
  const options = type !== undefined && OPTION_TYPES.includes(type) ? parseDropdownOptions(meta?.formDataType) : [];
  if (options.length > 0) return <Select {...selectProps} data={options} searchable />;
  if (type !== undefined && NUMBER_TYPES.includes(type))
    return (
      <NumberInput
        label={label}
        value={value}
        onChange={(number) => onChange(String(number))}
        decimalScale={2}
        hideControls
        inputMode="decimal"
      />
    );
  return <TextInput label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}

type PreValueSelectProps = {
  label: string;
  value: string | null;
  onChange: (choice: string | null) => void;
  listId: number;
} & Record<string, unknown>;

/** A pre-value list's items (loaded when the filter shows), kept as their values. */
function PreValueSelect({ listId, ...props }: PreValueSelectProps) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const items = useQuery(trpc.documents.preValues.queryOptions({ FormMetaPreValuesListId: listId }));
  const data = (items.data ?? []).map((item) => ({ value: item.value, label: localized(item.name, item.nameEn, i18n.locale) }));
  // A value chosen before the items load (restored from the session) stays shown as it is.
  const withCurrent =
    props.value && !data.some((item) => item.value === props.value) ? [...data, { value: props.value, label: props.value }] : data;
  return <Select {...props} data={withCurrent} searchable />;
}
