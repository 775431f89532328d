import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Text } from '@mantine/core';
import { type AdvancePayment, FieldType, parseFieldValue, serializeFieldValue } from '@portal/shared';
import { formatMoney } from '../../lib/format';
import { DecimalInput } from './decimal-input';
import type { FieldControlProps } from './field-control';
import { FieldGroup } from './field-group';

/** Type 25: whether an advance is wanted and how much, in euro with two decimals. */
export function AdvancePaymentControl(props: FieldControlProps) {
  const { t, i18n } = useLingui();
  const advance = parseFieldValue(FieldType.advancePayment, props.value);
  const save = (next: AdvancePayment) => props.onChange(serializeFieldValue(FieldType.advancePayment, next));

  if (props.readOnly) {
    return (
      <FieldGroup control={props}>
        <Text size="sm">
          {advance.selected ? (
            advance.amount === null ? (
              <Trans>Advance payment requested</Trans>
            ) : (
              <Trans>Advance payment requested: {formatMoney(advance.amount, i18n.locale)}</Trans>
            )
          ) : (
            <Trans>No advance payment</Trans>
          )}
        </Text>
      </FieldGroup>
    );
  }
  return (
    <FieldGroup control={props}>
      <Checkbox
        label={t`Advance payment requested`}
        checked={advance.selected}
        onChange={(event) => save({ selected: event.currentTarget.checked, amount: event.currentTarget.checked ? advance.amount : null })}
      />
      {advance.selected ? (
        <DecimalInput
          label={t`Amount, EUR`}
          value={advance.amount}
          onChange={(amount) => save({ selected: true, amount })}
          decimalScale={2}
          leftSection="€"
          maw={200}
        />
      ) : null}
    </FieldGroup>
  );
}
