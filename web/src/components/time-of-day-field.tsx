import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';
import { TimeOfDaySchema } from '@portal/shared';
import { type FocusEvent, useState } from 'react';
import { errorKeyText } from '../lib/error-messages';

// Hours, an optional separator (':' or '.'), two-digit minutes; or hours alone. "830" reads as 8:30.
const TYPED_TIME = /^(\d{1,2})(?:[:.]?(\d{2}))?$/;

/**
 * A typed time as 'HH:mm' when it reads as one ("8:30", "8.30", "0830", "830", "8" → "08:30", "08:00");
 * anything else comes back as typed (trimmed), for the shared rule to refuse.
 */
export function normalizeTimeOfDay(text: string): string {
  const trimmed = text.trim();
  const match = TYPED_TIME.exec(trimmed);
  if (!match) return trimmed;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return trimmed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export interface TimeOfDayFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** 'HH:mm', '' for none, or what was typed while it is no time. */
  value?: string;
  onChange(value: string): void;
}

/**
 * A time of day, always on the 24-hour clock whatever the browser's language (a native time input
 * follows the browser's locale and shows AM/PM in an English Chromium). Typed freely; on leaving the
 * field it becomes 'HH:mm' and is checked with the shared TimeOfDaySchema, whose error shows at once.
 * An error given by the form (on submit) takes precedence.
 */
export function TimeOfDayField({ value = '', onChange, onBlur, error, ...props }: TimeOfDayFieldProps) {
  const { t, i18n } = useLingui();
  const [ownError, setOwnError] = useState<string | undefined>(undefined);

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const normalized = normalizeTimeOfDay(event.currentTarget.value);
    if (normalized !== value) onChange(normalized);
    const parsed = normalized === '' ? null : TimeOfDaySchema.safeParse(normalized);
    setOwnError(parsed && !parsed.success ? errorKeyText(i18n, parsed.error.issues[0]?.message) : undefined);
    onBlur?.(event);
  };

  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => {
        setOwnError(undefined);
        onChange(event.currentTarget.value);
      }}
      onBlur={leave}
      error={error || ownError}
      placeholder={props.placeholder ?? t({ message: 'HH:mm', comment: 'Placeholder of a 24-hour time field' })}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      data-time-of-day
    />
  );
}
