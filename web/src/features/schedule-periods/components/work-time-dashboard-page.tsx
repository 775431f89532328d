import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PeriodListItem, ScheduleListItem } from '@portal/shared';
import { IconCalendarTime, IconClockHour4, IconLock, IconPlus, IconSettings, IconTable, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { PeriodStatusBadge } from '../../../components/period-status-badge';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { businessToday } from '../../../lib/today';
import { periodKey, useDashboardSchedules, usePeriodsOfMonths, type YearMonth } from '../hooks/use-work-time-dashboard';
import { periodMonthLabel } from '../../../lib/period-month-label';
import { nextMonth, scheduleMonthTableHref } from '../period-month';

interface MonthLineProps {
  schedule: ScheduleListItem;
  at: YearMonth;
  period: PeriodListItem | undefined;
}

/** One month of a schedule: its name (a link to the month's table), status and lock. */
function MonthLine({ schedule, at, period }: MonthLineProps) {
  const { t, i18n } = useLingui();
  const month = periodMonthLabel(i18n, at.year, at.month);
  const code = schedule.code;
  const lockedBy = period?.lockedByName ?? '';
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" data-month-line>
      <Anchor component={Link} to={scheduleMonthTableHref(schedule.id, at.year, at.month)} size="sm" aria-label={t`${month} of ${code}`}>
        {month}
      </Anchor>
      <Group gap={6} wrap="wrap">
        <PeriodStatusBadge status={period?.status ?? null} />
        {period?.manualLock ? (
          <Badge size="sm" color="red" variant="light" leftSection={<IconLock size={12} aria-hidden />} title={lockedBy || undefined}>
            <Trans context="period">Locked</Trans>
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}

interface ScheduleCardProps {
  schedule: ScheduleListItem;
  months: readonly [YearMonth, YearMonth];
  periods: ReadonlyMap<string, PeriodListItem> | undefined;
}

function ScheduleCard({ schedule, months: [current, next], periods }: ScheduleCardProps) {
  const count = schedule.employeesCount;
  const headingId = `dashboard-schedule-${schedule.id}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Stack gap={2}>
          <Title order={3} size="h5" id={headingId}>
            <Anchor component={Link} to={scheduleMonthTableHref(schedule.id, current.year, current.month)} inherit>
              {schedule.code} · {schedule.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Employees: {count}</Trans>
          </Text>
        </Stack>
        <MonthLine schedule={schedule} at={current} period={periods?.get(periodKey(schedule.id, current))} />
        <MonthLine schedule={schedule} at={next} period={periods?.get(periodKey(schedule.id, next))} />
      </Stack>
    </Card>
  );
}

interface QuickLink {
  to: string;
  label: string;
  icon: Icon;
}

/**
 * The work-time area's landing page (spec 2 §2 dashboard): a card per schedule with this month's and
 * next month's status and lock, each opening the month's table, and the area's main screens a click away.
 */
export function WorkTimeDashboardPage() {
  const { t, i18n } = useLingui();
  const today = businessToday();
  const current: YearMonth = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const next = nextMonth(current.year, current.month);
  const schedules = useDashboardSchedules();
  const periods = usePeriodsOfMonths([current, next]);
  const thisMonth = periodMonthLabel(i18n, current.year, current.month);

  const quickLinks: QuickLink[] = [
    { to: '/wtm-area/schedules', label: t`Schedules`, icon: IconCalendarTime },
    { to: '/wtm-area/shift-groups', label: t`Shift groups`, icon: IconClockHour4 },
    { to: '/wtm-area/manual-locks', label: t`Period locks`, icon: IconLock },
    { to: '/wtm-area/settings', label: t`Work-time settings`, icon: IconSettings },
  ];

  let body;
  if (schedules.isPending) body = <LoadingBlock lines={4} />;
  else if (schedules.isError) body = <QueryErrorAlert error={schedules.error} />;
  else if (schedules.data.items.length === 0)
    body = (
      <Stack gap="xs" align="flex-start">
        <EmptyState>
          <Trans>You have no schedules to plan yet. A schedule appears here once you create one or are given access to it.</Trans>
        </EmptyState>
        {schedules.data.canCreate ? (
          <Button component={Link} to="/wtm-area/schedules/new" leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>New schedule</Trans>
          </Button>
        ) : null}
      </Stack>
    );
  else {
    const more = schedules.data.pagination.totalRecords - schedules.data.items.length;
    body = (
      <Stack gap="sm">
        {periods.isError ? <QueryErrorAlert error={periods.error} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={periods.isPending || undefined}>
          {schedules.data.items.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} months={[current, next]} periods={periods.data} />
          ))}
        </SimpleGrid>
        {more > 0 ? (
          <Anchor component={Link} to="/wtm-area/schedules" size="sm">
            <Trans>More schedules in the schedules list: {more}</Trans>
          </Anchor>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={<Trans>Work time dashboard</Trans>} subtitle={<Trans>This month: {thisMonth}</Trans>} />
      <Stack gap="sm" component="section" aria-labelledby="dashboard-quick-links">
        <Title order={2} size="h4" id="dashboard-quick-links">
          <Trans>Go to</Trans>
        </Title>
        <Group gap="sm" wrap="wrap">
          {quickLinks.map(({ to, label, icon: LinkIcon }) => (
            <Button key={to} component={Link} to={to} variant="default" leftSection={<LinkIcon size={16} aria-hidden />}>
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="dashboard-schedules">
        <Title order={2} size="h4" id="dashboard-schedules">
          <Group gap="xs" component="span">
            <IconTable size={20} aria-hidden />
            <Trans>Schedules this month and next</Trans>
          </Group>
        </Title>
        {body}
      </Stack>
    </Stack>
  );
}
