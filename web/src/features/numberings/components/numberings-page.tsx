import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Numbering, PAGE_SIZE_DEFAULT } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { IconCopy, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';
import { useCurrentUser } from '../../../lib/current-session';
import { formatDateTime } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { CopyNumberingDialog } from './copy-numbering-dialog';
import { NumberingDialog } from './numbering-dialog';

const SEARCH_DEBOUNCE_MS = 300;
/** The server's sort key of each sortable column. */
const SORT_KEYS = { code: 'code', name: 'name' } as const;
const PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** admin/documents/form-numbering (spec 2 §2): the document numberings with the number each gives next. */
export function NumberingsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const canChangeShared = useCurrentUser().adminAccess >= SHARED_DEFINITION_ADMIN_LEVEL;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [openNumbering, setOpenNumbering] = useState<number | null | undefined>(undefined);
  const [copying, setCopying] = useState<Numbering | null>(null);
  const [sort, setSort] = useState<DataTableSort>({ column: 'name', direction: 'ascending' });

  const list = useQuery({
    ...trpc.numberings.list.queryOptions({
      page,
      rowsPerPage: PAGE_SIZE_DEFAULT,
      search: debouncedSearch,
      sort: SORT_KEYS[sort.column as keyof typeof SORT_KEYS] ?? 'name',
      sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    }),
    placeholderData: keepPreviousData,
  });

  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next, { replace: true });
  };

  const columns: DataColumn<Numbering>[] = [
    { key: 'code', header: t`Code`, kind: 'code', cell: (row) => row.code, sortValue: (row) => row.code },
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
      lineClamp: 2,
      minWidth: 200,
    },
    { key: 'sample', header: t`Next document number`, kind: 'code', cell: (row) => row.sample },
    { key: 'lastUsed', header: t`Last used`, kind: 'date', cell: (row) => (row.lastUsed ? formatDateTime(row.lastUsed) : '') },
    { key: 'forms', header: t`Forms`, kind: 'number', cell: (row) => row.formsCount },
    { key: 'scope', header: t`Owner`, cell: (row) => (row.isShared ? <SharedDefinitionBadge /> : null) },
    {
      key: 'copy',
      header: <Trans>Actions</Trans>,
      cell: (row) => {
        const name = row.name;
        return (
          <ActionIcon variant="subtle" aria-label={t`Copy “${name}”`} onClick={() => setCopying(row)}>
            <IconCopy size={16} aria-hidden />
          </ActionIcon>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t`Search by code, name or prefix`}
          type="search"
          value={search}
          onChange={(event) => setFilter({ search: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          w={320}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpenNumbering(null)}>
          <Trans>New numbering</Trans>
        </Button>
      </Group>
      <DataTable
        label={t`Numberings`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={debouncedSearch ? <Trans>No search results.</Trans> : <Trans>There are no numberings yet.</Trans>}
        onRowOpen={(row) => setOpenNumbering(row.id)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setFilter({});
        }}
        minWidth={720}
        maxHeight="none"
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={PAGE_SIZE_DEFAULT}
        maxLinks={PAGER_LINKS}
        onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
        label={t`Numbering pages`}
      />
      <NumberingDialog
        opened={openNumbering !== undefined}
        numberingId={openNumbering ?? null}
        canChangeShared={canChangeShared}
        onClose={() => setOpenNumbering(undefined)}
      />
      <CopyNumberingDialog numbering={copying} onClose={() => setCopying(null)} />
    </Stack>
  );
}
