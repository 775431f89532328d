import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';

/** Safety and job instructions the employee was given, newest first. */
export function InstructionsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const instructions = useQuery(trpc.instructions.mine.queryOptions());

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Instructions</Trans>
      </Title>
      {instructions.isPending ? <LoadingBlock /> : null}
      {instructions.isError ? <QueryErrorAlert error={instructions.error} /> : null}
      {instructions.data?.length === 0 ? (
        <EmptyState>
          <Trans>You have no instructions recorded.</Trans>
        </EmptyState>
      ) : null}
      {instructions.data && instructions.data.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t`Instructions`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Instruction</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Type</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Check type</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Date</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Carried out on</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Valid until</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Conclusion</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {instructions.data.map((instruction) => (
                <Table.Tr key={instruction.entryNo}>
                  <Table.Td>{instruction.name}</Table.Td>
                  <Table.Td>{instruction.type}</Table.Td>
                  <Table.Td>{instruction.checkType}</Table.Td>
                  <Table.Td>{formatErpDate(instruction.date)}</Table.Td>
                  <Table.Td>{formatErpDate(instruction.executionDate)}</Table.Td>
                  <Table.Td>{formatErpDate(instruction.validTo)}</Table.Td>
                  <Table.Td>{instruction.conclusion}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
