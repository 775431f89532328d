import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE_DEFAULT, type ShiftGroupListItem } from '@portal/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/loading-block';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';
import { NoSetupAccess } from './no-setup-access';

const SEARCH_DEBOUNCE_MS = 300;
const PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The company's shift groups (spec 2 §2 wtm-area/shift-groups): searched by code or name, archived ones on request. */
export function ShiftGroupsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const includeArchived = searchParams.get('archived') === 'true';
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // Asked first: without a view the list is explained, not requested and refused.
  const permissions = useQuery(trpc.shiftGroups.permissions.queryOptions());
  const canView = permissions.data?.canView === true;
  const list = useQuery({
    ...trpc.shiftGroups.list.queryOptions({ page, rowsPerPage: PAGE_SIZE_DEFAULT, search: debouncedSearch, includeArchived }),
    placeholderData: keepPreviousData,
    enabled: canView,
  });

  // Every change of the filter starts again at the first page.
  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next, { replace: true });
  };

  const columns: DataColumn<ShiftGroupListItem>[] = [
    { key: 'code', header: t`Code`, kind: 'code', cell: (group) => group.code },
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (group) => group.name,
      lineClamp: 2,
      minWidth: 220,
    },
    { key: 'shifts', header: t`Shifts`, kind: 'number', cell: (group) => group.shiftsCount },
    {
      key: 'state',
      header: t`State`,
      cell: (group) =>
        group.archived ? (
          <Badge color="gray" variant="outline">
            {t({ message: 'Archived', context: 'shift group, shift' })}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {t({ message: 'Active', context: 'not archived' })}
          </Badge>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Shift groups</Trans>}
        primaryAction={
          permissions.data?.canCreate ? (
            <Button component={Link} to="/wtm-area/shift-groups/new" leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>New shift group</Trans>
            </Button>
          ) : undefined
        }
      />
      {permissions.isError ? <QueryErrorAlert error={permissions.error} /> : null}
      {permissions.data && !canView ? <NoSetupAccess /> : null}
      {canView ? (
        <>
          <Group align="flex-end" gap="md">
            <TextInput
              label={t`Search by code or name`}
              type="search"
              value={search}
              onChange={(event) => setFilter({ search: event.currentTarget.value })}
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={100}
              w={320}
            />
            <Checkbox
              label={t({ message: 'Show archived', context: 'shift groups' })}
              checked={includeArchived}
              onChange={(event) => setFilter({ archived: event.currentTarget.checked ? 'true' : null })}
              mb={8}
            />
          </Group>
          <DataTable
            label={t`Shift groups`}
            rows={list.data?.items}
            rowKey={(group) => group.id}
            columns={columns}
            loading={list.isPending}
            error={list.error}
            empty={debouncedSearch ? <Trans>No search results.</Trans> : <Trans>There are no shift groups yet.</Trans>}
            rowHref={(group) => `/wtm-area/shift-groups/${group.id}`}
            toneOf={(group) => (group.archived ? 'muted' : null)}
            minWidth={560}
            maxHeight="none"
          />
          <Pager
            page={page}
            totalRecords={list.data?.pagination.totalRecords ?? 0}
            rowsPerPage={PAGE_SIZE_DEFAULT}
            maxLinks={PAGER_LINKS}
            onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
            label={t`Shift group pages`}
          />
        </>
      ) : null}
      {permissions.isPending ? <LoadingBlock /> : null}
    </Stack>
  );
}
