import { useLingui } from '@lingui/react/macro';
import { type ComboboxItem, type ComboboxParsedItem, Select } from '@mantine/core';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/** Case-insensitive substring match on the option's label (spec 1 §5 "Participant dropdowns filter …"). */
export function containsFilter({ options, search }: { options: ComboboxParsedItem[]; search: string }): ComboboxParsedItem[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return options;
  return options.filter((option) => 'label' in option && option.label.toLocaleLowerCase().includes(needle));
}

interface OptionSelectProps {
  control: FieldControlProps;
  data: ComboboxItem[];
  searchable?: boolean;
  /** Typed search text, for lists the server narrows down. */
  onSearchChange?: (search: string) => void;
}

/** A dropdown of one value: the shared shape of types 7, 8, 15, 16, 17, 18 and the employee pickers. */
export function OptionSelect({ control, data, searchable = false, onSearchChange }: OptionSelectProps) {
  const { t } = useLingui();
  // A stored value the list no longer offers still shows, as itself.
  const options =
    control.value !== '' && !data.some((item) => item.value === control.value)
      ? [...data, { value: control.value, label: control.value }]
      : data;
  return (
    <Select
      {...inputPropsOf(control)}
      data={options}
      value={control.value === '' ? null : control.value}
      onChange={(value) => control.onChange(value ?? '')}
      searchable={searchable}
      filter={containsFilter}
      onSearchChange={onSearchChange}
      nothingFoundMessage={t`No results`}
      clearable={!control.definition.mandatory && !control.readOnly}
      allowDeselect={!control.definition.mandatory}
    />
  );
}
