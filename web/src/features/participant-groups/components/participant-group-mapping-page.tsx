import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, MultiSelect, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ParticipantGroup, type ParticipantGroupMember, PAGE_SIZE_DEFAULT } from '@portal/shared';
import { SHARED_DEFINITION_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { IconCopy, IconPencil, IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyDialog } from '../../../components/copy-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/current-session';
import { fieldErrorText, translateError } from '../../../lib/error-messages';
import { showFailure, showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { MemberSettingsDialog } from './member-settings-dialog';
import { formValuesOf, ParticipantGroupFormDialog } from './participant-group-form-dialog';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

const SEARCH_DEBOUNCE_MS = 300;

/** Users to add: searched among those with access to the company, or among every company's users with the switch. */
function AddMembersForm({ group, departmentOptions }: { group: ParticipantGroup; departmentOptions: { value: string; label: string }[] }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [allCompanies, setAllCompanies] = useState(false);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [departments, setDepartments] = useState<string[]>([]);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useQuery({
    ...trpc.participantGroups.candidateUsers.queryOptions({
      userRoleId: group.id,
      showUsersFromAllCompanies: allCompanies,
      search: debouncedSearch,
      rowsPerPage: 50,
    }),
    placeholderData: keepPreviousData,
  });
  const add = useMutation(
    trpc.participantGroups.addMembers.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The members were added.`);
        setUserIds([]);
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.members.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.candidateUsers.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.list.pathKey() });
      },
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );
  const options = (candidates.data?.items ?? []).map((user) => ({
    value: String(user.userId),
    label: user.employeeNo ? `${user.name} (${user.employeeNo}, ${user.username})` : `${user.name} (${user.username})`,
  }));
  // The chosen users stay listed while the search changes.
  const chosen = userIds.filter((id) => !options.some((option) => option.value === id)).map((id) => ({ value: id, label: id }));

  return (
    <FormSection title={t`Add members`}>
      <Switch
        label={t`Users from all companies`}
        checked={allCompanies}
        onChange={(event) => setAllCompanies(event.currentTarget.checked)}
      />
      <MultiSelect
        label={t`Users`}
        placeholder={t`Type to search by name or username`}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={[...options, ...chosen]}
        value={userIds}
        onChange={setUserIds}
        nothingFoundMessage={candidates.isFetching ? t`Loading…` : t`No search results.`}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxValues={100}
      />
      {group.limitedByAllowedDepartments ? (
        <MultiSelect
          label={t`Departments they act for`}
          data={departmentOptions}
          value={departments}
          onChange={setDepartments}
          searchable
          clearable
        />
      ) : null}
      <Group>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          disabled={userIds.length === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate({
              userRoleId: group.id,
              userIds: userIds.map(Number),
              allowedDepartmentCodes: departments,
              allToConfirmOverride: false,
            })
          }
        >
          <Trans>Add</Trans>
        </Button>
      </Group>
    </FormSection>
  );
}

function MembersTable({
  group,
  canChange,
  departmentOptions,
}: {
  group: ParticipantGroup;
  canChange: boolean;
  departmentOptions: { value: string; label: string }[];
}) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<ParticipantGroupMember | null>(null);
  const [editing, setEditing] = useState<ParticipantGroupMember | null>(null);
  const members = useQuery({
    ...trpc.participantGroups.members.queryOptions({ userRoleId: group.id, page, rowsPerPage: PAGE_SIZE_DEFAULT }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.participantGroups.removeMember.mutationOptions({
      onSuccess: () => showSuccess(t`The member was removed.`),
      onError: (error) => showFailure(translateError(i18n, error)),
      onSettled: async () => {
        setRemoving(null);
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.members.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.list.pathKey() });
      },
    }),
  );
  const updateMember = useMutation(
    trpc.participantGroups.updateMember.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        setEditing(null);
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.members.pathKey() });
      },
      onError: (error) => showFailure(translateError(i18n, error)),
    }),
  );
  const columns: DataColumn<ParticipantGroupMember>[] = [
    { key: 'name', header: t({ message: 'Name', context: 'name of a person' }), cell: (member) => member.name, minWidth: 200 },
    { key: 'username', header: t`Username`, cell: (member) => member.username },
    { key: 'employeeNo', header: t`Employee no.`, kind: 'code', cell: (member) => member.employeeNo ?? '' },
    ...(group.limitedByAllowedDepartments
      ? [{ key: 'departments', header: t`Departments`, cell: (member: ParticipantGroupMember) => member.allowedDepartmentCodes.join(', ') }]
      : []),
    {
      key: 'override',
      header: t`Always confirms`,
      cell: (member: ParticipantGroupMember) => (member.allToConfirmOverride ? t`Yes` : ''),
    },
    ...(canChange
      ? [
          {
            key: 'actions',
            header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
            cell: (member: ParticipantGroupMember) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t`Change the membership of ${member.name}`} onClick={() => setEditing(member)}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t`Remove ${member.name}`} onClick={() => setRemoving(member)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]
      : []),
  ];
  const removingName = removing?.name ?? '';
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="group-members-heading">
        <Trans>Members</Trans>
      </Title>
      <DataTable
        labelledBy="group-members-heading"
        rows={members.data?.items}
        rowKey={(member) => member.id}
        columns={columns}
        loading={members.isPending}
        error={members.error}
        empty={<Trans>The group has no members.</Trans>}
        minWidth={560}
        maxHeight="none"
      />
      <Pager
        page={page}
        totalRecords={members.data?.pagination.totalRecords ?? 0}
        rowsPerPage={PAGE_SIZE_DEFAULT}
        maxLinks={10}
        onChange={setPage}
        label={t`Member pages`}
      />
      {editing ? (
        <MemberSettingsDialog
          member={editing}
          hasDepartments={group.limitedByAllowedDepartments}
          departmentOptions={departmentOptions}
          isSaving={updateMember.isPending}
          onSave={(values) => updateMember.mutate({ id: editing.id, ...values })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t`Remove the member`}
        confirmLabel={t`Remove`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
        onClose={() => setRemoving(null)}
      >
        <Trans>{removingName} will no longer take part in the steps of this group.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * One participant group and its members (spec 2 §2 user-roles/mapping/{id}): add and remove members,
 * the "users from all companies" switch, and the group's own settings, copy and delete. Shared groups
 * change only from the shared-definition level; below it they are shown and may be copied.
 */
export function ParticipantGroupMappingPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const [dialog, setDialog] = useState<'edit' | 'copy' | 'delete' | null>(null);
  const group = useQuery({ ...trpc.participantGroups.get.queryOptions({ id }), enabled: Number.isInteger(id) && id > 0 });
  const departments = useQuery(trpc.departments.list.queryOptions());
  const invalidateGroups = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.get.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.list.pathKey() });
  };
  const update = useMutation(
    trpc.participantGroups.update.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        setDialog(null);
        await invalidateGroups();
      },
    }),
  );
  const copy = useMutation(
    trpc.participantGroups.copy.mutationOptions({
      onSuccess: async (created) => {
        showSuccess(t`The copy was created.`);
        setDialog(null);
        await invalidateGroups();
        await navigate(`/admin/user-roles/mapping/${created.id}`);
      },
    }),
  );
  const remove = useMutation(
    trpc.participantGroups.delete.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The entry was deleted.`);
        await queryClient.invalidateQueries({ queryKey: trpc.participantGroups.list.pathKey() });
        await navigate('/admin/workflows/user-roles');
      },
      onError: (error) => {
        setDialog(null);
        showFailure(translateError(i18n, error));
      },
    }),
  );

  const back = { to: '/admin/workflows/user-roles', label: <Trans>Participant groups</Trans> };
  if (group.isPending) return <LoadingBlock />;
  if (group.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Participant group</Trans>} back={back} />
        <QueryErrorAlert error={group.error} />
      </Stack>
    );
  }
  const data = group.data;
  const canChange = !data.isShared || user.adminAccess >= SHARED_DEFINITION_ADMIN_LEVEL;
  const departmentOptions = (departments.data ?? []).map((department) => ({
    value: department.departmentCode,
    label: `${department.departmentName} (${department.departmentCode})`,
  }));
  const name = data.name;
  return (
    <Stack gap="md">
      <PageHeader
        title={name}
        back={back}
        state={
          <Group gap={4}>
            {data.isShared ? <SharedDefinitionBadge /> : null}
            {data.isPerDocument ? <Badge variant="outline">{t`Filled per document`}</Badge> : null}
            {data.active ? null : <Badge color="gray" variant="outline">{t`Inactive`}</Badge>}
          </Group>
        }
        subtitle={data.systemName ?? undefined}
        primaryAction={
          canChange ? (
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog('edit')}>
              <Trans>Edit</Trans>
            </Button>
          ) : undefined
        }
        secondaryActions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setDialog('copy')}>
              <Trans>Copy</Trans>
            </Button>
            {canChange ? (
              <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </Group>
        }
      />
      {data.isShared && !canChange ? (
        <Text c="dimmed" size="sm">
          <Trans>This group is shared by all companies: only a top administrator changes it. Copy it to adapt it for your company.</Trans>
        </Text>
      ) : null}
      {data.isPerDocument ? (
        <Text c="dimmed" size="sm">
          <Trans>This group's participants are chosen for each document, so it has no fixed members.</Trans>
        </Text>
      ) : (
        <>
          <MembersTable group={data} canChange={canChange} departmentOptions={departmentOptions} />
          {canChange ? <AddMembersForm group={data} departmentOptions={departmentOptions} /> : null}
        </>
      )}
      {dialog === 'edit' ? (
        <ParticipantGroupFormDialog
          opened
          title={t`Edit the participant group`}
          initialValues={formValuesOf(data)}
          isSystemNameLocked={data.isPerDocument}
          isSaving={update.isPending}
          saveError={update.error}
          onSave={(values) => update.mutate({ ...values, id: data.id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'copy' ? (
        <CopyDialog
          opened
          title={t`Copy the participant group`}
          label={t`Name of the copy`}
          initialName={t`${name} (copy)`}
          isSaving={copy.isPending}
          errorText={copy.error ? (fieldErrorText(i18n, fieldErrorsOf(copy.error), 'name') ?? translateError(i18n, copy.error)) : undefined}
          onCopy={(copyName) => copy.mutate({ id: data.id, name: copyName })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t`Delete the participant group`}
        confirmLabel={t`Delete`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: data.id })}
        onClose={() => setDialog(null)}
      >
        <Trans>The group “{name}” and its memberships will be deleted.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
