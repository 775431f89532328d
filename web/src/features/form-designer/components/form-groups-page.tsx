import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Grid, Group, Menu, Paper, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import type { DesignerLayoutGroup } from '@portal/shared';
import { IconChevronDown, IconChevronRight, IconDots, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { GroupLayout } from './group-layout';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

/** The groups of the tree without the archived ones (and what is below them), unless they are shown. */
function visibleGroups(groups: DesignerLayoutGroup[], showArchived: boolean): DesignerLayoutGroup[] {
  return groups
    .filter((group) => showArchived || !group.archived)
    .map((group) => ({ ...group, groups: visibleGroups(group.groups, showArchived) }));
}

function findGroup(groups: DesignerLayoutGroup[], id: number): DesignerLayoutGroup | undefined {
  for (const group of groups) {
    if (group.id === id) return group;
    const inner = findGroup(group.groups, id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * admin/documents (spec 2 §2): the form groups as a tree — archived ones muted behind a switch — with
 * each group's actions, and the selected group's layout: its forms in order.
 */
export function FormGroupsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const layout = useQuery(trpc.formDesigner.layout.queryOptions());
  const [searchParams, setSearchParams] = useSearchParams();
  const [showArchived, setShowArchived] = useState(false);
  const selectedId = Number(searchParams.get('group') ?? '0');
  const select = (id: number) => setSearchParams({ group: String(id) }, { replace: true });

  if (layout.isPending) return <LoadingBlock />;
  if (layout.isError) return <QueryErrorAlert error={layout.error} />;
  const groups = visibleGroups(layout.data, showArchived);
  const selected = findGroup(layout.data, selectedId);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Switch label={t`Show archived`} checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} />
        <Button component={Link} to="/admin/documents/create-form-group/0" leftSection={<IconPlus size={16} aria-hidden />}>
          <Trans>New group</Trans>
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="sm" component="nav" aria-label={t`Form groups`}>
            {groups.length === 0 ? (
              <Text c="dimmed">
                <Trans>There are no form groups yet.</Trans>
              </Text>
            ) : (
              <GroupList groups={groups} selectedId={selectedId} onSelect={select} level={1} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <GroupLayout key={selected.id} group={selected} />
          ) : (
            <Text c="dimmed">
              <Trans>Choose a group to see its forms.</Trans>
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

interface GroupListProps {
  groups: DesignerLayoutGroup[];
  selectedId: number;
  onSelect: (id: number) => void;
  level: number;
}

function GroupList({ groups, selectedId, onSelect, level }: GroupListProps) {
  return (
    <Stack component="ul" gap={2} p={0} m={0} pl={level > 1 ? 'md' : 0} style={{ listStyle: 'none' }}>
      {groups.map((group) => (
        <GroupItem key={group.id} group={group} selectedId={selectedId} onSelect={onSelect} level={level} />
      ))}
    </Stack>
  );
}

interface GroupItemProps {
  group: DesignerLayoutGroup;
  selectedId: number;
  onSelect: (id: number) => void;
  level: number;
}

function GroupItem({ group, selectedId, onSelect, level }: GroupItemProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [isExpanded, setIsExpanded] = useState(true);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.formDesigner.pathKey() });
  const archive = useMutation(
    trpc.formDesigner.archiveGroup.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The group was archived.`);
        await refresh();
      },
    }),
  );
  const unArchive = useMutation(
    trpc.formDesigner.unArchiveGroup.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The group was restored.`);
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.formDesigner.deleteGroup.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The group was deleted.`);
        await refresh();
      },
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const hasChildren = group.groups.length > 0;
  const isSelected = group.id === selectedId;

  return (
    <li>
      <Group gap={4} wrap="nowrap" bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined} style={{ borderRadius: 4 }}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={isExpanded}
            aria-label={isExpanded ? t`Collapse ${group.name}` : t`Expand ${group.name}`}
            onClick={() => setIsExpanded((value) => !value)}
          >
            {isExpanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          </ActionIcon>
        ) : (
          <span style={{ width: 22 }} aria-hidden />
        )}
        <UnstyledButton
          onClick={() => onSelect(group.id)}
          aria-current={isSelected ? 'true' : undefined}
          style={{ flex: 1 }}
          c={group.archived ? 'dimmed' : undefined}
          py={4}
        >
          <Group gap={6} wrap="wrap">
            <Text span fw={isSelected ? 600 : undefined}>
              {group.name}
            </Text>
            <Text span size="xs" c="dimmed">
              {t`${group.formCount} forms`}
            </Text>
            {group.archived ? (
              <Badge color="gray" variant="outline" size="sm">
                {t({ message: 'Archived', context: 'form group' })}
              </Badge>
            ) : null}
            {group.isShared ? <SharedDefinitionBadge /> : null}
          </Group>
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t`Actions of ${group.name}`}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={`/admin/documents/create-form-group/${group.id}`}>
              <Trans>New sub-group</Trans>
            </Menu.Item>
            {group.canEdit ? (
              <>
                <Menu.Item component={Link} to={`/admin/documents/create-form/${group.id}`}>
                  <Trans>New form in the group</Trans>
                </Menu.Item>
                <Menu.Item component={Link} to={`/admin/documents/edit-form-group/${group.id}`}>
                  <Trans>Edit</Trans>
                </Menu.Item>
                {group.archived ? (
                  <Menu.Item onClick={() => unArchive.mutate({ id: group.id })}>
                    <Trans>Un-archive</Trans>
                  </Menu.Item>
                ) : (
                  <Menu.Item onClick={() => archive.mutate({ id: group.id })}>
                    <Trans>Archive</Trans>
                  </Menu.Item>
                )}
                <Menu.Item color="red" onClick={() => setIsConfirmingDelete(true)}>
                  <Trans>Delete</Trans>
                </Menu.Item>
              </>
            ) : (
              <Menu.Item component={Link} to={`/admin/documents/edit-form-group/${group.id}`}>
                <Trans>View</Trans>
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {hasChildren && isExpanded ? <GroupList groups={group.groups} selectedId={selectedId} onSelect={onSelect} level={level + 1} /> : null}
      <ConfirmDialog
        opened={isConfirmingDelete}
        title={t`Delete the group`}
        confirmLabel={t`Delete`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: group.id })}
        onClose={() => setIsConfirmingDelete(false)}
      >
        <Trans>The group {group.name} will be deleted. Only an empty group can be deleted.</Trans>
      </ConfirmDialog>
    </li>
  );
}
