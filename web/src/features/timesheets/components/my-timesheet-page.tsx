import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { addMonths, isoWeekday } from '@portal/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';

/**
 * My timesheet (spec 1, My working time's timesheet tab): the month as a calendar with each day's
 * activities and hours, the days worked and hours per type, and an agenda of the activities.
 */
export function MyTimesheetPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [first, setFirst] = useState(() => `${businessToday().slice(0, 7)}-01`);
  const input = { year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) };
  const month = useQuery(trpc.myTimesheet.month.queryOptions(input));
  const isEnglish = i18n.locale === 'en';
  const monthLabel = new Date(Date.UTC(input.year, input.month - 1, 1)).toLocaleDateString(i18n.locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const weekdays = [t`Mon`, t`Tue`, t`Wed`, t`Thu`, t`Fri`, t`Sat`, t`Sun`];

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>My timesheet</Trans>} />
      <Group gap="xs">
        <ActionIcon variant="default" aria-label={t`Previous month`} onClick={() => setFirst((current) => addMonths(current, -1))}>
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={160} ta="center">
          {monthLabel}
        </Text>
        <ActionIcon variant="default" aria-label={t`Next month`} onClick={() => setFirst((current) => addMonths(current, 1))}>
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {month.isError ? <QueryErrorAlert error={month.error} /> : null}
      {month.isPending ? <LoadingBlock /> : null}
      {month.data ? (
        <>
          <Group gap="lg">
            <Text size="sm">
              <Trans>Days worked: {month.data.totals.workedDays}</Trans>
            </Text>
            <Text size="sm">
              <Trans>Hours worked: {month.data.totals.worked}</Trans>
            </Text>
            <Text size="sm">
              <Trans>Night hours: {month.data.totals.night}</Trans>
            </Text>
            <Text size="sm">
              <Trans>Absence hours: {month.data.totals.absence}</Trans>
            </Text>
            <Text size="sm" fw={600}>
              <Trans>Total hours: {month.data.totals.total}</Trans>
            </Text>
          </Group>
          <SimpleGrid cols={7} spacing={4} role="grid" aria-label={t`My timesheet`}>
            {weekdays.map((weekday) => (
              <Text key={weekday} size="xs" fw={600} ta="center" role="columnheader">
                {weekday}
              </Text>
            ))}
            {Array.from({ length: isoWeekday(month.data.days[0]!.date) - 1 }, (_, index) => (
              <div key={`blank-${index}`} />
            ))}
            {month.data.days.map((day) => (
              <Paper
                key={day.date}
                withBorder
                p={4}
                mih={120}
                role="gridcell"
                bg={day.type === 'weekday' ? undefined : day.type === 'holiday' ? 'red.0' : 'gray.0'}
              >
                <Text size="xs" c="dimmed">
                  {Number(day.date.slice(8, 10))}
                </Text>
                <Stack gap={2}>
                  {day.figures.map((figure) => (
                    <Badge key={figure.code} color={figure.color} variant="light" size="sm" title={isEnglish ? figure.textEn : figure.text}>
                      {figure.code} {figure.hours}
                    </Badge>
                  ))}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          {month.data.agenda.length > 0 ? (
            <Table withTableBorder striped aria-label={t`Activities of the month`} maw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Activity`}</Table.Th>
                  <Table.Th ta="right">{t`Days`}</Table.Th>
                  <Table.Th ta="right">{t`Hours`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {month.data.agenda.map((item) => (
                  <Table.Tr key={item.code}>
                    <Table.Td>
                      {item.code} · {isEnglish ? item.textEn : item.text}
                    </Table.Td>
                    <Table.Td ta="right">{item.days}</Table.Td>
                    <Table.Td ta="right">{item.hours}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text c="dimmed" size="sm">
              <Trans>There are no timesheet hours for this month.</Trans>
            </Text>
          )}
        </>
      ) : null}
    </Stack>
  );
}
