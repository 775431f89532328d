import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Title } from '@mantine/core';
import { type Qualification } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { QueryRows } from '../../../components/query-rows';
import { RecordTable } from '../../../components/record-table';
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
      <QueryRows query={qualifications} empty={<Trans>You have no qualifications recorded.</Trans>}>
        {(rows) => (
          <RecordTable
            label={t`Qualifications`}
            minWidth={1000}
            rows={rows}
            rowKey={(qualification) => qualification.entryNo}
            columns={[
              {
                header: <Trans>Qualification</Trans>,
                cell: (qualification) => (
                  <>
                    {qualification.description || qualification.code}
                    {qualification.mandatory ? (
                      <Badge color="blue" variant="outline" size="sm" ml="xs">
                        <Trans>Mandatory</Trans>
                      </Badge>
                    ) : null}
                  </>
                ),
              },
              { header: <Trans>Category</Trans>, cell: (qualification) => qualification.categoryCode },
              { header: <Trans>Institution</Trans>, cell: (qualification) => qualification.institutionName },
              { header: <Trans>Document no.</Trans>, cell: (qualification) => qualification.documentNo },
              { header: <Trans>Issued on</Trans>, cell: (qualification) => formatErpDate(qualification.dateOfIssue) },
              { header: <Trans>Expires on</Trans>, cell: (qualification) => formatErpDate(qualification.expirationDate) },
              { header: <Trans>Result</Trans>, cell: (qualification) => <PassedText passed={qualification.passed} /> },
              {
                header: <Trans>Validity</Trans>,
                cell: (qualification) =>
                  qualification.valid ? (
                    <Badge color="green" variant="light">
                      <Trans>Valid</Trans>
                    </Badge>
                  ) : (
                    <Badge color="red" variant="light">
                      <Trans>Expired</Trans>
                    </Badge>
                  ),
              },
            ]}
          />
        )}
      </QueryRows>
    </Stack>
  );
}
