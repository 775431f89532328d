import { useLingui } from '@lingui/react/macro';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

interface DecimalInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | null;
  onChange(value: number | null): void;
}

/**
 * A non-negative number typed with the interface language's decimal separator. The text is kept
 * here while it is half-typed ('150,'), the form gets the number (or null while there is none).
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  const { i18n } = useLingui();
  const [text, setText] = useState<string | number>(value ?? '');
  return (
    <NumberInput
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        const number = typeof next === 'number' ? next : Number.parseFloat(next);
        onChange(Number.isFinite(number) && number >= 0 ? number : null);
      }}
      decimalSeparator={i18n.locale === 'lt' ? ',' : '.'}
      allowNegative={false}
      min={0}
      hideControls
    />
  );
}
