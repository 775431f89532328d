import { allowedDateWindow, type FormFieldDefinition, type IsoDate, isIsoDate, lithuanianCalendar, ValidationType } from '@portal/shared';
import { useState } from 'react';
import { FieldRow } from '../../components/field-row';
import { businessToday } from '../../lib/today';
import { useFormState } from '../form-state';
import { DateInputField } from './date-input-field';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

const DATE_RULES: readonly number[] = [ValidationType.dateFromToday, ValidationType.dateUntilToday];

/** The days a date field's rules (validation types 1 and 2) allow, all of them at once. */
export function dateWindowOf(field: FormFieldDefinition, today: IsoDate): { min?: IsoDate; max?: IsoDate } {
  const window: { min?: IsoDate; max?: IsoDate } = {};
  for (const rule of field.validations ?? []) {
    if (!DATE_RULES.includes(rule.validationType)) continue;
    const allowed = allowedDateWindow(rule.validationType, Number.parseInt(rule.value, 10) || 0, today, lithuanianCalendar);
    if (window.min === undefined || allowed.min > window.min) window.min = allowed.min;
    if (window.max === undefined || allowed.max < window.max) window.max = allowed.max;
  }
  return window;
}

const later = (a: IsoDate | undefined, b: IsoDate | null) => (b !== null && (a === undefined || b > a) ? b : a);

interface DateRangeControlProps {
  from: FieldControlProps;
  to: FieldControlProps;
}

/**
 * A form's period (its date-from and date-to fields) as one control: two date inputs side by side
 * where days outside the rules' window are disabled, the end cannot be picked before the start and
 * its calendar opens at the start's month. A form with the parent day-off rule (type 7) takes work
 * days only, so weekends and public holidays are disabled there.
 */
export function DateRangeControl({ from, to }: DateRangeControlProps) {
  const { definition } = useFormState();
  const today = businessToday();
  const start = isIsoDate(from.value) ? from.value : null;
  const end = isIsoDate(to.value) ? to.value : null;
  const fromWindow = dateWindowOf(from.definition, today);
  const toWindow = dateWindowOf(to.definition, today);
  const isWorkDaysOnly = definition.fields.some((field) =>
    (field.validations ?? []).some((rule) => rule.validationType === ValidationType.parentDayOff),
  );
  const excludeDate = isWorkDaysOnly ? (date: string) => !lithuanianCalendar.isWorkDay(date.slice(0, 10)) : undefined;

  // The month the end's calendar shows: the start's once a start is chosen and the end is not after it.
  const [endMonth, setEndMonth] = useState<string | undefined>(end ?? start ?? undefined);
  const [seenStart, setSeenStart] = useState(start);
  if (seenStart !== start) {
    setSeenStart(start);
    if (start !== null && (end === null || end < start)) setEndMonth(start);
  }

  return (
    <FieldRow>
      <DateInputField
        {...inputPropsOf(from)}
        value={from.value}
        onChange={from.onChange}
        keepsInvalidText
        minDate={fromWindow.min}
        maxDate={fromWindow.max}
        excludeDate={excludeDate}
      />
      <DateInputField
        {...inputPropsOf(to)}
        value={to.value}
        onChange={to.onChange}
        keepsInvalidText
        minDate={later(toWindow.min, start)}
        maxDate={toWindow.max}
        excludeDate={excludeDate}
        date={endMonth}
        onDateChange={setEndMonth}
      />
    </FieldRow>
  );
}
