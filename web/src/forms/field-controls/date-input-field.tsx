import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { isEmptyErpDate, isIsoDate } from '@portal/shared';

// Typed text counts only once it is a whole YYYY-MM-DD date: no half-typed year becomes 1 January.
function parseIsoDate(text: string): string | null {
  const value = text.trim();
  return isIsoDate(value) ? value : null;
}

interface DateInputFieldProps extends Omit<DateInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
}

/** A date as YYYY-MM-DD (spec 1 §9), typed or picked on a calendar whose weeks start on Monday. */
export function DateInputField({ value, onChange, readOnly, ...props }: DateInputFieldProps) {
  const { i18n } = useLingui();
  // The ERP's placeholders (years ≤ 1900, 1753, 9999) mean no date.
  const shown = isIsoDate(value.slice(0, 10)) && !isEmptyErpDate(value.slice(0, 10)) ? value.slice(0, 10) : null;
  return (
    <DateInput
      {...props}
      value={shown}
      onChange={(next) => onChange(next ?? '')}
      readOnly={readOnly}
      valueFormat="YYYY-MM-DD"
      dateParser={parseIsoDate}
      placeholder="YYYY-MM-DD"
      locale={i18n.locale}
      firstDayOfWeek={1}
      clearable={!readOnly}
    />
  );
}
