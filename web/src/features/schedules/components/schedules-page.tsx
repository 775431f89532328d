import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ScheduleListItem, type ScheduleSort } from '@portal/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useTRPC } from '../../../lib/trpc';

const ROWS_PER_PAGE = 20;
const PAGER_LINKS = 10;
const SEARCH_DELAY_MS = 300;

/** The table's columns by the server's sort keys. */
const sortKeys: Record<string, ScheduleSort> = {
  code: 'code',
  name: 'name',
  shiftGroup: 'shiftGroup',
  employeesCount: 'employeesCount',
};

/**
 * The schedules the planner may view (spec 2 §2 schedules): searchable by code and name, archived ones
 * on request, sorted by the server. New is offered to those who may create schedules.
 */
export function SchedulesPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [showArchived, setShowArchived] = useState(false);
  const [sort, setSort] = useState<DataTableSort>({ column: 'code', direction: 'ascending' });
  const [page, setPage] = useState(1);

  const list = useQuery({
    ...trpc.schedules.list.queryOptions({
      page,
      rowsPerPage: ROWS_PER_PAGE,
      search: debouncedSearch || undefined,
      showArchived,
      sort: sortKeys[sort.column] ?? 'code',
      sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    }),
    placeholderData: keepPreviousData,
  });

  const columns: DataColumn<ScheduleListItem>[] = [
    { key: 'code', header: t`Code`, kind: 'code', cell: (row) => row.code, sortValue: (row) => row.code },
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
      minWidth: 200,
    },
    {
      key: 'shiftGroup',
      header: t`Shift group`,
      cell: (row) => `${row.shiftGroupCode} · ${row.shiftGroupName}`,
      sortValue: (row) => row.shiftGroupCode,
    },
    {
      key: 'employeesCount',
      header: t`Employees`,
      kind: 'number',
      cell: (row) => row.employeesCount,
      sortValue: (row) => row.employeesCount,
    },
    {
      key: 'archived',
      header: t`Status`,
      cell: (row) =>
        row.archived ? (
          <Badge color="gray" variant="light">
            <Trans>Archived</Trans>
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            <Trans context="schedule status">Active</Trans>
          </Badge>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Schedules</Trans>}
        primaryAction={
          list.data?.canCreate ? (
            <Button component={Link} to="/wtm-area/schedules/new" leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>New schedule</Trans>
            </Button>
          ) : undefined
        }
      />
      <Group gap="md" align="flex-end" wrap="wrap">
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
        <Checkbox
          label={t`Show archived`}
          checked={showArchived}
          onChange={(event) => {
            setShowArchived(event.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      <DataTable
        label={t`Schedules`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        empty={debouncedSearch ? <Trans>No schedules match the search.</Trans> : <Trans>There are no schedules yet.</Trans>}
        rowHref={(row) => `/wtm-area/schedules/${row.id}`}
        toneOf={(row) => (row.archived ? 'muted' : null)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        minWidth={640}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={ROWS_PER_PAGE}
        maxLinks={PAGER_LINKS}
        onChange={setPage}
        label={t`Schedule pages`}
      />
    </Stack>
  );
}
