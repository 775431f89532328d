import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Card, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type DecisionLeave, HolidayDayType, type TeamAway, TeamAbsenceSource, TeamBasis } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RecordDisplay } from '../../../components/record-display';
import { formatDecimal } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import classes from './decision-context-card.module.css';

function LeaveFigures({ leave }: { leave: DecisionLeave }) {
  const { t, i18n } = useLingui();
  const unit = leave.holidayDayType === HolidayDayType.workDays ? t`working days` : t`calendar days`;
  const days = (value: number) => `${formatDecimal(value, i18n.locale)} ${unit}`;
  return (
    <RecordDisplay
      aria-label={t`Leave balance`}
      minColumnWidth="9rem"
      fields={[
        { label: t`Unused on ${leave.date}`, value: days(leave.unusedDays), isNowrap: true },
        { label: t`This leave`, value: days(leave.leaveDays), isNowrap: true },
        {
          label: t`Balance after the leave`,
          value: (
            <Text component="span" fw={700} c={leave.balanceAfter < 0 ? 'red.8' : undefined}>
              {days(leave.balanceAfter)}
            </Text>
          ),
          isNowrap: true,
        },
      ]}
    />
  );
}

function TeamStrip({ team }: { team: TeamAway }) {
  const { t } = useLingui();
  const sourceLabel: Record<TeamAbsenceSource, string> = {
    [TeamAbsenceSource.recorded]: t`recorded`,
    [TeamAbsenceSource.approved]: t`approved`,
    [TeamAbsenceSource.pending]: t`awaiting approval`,
  };
  const awayOn = (date: string) => team.absences.filter((absence) => absence.from <= date && date <= absence.to).map((each) => each.name);
  const teamName = team.basis === TeamBasis.department && team.departmentName ? team.departmentName : t`colleagues with the same manager`;
  const members = team.memberCount;
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>
          Team: {teamName} ({members} besides the employee)
        </Trans>
      </Text>
      <ol className={classes.strip} aria-label={t`Team members away per day`}>
        {team.days.map((day) => {
          const names = awayOn(day.date);
          const count = day.awayCount;
          const label = t`${day.date}: ${count} away`;
          return (
            <li key={day.date} className={classes.day} data-off={!day.isWorkDay || undefined} data-away={count > 0 || undefined}>
              <Tooltip label={names.length > 0 ? `${label} — ${names.join(', ')}` : label} withArrow multiline maw={260}>
                <Box className={classes.cell} role="img" aria-label={label} tabIndex={0}>
                  <span className={classes.date} aria-hidden>
                    {day.date.slice(8)}
                  </span>
                  <span className={classes.count} aria-hidden>
                    {count}
                  </span>
                </Box>
              </Tooltip>
            </li>
          );
        })}
      </ol>
      {team.isClipped ? (
        <Text size="xs" c="dimmed">
          <Trans>
            The period is long: its first days are shown, {team.from} – {team.to}.
          </Trans>
        </Text>
      ) : null}
      {team.absences.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Nobody else in the team is away on these days.</Trans>
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={t`Who is away`}>
          {team.absences.map((absence, index) => (
            <List.Item key={`${absence.employeeNo}-${absence.from}-${index}`}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={500}>
                  {absence.name}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {absence.from === absence.to ? absence.from : `${absence.from} – ${absence.to}`}
                </Text>
                <Badge size="sm" variant="light" color={absence.source === TeamAbsenceSource.pending ? 'amber' : 'gray'}>
                  {sourceLabel[absence.source]}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {team.hasMoreAbsences ? (
        <Text size="xs" c="dimmed">
          <Trans>More absences overlap than are listed; the counts per day include them all.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * What the approver decides with (issue #12, the team view of Odoo Time Off and Frappe HRMS): the
 * employee's balance after this leave, and who else of the team is away on its days, per day.
 */
export function DecisionContextCard({ submissionId }: { submissionId: number }) {
  const trpc = useTRPC();
  const titleId = useId();
  const query = useQuery(trpc.documents.decisionContext.queryOptions({ id: submissionId }));
  const context = query.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          <Trans>To decide with</Trans>
        </Title>
        {query.isError ? <QueryErrorAlert error={query.error} /> : null}
        {query.isPending ? <LoadingBlock /> : null}
        {context ? (
          <>
            {context.leave ? <LeaveFigures leave={context.leave} /> : null}
            {context.team ? <TeamStrip team={context.team} /> : null}
            {!context.leave && !context.team ? (
              <Text size="sm" c="dimmed">
                <Trans>The document has no period to compare.</Trans>
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
