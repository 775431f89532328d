import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { type PreValueItem, type PreValueItemValues, type PreValueListDetails } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';
import { useCurrentUser } from '../../../lib/current-session';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { PreValueItemDialog } from './pre-value-item-dialog';
import { PreValueListNameDialog } from './pre-value-list-name-dialog';

const LIST_ROUTE = '/admin/documents/form-meta-prevalues';

/** admin/form-meta-prevalues/details/{id} (spec 2 §2): a pre-value list's names and its items in order. */
export function PreValueListPage() {
  const { id } = useParams();
  const listId = Number(id);
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.preValueLists.get.queryOptions({ id: listId }), enabled: Number.isInteger(listId) && listId >= 1 });
  if (!Number.isInteger(listId) || listId < 1) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Trans>The address does not name a pre-value list.</Trans>
      </Alert>
    );
  }
  if (list.isPending) return <LoadingBlock />;
  if (list.isError) return <QueryErrorAlert error={list.error} />;
  return <PreValueListScreen list={list.data} />;
}

type ItemDialogState = { item: PreValueItem | null } | null;

function PreValueListScreen({ list }: { list: PreValueListDetails }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { adminAccess } = useCurrentUser();
  const isReadOnly = list.isShared && adminAccess < SHARED_DEFINITION_ADMIN_LEVEL;
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [itemDialog, setItemDialog] = useState<ItemDialogState>(null);
  const [itemToDelete, setItemToDelete] = useState<PreValueItem | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.preValueLists.pathKey() });
  const rename = useMutation(
    trpc.preValueLists.update.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        setIsRenaming(false);
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.preValueLists.delete.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`The pre-value list was deleted.`);
        await queryClient.invalidateQueries({ queryKey: trpc.preValueLists.list.pathKey() });
        await navigate(LIST_ROUTE);
      },
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const afterItemChange = async (message: string) => {
    showSuccess(message);
    setItemDialog(null);
    await refresh();
  };
  const createItem = useMutation(
    trpc.preValueLists.createItem.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: () => afterItemChange(t`The item was added.`),
    }),
  );
  const updateItem = useMutation(
    trpc.preValueLists.updateItem.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: () => afterItemChange(t`Changes saved.`),
    }),
  );
  const deleteItem = useMutation(
    trpc.preValueLists.deleteItem.mutationOptions({
      onSuccess: () => afterItemChange(t`The item was deleted.`),
      onSettled: () => setItemToDelete(null),
    }),
  );
  const reorder = useMutation(trpc.preValueLists.reorderItems.mutationOptions({ onSuccess: () => refresh() }));

  const move = (index: number, offset: -1 | 1) => {
    const ids = list.items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    reorder.mutate({ listId: list.id, itemIds: ids });
  };
  const saveItem = (values: PreValueItemValues) => {
    const editing = itemDialog?.item;
    if (editing) updateItem.mutate({ ...values, id: editing.id });
    else createItem.mutate(values);
  };

  const columns: DataColumn<PreValueItem>[] = [
    { key: 'name', header: t({ message: 'Name', context: 'name of a thing' }), cell: (item) => item.name, lineClamp: 2, minWidth: 200 },
    { key: 'nameEn', header: t`Name (English)`, cell: (item) => item.nameEn ?? '', lineClamp: 2 },
    { key: 'value', header: t`Value`, kind: 'code', cell: (item) => item.value },
    {
      key: 'default',
      header: t`Default`,
      cell: (item) =>
        item.isDefault ? (
          <Badge color="green" variant="light">
            <Trans>Default</Trans>
          </Badge>
        ) : null,
    },
  ];
  if (!isReadOnly) {
    columns.push({
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (item) => {
        const index = list.items.indexOf(item);
        const name = item.name;
        return (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t`Move “${name}” up`}
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t`Move “${name}” down`}
              disabled={index === list.items.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t`Edit “${name}”`} onClick={() => setItemDialog({ item })}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t`Delete “${name}”`} onClick={() => setItemToDelete(item)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      },
    });
  }

  const itemSaveError = itemDialog?.item ? updateItem.error : createItem.error;
  const listName = list.name;
  const itemName = itemToDelete?.name ?? '';
  return (
    <Stack gap="md">
      <PageHeader
        title={list.name}
        subtitle={list.nameEn ?? undefined}
        state={list.isShared ? <SharedDefinitionBadge /> : undefined}
        back={{ to: LIST_ROUTE, label: <Trans>All pre-value lists</Trans> }}
        primaryAction={
          isReadOnly ? undefined : (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setItemDialog({ item: null })}>
              <Trans>New item</Trans>
            </Button>
          )
        }
        secondaryActions={
          isReadOnly ? undefined : (
            <>
              <Button variant="default" onClick={() => setIsRenaming(true)}>
                <Trans>Rename</Trans>
              </Button>
              <Button variant="subtle" color="red" onClick={() => setIsConfirmingDelete(true)}>
                <Trans>Delete</Trans>
              </Button>
            </>
          )
        }
      />
      {remove.isError ? <QueryErrorAlert error={remove.error} /> : null}
      <DataTable
        label={t`Items`}
        rows={list.items}
        rowKey={(item) => item.id}
        columns={columns}
        empty={<Trans>The list has no items yet.</Trans>}
        minWidth={560}
        maxHeight="none"
      />
      <PreValueListNameDialog
        opened={isRenaming}
        title={t`Rename the pre-value list`}
        initialValues={{ name: list.name, nameEn: list.nameEn ?? '' }}
        isSaving={rename.isPending}
        saveError={rename.error}
        onSave={(values) => rename.mutate({ ...values, id: list.id })}
        onClose={() => {
          setIsRenaming(false);
          rename.reset();
        }}
      />
      <PreValueItemDialog
        opened={itemDialog !== null}
        listId={list.id}
        item={itemDialog?.item ?? null}
        isSaving={createItem.isPending || updateItem.isPending}
        saveError={itemSaveError}
        onSave={saveItem}
        onClose={() => {
          setItemDialog(null);
          createItem.reset();
          updateItem.reset();
        }}
      />
      <ConfirmDialog
        opened={isConfirmingDelete}
        title={t`Delete the pre-value list`}
        confirmLabel={t`Delete`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: list.id })}
        onClose={() => setIsConfirmingDelete(false)}
      >
        <Trans>The list “{listName}” and its items will be deleted. A list that fields use cannot be deleted.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        opened={itemToDelete !== null}
        title={t`Delete the item`}
        confirmLabel={t`Delete`}
        isDanger
        loading={deleteItem.isPending}
        onConfirm={() => itemToDelete && deleteItem.mutate({ listId: list.id, id: itemToDelete.id })}
        onClose={() => setItemToDelete(null)}
      >
        <Trans>The item “{itemName}” will be deleted. Documents already filed keep their value.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
