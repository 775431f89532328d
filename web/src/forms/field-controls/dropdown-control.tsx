import type { FieldControlProps } from './field-control';
import { OptionSelect } from './option-select';

/** Type 7: one of the comma-separated options of formDataType. */
export function DropdownControl(props: FieldControlProps) {
  const data = (props.definition.options ?? []).map((option) => ({ value: option, label: option }));
  return <OptionSelect control={props} data={data} />;
}
