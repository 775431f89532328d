import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, type MantineColor, Table, Text } from '@mantine/core';
import type { DocumentPermissionGrant, DocumentPermissionLevel, DocumentPermissionUser } from '@portal/shared';
import { IconTrash } from '@tabler/icons-react';
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
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t`Granted permissions`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>User</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Permission</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Granted by</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grants.map((grant) => {
            const name = grant.user.name;
            const permission = i18n._(permissionLevelLabels[grant.permission]);
            return (
              <Table.Tr key={grant.id}>
                <Table.Td>
                  <Text size="sm">{personText(grant.user)}</Text>
                  <Text size="xs" c="dimmed">
                    {grant.user.username}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={levelColors[grant.permission]} autoContrast>
                    {permission}
                  </Badge>
                </Table.Td>
                <Table.Td>{grant.grantedBy ? personText(grant.grantedBy) : ''}</Table.Td>
                <Table.Td>
                  <time dateTime={grant.createdAt.toISOString()}>{formatDateTime(grant.createdAt)}</time>
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
