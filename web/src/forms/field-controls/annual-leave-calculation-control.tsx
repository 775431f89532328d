import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { type AnnualLeaveResult, HolidayDayType } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useFormState } from '../form-state';
import { periodOf, subjectEmployeeNo } from '../form-values';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/** The days a leave takes from the reserve: working days when the reserve counts them, else calendar days. */
function leaveDays(result: AnnualLeaveResult): number {
  return result.holidayDayType === HolidayDayType.workDays ? result.workDays : result.calendarDays;
}

/**
 * Type 19, read-only: the days of the leave between the form's date-from and date-to fields, counted
 * by the server (public holidays included when the field says so). Kept as the number of days.
 */
export function AnnualLeaveCalculationControl(props: FieldControlProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { form, values, currentUser } = useFormState();
  const period = props.readOnly ? null : periodOf(form, values);
  const employeeNo = subjectEmployeeNo(form, values, currentUser);
  const calculation = useQuery(
    trpc.formLookups.annualLeaveCalculation.queryOptions(
      period && employeeNo
        ? { dateFrom: period.from, dateTo: period.to, includeHolidays: props.field.includeHolidaysAnnualLeave, employeeNo }
        : skipToken,
      { meta: { errorHandling: 'silent' } },
    ),
  );
  const { onChange, readOnly, value } = props;
  const days = calculation.data ? String(leaveDays(calculation.data)) : null;
  const hasFailed = calculation.isError;
  const hasPeriod = period !== null;
  useEffect(() => {
    if (readOnly) return;
    // No period or a failed lookup: no figure (spec 1 §8 "failed lookups clear the field").
    const next = !hasPeriod || hasFailed ? '' : days;
    if (next !== null && next !== value) onChange(next);
  }, [readOnly, hasPeriod, hasFailed, days, value, onChange]);

  const unit = calculation.data
    ? calculation.data.holidayDayType === HolidayDayType.workDays
      ? t`Working days`
      : t`Calendar days`
    : undefined;
  return <TextInput {...inputPropsOf(props)} required={false} readOnly value={value} description={props.warning ?? unit} />;
}
