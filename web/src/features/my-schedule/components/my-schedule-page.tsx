import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type IsoDate, yearOf } from '@portal/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { NoEmployeeRecord } from '../../../components/no-employee-record';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCurrentUser } from '../../../lib/current-session';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { firstOfMonth, formatMonth, shiftMonth } from '../month-grid';
import { EntryDetailsDialog } from './entry-details-dialog';
import classes from './my-schedule.module.css';
import { PeriodStatusBadge } from '../../../components/period-status-badge';
import { ScheduleAgenda } from './schedule-agenda';
import { ScheduleMonthGrid } from './schedule-month-grid';
import { ScheduleTotals } from './schedule-totals';

/**
 * My schedule (spec 1 §3, issue 13): the employee's own month across the schedules they are in, as a
 * calendar from Monday with each entry's code and times; an agenda instead where seven columns do not fit.
 */
export function MySchedulePage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const theme = useMantineTheme();
  const user = useCurrentUser();
  const today = businessToday();
  const thisMonth = firstOfMonth(today);
  const [month, setMonth] = useState<IsoDate>(thisMonth);
  const [openEntryId, setOpenEntryId] = useState<number | null>(null);
  // Below md the content beside the menu is under about 660 px: seven columns of shifts no longer fit.
  const isAgenda = useMediaQuery(`(max-width: ${Number.parseFloat(theme.breakpoints.md) - 0.01}em)`, false, {
    getInitialValueInEffect: false,
  });
  const employeeNo = user.employeeNo;
  const input = { year: yearOf(month), month: Number(month.slice(5, 7)) };
  const schedule = useQuery({
    ...trpc.mySchedule.month.queryOptions(employeeNo ? input : skipToken),
    placeholderData: keepPreviousData,
  });
  const monthTitle = formatMonth(month, i18n.locale);

  if (!employeeNo) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>My schedule</Trans>} />
        <NoEmployeeRecord />
      </Stack>
    );
  }

  const data = schedule.data;
  const holidayNames = new Map(
    (data?.myScheduleHolidays ?? []).map((holiday) => [holiday.date, i18n.locale === 'en' ? holiday.nameEn : holiday.name]),
  );
  const hasEntries = (data?.myScheduleDays ?? []).some((day) => day.entries.length > 0);
  // While the next month loads, the faded previous one keeps its own name.
  const shownMonthTitle = data ? formatMonth(`${data.year}-${String(data.month).padStart(2, '0')}-01`, i18n.locale) : monthTitle;
  const caption = t`My schedule for ${shownMonthTitle}`;

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>My schedule</Trans>} />
      <Group gap="xs" wrap="wrap" role="group" aria-label={t`Month`}>
        <ActionIcon variant="default" size="lg" aria-label={t`Previous month`} onClick={() => setMonth(shiftMonth(month, -1))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Title order={2} size="h3" miw={{ base: 0, sm: '11rem' }} ta="center" aria-live="polite">
          {monthTitle}
        </Title>
        <ActionIcon variant="default" size="lg" aria-label={t`Next month`} onClick={() => setMonth(shiftMonth(month, 1))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" size="sm" disabled={month === thisMonth} onClick={() => setMonth(thisMonth)}>
          <Trans>This month</Trans>
        </Button>
      </Group>

      {schedule.isError ? <QueryErrorAlert error={schedule.error} /> : null}
      {schedule.isPending ? <LoadingBlock lines={5} /> : null}
      {data ? (
        <Stack gap="md" className={schedule.isPlaceholderData ? classes.stale : undefined} aria-busy={schedule.isFetching}>
          {hasEntries ? <ScheduleTotals totals={data.totals} /> : null}
          {data.schedules.length > 0 ? (
            <Box component="section" aria-labelledby="my-schedule-schedules">
              <Text id="my-schedule-schedules" fw={600} size="sm" mb={4}>
                <Trans>Schedules in {shownMonthTitle}</Trans>
              </Text>
              <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                {data.schedules.map((item) => (
                  <Paper component="li" key={item.scheduleId} withBorder radius="sm" px="sm" py={6}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{item.scheduleName}</Text>
                      <PeriodStatusBadge status={item.status} />
                    </Group>
                  </Paper>
                ))}
              </Group>
            </Box>
          ) : null}
          {!hasEntries ? (
            <EmptyState>
              <Trans>No shifts planned for {shownMonthTitle}.</Trans>
            </EmptyState>
          ) : isAgenda ? (
            <ScheduleAgenda
              label={caption}
              days={data.myScheduleDays}
              holidayNames={holidayNames}
              today={today}
              onOpenEntry={setOpenEntryId}
            />
          ) : (
            <ScheduleMonthGrid
              caption={caption}
              days={data.myScheduleDays}
              holidayNames={holidayNames}
              today={today}
              onOpenEntry={setOpenEntryId}
            />
          )}
        </Stack>
      ) : null}
      <EntryDetailsDialog entryId={openEntryId} onClose={() => setOpenEntryId(null)} />
    </Stack>
  );
}
