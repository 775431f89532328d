import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE_DEFAULT } from '@portal/shared';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager';
import { useTRPC } from '../../../lib/trpc';
import { FormWorkflowsList } from './form-workflows-list';

const SEARCH_DEBOUNCE_MS = 300;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The workflows tab of /admin/workflows (spec 2 §2): forms with the approval and cancellation workflows mapped to them. */
export function WorkflowMappingsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const search = searchParams.get('form') ?? '';
  const formGroupId = searchParams.get('group');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const options = useQuery(trpc.workflowDesigner.options.queryOptions());
  const list = useQuery({
    ...trpc.workflowDesigner.mappings.queryOptions({
      page,
      rowsPerPage: PAGE_SIZE_DEFAULT,
      search: debouncedSearch,
      formGroupId: formGroupId ? Number(formGroupId) : undefined,
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
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <Select
          label={t`Form group`}
          data={(options.data?.formGroups ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
          value={formGroupId}
          onChange={(value) => setFilter({ group: value })}
          clearable
          searchable
          w={260}
        />
        <TextInput
          label={t`Search by form name`}
          type="search"
          value={search}
          onChange={(event) => setFilter({ form: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          w={280}
        />
      </Group>
      <FormWorkflowsList
        forms={list.data?.items}
        loading={list.isPending}
        error={list.error}
        empty={debouncedSearch || formGroupId ? <Trans>No search results.</Trans> : <Trans>There are no forms yet.</Trans>}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={PAGE_SIZE_DEFAULT}
        maxLinks={10}
        onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
        label={t`Form pages`}
      />
    </Stack>
  );
}
