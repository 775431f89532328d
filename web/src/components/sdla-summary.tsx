import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Table } from '@mantine/core';
import type { SdlaAccounting } from '@portal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RecordDisplay } from './record-display';

/**
 * A line's summarised working-time accounting (SDLA), the same for the schedule's plan and the
 * timesheet's recorded hours: the accounting period, its months so far with norm, work and absence,
 * the totals against the norm less absences, and the average week against the 48-hour limit.
 */
export function SdlaSummaryView({ data }: { data: SdlaAccounting }) {
  const { t, i18n } = useLingui();
  // Up to two decimals, none on whole hours ("7,5 h" in Lithuanian), as the tables show hours.
  const format = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const hours = (value: number) => `${format.format(value)} h`;
  const monthName = (year: number, monthNumber: number) =>
    new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, monthNumber - 1, 1)),
    );
  const limit = data.averageWeeklyLimitHours;
  return (
    <Stack gap="md">
      <RecordDisplay
        minColumnWidth="13rem"
        fields={[
          { label: t`Accounting period`, value: `${data.periodFrom} – ${data.periodTo}`, isNowrap: true },
          {
            label: t`Average working week`,
            value: `${hours(data.averageWeeklyHours)} / ${hours(data.averageWeeklyLimitHours)}`,
            isNowrap: true,
          },
        ]}
      />
      {data.exceedsAverageWeeklyLimit ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Trans>The average working week exceeds the Labour Code’s limit of {limit} hours.</Trans>
        </Alert>
      ) : null}
      <Table striped withTableBorder aria-label={t`Summarised working-time accounting`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Month`}</Table.Th>
            <Table.Th scope="col">{t`Norm`}</Table.Th>
            <Table.Th scope="col">{t`Work`}</Table.Th>
            <Table.Th scope="col">{t`Absence`}</Table.Th>
            <Table.Th scope="col">{t`Difference`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.months.map((row) => (
            <Table.Tr key={`${row.year}-${row.month}`}>
              <Table.Th scope="row">{monthName(row.year, row.month)}</Table.Th>
              <Table.Td>{hours(row.normHours)}</Table.Td>
              <Table.Td>{hours(row.workHours)}</Table.Td>
              <Table.Td>{hours(row.absenceHours)}</Table.Td>
              <Table.Td>{hours(row.diffHours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {/* The norm of the totals is less the absences: what the hours worked must meet. */}
          <Table.Tr>
            <Table.Th scope="row">{t`Before this month`}</Table.Th>
            <Table.Td>{hours(data.historicDeductibleNormHours)}</Table.Td>
            <Table.Td>{hours(data.historicSdlaHours)}</Table.Td>
            <Table.Td />
            <Table.Td>{hours(data.historicSdlaHours - data.historicDeductibleNormHours)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t`Period so far`}</Table.Th>
            <Table.Td>{hours(data.schedulePeriodNormHours)}</Table.Td>
            <Table.Td>{hours(data.schedulePeriodTotalHours)}</Table.Td>
            <Table.Td />
            <Table.Td>{hours(data.schedulePeriodDiffHours)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}
