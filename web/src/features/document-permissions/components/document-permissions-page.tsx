import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import {
  type DocumentPermissionGrant,
  type DocumentPermissionObject,
  type DocumentPermissionObjectInput,
  DocumentPermissionObjectInputSchema,
  localized,
} from '@portal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StateBadge } from '../../../components/state-badge';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { permissionLevelLabels } from '../messages';
import { GrantPermissionForm } from './grant-permission-form';
import { PermissionGrantsTable } from './permission-grants-table';
import { PageHeader } from '../../../components/page-header';

/** The object of the address (?objectType=document|document_group&objectId=…), or null when it names none. */
function useRouteObject(): DocumentPermissionObjectInput | null {
  const [searchParams] = useSearchParams();
  const parsed = DocumentPermissionObjectInputSchema.safeParse({
    objectType: searchParams.get('objectType'),
    objectId: searchParams.get('objectId'),
  });
  return parsed.success ? parsed.data : null;
}

function ObjectTitle({ object }: { object: DocumentPermissionObject }) {
  const { i18n } = useLingui();
  if (object.objectType === 'document_group') {
    const name = localized(object.name, object.nameEn, i18n.locale);
    return (
      <Text fw={500}>
        <Trans>Document group “{name}”</Trans>
      </Text>
    );
  }
  const title = [localized(object.formName, object.formNameEn, i18n.locale), object.documentNo].filter(Boolean).join(' ');
  return (
    <Group gap="sm" align="center">
      <Text fw={500}>{title}</Text>
      <StateBadge kind="submission" state={object.state} />
      {/* The document view serves documents and applications alike. */}
      <Anchor component={Link} to={`/documents/view/${object.objectId}`} size="sm">
        <Trans>Open the document</Trans>
      </Anchor>
    </Group>
  );
}

function ObjectPermissions({ object }: { object: DocumentPermissionObjectInput }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The grant asked about stays named while the dialog closes.
  const [removing, setRemoving] = useState<DocumentPermissionGrant | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const list = useQuery(trpc.documentPermissions.list.queryOptions(object));
  const revoke = useMutation(
    trpc.documentPermissions.revoke.mutationOptions({
      onSuccess: () => showSuccess(t`The permission was removed.`),
      // Also after a refusal (someone removed it first): the table shows the grants as they are now.
      onSettled: async () => {
        setIsConfirming(false);
        await queryClient.invalidateQueries({ queryKey: trpc.documentPermissions.list.pathKey() });
      },
    }),
  );

  if (list.isPending) return <LoadingBlock />;
  if (list.isError) return <QueryErrorAlert error={list.error} />;
  const removingName = removing?.user.name ?? '';
  const removingLevel = removing ? i18n._(permissionLevelLabels[removing.permission]) : '';
  return (
    <Stack gap="md">
      <ObjectTitle object={list.data.object} />
      {list.data.grants.length === 0 ? (
        <EmptyState>
          <Trans>No permissions have been granted on this object.</Trans>
        </EmptyState>
      ) : (
        <PermissionGrantsTable
          grants={list.data.grants}
          onRemove={(grant) => {
            setRemoving(grant);
            setIsConfirming(true);
          }}
          removingId={revoke.isPending ? (removing?.id ?? null) : null}
        />
      )}
      <Divider />
      <GrantPermissionForm object={object} />
      <ConfirmDialog
        opened={isConfirming}
        title={t`Remove the permission`}
        confirmLabel={t`Delete`}
        isDanger
        loading={revoke.isPending}
        onConfirm={() => removing && revoke.mutate({ id: removing.id })}
        onClose={() => setIsConfirming(false)}
      >
        <Trans>
          {removingName} will lose the permission “{removingLevel}” on this object.
        </Trans>
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * The administrator's permissions screen (spec 2 §2, §6): who may read, update or manage a document
 * or a document group. Opened as /admin/permissions?objectType=document&objectId={id}.
 */
export function DocumentPermissionsPage() {
  const object = useRouteObject();
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Permissions</Trans>} />
      {object ? (
        <ObjectPermissions key={`${object.objectType}-${object.objectId}`} object={object} />
      ) : (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Trans>The address does not name a document or a document group.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
