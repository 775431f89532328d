import { Checkbox, Stack } from '@mantine/core';
import { FieldType, parseFieldValue, serializeFieldValue } from '@portal/shared';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/** Type 5: any of the options of formDataType, kept as a JSON list of the chosen ones. */
export function MultipleCheckboxControl(props: FieldControlProps) {
  const chosen = parseFieldValue(FieldType.multipleCheckbox, props.value);
  const { readOnly, ...wrapper } = inputPropsOf(props);
  return (
    <Checkbox.Group {...wrapper} value={chosen} onChange={(next) => props.onChange(serializeFieldValue(FieldType.multipleCheckbox, next))}>
      <Stack gap="xs" mt="xs">
        {(props.definition.options ?? []).map((option) => (
          <Checkbox key={option} value={option} label={option} disabled={readOnly} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
