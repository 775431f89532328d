import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Timesheet } from '@portal/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useTRPC } from '../../../lib/trpc';

const ROWS_PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;
const sortKeys: Record<string, 'code' | 'name' | 'schedule'> = { code: 'code', name: 'name', schedule: 'schedule' };

/** The timesheets the keeper may view (spec 2 §2 timesheets): searchable, archived ones on request, sorted by the server. */
export function TimesheetsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [showArchived, setShowArchived] = useState(false);
  const [sort, setSort] = useState<DataTableSort>({ column: 'code', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.timesheets.list.queryOptions({
      page,
      rowsPerPage: ROWS_PER_PAGE,
      search: debouncedSearch || undefined,
      showArchived,
      sort: sortKeys[sort.column] ?? 'code',
      sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    }),
    placeholderData: keepPreviousData,
  });

  const columns: DataColumn<Timesheet>[] = [
    { key: 'code', header: t`Code`, kind: 'code', cell: (row) => row.code, sortValue: (row) => row.code },
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
      minWidth: 200,
    },
    {
      key: 'schedule',
      header: t`Schedule`,
      cell: (row) => `${row.scheduleCode} · ${row.scheduleName}`,
      sortValue: (row) => row.scheduleCode,
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
        title={<Trans>Timesheets</Trans>}
        primaryAction={
          list.data?.canCreate ? (
            <Button component={Link} to="/wtm-area/timesheets/new" leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>New timesheet</Trans>
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
        label={t`Timesheets`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        empty={debouncedSearch ? <Trans>No timesheets match the search.</Trans> : <Trans>There are no timesheets yet.</Trans>}
        rowHref={(row) => `/wtm-area/timesheets/${row.id}/table`}
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
        maxLinks={10}
        onChange={setPage}
        label={t`Timesheet pages`}
      />
    </Stack>
  );
}
