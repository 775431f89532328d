import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE_DEFAULT, type PreValueList } from '@portal/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { PreValueListNameDialog } from './pre-value-list-name-dialog';

const SEARCH_DEBOUNCE_MS = 300;
const PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** admin/documents/form-meta-prevalues (spec 2 §2): the pre-value lists with their item counts; a list opens its details. */
export function PreValueListsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const name = searchParams.get('name') ?? '';
  const [debouncedName] = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const [isCreating, setIsCreating] = useState(false);
  const [sort, setSort] = useState<DataTableSort>({ column: 'name', direction: 'ascending' });

  const list = useQuery({
    ...trpc.preValueLists.list.queryOptions({
      page,
      rowsPerPage: PAGE_SIZE_DEFAULT,
      name: debouncedName,
      sort: 'name',
      sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
    }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation(
    trpc.preValueLists.create.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (created) => {
        showSuccess(t`The pre-value list was created.`);
        await queryClient.invalidateQueries({ queryKey: trpc.preValueLists.list.pathKey() });
        await navigate(`/admin/form-meta-prevalues/details/${created.id}`);
      },
    }),
  );

  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearchParams(next, { replace: true });
  };

  const columns: DataColumn<PreValueList>[] = [
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
      lineClamp: 2,
      minWidth: 220,
    },
    { key: 'nameEn', header: t`Name (English)`, cell: (row) => row.nameEn ?? '', lineClamp: 2 },
    { key: 'items', header: t`Items`, kind: 'number', cell: (row) => row.itemsCount },
    { key: 'metas', header: t`Fields`, kind: 'number', cell: (row) => row.metasCount },
    { key: 'scope', header: t`Owner`, cell: (row) => (row.isShared ? <SharedDefinitionBadge /> : null) },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t`Search by name`}
          type="search"
          value={name}
          onChange={(event) => setFilter({ name: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          w={320}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
          <Trans>New pre-value list</Trans>
        </Button>
      </Group>
      <DataTable
        label={t`Pre-value lists`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={debouncedName ? <Trans>No search results.</Trans> : <Trans>There are no pre-value lists yet.</Trans>}
        rowHref={(row) => `/admin/form-meta-prevalues/details/${row.id}`}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setFilter({});
        }}
        minWidth={560}
        maxHeight="none"
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={PAGE_SIZE_DEFAULT}
        maxLinks={PAGER_LINKS}
        onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
        label={t`Pre-value list pages`}
      />
      <PreValueListNameDialog
        opened={isCreating}
        title={t`New pre-value list`}
        initialValues={{ name: '', nameEn: '' }}
        isSaving={create.isPending}
        saveError={create.error}
        onSave={(values) => create.mutate(values)}
        onClose={() => {
          setIsCreating(false);
          create.reset();
        }}
      />
    </Stack>
  );
}
