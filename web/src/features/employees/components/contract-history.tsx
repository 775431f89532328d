import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { type Appointment, ContractType, orderAppointmentHistory } from '@portal/shared';
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
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={caption}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t`Job title`}</Table.Th>
                    <Table.Th scope="col">{t`Department`}</Table.Th>
                    <Table.Th scope="col">{t`Appointment type`}</Table.Th>
                    <Table.Th scope="col">{t`Contract type`}</Table.Th>
                    <Table.Th scope="col">{t`Working time`}</Table.Th>
                    <Table.Th scope="col">{t`From`}</Table.Th>
                    <Table.Th scope="col">{t`To`}</Table.Th>
                    {showsPay ? <Table.Th scope="col">{t`Salary`}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {chain.map((line) => (
                    <Table.Tr key={line.appointmentLineNo} fw={line.isActive ? 600 : undefined}>
                      <Table.Td>
                        {line.jobTitleName}
                        {line.extensionFrom !== null ? (
                          <Badge ml="xs" size="xs" variant="outline">
                            <Trans>Extension</Trans>
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{line.departmentName}</Table.Td>
                      <Table.Td>{line.appointmentType}</Table.Td>
                      <Table.Td>{line.contractType === ContractType.temporary ? t`Temporary` : t`Open-ended`}</Table.Td>
                      <Table.Td>{line.fullPartTime === 'part' ? t`Part-time` : t`Full-time`}</Table.Td>
                      <Table.Td>{formatErpDate(line.fromDate)}</Table.Td>
                      <Table.Td>{formatErpDate(line.toDate)}</Table.Td>
                      {showsPay ? <Table.Td>{line.salary === null ? '' : formatMoney(line.salary, i18n.locale)}</Table.Td> : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        );
      })}
    </Stack>
  );
}
