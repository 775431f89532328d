import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { HolidayPlanListItem } from '@portal/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useTRPC } from '../../../lib/trpc';
import { HolidayPlanStatusBadge } from './holiday-plan-status-badge';

const ROWS_PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;
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
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<DataTableSort>({ column: 'period', direction: 'descending' });
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.holidayPlans.list.queryOptions({
      page,
      rowsPerPage: ROWS_PER_PAGE,
      search: debouncedSearch || undefined,
      sort: sortKeys[sort.column] ?? 'startDate',
      sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    }),
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
      <Group gap="md" align="flex-end">
        <TextInput
          label={t`Search`}
          placeholder={t`Code or name`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
      </Group>
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
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        minWidth={720}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={ROWS_PER_PAGE}
        maxLinks={10}
        onChange={setPage}
        label={t`Holiday plan pages`}
      />
    </Stack>
  );
}
