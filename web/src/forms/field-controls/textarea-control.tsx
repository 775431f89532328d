import { Textarea } from '@mantine/core';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/** Type 1: text over several lines. */
export function TextareaControl(props: FieldControlProps) {
  return (
    <Textarea
      {...inputPropsOf(props)}
      rows={4}
      resize="vertical"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
