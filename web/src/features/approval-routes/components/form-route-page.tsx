import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Select, Stack, Title } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApprovalRouteSteps } from '../../../components/approval-route/approval-route-steps';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';

function parseId(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The form editor's "Approval route" tab (issue #15): pick an employee of the company and see who
 * would approve each step if they filed the form today — the engine's own resolution.
 */
export function FormRoutePage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const formId = parseId(useParams().id);
  const [employeeNo, setEmployeeNo] = useState<string | null>(null);
  const employees = useQuery(trpc.employees.listWithoutPagination.queryOptions({ sort: 'LastName', sortDirection: 'asc' }));
  const route = useQuery(
    trpc.approvalRoutes.designerPreview.queryOptions(formId !== null && employeeNo !== null ? { formId, employeeNo } : skipToken),
  );
  const options = (employees.data ?? []).map((employee) => ({
    value: employee.employeeNo,
    label: [employee.fullName, employee.jobTitle].filter(Boolean).join(' — '),
  }));
  return (
    <Stack gap="md" maw={880}>
      <Title order={2} size="h3">
        <Trans context="route preview">Approval route</Trans>
      </Title>
      {employees.isError ? <QueryErrorAlert error={employees.error} /> : null}
      <Select
        label={t`Employee`}
        description={t`Who would approve each step if this employee filed the form today`}
        placeholder={t`Choose an employee`}
        data={options}
        value={employeeNo}
        onChange={setEmployeeNo}
        searchable
        clearable
        disabled={employees.isPending}
        nothingFoundMessage={t`No employees found`}
      />
      {employeeNo !== null ? (
        <Card withBorder radius="md" padding="lg">
          {route.isPending ? <LoadingBlock /> : null}
          {route.isError ? <QueryErrorAlert error={route.error} /> : null}
          {route.data ? <ApprovalRouteSteps route={route.data} /> : null}
        </Card>
      ) : null}
    </Stack>
  );
}
