import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { RelativesTable } from './relatives-table';
import { PageHeader } from '../../../components/page-header';

interface FieldProps {
  label: string;
  children: ReactNode;
}

/** A read-only label and value; an empty value shows a dash. */
function Field({ label, children }: FieldProps) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}

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
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="dl" m={0} spacing="md">
              <Field label={t`First name`}>{person.name}</Field>
              <Field label={t`Last name`}>{person.lastName}</Field>
              <Field label={t`Employee number`}>{person.employeeNo}</Field>
              <Field label={t`Mobile phone`}>{person.mobileNo}</Field>
              <Field label={t`Phone`}>{person.phoneNo}</Field>
              <Field label={t`Company e-mail`}>
                {person.companyEmail ? <Anchor href={`mailto:${person.companyEmail}`}>{person.companyEmail}</Anchor> : null}
              </Field>
              <Field label={t`Personal e-mail`}>
                {person.email ? <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor> : null}
              </Field>
              <Field label={t`Declared address`}>{person.declaredAddress}</Field>
              <Field label={t`Home address`}>{person.homeAddress}</Field>
              <Field label={t`Bank account (IBAN)`}>{person.iban}</Field>
            </SimpleGrid>
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
