import { TextInput } from '@mantine/core';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/** Types 0 and 3, and any type the portal does not know: one line of text. */
export function TextControl(props: FieldControlProps) {
  return <TextInput {...inputPropsOf(props)} value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)} />;
}
