import { Radio, Stack } from '@mantine/core';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/** Type 6: one of the options of formDataType. */
export function RadioControl(props: FieldControlProps) {
  const { readOnly, ...wrapper } = inputPropsOf(props);
  return (
    <Radio.Group {...wrapper} value={props.value || null} onChange={props.onChange}>
      <Stack gap="xs" mt="xs">
        {(props.definition.options ?? []).map((option) => (
          <Radio key={option} value={option} label={option} disabled={readOnly} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
