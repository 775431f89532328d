import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RecordDisplay } from '../../../components/record-display';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { RelativesTable } from './relatives-table';
import { PageHeader } from '../../../components/page-header';

/** The employee's own personal information and relatives, read-only (changes go through HR and the ERP). */
export function PersonalInfoPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const { employeeNo } = useCurrentUser();
  const info = useQuery({ ...trpc.personalInfo.get.queryOptions({ employeeNo: employeeNo ?? '' }), enabled: employeeNo !== null });
  const person = info.data;

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Personal information</Trans>} />
      {employeeNo === null ? (
        <EmptyState>
          <Trans>Your user is not linked to an employee, so there is no personal information to show.</Trans>
        </EmptyState>
      ) : null}
      {employeeNo !== null && info.isPending ? <LoadingBlock /> : null}
      {info.isError ? <QueryErrorAlert error={info.error} /> : null}
      {person ? (
        <>
          <Card withBorder radius="md" padding="lg">
            <RecordDisplay
              fields={[
                { label: t`First name`, value: person.name },
                { label: t`Last name`, value: person.lastName },
                { label: t`Employee number`, value: person.employeeNo, isNowrap: true },
                { label: t`Mobile phone`, value: person.mobileNo, isNowrap: true },
                { label: t`Phone`, value: person.phoneNo, isNowrap: true },
                {
                  label: t`Company e-mail`,
                  value: person.companyEmail ? <Anchor href={`mailto:${person.companyEmail}`}>{person.companyEmail}</Anchor> : null,
                },
                { label: t`Personal e-mail`, value: person.email ? <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor> : null },
                { label: t`Declared address`, value: person.declaredAddress },
                { label: t`Home address`, value: person.homeAddress },
                { label: t`Bank account (IBAN)`, value: person.iban, isNowrap: true },
              ]}
            />
          </Card>
          <Title order={2} size="h3" id="relatives-heading">
            <Trans>Relatives</Trans>
          </Title>
          {person.relatives.length === 0 ? (
            <EmptyState>
              <Trans>No relatives are recorded.</Trans>
            </EmptyState>
          ) : (
            <RelativesTable relatives={person.relatives} labelledBy="relatives-heading" />
          )}
        </>
      ) : null}
    </Stack>
  );
}
