import { Checkbox } from '@mantine/core';
import { FieldType, parseFieldValue, serializeFieldValue } from '@portal/shared';
import type { FieldControlProps } from './field-control';

/** Type 4: ticked or not ('true' / 'false'). */
export function CheckboxControl(props: FieldControlProps) {
  const checked = parseFieldValue(FieldType.checkbox, props.value);
  return (
    <Checkbox
      label={props.definition.caption}
      required={props.definition.mandatory && !props.readOnly}
      checked={checked}
      disabled={props.readOnly}
      error={props.error}
      description={props.warning}
      onChange={(event) => props.onChange(serializeFieldValue(FieldType.checkbox, event.currentTarget.checked))}
    />
  );
}
