import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';

/** Periods of reduced working ability, newest first: the employee's own health data. */
export function WorkingAbilitiesPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const abilities = useQuery(trpc.workingAbilities.mine.queryOptions());
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Working abilities</Trans>
      </Title>
      {abilities.isPending ? <LoadingBlock /> : null}
      {abilities.isError ? <QueryErrorAlert error={abilities.error} /> : null}
      {abilities.data?.length === 0 ? (
        <EmptyState>
          <Trans>You have no working ability records.</Trans>
        </EmptyState>
      ) : null}
      {abilities.data && abilities.data.length > 0 ? (
        <Table.ScrollContainer minWidth={800}>
          <Table striped aria-label={t`Working abilities`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>From</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>To</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Working ability, %</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Workplace accident</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Occupational disease</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Notes</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {abilities.data.map((ability) => (
                <Table.Tr key={ability.entryNo}>
                  <Table.Td>{formatErpDate(ability.fromDate)}</Table.Td>
                  <Table.Td>{formatErpDate(ability.toDate)}</Table.Td>
                  <Table.Td>{i18n.number(ability.workingAbilityPercent, { maximumFractionDigits: 2 })}</Table.Td>
                  <Table.Td>{yesNo(ability.workplaceAccident)}</Table.Td>
                  <Table.Td>{yesNo(ability.occupationalDisease)}</Table.Td>
                  <Table.Td>{ability.notes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
