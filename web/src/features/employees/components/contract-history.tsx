import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { type Appointment, ContractType, orderAppointmentHistory } from '@portal/shared';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { formatErpDate, formatMoney } from '../../../lib/format';

interface ContractHistoryProps {
  appointments: readonly Appointment[];
}

/** Appointment lines grouped by their root line (a contract and its extensions), active contracts first. */
export function ContractHistory({ appointments }: ContractHistoryProps) {
  const { t, i18n } = useLingui();
  if (appointments.length === 0) {
    return (
      <EmptyState>
        <Trans>There is no contract history.</Trans>
      </EmptyState>
    );
  }
  const chains = new Map<number, Appointment[]>();
  for (const line of orderAppointmentHistory(appointments)) chains.set(line.rootLineNo, [...(chains.get(line.rootLineNo) ?? []), line]);
  const showsPay = appointments.some((line) => line.salary !== null);
  const columns: DataColumn<Appointment>[] = [
    {
      key: 'jobTitle',
      header: t`Job title`,
      cell: (line) => (
        <>
          {line.jobTitleName}
          {line.extensionFrom !== null ? (
            <Badge ml="xs" size="xs" variant="outline">
              <Trans>Extension</Trans>
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'department', header: t`Department`, cell: (line) => line.departmentName },
    { key: 'appointmentType', header: t`Appointment type`, cell: (line) => line.appointmentType },
    {
      key: 'contractType',
      header: t`Contract type`,
      cell: (line) => (line.contractType === ContractType.temporary ? t`Temporary` : t`Open-ended`),
    },
    { key: 'workingTime', header: t`Working time`, cell: (line) => (line.fullPartTime === 'part' ? t`Part-time` : t`Full-time`) },
    { key: 'from', header: t`From`, kind: 'date', cell: (line) => formatErpDate(line.fromDate) },
    { key: 'to', header: t`To`, kind: 'date', cell: (line) => formatErpDate(line.toDate) },
    ...(showsPay
      ? [
          {
            key: 'salary',
            header: t`Salary`,
            kind: 'number',
            cell: (line) => (line.salary === null ? '' : formatMoney(line.salary, i18n.locale)),
          } satisfies DataColumn<Appointment>,
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      {[...chains.values()].map((chain) => {
        const root = chain[0]!;
        const isActive = chain.some((line) => line.isActive);
        const caption = t`Contract ${root.contractNo}`;
        return (
          <Paper key={root.rootLineNo} withBorder p="md" radius="md">
            <Group gap="sm" mb="xs">
              <Title order={3} size="h4">
                {caption}
              </Title>
              {isActive ? (
                <Badge color="green" variant="light">
                  <Trans>Active</Trans>
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  <Trans>Ended</Trans>
                </Badge>
              )}
            </Group>
            <DataTable
              label={caption}
              rows={chain}
              rowKey={(line) => line.appointmentLineNo}
              columns={columns}
              // The line in force now reads first among its extensions.
              toneOf={(line) => (line.isActive ? 'strong' : null)}
              maxHeight="none"
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
