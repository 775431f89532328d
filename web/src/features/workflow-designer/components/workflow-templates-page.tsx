import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Menu, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE_DEFAULT, type WorkflowTemplateListItem } from '@portal/shared';
import { IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { NameDialog } from './name-dialog';
import { ACTIVITIES_ROUTE } from './routes';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

const SEARCH_DEBOUNCE_MS = 300;
const PAGER_LINKS = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

type Dialog =
  { kind: 'create' } | { kind: 'copy'; workflow: WorkflowTemplateListItem } | { kind: 'delete'; workflow: WorkflowTemplateListItem };

/** The workflow-templates tab (spec 2 §2): the company's own and shared workflows with create, copy, archive and delete. */
export function WorkflowTemplatesPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const name = searchParams.get('name') ?? '';
  const state = searchParams.get('state') ?? 'all';
  const [debouncedName] = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const list = useQuery({
    ...trpc.workflowDesigner.list.queryOptions({
      page,
      rowsPerPage: PAGE_SIZE_DEFAULT,
      name: debouncedName,
      active: state === 'all' ? undefined : state === 'active',
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

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.workflowDesigner.pathKey() });
  const create = useMutation(
    trpc.workflowDesigner.create.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (workflow) => {
        showSuccess(t`The workflow was created. Add its activities.`);
        setDialog(null);
        await refresh();
        await navigate(`${ACTIVITIES_ROUTE}/${workflow.id}`);
      },
    }),
  );
  const copy = useMutation(
    trpc.workflowDesigner.copy.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`The workflow was copied.`);
        setDialog(null);
        await refresh();
      },
    }),
  );
  const archive = useMutation(
    trpc.workflowDesigner.archive.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The workflow was archived.`);
        await refresh();
      },
    }),
  );
  const unArchive = useMutation(
    trpc.workflowDesigner.unArchive.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The workflow was activated.`);
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.workflowDesigner.delete.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The workflow was deleted.`);
        await refresh();
      },
      onSettled: () => setDialog(null),
    }),
  );

  const columns: DataColumn<WorkflowTemplateListItem>[] = [
    {
      key: 'name',
      header: t({ message: 'Name', context: 'name of a thing' }),
      cell: (workflow) => workflow.name,
      lineClamp: 2,
      minWidth: 220,
    },
    {
      key: 'forms',
      header: t`Forms`,
      cell: (workflow) =>
        workflow.forms.map((form) => (form.type === 0 ? t`${form.formName} (approval)` : t`${form.formName} (cancellation)`)).join(', '),
      lineClamp: 3,
      minWidth: 200,
    },
    { key: 'activities', header: t`Activities`, kind: 'number', cell: (workflow) => workflow.activitiesCount },
    {
      key: 'state',
      header: t`State`,
      cell: (workflow) => (
        <Group gap={4}>
          {workflow.active ? (
            <Badge color="green" variant="light">
              {t({ message: 'Active', context: 'workflow' })}
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              {t({ message: 'Archived', context: 'workflow' })}
            </Badge>
          )}
          {workflow.companyCode === null && <SharedDefinitionBadge />}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (workflow) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="subtle" size="compact-sm" aria-label={t`Actions of ${workflow.name}`}>
              <IconDots size={16} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setDialog({ kind: 'copy', workflow })}>{t`Copy`}</Menu.Item>
            {workflow.canEdit ? (
              <>
                {workflow.active ? (
                  <Menu.Item onClick={() => archive.mutate({ id: workflow.id })}>{t`Archive`}</Menu.Item>
                ) : (
                  <Menu.Item onClick={() => unArchive.mutate({ id: workflow.id })}>{t`Activate`}</Menu.Item>
                )}
                <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', workflow })}>
                  {t`Delete`}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const copyError = fieldErrorText(i18n, fieldErrorsOf(copy.error), 'target');
  const createError = fieldErrorText(i18n, fieldErrorsOf(create.error), 'name');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="md">
          <TextInput
            label={t`Search by name`}
            type="search"
            value={name}
            onChange={(event) => setFilter({ name: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            w={280}
          />
          <SegmentedControl
            aria-label={t`State`}
            value={state}
            onChange={(value) => setFilter({ state: value === 'all' ? null : value })}
            data={[
              { value: 'all', label: t({ message: 'All', context: 'workflows' }) },
              { value: 'active', label: t({ message: 'Active', context: 'workflow' }) },
              { value: 'archived', label: t({ message: 'Archived', context: 'workflow' }) },
            ]}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
          <Trans>New workflow</Trans>
        </Button>
      </Group>
      <DataTable
        label={t`Workflows`}
        rows={list.data?.items}
        rowKey={(workflow) => workflow.id}
        columns={columns}
        loading={list.isPending}
        error={list.error}
        empty={debouncedName ? <Trans>No search results.</Trans> : <Trans>There are no workflows yet.</Trans>}
        rowHref={(workflow) => `${ACTIVITIES_ROUTE}/${workflow.id}`}
        toneOf={(workflow) => (workflow.active ? null : 'muted')}
        minWidth={720}
        maxHeight="none"
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={PAGE_SIZE_DEFAULT}
        maxLinks={PAGER_LINKS}
        onChange={(next) => setFilter({ page: next === 1 ? null : String(next) })}
        label={t`Workflow pages`}
      />
      <NameDialog
        opened={dialog?.kind === 'create'}
        title={t`New workflow`}
        confirmLabel={t`Create`}
        initialName=""
        loading={create.isPending}
        error={createError}
        onConfirm={(workflowName) => create.mutate({ name: workflowName })}
        onClose={() => setDialog(null)}
      />
      <NameDialog
        opened={dialog?.kind === 'copy'}
        title={t`Copy the workflow`}
        confirmLabel={t`Copy`}
        initialName={dialog?.kind === 'copy' ? t`${dialog.workflow.name} (copy)` : ''}
        loading={copy.isPending}
        error={copyError}
        onConfirm={(target) => dialog?.kind === 'copy' && copy.mutate({ id: dialog.workflow.id, target })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t`Delete the workflow?`}
        confirmLabel={t`Delete`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate({ id: dialog.workflow.id })}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'delete' ? <Trans>The workflow “{dialog.workflow.name}” will be deleted.</Trans> : null}
      </ConfirmDialog>
    </Stack>
  );
}
