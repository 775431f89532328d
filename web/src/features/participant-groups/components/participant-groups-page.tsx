import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE_DEFAULT, type ParticipantGroupListItem } from '@portal/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { formValuesOf, ParticipantGroupFormDialog } from './participant-group-form-dialog';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

const SEARCH_DEBOUNCE_MS = 300;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The workflow designer's participant groups tab (spec 2 §2 workflows → user-roles): the company's own and the shared groups. */
export function ParticipantGroupsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [isCreating, setIsCreating] = useState(false);
  const list = useQuery({
    ...trpc.participantGroups.list.queryOptions({ page, rowsPerPage: PAGE_SIZE_DEFAULT, search: debouncedSearch }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation(
    trpc.participantGroups.create.mutationOptions({
      onSuccess: async (group) => {
        showSuccess(t`The participant group was created.`);
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.list.pathKey() });
        await navigate(`/admin/user-roles/mapping/${group.id}`);
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

  const columns: DataColumn<ParticipantGroupListItem>[] = [
    { key: 'name', header: t({ message: 'Name', context: 'name of a thing' }), cell: (group) => group.name, lineClamp: 2, minWidth: 220 },
    { key: 'systemName', header: t`System name`, kind: 'code', cell: (group) => group.systemName ?? '' },
    { key: 'members', header: t`Members`, kind: 'number', cell: (group) => (group.isPerDocument ? '—' : group.membersCount) },
    {
      key: 'marks',
      header: t`Notes`,
      cell: (group) => (
        <Group gap={4}>
          {group.isShared ? <SharedDefinitionBadge /> : null}
          {group.isPerDocument ? <Badge variant="outline">{t`Filled per document`}</Badge> : null}
          {group.active ? null : <Badge color="gray" variant="outline">{t`Inactive`}</Badge>}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t`Search by name or system name`}
          type="search"
          value={search}
          onChange={(event) => setFilter({ search: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          w={320}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
          <Trans>New participant group</Trans>
        </Button>
      </Group>
      <DataTable
        label={t`Participant groups`}
        rows={list.data?.items}
        rowKey={(group) => group.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={debouncedSearch ? <Trans>No search results.</Trans> : <Trans>There are no participant groups yet.</Trans>}
        rowHref={(group) => `/admin/user-roles/mapping/${group.id}`}
        toneOf={(group) => (group.active ? null : 'muted')}
        minWidth={640}
        maxHeight="none"
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={PAGE_SIZE_DEFAULT}
        maxLinks={10}
        onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
        label={t`Participant group pages`}
      />
      {isCreating ? (
        <ParticipantGroupFormDialog
          opened
          title={t`New participant group`}
          initialValues={formValuesOf(null)}
          isSystemNameLocked={false}
          isSaving={create.isPending}
          saveError={create.error}
          onSave={(values) => create.mutate(values)}
          onClose={() => setIsCreating(false)}
        />
      ) : null}
    </Stack>
  );
}
