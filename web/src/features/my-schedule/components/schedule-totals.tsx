import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MySchedule } from '@portal/shared';
import { type ReactNode, useId } from 'react';
import { formatHours } from '../month-grid';
import classes from './my-schedule.module.css';

interface TotalCardProps {
  label: ReactNode;
  value: string;
  unit?: ReactNode;
}

function TotalCard({ label, value, unit }: TotalCardProps) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" className={classes.total} role="group" aria-labelledby={labelId}>
      <Stack gap={2}>
        <Text id={labelId} className={classes.totalLabel}>
          {label}
        </Text>
        <Text component="p" m={0} lh={1.1}>
          <span className={classes.totalValue}>{value}</span>
          {unit ? (
            <>
              {' '}
              <span className={classes.totalUnit}>{unit}</span>
            </>
          ) : null}
        </Text>
      </Stack>
    </Paper>
  );
}

interface ScheduleTotalsProps {
  totals: MySchedule['totals'];
}

/** The month's figures across the employee's schedules: work hours, shifts and absence hours. */
export function ScheduleTotals({ totals }: ScheduleTotalsProps) {
  const { i18n } = useLingui();
  const hoursUnit = <Trans context="hours unit">h</Trans>;
  return (
    <SimpleGrid cols={3} spacing="xs" maw={640}>
      <TotalCard label={<Trans>Work hours</Trans>} value={formatHours(totals.workHours, i18n.locale)} unit={hoursUnit} />
      <TotalCard label={<Trans>Shifts</Trans>} value={formatHours(totals.shifts, i18n.locale)} />
      <TotalCard label={<Trans>Absence hours</Trans>} value={formatHours(totals.absenceHours, i18n.locale)} unit={hoursUnit} />
    </SimpleGrid>
  );
}
