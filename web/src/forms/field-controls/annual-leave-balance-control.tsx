import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatDecimal } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { useFormState } from '../form-state';
import { periodOf, subjectEmployeeNo } from '../form-values';
import type { FieldControlProps } from './field-control';
import { inputPropsOf } from './field-group';

/**
 * Type 22, read-only: the employee's holiday reserve on the first day of the form's period, looked up
 * once both dates are there, with what remains after the leave. Kept with two decimals ('12.50').
 */
export function AnnualLeaveBalanceControl(props: FieldControlProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const { form, values, currentUser } = useFormState();
  const period = props.readOnly ? null : periodOf(form, values);
  const employeeNo = subjectEmployeeNo(form, values, currentUser);
  const balance = useQuery(
    trpc.formLookups.holidayReserveBalance.queryOptions(
      period && employeeNo ? { dateFrom: period.from, dateTo: period.to, employeeNo } : skipToken,
      {
        meta: { errorHandling: 'silent' },
      },
    ),
  );
  const { onChange, readOnly, value } = props;
  const reserve = balance.data ? balance.data.holidayReserve.toFixed(2) : null;
  const hasFailed = balance.isError;
  useEffect(() => {
    if (readOnly) return;
    // A failed lookup clears the field (spec 1 §8); without a period the last figure stays.
    const next = hasFailed ? '' : reserve;
    if (next !== null && next !== value) onChange(next);
  }, [readOnly, hasFailed, reserve, value, onChange]);

  const number = Number.parseFloat(value);
  const shown = value === '' || Number.isNaN(number) ? value : formatDecimal(number, i18n.locale);
  const after = balance.data ? t`After this leave: ${formatDecimal(balance.data.holidayReserveAfterDays, i18n.locale)}` : undefined;
  return <TextInput {...inputPropsOf(props)} required={false} readOnly value={shown} description={props.warning ?? after} />;
}
