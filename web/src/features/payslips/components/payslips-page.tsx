import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { NoEmployeeRecord } from '../../../components/no-employee-record';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { formatPeriod } from './period-label';
import { PayslipHistory } from './payslip-history';
import { PayslipLines } from './payslip-lines';
import { PageHeader } from '../../../components/page-header';

/** Payslips (personal-info/payslips): the latest month in full, then the paged history. */
export function PayslipsPage() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const trpc = useTRPC();
  const employeeNo = user.employeeNo;
  const latest = useQuery(trpc.payslips.get.queryOptions(employeeNo ? { employeeNo } : skipToken));

  if (!employeeNo) {
    return (
      <Stack gap="lg">
        <PageHeader title={<Trans>Payslips</Trans>} />
        <NoEmployeeRecord />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={<Trans>Payslips</Trans>} />
      <Stack gap="xs" component="section" aria-labelledby="payslips-latest">
        <Title order={2} id="payslips-latest">
          {latest.data ? (
            <Trans>Latest payslip: {formatPeriod(latest.data.year, latest.data.month, i18n.locale)}</Trans>
          ) : (
            <Trans>Latest payslip</Trans>
          )}
        </Title>
        {latest.isPending ? <LoadingBlock lines={4} /> : null}
        {latest.isError ? <QueryErrorAlert error={latest.error} /> : null}
        {latest.isSuccess && latest.data === null ? (
          <EmptyState>
            <Trans>There are no payslips yet.</Trans>
          </EmptyState>
        ) : null}
        {latest.data ? (
          <Paper withBorder p="md" radius="md">
            <PayslipLines payslip={latest.data} />
          </Paper>
        ) : null}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="payslips-history">
        <Title order={2} id="payslips-history">
          <Trans>Payslip history</Trans>
        </Title>
        <PayslipHistory employeeNo={employeeNo} />
      </Stack>
    </Stack>
  );
}
