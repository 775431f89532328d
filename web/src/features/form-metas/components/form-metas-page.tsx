import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormMetaAdmin, PAGE_SIZE_DEFAULT } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { fieldTypeLabel, fieldTypeOptions } from '../field-type-names';
import { FormMetaDialog } from './form-meta-dialog';

const SEARCH_DEBOUNCE_MS = 300;
/** The server's sort key of each sortable column. */
const SORT_KEYS = { caption: 'caption', type: 'type' } as const;
const PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** admin/documents/form-meta (spec 2 §2): the fields forms place, filtered by caption and type, paged by the server. */
export function FormMetasPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const canChangeShared = useCurrentUser().adminAccess >= SHARED_DEFINITION_ADMIN_LEVEL;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const caption = searchParams.get('caption') ?? '';
  const type = searchParams.get('type');
  // The form editor links here with ?formId=…: only the fields that form places.
  const formId = pageFrom(searchParams.get('formId'));
  const hasFormFilter = searchParams.get('formId') !== null;
  const [debouncedCaption] = useDebouncedValue(caption.trim(), SEARCH_DEBOUNCE_MS);
  // undefined: closed; null: a new field; a number: that field.
  const [openMeta, setOpenMeta] = useState<number | null | undefined>(undefined);
  const [sort, setSort] = useState<DataTableSort>({ column: 'caption', direction: 'ascending' });

  const list = useQuery({
    ...trpc.formMetas.list.queryOptions({
      page,
      rowsPerPage: PAGE_SIZE_DEFAULT,
      caption: debouncedCaption,
      sort: SORT_KEYS[sort.column as keyof typeof SORT_KEYS] ?? 'caption',
      sortDirection: sort.direction === 'ascending' ? 'asc' : 'desc',
      ...(type === null ? {} : { type: Number(type) }),
      ...(hasFormFilter ? { formId } : {}),
    }),
    placeholderData: keepPreviousData,
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

  const columns: DataColumn<FormMetaAdmin>[] = [
    { key: 'caption', header: t`Caption`, cell: (meta) => meta.caption, sortValue: (meta) => meta.caption, lineClamp: 2, minWidth: 220 },
    { key: 'captionEn', header: t`Caption (English)`, cell: (meta) => meta.captionEn ?? '', lineClamp: 2 },
    { key: 'type', header: t`Field type`, cell: (meta) => fieldTypeLabel(i18n, meta.type), sortValue: (meta) => meta.type },
    { key: 'mandatory', header: t`Mandatory`, cell: (meta) => (meta.mandatory ? t`Yes` : t`No`) },
    { key: 'forms', header: t`Forms`, kind: 'number', cell: (meta) => meta.formsCount },
    {
      key: 'scope',
      header: t`Owner`,
      cell: (meta) => (
        <Group gap={4}>
          {meta.isShared ? <SharedDefinitionBadge /> : null}
          {meta.systemic ? (
            <Badge color="gray" variant="outline">
              <Trans>System field</Trans>
            </Badge>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="md">
          <TextInput
            label={t`Search by caption`}
            type="search"
            value={caption}
            onChange={(event) => setFilter({ caption: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={100}
            w={280}
          />
          <Select
            label={t`Field type`}
            placeholder={t`All types`}
            clearable
            searchable
            data={fieldTypeOptions(i18n)}
            value={type}
            onChange={(value) => setFilter({ type: value })}
            w={280}
          />
          {hasFormFilter ? (
            <Button variant="light" rightSection={<IconX size={14} aria-hidden />} onClick={() => setFilter({ formId: null })} mb={2}>
              <Trans>Fields of one form only</Trans>
            </Button>
          ) : null}
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpenMeta(null)}>
          <Trans>New field</Trans>
        </Button>
      </Group>
      <DataTable
        label={t`Fields`}
        rows={list.data?.items}
        rowKey={(meta) => meta.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={debouncedCaption || type || hasFormFilter ? <Trans>No search results.</Trans> : <Trans>There are no fields yet.</Trans>}
        onRowOpen={(meta) => setOpenMeta(meta.id)}
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
        label={t`Field pages`}
      />
      <FormMetaDialog
        opened={openMeta !== undefined}
        metaId={openMeta ?? null}
        canChangeShared={canChangeShared}
        onClose={() => setOpenMeta(undefined)}
      />
    </Stack>
  );
}
