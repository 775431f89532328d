import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { type AbsenceRecord, type IsoDate, localized, monthRange } from '@portal/shared';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { NoEmployeeRecord } from '../../../components/no-employee-record';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { DataTable } from '../../../components/data-table';
import { useCurrentUser } from '../../../lib/current-session';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { absenceRowKey, useAbsenceColumns } from './absence-columns';
import { PageHeader } from '../../../components/page-header';

/**
 * The company's payroll calendar. Every demo company has one calendar, coded 'rh'; the code is not
 * yet part of the employee's data.
 */
const PAYROLL_CALENDAR_CODE = 'rh';

function firstOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The record shown on a day: absences before timesheet activities (an absence explains the day). */
function recordOn(records: readonly AbsenceRecord[], date: IsoDate): AbsenceRecord | undefined {
  const covering = records.filter((record) => record.dateFrom <= date && date <= record.dateTo);
  return covering.find((record) => record.source === 'absence') ?? covering[0];
}

/** The absence calendar: a month with each day on its activity's colour, public holidays marked. */
export function AbsenceCalendarPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const user = useCurrentUser();
  const columns = useAbsenceColumns('short');
  const [month, setMonth] = useState(() => firstOfMonth(businessToday()));
  const range = monthRange(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const employeeNo = user.employeeNo;

  const records = useQuery({
    ...trpc.absences.withActivities.queryOptions(employeeNo ? { employeeNo, dateFrom: range.from, dateTo: range.to } : skipToken),
    placeholderData: keepPreviousData,
  });
  const payrollDays = useQuery({
    ...trpc.commonData.payrollCalendar.queryOptions({ dateFrom: range.from, dateTo: range.to, code: PAYROLL_CALENDAR_CODE }),
    placeholderData: keepPreviousData,
  });
  const holidays = new Set((payrollDays.data ?? []).filter((day) => day.isHoliday).map((day) => day.date));
  const monthRecords = records.data ?? [];
  const monthTitle = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}T00:00:00Z`),
  );

  if (!employeeNo) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Absence calendar</Trans>} />
        <NoEmployeeRecord />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Absence calendar</Trans>} />
      {records.isError ? <QueryErrorAlert error={records.error} /> : null}
      {payrollDays.isError ? <QueryErrorAlert error={payrollDays.error} /> : null}
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Paper withBorder p="md" radius="md" aria-busy={records.isFetching || payrollDays.isFetching}>
          <Calendar
            static
            size="lg"
            date={month}
            onDateChange={(date) => setMonth(firstOfMonth(date))}
            maxLevel="month"
            firstDayOfWeek={1}
            locale={i18n.locale}
            nextLabel={t`Next month`}
            previousLabel={t`Previous month`}
            getDayProps={(date) => {
              const record = recordOn(monthRecords, date);
              const isHoliday = holidays.has(date);
              return {
                style: record ? { backgroundColor: record.color, color: 'var(--mantine-color-white)' } : undefined,
                'data-holiday': isHoliday || undefined,
              };
            }}
            getDayAriaLabel={(date) => {
              const record = recordOn(monthRecords, date);
              return [
                date,
                holidays.has(date) ? t`Public holiday` : null,
                record ? `${record.activityCode} ${localized(record.activityCodeText, record.activityCodeTextEn, i18n.locale)}` : null,
              ]
                .filter(Boolean)
                .join(', ');
            }}
            renderDay={(date) => (
              <Box
                component="span"
                fw={holidays.has(date) ? 700 : undefined}
                td={holidays.has(date) ? 'underline' : undefined}
                c={holidays.has(date) && !recordOn(monthRecords, date) ? 'red' : undefined}
              >
                {Number(date.slice(8, 10))}
              </Box>
            )}
          />
          <Text size="xs" c="dimmed" mt="xs">
            <Trans>Underlined red days are public holidays.</Trans>
          </Text>
        </Paper>
        <Stack gap="xs" style={{ flex: 1, minWidth: 320 }}>
          <Title order={2} size="h3">
            <Trans>Absences in {monthTitle}</Trans>
          </Title>
          {records.isPending ? <LoadingBlock lines={3} /> : null}
          {records.isSuccess && monthRecords.length === 0 ? (
            <EmptyState>
              <Trans>No absences this month.</Trans>
            </EmptyState>
          ) : null}
          {monthRecords.length > 0 ? (
            <DataTable label={t`Absences in ${monthTitle}`} minWidth={480} rows={monthRecords} rowKey={absenceRowKey} columns={columns} />
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}
