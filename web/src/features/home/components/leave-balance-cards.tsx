import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { HolidayDayType, type LeaveBalance } from '@portal/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface BalanceCardProps {
  id: string;
  label: ReactNode;
  value: number;
  /** What the figure counts, in a line under it. */
  hint: ReactNode;
  link: { to: string; label: ReactNode };
}

/** Up to two decimals, as the reserve is kept (spec 1 §9), without trailing zeros on whole days. */
function formatDays(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

function BalanceCard({ id, label, value, hint, link }: BalanceCardProps) {
  const { i18n } = useLingui();
  const labelId = `home-balance-${id}`;
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId} data-testid={`balance-${id}`}>
      <Stack gap={4}>
        <Text id={labelId} fw={600} size="sm">
          {label}
        </Text>
        <Text component="p" m={0} lh={1.1}>
          <Text component="span" fz={32} fw={700} data-testid={`balance-${id}-value`} style={{ whiteSpace: 'nowrap' }}>
            {formatDays(value, i18n.locale)}
          </Text>{' '}
          <Text component="span" size="lg" fw={500}>
            <Trans context="leave balance unit">days</Trans>
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Anchor component={Link} to={link.to} size="sm" w="fit-content">
          {link.label}
        </Anchor>
      </Stack>
    </Paper>
  );
}

const unitNote = {
  [HolidayDayType.workDays]: msg`Counted in working days.`,
  [HolidayDayType.calendarDays]: msg`Counted in calendar days.`,
};

interface LeaveBalanceCardsProps {
  leave: LeaveBalance;
}

/**
 * Home's annual-leave cards: the unused days today (the contract page's figure), the days planned
 * after today and those taken this year, in the reserve's unit (server: home/use-cases/get-home-summary.ts).
 */
export function LeaveBalanceCards({ leave }: LeaveBalanceCardsProps) {
  const { i18n } = useLingui();
  const year = leave.year;
  return (
    <Stack gap={4} component="section" aria-labelledby="home-leave-balance">
      <Title order={2} id="home-leave-balance">
        <Trans>Annual leave</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <BalanceCard
          id="available"
          label={<Trans>Available</Trans>}
          value={leave.available}
          hint={<Trans>Unused days today</Trans>}
          link={{ to: '/personal-info/contract-info', label: <Trans>Contract</Trans> }}
        />
        <BalanceCard
          id="planned"
          label={<Trans>Planned</Trans>}
          value={leave.planned}
          hint={<Trans>Approved and pending leave after today</Trans>}
          link={{ to: '/applications/my-applications', label: <Trans>My applications</Trans> }}
        />
        <BalanceCard
          id="taken"
          label={<Trans>Taken in {year}</Trans>}
          value={leave.takenThisYear}
          hint={<Trans>Annual leave up to today</Trans>}
          link={{ to: '/my-working-time/history', label: <Trans>Absence history</Trans> }}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {i18n._(unitNote[leave.holidayDayType === HolidayDayType.workDays ? HolidayDayType.workDays : HolidayDayType.calendarDays])}
      </Text>
    </Stack>
  );
}
