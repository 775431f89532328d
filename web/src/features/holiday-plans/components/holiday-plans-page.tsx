import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import type { HolidayPlanListItem } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SERVER_LIST_ROWS_PER_PAGE, ServerListFilters, useServerList } from '../../../components/server-list';
import { useTRPC } from '../../../lib/trpc';
import { HolidayPlanStatusBadge } from './holiday-plan-status-badge';

const sortKeys: Record<string, 'code' | 'name' | 'startDate' | 'status'> = {
  code: 'code',
  name: 'name',
  period: 'startDate',
  status: 'status',
};

/** The holiday plans the planner may view (spec 2 §2 holiday-plans): searchable, sorted by the server. */
export function HolidayPlansPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const listState = useServerList({ initialSort: { column: 'period', direction: 'descending' }, sortKeys, defaultSortKey: 'startDate' });
  const { debouncedSearch, sort, onSortChange, page, setPage } = listState;
  const list = useQuery({
    ...trpc.holidayPlans.list.queryOptions(listState.input),
    placeholderData: keepPreviousData,
  });

  const columns: DataColumn<HolidayPlanListItem>[] = [
    { key: 'code', header: t`Code`, kind: 'code', cell: (row) => row.code, sortValue: (row) => row.code },
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
      minWidth: 200,
    },
    { key: 'department', header: t`Department`, cell: (row) => row.departmentName ?? row.departmentCode ?? '—' },
    { key: 'period', header: t`Period`, cell: (row) => `${row.startDate} – ${row.endDate}`, sortValue: (row) => row.startDate },
    { key: 'employeesCount', header: t`Employees`, kind: 'number', cell: (row) => row.employeesCount },
    { key: 'status', header: t`Status`, cell: (row) => <HolidayPlanStatusBadge status={row.status} />, sortValue: (row) => row.status },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Holiday plans</Trans>}
        primaryAction={
          list.data?.canCreate ? (
            <Button component={Link} to="/wtm-area/holiday-plans/new" leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>New holiday plan</Trans>
            </Button>
          ) : undefined
        }
      />
      <ServerListFilters search={listState.search} onSearchChange={listState.onSearchChange} />
      <DataTable
        label={t`Holiday plans`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        empty={debouncedSearch ? <Trans>No holiday plans match the search.</Trans> : <Trans>There are no holiday plans yet.</Trans>}
        rowHref={(row) => `/wtm-area/holiday-plans/${row.id}`}
        sort={sort}
        onSortChange={onSortChange}
        minWidth={720}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={SERVER_LIST_ROWS_PER_PAGE}
        maxLinks={10}
        onChange={setPage}
        label={t`Holiday plan pages`}
      />
    </Stack>
  );
}
