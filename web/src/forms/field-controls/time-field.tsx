import { useLingui } from '@lingui/react/macro';
import { MaskInput } from '@mantine/core';
import { useState } from 'react';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

interface TimeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  required?: boolean;
}

/**
 * A time typed through the HH:mm mask (spec 1 §5). The mask owns the input (it is uncontrolled), so
 * the value reaches the form only once it is a whole, valid time; anything less is kept as ''.
 * Remount it (a new key) to show a value changed from outside.
 */
export function TimeField({ label, value, onChange, readOnly = false, required = false }: TimeFieldProps) {
  const { t } = useLingui();
  const [isInvalid, setIsInvalid] = useState(false);
  return (
    <MaskInput
      label={label}
      mask="99:99"
      placeholder="HH:mm"
      defaultValue={value}
      readOnly={readOnly}
      required={required}
      inputMode="numeric"
      error={isInvalid ? t`Enter the time as HH:mm.` : undefined}
      onChangeRaw={(raw) => {
        const time = raw.length === 4 ? `${raw.slice(0, 2)}:${raw.slice(2)}` : '';
        const isValid = TIME.test(time);
        setIsInvalid(raw.length === 4 && !isValid);
        onChange(isValid ? time : '');
      }}
      w={110}
    />
  );
}
