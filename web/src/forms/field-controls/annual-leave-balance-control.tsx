import { useLingui } from '@lingui/react/macro';
import { Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { formatDecimal } from '../../lib/format';
import { useLeaveFigures } from '../use-leave-figures';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/**
 * Type 22, read-only: the employee's unused holidays on the first day of the form's period, and under
 * it the balance after this leave, both live as the dates change. Kept with two decimals ('12.50');
 * the server computes it again on save whatever is sent.
 */
export function AnnualLeaveBalanceControl(props: FieldControlProps) {
  const { t, i18n } = useLingui();
  const { onChange, readOnly, value } = props;
  const figures = useLeaveFigures(!readOnly);
  const leave = figures.leaveOf(false);
  const reserve = leave ? leave.holidayReserve.toFixed(2) : null;
  const hasFailed = figures.hasFailed;
  useEffect(() => {
    if (readOnly) return;
    // A failed lookup clears the field (spec 1 §8); without a period the last figure stays.
    const next = hasFailed ? '' : reserve;
    if (next !== null && next !== value) onChange(next);
  }, [readOnly, hasFailed, reserve, value, onChange]);

  const number = Number.parseFloat(value);
  const shown = value === '' || Number.isNaN(number) ? value : formatDecimal(number, i18n.locale);
  const after = leave?.holidayReserveAfterDays;
  const afterText =
    after === undefined ? undefined : (
      <Text component="span" size="sm" c={after < 0 ? 'red.8' : undefined} fw={after < 0 ? 600 : undefined}>
        {after < 0
          ? t`Balance after this leave: ${formatDecimal(after, i18n.locale)} days (not enough unused holidays)`
          : t`Balance after this leave: ${formatDecimal(after, i18n.locale)} days`}
      </Text>
    );
  return (
    <TextInput
      {...inputPropsOf(props)}
      required={false}
      readOnly
      // Filled, not outlined: a figure the portal counts, not a box to type in.
      variant="filled"
      placeholder={readOnly ? undefined : t`Counted from the dates`}
      value={shown}
      description={props.warning ?? afterText}
    />
  );
}
