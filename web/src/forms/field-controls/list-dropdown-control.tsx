import { useLingui } from '@lingui/react/macro';
import { localized } from '@portal/shared';
import type { FieldControlProps } from './field-control';
import { OptionSelect } from './option-select';

/** Type 18: an item of the field's pre-value list, kept as its value; the default item is preselected on a new form. */
export function ListDropdownControl(props: FieldControlProps) {
  const { i18n } = useLingui();
  const data = props.field.preValues.map((item) => ({ value: item.value, label: localized(item.name, item.nameEn, i18n.locale) }));
  return <OptionSelect control={props} data={data} />;
}
