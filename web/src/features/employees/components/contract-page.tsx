import '@mantine/dates/styles.css';
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../../components/loading-block';
import { NoEmployeeRecord } from '../../../components/no-employee-record';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { ContractDetails } from './contract-details';
import { ContractHistory } from './contract-history';
import { PageHeader } from '../../../components/page-header';

/** Contracts (personal-info/contract-info): the signed-in employee's contract information and history. */
export function ContractPage() {
  const user = useCurrentUser();
  const trpc = useTRPC();
  const contract = useQuery(trpc.employees.contract.queryOptions(user.employeeNo ? { employeeNo: user.employeeNo } : skipToken));

  return (
    <Stack gap="lg">
      <PageHeader title={<Trans>Contracts</Trans>} />
      {/* A user without an employee record in this company (an external administrator) has no contract. */}
      {!user.employeeNo ? <NoEmployeeRecord /> : null}
      {user.employeeNo && contract.isPending ? <LoadingBlock lines={6} /> : null}
      {contract.isError ? <QueryErrorAlert error={contract.error} /> : null}
      {contract.data ? (
        <>
          <ContractDetails contract={contract.data} />
          <Title order={2}>
            <Trans>Contract history</Trans>
          </Title>
          <ContractHistory appointments={contract.data.appointments} />
        </>
      ) : null}
    </Stack>
  );
}
