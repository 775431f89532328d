import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, type MantineColor, Text } from '@mantine/core';
import type { DocumentPermissionGrant, DocumentPermissionLevel, DocumentPermissionUser } from '@portal/shared';
import { IconTrash } from '@tabler/icons-react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { permissionLevelLabels } from '../messages';

interface PermissionGrantsTableProps {
  grants: DocumentPermissionGrant[];
  onRemove: (grant: DocumentPermissionGrant) => void;
  removingId: number | null;
}

const levelColors: Record<DocumentPermissionLevel, MantineColor> = { read: 'blue', update: 'yellow', manage: 'red' };

function personText(person: DocumentPermissionUser): string {
  return person.employeeNo ? `${person.name} (${person.employeeNo})` : person.name;
}

/** Who holds which permission on the object, who granted it and when; each can be removed. */
export function PermissionGrantsTable({ grants, onRemove, removingId }: PermissionGrantsTableProps) {
  const { t, i18n } = useLingui();
  const columns: DataColumn<DocumentPermissionGrant>[] = [
    {
      key: 'user',
      header: t`User`,
      cell: (grant) => (
        <>
          <Text size="sm">{personText(grant.user)}</Text>
          <Text size="xs" c="dimmed" fw={400}>
            {grant.user.username}
          </Text>
        </>
      ),
    },
    {
      key: 'permission',
      header: t`Permission`,
      cell: (grant) => (
        <Badge variant="light" color={levelColors[grant.permission]} autoContrast>
          {i18n._(permissionLevelLabels[grant.permission])}
        </Badge>
      ),
    },
    { key: 'grantedBy', header: t`Granted by`, cell: (grant) => (grant.grantedBy ? personText(grant.grantedBy) : '') },
    {
      key: 'date',
      header: t`Date`,
      kind: 'date',
      cell: (grant) => <time dateTime={grant.createdAt.toISOString()}>{formatDateTime(grant.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (grant) => {
        const name = grant.user.name;
        const permission = i18n._(permissionLevelLabels[grant.permission]);
        return (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Remove the permission “${permission}” of ${name}`}
            disabled={removingId !== null}
            loading={removingId === grant.id}
            onClick={() => onRemove(grant)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t`Granted permissions`}
      rows={grants}
      rowKey={(grant) => grant.id}
      columns={columns}
      minWidth={640}
      maxHeight="none"
      striped={false}
    />
  );
}
