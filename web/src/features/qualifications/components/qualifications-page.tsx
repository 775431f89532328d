import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Table, Title } from '@mantine/core';
import { type Qualification } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';

function PassedText({ passed }: { passed: Qualification['passed'] }) {
  switch (passed) {
    case 'passed':
      return <Trans>Passed</Trans>;
    case 'failed':
      return <Trans>Failed</Trans>;
    default:
      return <Trans>Planned</Trans>;
  }
}

/** The employee's qualifications: valid or expired, mandatory ones marked. */
export function QualificationsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const qualifications = useQuery(trpc.qualifications.mine.queryOptions());

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Qualifications</Trans>
      </Title>
      {qualifications.isPending ? <LoadingBlock /> : null}
      {qualifications.isError ? <QueryErrorAlert error={qualifications.error} /> : null}
      {qualifications.data?.length === 0 ? (
        <EmptyState>
          <Trans>You have no qualifications recorded.</Trans>
        </EmptyState>
      ) : null}
      {qualifications.data && qualifications.data.length > 0 ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped aria-label={t`Qualifications`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Qualification</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Category</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Institution</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Document no.</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Issued on</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Expires on</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Result</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Validity</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {qualifications.data.map((qualification) => (
                <Table.Tr key={qualification.entryNo}>
                  <Table.Td>
                    {qualification.description || qualification.code}
                    {qualification.mandatory ? (
                      <Badge color="blue" variant="outline" size="sm" ml="xs">
                        <Trans>Mandatory</Trans>
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{qualification.categoryCode}</Table.Td>
                  <Table.Td>{qualification.institutionName}</Table.Td>
                  <Table.Td>{qualification.documentNo}</Table.Td>
                  <Table.Td>{formatErpDate(qualification.dateOfIssue)}</Table.Td>
                  <Table.Td>{formatErpDate(qualification.expirationDate)}</Table.Td>
                  <Table.Td>
                    <PassedText passed={qualification.passed} />
                  </Table.Td>
                  <Table.Td>
                    {qualification.valid ? (
                      <Badge color="green" variant="light">
                        <Trans>Valid</Trans>
                      </Badge>
                    ) : (
                      <Badge color="red" variant="light">
                        <Trans>Expired</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
