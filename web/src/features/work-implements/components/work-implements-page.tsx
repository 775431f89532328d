import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table } from '@mantine/core';
import type { WorkImplement } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { WorkImplementAnswerDialog } from './work-implement-answer-dialog';
import { WorkImplementStatusCell } from './work-implement-status';
import { PageHeader } from '../../../components/page-header';

/** Equipment issued to the employee; one awaiting acceptance is answered from its status button. */
export function WorkImplementsPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const implements_ = useQuery(trpc.workImplements.mine.queryOptions());
  const [answering, setAnswering] = useState<WorkImplement | null>(null);
  const number = (value: number) => i18n.number(value, { maximumFractionDigits: 2 });

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Work implements</Trans>} />
      {implements_.isPending ? <LoadingBlock /> : null}
      {implements_.isError ? <QueryErrorAlert error={implements_.error} /> : null}
      {implements_.data?.length === 0 ? (
        <EmptyState>
          <Trans>No work implements have been issued to you.</Trans>
        </EmptyState>
      ) : null}
      {implements_.data && implements_.data.length > 0 ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped aria-label={t`Work implements`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>No.</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Work implement</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Group</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Serial number</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Issued on</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Quantity</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Returned on</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Change recommended</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {implements_.data.map((implement) => (
                <Table.Tr key={implement.id}>
                  <Table.Td>{implement.workImplNo}</Table.Td>
                  <Table.Td>{implement.typeName}</Table.Td>
                  <Table.Td>{implement.subgroupName ? `${implement.groupName} / ${implement.subgroupName}` : implement.groupName}</Table.Td>
                  <Table.Td>{implement.serialNumber}</Table.Td>
                  <Table.Td>{formatErpDate(implement.dateOfIssuance)}</Table.Td>
                  <Table.Td>{`${number(implement.issuedAmount)} ${implement.unitOfMeasure}`}</Table.Td>
                  <Table.Td>{formatErpDate(implement.dateOfReturn)}</Table.Td>
                  <Table.Td>{formatErpDate(implement.recommendedDateOfChange)}</Table.Td>
                  <Table.Td>
                    <WorkImplementStatusCell implement={implement} onAnswer={setAnswering} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <WorkImplementAnswerDialog implement={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}
