import { useLingui } from '@lingui/react/macro';
import { Text, TextInput } from '@mantine/core';
import { HolidayDayType, leaveDaysTaken } from '@portal/shared';
import { useEffect } from 'react';
import { useLeaveFigures } from '../use-leave-figures';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/**
 * Type 19, read-only: the days of the leave between the form's date-from and date-to fields, working
 * or calendar days as the employee's reserve counts them (public holidays included when the field
 * says so). Kept as the number of days; the server computes it again on save whatever is sent.
 */
export function AnnualLeaveCalculationControl(props: FieldControlProps) {
  const { t } = useLingui();
  const { onChange, readOnly, value } = props;
  const figures = useLeaveFigures(!readOnly);
  const leave = figures.leaveOf(props.field.includeHolidaysAnnualLeave);
  const days = leave ? String(leaveDaysTaken(leave)) : null;
  const hasPeriod = figures.period !== null;
  const hasFailed = figures.hasFailed;
  useEffect(() => {
    if (readOnly) return;
    // No period or a failed lookup: no figure (spec 1 §8 "failed lookups clear the field").
    const next = !hasPeriod || hasFailed ? '' : days;
    if (next !== null && next !== value) onChange(next);
  }, [readOnly, hasPeriod, hasFailed, days, value, onChange]);

  const unitText = leave ? (leave.holidayDayType === HolidayDayType.workDays ? t`Working days` : t`Calendar days`) : undefined;
  // The size of the balance's line beside it, so the two figures read as a pair.
  const unit =
    unitText === undefined ? undefined : (
      <Text component="span" size="sm">
        {unitText}
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
      value={value}
      description={props.warning ?? unit}
    />
  );
}
