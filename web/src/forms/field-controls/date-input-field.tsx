import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { isEmptyErpDate, isIsoDate, type IsoDate, parseTypedDate, TypedDateProblem } from '@portal/shared';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';

// Mantine's parser: typed text counts only once it is a whole date, so no half-typed year becomes 1 January.
function parseDate(text: string): string | null {
  const typed = parseTypedDate(text);
  return typed.kind === 'date' ? typed.date : null;
}

interface DateInputFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate'> {
  /** YYYY-MM-DD, or '' for none (or, with keepsInvalidText, text that is no date). */
  value: string;
  onChange(value: string): void;
  /**
   * A form's date field holds what was typed even when it is no date, so the shared rules refuse it
   * on submit; a row's date (whose JSON holds dates only) becomes '' instead. Both show the error.
   */
  keepsInvalidText?: boolean;
  minDate?: IsoDate | undefined;
  maxDate?: IsoDate | undefined;
}

/**
 * A date as YYYY-MM-DD (spec 1 §9), typed or picked on a calendar whose weeks start on Monday. What
 * is typed is kept as typed: a date that cannot exist (2026-02-31) or falls outside the allowed days
 * shows an error naming the problem once the field is left, instead of the old date coming back.
 */
export function DateInputField({
  value,
  onChange,
  keepsInvalidText = false,
  readOnly,
  minDate,
  maxDate,
  error,
  onFocus,
  onBlur,
  onClick,
  onPointerDown,
  popoverProps,
  ...props
}: DateInputFieldProps) {
  const { t, i18n } = useLingui();
  const [isFocused, setIsFocused] = useState(false);
  // What was typed while it is no date, for the error to name.
  const [invalidText, setInvalidText] = useState<string | null>(null);
  // Mantine opens the calendar whenever the field gets the focus. Reached by Tab (or focused after a
  // refused submit) it stays shut until something is typed or the field is clicked: the keyboard cannot
  // use it, and open it would cover the fields below and the field's own error.
  const isPointerDown = useRef(false);
  const [isCalendarHeld, setCalendarHeld] = useState(false);
  const date = value.slice(0, 10);
  // The ERP's placeholders (years ≤ 1900, 1753, 9999) mean no date.
  const shown = isIsoDate(date) && !isEmptyErpDate(date) ? date : null;

  // Every keystroke, not only a complete date, reaches the form: the field never shows one text and holds another.
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const typed = parseTypedDate(text);
    setCalendarHeld(false);
    setInvalidText(typed.kind === 'invalid' ? text.trim() : null);
    if (typed.kind === 'invalid') onChange(keepsInvalidText ? text.trim() : '');
    else onChange(typed.kind === 'date' ? typed.date : '');
  };
  const change = (next: string | null) => {
    setInvalidText(null);
    onChange(next ?? '');
  };

  const typedError = (): ReactNode => {
    if (readOnly || isFocused) return null;
    const text = invalidText ?? (value !== '' && !isIsoDate(date) ? value : null);
    if (text !== null) {
      const typed = parseTypedDate(text);
      if (typed.kind !== 'invalid') return null;
      if (typed.problem === TypedDateProblem.noSuchDay && typed.year !== undefined && typed.month !== undefined) {
        const month = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(Date.UTC(typed.year, typed.month - 1, 1)),
        );
        const days = typed.daysInMonth ?? 0;
        return t`No such date: ${text}. ${month} has ${days} days.`;
      }
      if (typed.problem === TypedDateProblem.noSuchMonth) return t`No such date: ${text}. Months are numbered 1 to 12.`;
      return t`Not a date: ${text}. Type the date as YYYY-MM-DD.`;
    }
    if (shown !== null && ((minDate && shown < minDate) || (maxDate && shown > maxDate))) {
      if (minDate && maxDate) return t`Choose a date from ${minDate} to ${maxDate}.`;
      return minDate ? t`Choose a date not earlier than ${minDate}.` : t`Choose a date not later than ${maxDate ?? ''}.`;
    }
    return null;
  };

  return (
    <DateInput
      {...props}
      value={shown}
      onChange={change}
      onInput={onInput}
      onPointerDown={(event) => {
        isPointerDown.current = true;
        onPointerDown?.(event);
      }}
      onFocus={(event) => {
        setIsFocused(true);
        setCalendarHeld(!isPointerDown.current);
        isPointerDown.current = false;
        onFocus?.(event);
      }}
      onClick={(event) => {
        isPointerDown.current = false;
        setCalendarHeld(false);
        onClick?.(event);
      }}
      onBlur={(event) => {
        setIsFocused(false);
        isPointerDown.current = false;
        onBlur?.(event);
      }}
      popoverProps={isCalendarHeld ? { ...popoverProps, opened: false } : popoverProps}
      error={typedError() ?? error}
      // Keep the typed text on leaving the field: the error says what is wrong with it.
      fixOnBlur={false}
      readOnly={readOnly}
      minDate={minDate}
      maxDate={maxDate}
      valueFormat="YYYY-MM-DD"
      dateParser={parseDate}
      placeholder="YYYY-MM-DD"
      locale={i18n.locale}
      firstDayOfWeek={1}
      // Each day read out in full, weekday included ("2026 m. rugpjūčio 10 d., pirmadienis").
      getDayAriaLabel={(day) =>
        new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`))
      }
      clearable={!readOnly}
      clearButtonProps={{ 'aria-label': t`Clear the date` }}
    />
  );
}
