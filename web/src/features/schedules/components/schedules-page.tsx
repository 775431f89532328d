import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { type ScheduleListItem, type ScheduleSort } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { ArchivedBadge, SERVER_LIST_ROWS_PER_PAGE, ServerListFilters, useServerList } from '../../../components/server-list';
import { useTRPC } from '../../../lib/trpc';

const PAGER_LINKS = 10;

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
  const listState = useServerList({ initialSort: { column: 'code', direction: 'ascending' }, sortKeys, defaultSortKey: 'code' });
  const { debouncedSearch, sort, onSortChange, page, setPage } = listState;
  const list = useQuery({
    ...trpc.schedules.list.queryOptions({ ...listState.input, showArchived: listState.showArchived }),
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
      cell: (row) => <ArchivedBadge archived={row.archived} />,
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
      <ServerListFilters
        search={listState.search}
        onSearchChange={listState.onSearchChange}
        showArchived={listState.showArchived}
        onShowArchivedChange={listState.onShowArchivedChange}
      />
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
        onSortChange={onSortChange}
        minWidth={640}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={SERVER_LIST_ROWS_PER_PAGE}
        maxLinks={PAGER_LINKS}
        onChange={setPage}
        label={t`Schedule pages`}
      />
    </Stack>
  );
}
