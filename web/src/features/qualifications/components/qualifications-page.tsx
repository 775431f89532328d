import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack } from '@mantine/core';
import { type Qualification } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { PageHeader } from '../../../components/page-header';

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
      <PageHeader title={<Trans>Qualifications</Trans>} />
      <DataTable
        rows={qualifications.data}
        loading={qualifications.isPending}
        error={qualifications.isError ? qualifications.error : undefined}
        empty={<Trans>You have no qualifications recorded.</Trans>}
        label={t`Qualifications`}
        minWidth={1000}

        rowKey={(qualification) => qualification.entryNo}
        columns={[
          {
            key: 'qualification',
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
          { key: 'category', header: <Trans>Category</Trans>, cell: (qualification) => qualification.categoryCode },
          { key: 'institution', header: <Trans>Institution</Trans>, cell: (qualification) => qualification.institutionName },
          { key: 'documentNo', header: <Trans>Document no.</Trans>, cell: (qualification) => qualification.documentNo },
          {
            key: 'issuedOn',
            header: <Trans>Issued on</Trans>,
            kind: 'date',
            sortValue: (qualification) => qualification.dateOfIssue,
            cell: (qualification) => formatErpDate(qualification.dateOfIssue),
          },
          {
            key: 'expiresOn',
            header: <Trans>Expires on</Trans>,
            kind: 'date',
            sortValue: (qualification) => qualification.expirationDate,
            cell: (qualification) => formatErpDate(qualification.expirationDate),
          },
          { key: 'result', header: <Trans>Result</Trans>, cell: (qualification) => <PassedText passed={qualification.passed} /> },
          {
            key: 'validity',
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
    </Stack>
  );
}
