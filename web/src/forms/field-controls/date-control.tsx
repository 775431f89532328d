import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';
import { DateInputField } from './date-input-field';

/** Type 2: a calendar date, kept as YYYY-MM-DD. */
export function DateControl(props: FieldControlProps) {
  return <DateInputField {...inputPropsOf(props)} value={props.value} onChange={props.onChange} keepsInvalidText />;
}
