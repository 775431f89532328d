import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { DOCUMENT_PERMISSION_LEVELS, DocumentPermissionLevel, type DocumentPermissionObjectInput } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { type UserOption, useGrantableUsers } from '../hooks/use-grantable-users';
import { permissionLevelLabels } from '../messages';

interface GrantPermissionFormProps {
  object: DocumentPermissionObjectInput;
}

/** Grants a user of the company read, update or manage on the object. */
export function GrantPermissionForm({ object }: GrantPermissionFormProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<UserOption | null>(null);
  const [permission, setPermission] = useState<DocumentPermissionLevel>(DocumentPermissionLevel.read);
  const users = useGrantableUsers(selected);
  const grant = useMutation(
    trpc.documentPermissions.grant.mutationOptions({
      onSuccess: async (granted) => {
        const name = granted.user.name;
        showSuccess(t`Permission granted to ${name}.`);
        setSelected(null);
        await queryClient.invalidateQueries({ queryKey: trpc.documentPermissions.list.pathKey() });
      },
    }),
  );
  const fieldErrors = fieldErrorsOf(grant.error);
  const permissionOptions = DOCUMENT_PERMISSION_LEVELS.map((level) => ({ value: level, label: i18n._(permissionLevelLabels[level]) }));

  return (
    <form
      noValidate
      aria-labelledby="grant-permission-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) grant.mutate({ ...object, userId: Number(selected.value), permission });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="grant-permission-title">
          <Trans>Grant a permission</Trans>
        </Title>
        <Group align="flex-start" gap="sm">
          <Select
            label={t`User`}
            placeholder={t`Type a name or employee number`}
            data={users.options}
            value={selected?.value ?? null}
            onChange={(value) => {
              setSelected(users.options.find((option) => option.value === value) ?? null);
              grant.reset();
            }}
            onSearchChange={users.setSearch}
            searchable
            clearable
            required
            nothingFoundMessage={users.isFetching ? t`Loading…` : t`No results`}
            error={fieldErrorText(i18n, fieldErrors, 'userId')}
            disabled={grant.isPending}
            miw={320}
            style={{ flex: 1 }}
          />
          <Select
            label={t`Permission`}
            data={permissionOptions}
            value={permission}
            onChange={(value) => {
              if (value) setPermission(value as DocumentPermissionLevel);
            }}
            allowDeselect={false}
            required
            error={fieldErrorText(i18n, fieldErrors, 'permission')}
            disabled={grant.isPending}
            w={180}
          />
        </Group>
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={grant.isPending} disabled={selected === null}>
            <Trans>Grant</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
