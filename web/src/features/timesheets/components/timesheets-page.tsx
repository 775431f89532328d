import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import type { Timesheet } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { ArchivedBadge, SERVER_LIST_ROWS_PER_PAGE, ServerListFilters, useServerList } from '../../../components/server-list';
import { useTRPC } from '../../../lib/trpc';

const sortKeys: Record<string, 'code' | 'name' | 'schedule'> = { code: 'code', name: 'name', schedule: 'schedule' };

/** The timesheets the keeper may view (spec 2 §2 timesheets): searchable, archived ones on request, sorted by the server. */
export function TimesheetsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const listState = useServerList({ initialSort: { column: 'code', direction: 'ascending' }, sortKeys, defaultSortKey: 'code' });
  const { debouncedSearch, sort, onSortChange, page, setPage } = listState;
  const list = useQuery({
    ...trpc.timesheets.list.queryOptions({ ...listState.input, showArchived: listState.showArchived }),
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
      cell: (row) => <ArchivedBadge archived={row.archived} />,
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
      <ServerListFilters
        search={listState.search}
        onSearchChange={listState.onSearchChange}
        showArchived={listState.showArchived}
        onShowArchivedChange={listState.onShowArchivedChange}
      />
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
        onSortChange={onSortChange}
        minWidth={640}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={SERVER_LIST_ROWS_PER_PAGE}
        maxLinks={10}
        onChange={setPage}
        label={t`Timesheet pages`}
      />
    </Stack>
  );
}
