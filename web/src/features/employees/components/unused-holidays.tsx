import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addMonths } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDecimal, formatErpDate } from '../../../lib/format';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { holidayUnit, holidayUnitName } from './holiday-unit';

/** The holiday date picker reaches from today to 2 years ahead (spec 1 §9). */
const PICKER_MONTHS_AHEAD = 24;

interface UnusedHolidaysProps {
  employeeNo: string;
}

/** Unused holiday days on a date the employee picks (today by default), with the holiday range. */
export function UnusedHolidays({ employeeNo }: UnusedHolidaysProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [today] = useState(businessToday);
  const [date, setDate] = useState<string>(today);
  const reserve = useQuery({ ...trpc.employees.holidayReserve.queryOptions({ employeeNo, date }), placeholderData: keepPreviousData });

  return (
    <Stack gap="xs">
      <DatePickerInput
        label={t`Unused holidays on`}
        value={date}
        onChange={(value) => setDate(value ?? today)}
        minDate={today}
        maxDate={addMonths(today, PICKER_MONTHS_AHEAD)}
        valueFormat="YYYY-MM-DD"
        locale={i18n.locale}
        firstDayOfWeek={1}
        maw={220}
      />
      {reserve.isError ? <QueryErrorAlert error={reserve.error} /> : null}
      {reserve.isPending ? <Loader size="xs" aria-label={t`Loading…`} /> : null}
      {reserve.data ? (
        <Group gap="xs" aria-live="polite" aria-busy={reserve.isFetching}>
          <Text fw={700} size="xl" data-testid="unused-holidays">
            {formatDecimal(reserve.data.holidayReserve, i18n.locale)}{' '}
            <abbr title={i18n._(holidayUnitName(reserve.data.holidayDayType))}>{i18n._(holidayUnit(reserve.data.holidayDayType))}</abbr>
          </Text>
          {reserve.data.holidayRange ? (
            <Text c="dimmed" size="sm">
              <Trans>
                Holiday range: {formatErpDate(reserve.data.holidayRange.from)} – {formatErpDate(reserve.data.holidayRange.to)}
              </Trans>
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
