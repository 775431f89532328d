import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Stack, Tabs } from '@mantine/core';
import { type SetupPermissions, type ShiftGroupDetails, type ShiftGroupInput } from '@portal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { FormulasSection } from './formulas-section';
import { NoSetupAccess } from './no-setup-access';
import { ShiftGroupForm } from './shift-group-form';
import { ShiftsSection } from './shifts-section';

const LIST_ROUTE = '/wtm-area/shift-groups';

/**
 * wtm-area/shift-groups/new and wtm-area/shift-groups/{id} (spec 2 §2): the group's form, then its
 * shifts and its schedule formulas.
 */
export function ShiftGroupPage() {
  const { id } = useParams();
  if (id === undefined) return <NewShiftGroup />;
  const groupId = Number(id);
  if (!Number.isInteger(groupId) || groupId < 1) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Trans>The address does not name a shift group.</Trans>
      </Alert>
    );
  }
  return <ExistingShiftGroup key={groupId} groupId={groupId} />;
}

const backToList = { to: LIST_ROUTE, label: <Trans>All shift groups</Trans> };

function NewShiftGroup() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.shiftGroups.create.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async (group) => {
        showSuccess(t`The shift group was created.`);
        await queryClient.invalidateQueries({ queryKey: trpc.shiftGroups.list.pathKey() });
        await navigate(`${LIST_ROUTE}/${group.id}`, { replace: true });
      },
    }),
  );
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>New shift group</Trans>} back={backToList} />
      <ShiftGroupForm
        initialValues={{ code: '', name: '', description: '' }}
        isReadOnly={false}
        isSaving={create.isPending}
        saveError={create.error}
        onSave={(values) => create.mutate(values)}
        onCancel={() => void navigate(LIST_ROUTE)}
      />
    </Stack>
  );
}

function ExistingShiftGroup({ groupId }: { groupId: number }) {
  const trpc = useTRPC();
  // Asked first: without a view the page is explained, not requested and refused.
  const permissions = useQuery(trpc.shiftGroups.permissions.queryOptions());
  const group = useQuery({ ...trpc.shiftGroups.get.queryOptions({ id: groupId }), enabled: permissions.data?.canView === true });
  if (permissions.isError) return <QueryErrorAlert error={permissions.error} />;
  if (permissions.data && !permissions.data.canView) return <NoSetupAccess />;
  if (permissions.isPending || group.isPending) return <LoadingBlock />;
  if (group.isError) return <QueryErrorAlert error={group.error} />;
  return <ShiftGroupScreen group={group.data} permissions={permissions.data} />;
}

function ShiftGroupScreen({ group, permissions }: { group: ShiftGroupDetails; permissions: SetupPermissions }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.shiftGroups.pathKey() });

  const update = useMutation(
    trpc.shiftGroups.update.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        await refresh();
      },
    }),
  );
  const archive = useMutation(
    trpc.shiftGroups.archive.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The shift group was archived.`);
        await refresh();
      },
    }),
  );
  const undoArchive = useMutation(
    trpc.shiftGroups.undoArchive.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The shift group was restored.`);
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.shiftGroups.delete.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The shift group was deleted.`);
        await queryClient.invalidateQueries({ queryKey: trpc.shiftGroups.list.pathKey() });
        await navigate(LIST_ROUTE);
      },
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const isBusy = archive.isPending || undoArchive.isPending || remove.isPending;
  const name = group.name;

  return (
    <Stack gap="md">
      <PageHeader
        title={`${group.code} · ${group.name}`}
        state={
          group.archived ? (
            <Badge color="gray" variant="outline" size="lg">
              {t({ message: 'Archived', context: 'shift group, shift' })}
            </Badge>
          ) : undefined
        }
        back={backToList}
        secondaryActions={
          <>
            {permissions.canEdit ? (
              group.archived ? (
                <Button
                  variant="default"
                  loading={undoArchive.isPending}
                  disabled={isBusy}
                  onClick={() => undoArchive.mutate({ id: group.id })}
                >
                  <Trans>Un-archive</Trans>
                </Button>
              ) : (
                <Button variant="default" loading={archive.isPending} disabled={isBusy} onClick={() => archive.mutate({ id: group.id })}>
                  <Trans>Archive</Trans>
                </Button>
              )
            ) : null}
            {permissions.canDelete ? (
              <Button variant="subtle" color="red" disabled={isBusy} onClick={() => setIsConfirmingDelete(true)}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </>
        }
      />
      <ShiftGroupForm
        // A saved change comes back from the server: the form starts again from it.
        key={`${group.code}|${group.name}|${group.description}`}
        initialValues={{ code: group.code, name: group.name, description: group.description }}
        isReadOnly={!permissions.canEdit}
        isSaving={update.isPending}
        saveError={update.error}
        onSave={(values: ShiftGroupInput) => update.mutate({ ...values, id: group.id })}
        onCancel={() => void navigate(LIST_ROUTE)}
      />
      <Tabs defaultValue="shifts" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="shifts">
            <Trans>Shifts</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="formulas">
            <Trans>Formulas</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="shifts" pt="md">
          <ShiftsSection shiftGroupId={group.id} shifts={group.shifts} permissions={permissions} />
        </Tabs.Panel>
        <Tabs.Panel value="formulas" pt="md">
          <FormulasSection shiftGroupId={group.id} shifts={group.shifts} permissions={permissions} />
        </Tabs.Panel>
      </Tabs>
      <ConfirmDialog
        opened={isConfirmingDelete}
        title={t`Delete the shift group`}
        confirmLabel={t`Delete`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: group.id })}
        onClose={() => setIsConfirmingDelete(false)}
      >
        <Trans>
          The shift group “{name}” will be deleted. Only a group without shifts, schedules and formulas can be deleted: archive it
          otherwise.
        </Trans>
      </ConfirmDialog>
    </Stack>
  );
}
